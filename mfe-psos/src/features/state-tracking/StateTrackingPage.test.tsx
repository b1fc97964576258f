import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { sessionStore } from '@portal/shared-contracts/sdk';
import type { StateTracking, StateTrackingRow } from '@portal/shared-contracts/psos';
import { adams, baker, districtUser, installPsosApi, renderPsos, stateLevel, stateUser } from '../../testing/psos-harness';
import { StateTrackingTexts as T } from './state-tracking-texts';

const statuses = (rest: Partial<StateTrackingRow['statuses']> = {}): StateTrackingRow['statuses'] => ({
  Completed: 0,
  Refused: 0,
  Unreachable: 0,
  Incomplete: 0,
  InProgress: 0,
  NotContacted: 0,
  ...rest,
});

const row = (lea: typeof adams, rest: Partial<StateTrackingRow>): StateTrackingRow => ({
  leaId: lea.id,
  leaCode: lea.leaCode,
  leaName: lea.name,
  listStatus: 'Verified',
  assignedTo: 'District',
  vendorId: null,
  L: 0,
  pending: 0,
  X: 0,
  T: 0,
  R: 0,
  statuses: statuses(),
  attempts: 0,
  rawRate: null,
  adjustedRate: null,
  duplicates: 0,
  ...rest,
});

const tracking: StateTracking = {
  collectionId: 5,
  final: false,
  rows: [
    row(adams, {
      L: 200,
      X: 2,
      T: 198,
      R: 120,
      statuses: statuses({ Completed: 120, NotContacted: 78 }),
      attempts: 300,
      rawRate: 60,
      adjustedRate: (120 / 198) * 100,
      duplicates: 1,
    }),
    row(baker, {
      listStatus: 'InVerification',
      assignedTo: 'Silver State Surveys',
      vendorId: 9,
      L: 10,
      pending: 4,
      T: 10,
      statuses: statuses({ NotContacted: 10 }),
    }),
  ],
  state: {
    L: 210,
    pending: 4,
    X: 2,
    T: 208,
    R: 120,
    statuses: statuses({ Completed: 120, NotContacted: 88 }),
    attempts: 300,
    rawRate: (120 / 210) * 100,
    adjustedRate: (120 / 208) * 100,
    duplicates: 1,
  },
};

function install() {
  return installPsosApi((call) => {
    if (call.path === '/api/psos/dashboards/state-tracking') return tracking;
    if (call.path === '/api/psos/duplicates')
      return [
        {
          stateStudentId: 'S77',
          records: [
            { id: 70, leaId: adams.id, leaCode: adams.leaCode, verification: 'Confirmed' },
            { id: 71, leaId: baker.id, leaCode: baker.leaCode, verification: 'Pending' },
          ],
        },
      ];
    if (call.method === 'PUT') return {};
    return undefined;
  });
}

const cells = (name: string) =>
  [...screen.getByRole('link', { name }).closest('tr')!.querySelectorAll('td')].map((cell) => cell.textContent);

test('shows each LEA’s list, statuses and rates, and the state’s sums beneath', async () => {
  const calls = install();
  renderPsos('state-tracking', stateUser);
  expect(await screen.findByRole('heading', { level: 1, name: 'State Tracking' })).toBeInTheDocument();
  await screen.findByRole('link', { name: adams.name });
  expect(calls.find((c) => c.path === '/api/psos/dashboards/state-tracking')!.query).toEqual({ collectionId: '5' });
  expect(cells(adams.name)).toEqual([
    adams.name,
    adams.leaCode,
    'Verified',
    'District',
    '200',
    '0',
    '2',
    '198',
    '120',
    '0',
    '0',
    '0',
    '0',
    '78',
    '300',
    '60.00 %',
    '60.61 %',
    '1',
  ]);
  expect(cells(baker.name).slice(2, 4)).toEqual(['In verification', 'Silver State Surveys']);
  expect(cells(baker.name).slice(-3)).toEqual(['N/A', 'N/A', '0']);
  const total = screen.getByText(T.state).closest('tr')!;
  expect(total).toHaveTextContent('57.14 %');
  expect(total).toHaveTextContent('57.69 %');
  expect(screen.getByRole('figure', { name: 'Survey status of the target leavers' })).toBeInTheDocument();
});

test('an LEA opens its District Dashboard with that LEA selected', async () => {
  install();
  renderPsos('state-tracking', stateUser, stateLevel.id);
  fireEvent.click(await screen.findByRole('link', { name: baker.name }));
  expect(await screen.findByRole('heading', { level: 1, name: 'District Dashboard' })).toBeInTheDocument();
  await waitFor(() => expect(sessionStore.getState().currentLeaId).toBe(baker.id));
});

test('a youth on two lists is excluded as a duplicate in one of them', async () => {
  const calls = install();
  renderPsos('state-tracking', stateUser);
  const duplicates = await screen.findByRole('table', { name: T.duplicatesCaption });
  expect(await within(duplicates).findByText(`${adams.leaCode}: Confirmed`)).toBeInTheDocument();
  fireEvent.click(within(duplicates).getByRole('button', { name: T.excludeDuplicate(baker.leaCode) }));
  await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
  expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
    path: '/api/psos/youth/71/verification',
    body: { status: 'Excluded', reason: 'DUPLICATE' },
  });
});

test('is denied to district staff', () => {
  const calls = install();
  renderPsos('state-tracking', districtUser);
  expect(screen.getByText('Access Denied!')).toBeInTheDocument();
  expect(calls).toEqual([]);
});
