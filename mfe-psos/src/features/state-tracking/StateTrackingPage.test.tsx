import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { sessionStore } from '@portal/shared-contracts/sdk';
import type { StateTracking, StateTrackingRow } from '../../api/dashboards';
import { adams, baker, districtUser, installPsosApi, renderPsos, stateLevel, stateUser } from '../../testing/psos-harness';
import { StateTrackingTexts as T } from './state-tracking-texts';

const row = (lea: typeof adams | null, rest: Partial<StateTrackingRow>): StateTrackingRow => ({
  leaId: lea?.id ?? null,
  leaCode: lea?.leaCode ?? '',
  leaName: lea?.name ?? 'State',
  listStatus: lea ? 'Verified' : null,
  assignment: lea ? 'District' : null,
  vendorName: null,
  listed: 0,
  pending: 0,
  excluded: 0,
  target: 0,
  completed: 0,
  refused: 0,
  unreachable: 0,
  incomplete: 0,
  inProgress: 0,
  notContacted: 0,
  attempts: 0,
  rawRate: null,
  adjustedRate: null,
  duplicates: 0,
  ...rest,
});

const tracking: StateTracking = {
  collectionId: 5,
  schoolYear: 2027,
  leas: [
    row(adams, {
      listed: 200,
      excluded: 2,
      target: 198,
      completed: 120,
      notContacted: 78,
      attempts: 300,
      rawRate: 60,
      adjustedRate: (120 / 198) * 100,
      duplicates: 1,
    }),
    row(baker, {
      listStatus: 'InVerification',
      assignment: 'Vendor',
      vendorName: 'Silver State Surveys',
      listed: 10,
      pending: 4,
      target: 10,
      notContacted: 10,
    }),
  ],
  state: row(null, {
    listed: 210,
    excluded: 2,
    target: 208,
    completed: 120,
    notContacted: 88,
    attempts: 300,
    rawRate: (120 / 210) * 100,
    adjustedRate: (120 / 208) * 100,
    duplicates: 1,
  }),
};

function install() {
  return installPsosApi((call) => {
    if (call.path === '/api/psos/state-tracking') return tracking;
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
  expect(calls.find((c) => c.path === '/api/psos/state-tracking')!.query).toEqual({ collectionId: '5' });
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
