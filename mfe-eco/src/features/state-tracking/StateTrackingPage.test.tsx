import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { LeaCompletion, RecordConflict, StateTracking } from '@portal/shared-contracts/eco';
import { findDialog, installApi } from '@portal/shared-contracts/testing';
import { adams, baker, districtUser, renderEcoPage, stateLevel, stateUser } from '../../testing/eco-harness';
import { StateTrackingTexts as T } from './state-tracking-texts';
import { StateTrackingPage } from './StateTrackingPage';

const completion = (lea: typeof adams, figures: Omit<LeaCompletion, 'leaId' | 'leaName' | 'leaCode'>): LeaCompletion => ({
  leaId: lea.id,
  leaName: lea.name,
  leaCode: lea.leaCode,
  ...figures,
});
const tracking: StateTracking = {
  schoolYear: 2027,
  leas: [
    completion(adams, {
      inProgram: 12,
      withEntryRatings: 10,
      exited: 4,
      withExitRatings: 3,
      awaitingFinalization: 2,
      completionPercent: (11 / 16) * 100,
    }),
    completion(baker, {
      inProgram: 3,
      withEntryRatings: 3,
      exited: 0,
      withExitRatings: 0,
      awaitingFinalization: 0,
      completionPercent: 100,
    }),
    completion(stateLevel, {
      inProgram: 0,
      withEntryRatings: 0,
      exited: 0,
      withExitRatings: 0,
      awaitingFinalization: 0,
      completionPercent: null,
    }),
  ],
};

const conflict: RecordConflict = {
  id: 7,
  firstSeenAt: '2026-11-20T16:00:00.000Z',
  lastSeenAt: '2026-11-21T16:00:00.000Z',
  timesSeen: 2,
  source: 'import',
  leaId: adams.id,
  leaName: adams.name,
  stateStudentId: 'S-77',
  entryDate: '2026-09-01',
  firstName: 'Probe',
  lastName: 'Row',
  birthDate: '2021-01-01',
  reason: 'newRecordElsewhere',
  birthDateDiffers: true,
  otherLeaNames: [baker.name],
  reportedByName: 'District User',
  resolvedAt: null,
  resolvedByName: null,
  resolution: null,
};

const installTracking = (conflicts: RecordConflict[] = []) =>
  installApi((call) => {
    if (call.path === '/api/eco/state-tracking') return tracking;
    if (call.method === 'GET' && call.path === '/api/eco/record-conflicts') return { items: conflicts };
    if (call.method === 'POST' && call.path === `/api/eco/record-conflicts/${conflict.id}/resolve`) {
      conflicts.splice(0);
      return new Response(null, { status: 204 });
    }
    return undefined;
  });
const table = () => screen.getByRole('table', { name: T.caption });
const leaColumn = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelector('td')!.textContent);
const cells = (name: string) =>
  [...screen.getByRole('link', { name }).closest('tr')!.querySelectorAll('td')].map((cell) => cell.textContent);

async function openTracking(conflicts: RecordConflict[] = []) {
  const calls = installTracking(conflicts);
  renderEcoPage(StateTrackingPage, 'state-tracking', stateUser);
  expect(await screen.findByRole('heading', { level: 1, name: 'State Tracking' })).toBeInTheDocument();
  await screen.findByText(adams.name);
  return calls;
}

test("shows every LEA's completion for the chosen year, percents to two decimals and N/A with none due", async () => {
  const calls = await openTracking();
  expect(screen.getByText(T.intro('2026-2027'))).toBeInTheDocument();
  expect(
    within(table())
      .getAllByRole('columnheader')
      .map((h) => h.textContent),
  ).toEqual([
    'LEA',
    'LEA code',
    'In program',
    'With entry ratings',
    'Exited',
    'With exit ratings',
    'Waiting for finalization',
    'Completion',
  ]);
  expect(cells(adams.name)).toEqual([adams.name, adams.leaCode, '12', '10', '4', '3', '2', '68.75 %']);
  expect(cells(baker.name).at(-1)).toBe('100.00 %');
  expect(cells(stateLevel.name).at(-1)).toBe('N/A');
  expect(calls.map((c) => `${c.method} ${c.path}`).sort()).toEqual(['GET /api/eco/record-conflicts', 'GET /api/eco/state-tracking']);
});

test("sorts in the browser, and each LEA opens that LEA's child list", async () => {
  const calls = await openTracking();
  fireEvent.click(within(table()).getByRole('columnheader', { name: 'LEA' }));
  await waitFor(() => expect(leaColumn()).toEqual([adams.name, baker.name, stateLevel.name]));
  fireEvent.click(within(table()).getByRole('columnheader', { name: 'Completion' }));
  await waitFor(() => expect(leaColumn()).toEqual([stateLevel.name, adams.name, baker.name]));
  fireEvent.click(within(table()).getByRole('columnheader', { name: 'In program' }));
  fireEvent.click(within(table()).getByRole('columnheader', { name: 'In program' }));
  await waitFor(() => expect(leaColumn()).toEqual([adams.name, baker.name, stateLevel.name]));
  expect(calls.filter((c) => c.path === '/api/eco/state-tracking')).toHaveLength(1);

  expect(screen.getByRole('link', { name: baker.name })).toHaveAttribute('href', `/child-search/child-list?leaId=${baker.id}`);
});

test('is denied to district staff, who never call the service', () => {
  const calls = installTracking();
  renderEcoPage(StateTrackingPage, 'state-tracking', districtUser);
  expect(screen.getByText('Access Denied!')).toBeInTheDocument();
  expect(calls).toEqual([]);
});

test('lists the records held for review, with what the district was not told, and resolves one with how it was settled', async () => {
  const calls = await openTracking([conflict]);
  const held = await screen.findByRole('table', { name: T.conflictsCaption });
  const row = within(held).getByText('S-77').closest('tr')!;
  expect(row).toHaveTextContent('A new program record for a child with records in another LEA');
  expect(row).toHaveTextContent(baker.name);
  expect(row).toHaveTextContent('Yes');

  fireEvent.click(within(row).getByRole('button', { name: `${T.resolve} S-77` }));
  const dialog = await findDialog(T.resolveTitle('S-77'));
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByText('Say how the conflict was settled.')).toBeInTheDocument();
  fireEvent.change(within(dialog).getByLabelText(new RegExp(`^${T.resolution}`)), {
    target: { value: 'Moved to Adams; both LEAs agreed' },
  });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText(T.noConflicts)).toBeInTheDocument();
  expect(screen.queryByRole('table', { name: T.conflictsCaption })).not.toBeInTheDocument();
  expect(calls.find((c) => c.method === 'POST')).toMatchObject({ body: { resolution: 'Moved to Adams; both LEAs agreed' } });
});
