import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  EcoPermissions,
  EcoRatingMessages,
  EcoRecordMessages,
  type ChildRecord,
  type EcoSettings,
  type RatingsSave,
} from '@portal/shared-contracts/eco';
import { dialogClosed, findDialog, installApi, type ApiCall } from '@portal/shared-contracts/testing';
import { childRecord, ratingSet } from '../../testing/child-record';
import { districtUser, renderEcoPage, stateUser } from '../../testing/eco-harness';
import { RecordTexts } from '../../components/record-texts';
import { ScorePage } from './ScorePage';
import { ScoreTexts as T } from './score-texts';

const EntryScore = () => <ScorePage phase="entry" />;
const ExitScore = () => <ScorePage phase="exit" />;

/** eco.md's defaults, as the eco service answers them until a state administrator changes them. */
const defaultSettings: EcoSettings = {
  progressQuestion: 'Has the child shown any new skills or behaviors related to this outcome since entry?',
  ageExpectedWithNo: 'warning',
  sameRatingWithNo: 'b',
  minimumDaysInProgram: 182,
  smallCellSize: 10,
  entryWindowDays: 60,
};
const question = defaultSettings.progressQuestion;

/** The eco service over one child and the state's settings: ratings saved as sent, status changes as asked. */
function installChild(initial: ChildRecord, settings: EcoSettings = defaultSettings) {
  let record = initial;
  const calls = installApi((call) => {
    if (call.path === '/api/eco/settings') return settings;
    if (call.path === '/api/eco/children/7' && call.method === 'GET') return record;
    if (call.path === '/api/eco/children/7/history')
      return [
        {
          id: 1,
          at: '2026-06-01T12:00:00.000Z',
          userName: 'Casey Districtuser',
          action: 'ratings-saved',
          reason: null,
          changes: { exitRatingA: { from: null, to: 5 } },
        },
      ];
    const save = /^\/api\/eco\/children\/7\/ratings\/(entry|exit)$/.exec(call.path);
    if (save && call.method === 'PUT') {
      const phase = save[1] as 'entry' | 'exit';
      const body = call.body as RatingsSave;
      const saved = ratingSet(phase, {
        ratingDate: body.ratingDate,
        ratings: body.ratings,
        progress: body.progress ?? { A: null, B: null, C: null },
        version: (record[phase]?.version ?? 0) + 1,
      });
      record = { ...record, [phase]: saved };
      return saved;
    }
    const change = /^\/api\/eco\/children\/7\/ratings\/(entry|exit)\/(submit|finalize|unlock)$/.exec(call.path);
    if (change) {
      const phase = change[1] as 'entry' | 'exit';
      const status = { submit: 'Submitted', finalize: 'Finalized', unlock: 'Draft' }[change[2] as 'submit'] as 'Submitted';
      record = { ...record, [phase]: { ...record[phase]!, status, version: record[phase]!.version + 1 } };
      return record[phase]!;
    }
    return undefined;
  });
  return calls;
}

const writes = (calls: ApiCall[]) => calls.filter((c) => c.method !== 'GET').map((c) => ({ method: c.method, path: c.path, body: c.body }));

async function pickRating(outcome: string, point: number) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: T.rating(outcome) }));
  const option = (await screen.findAllByTitle(new RegExp(`^${point}: `))).at(-1)!;
  fireEvent.click(option);
}
const answer = (outcome: string, yes: boolean, wording = question) =>
  fireEvent.click(within(screen.getByRole('radiogroup', { name: T.progress(outcome, wording) })).getByLabelText(yes ? T.yes : T.no));

test('without a child the page sends the user to Child Search', async () => {
  installChild(childRecord());
  renderEcoPage(EntryScore, 'entryscore', districtUser);
  expect(await screen.findByText(T.chooseChild)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: T.openSearch })).toHaveAttribute('href', '/child-search/search');
});

test('entry ratings are saved as a draft, then submitted; the history shows below', async () => {
  const calls = installChild(childRecord());
  renderEcoPage(EntryScore, 'entryscore?childId=7', districtUser);
  await screen.findByText('Ada Lovelace');
  expect(screen.getByLabelText(`${T.status}: ${T.notStarted}`)).toBeInTheDocument();
  await pickRating('A', 3);
  await pickRating('B', 4);
  await pickRating('C', 2);
  fireEvent.click(screen.getByRole('button', { name: T.save }));
  await screen.findByLabelText(`${T.status}: Draft`);
  fireEvent.click(await screen.findByRole('button', { name: T.submit }));
  await screen.findByLabelText(`${T.status}: Submitted`);
  expect(writes(calls)).toEqual([
    { method: 'PUT', path: '/api/eco/children/7/ratings/entry', body: { ratingDate: '2025-09-01', ratings: { A: 3, B: 4, C: 2 } } },
    { method: 'POST', path: '/api/eco/children/7/ratings/entry/submit', body: undefined },
  ]);
  // A district user cannot finalize.
  expect(screen.queryByRole('button', { name: T.finalize })).toBeNull();
  const history = screen.getByRole('table', { name: T.historyCaption });
  expect(within(history).getByText('Exit rating A: — → 5')).toBeInTheDocument();
});

test('at exit a broken rule shows under its field and nothing is sent until it is fixed; a warning is shown but saves', async () => {
  const calls = installChild(
    childRecord({ exitDate: '2026-06-01', entry: ratingSet('entry', { status: 'Finalized', ratings: { A: 3, B: 6, C: 2 } }) }),
  );
  renderEcoPage(ExitScore, 'exitscore?childId=7', districtUser);
  await screen.findByText('Ada Lovelace');
  await pickRating('A', 5);
  answer('A', false);
  expect(await screen.findByText(EcoRatingMessages.higherNeedsYes)).toBeInTheDocument();
  await pickRating('B', 7);
  answer('B', false);
  expect(await screen.findByText(EcoRatingMessages.ageExpectedWithNo)).toBeInTheDocument();
  await pickRating('C', 1);
  answer('C', false);
  fireEvent.click(screen.getByRole('button', { name: T.save }));
  await waitFor(() => expect(screen.getAllByText(EcoRatingMessages.higherNeedsYes).length).toBeGreaterThan(0));
  expect(writes(calls)).toEqual([]);

  answer('A', true);
  await waitFor(() => expect(screen.queryByText(EcoRatingMessages.higherNeedsYes)).toBeNull());
  fireEvent.click(screen.getByRole('button', { name: T.save }));
  await screen.findByLabelText(`${T.status}: Draft`);
  expect(writes(calls)).toEqual([
    {
      method: 'PUT',
      path: '/api/eco/children/7/ratings/exit',
      body: { ratingDate: '2026-06-01', ratings: { A: 5, B: 7, C: 1 }, progress: { A: true, B: false, C: false } },
    },
  ]);
});

test("the exit form asks the state's progress question, and refuses age-expected at both with No where the state made it an error", async () => {
  const wording = 'Has the child shown any new skills or behaviors related to this outcome since the last outcomes summary?';
  const calls = installChild(
    childRecord({ exitDate: '2026-06-01', entry: ratingSet('entry', { status: 'Finalized', ratings: { A: 6, B: 3, C: 2 } }) }),
    {
      ...defaultSettings,
      progressQuestion: wording,
      ageExpectedWithNo: 'error',
    },
  );
  renderEcoPage(ExitScore, 'exitscore?childId=7', districtUser);
  await screen.findByText('Ada Lovelace');
  expect(
    screen.getByRole('radiogroup', {
      name: 'Outcome A: has the child shown any new skills or behaviors related to this outcome since the last outcomes summary?',
    }),
  ).toBeInTheDocument();
  await pickRating('A', 7);
  answer('A', false, wording);
  expect(await screen.findByText(EcoRatingMessages.ageExpectedNeedsYes)).toBeInTheDocument();
  expect(screen.queryByText(EcoRatingMessages.ageExpectedWithNo)).toBeNull();
  await pickRating('B', 3);
  answer('B', true, wording);
  await pickRating('C', 3);
  answer('C', true, wording);
  fireEvent.click(screen.getByRole('button', { name: T.save }));
  await waitFor(() => expect(screen.getAllByText(EcoRatingMessages.ageExpectedNeedsYes).length).toBeGreaterThan(1));
  expect(writes(calls)).toEqual([]);
});

test('exit ratings wait for the state settings; unread, they cannot be entered', async () => {
  installApi((call) =>
    call.path === '/api/eco/children/7'
      ? childRecord({ exitDate: '2026-06-01', entry: ratingSet('entry', { status: 'Finalized' }) })
      : undefined,
  );
  renderEcoPage(ExitScore, 'exitscore?childId=7', districtUser);
  expect(await screen.findByText(T.settingsUnavailable('Not found'))).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: T.save })).toBeNull();
});

test('exit ratings wait for the entry ratings and the exit date', async () => {
  installChild(childRecord());
  renderEcoPage(ExitScore, 'exitscore?childId=7', districtUser);
  expect(await screen.findByText(T.needEntryFirst)).toBeInTheDocument();
});

test('a state user finalizes submitted ratings; finalized ones are read-only until unlocked with a reason', async () => {
  const calls = installChild(childRecord({ entry: ratingSet('entry', { status: 'Submitted' }) }));
  renderEcoPage(EntryScore, 'entryscore?childId=7', [...stateUser, EcoPermissions.Unlock, EcoPermissions.SubmitScores]);
  fireEvent.click(await screen.findByRole('button', { name: T.finalize }));
  await screen.findByLabelText(`${T.status}: Finalized`);
  expect(screen.getByText(T.readOnly)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: T.save })).toBeNull();

  fireEvent.click(screen.getByRole('button', { name: T.unlock }));
  const dialog = await findDialog(T.unlockTitle);
  expect(within(dialog).getByRole('button', { name: T.unlock })).toBeDisabled();
  fireEvent.change(within(dialog).getByLabelText(T.unlockReason), { target: { value: 'Wrong child rated' } });
  fireEvent.click(within(dialog).getByRole('button', { name: T.unlock }));
  await dialogClosed(T.unlockTitle);
  await screen.findByLabelText(`${T.status}: Draft`);
  expect(writes(calls).map((w) => [w.path, w.body])).toEqual([
    ['/api/eco/children/7/ratings/entry/finalize', undefined],
    ['/api/eco/children/7/ratings/entry/unlock', { reason: 'Wrong child rated' }],
  ]);
  expect(screen.getByRole('button', { name: T.save })).toBeInTheDocument();
});

test('state staff who finalize but do not enter ratings see them without a Save', async () => {
  installChild(childRecord({ entry: ratingSet('entry', { status: 'Draft' }) }));
  renderEcoPage(EntryScore, 'entryscore?childId=7', stateUser);
  await screen.findByLabelText(`${T.status}: Draft`);
  expect(screen.getByRole('combobox', { name: T.rating('A') })).toBeDisabled();
  expect(screen.queryByRole('button', { name: T.save })).toBeNull();
  expect(screen.queryByRole('button', { name: T.submit })).toBeNull();
});

test("finalized entry ratings leave only the exit open in the child's record; finalized exit ratings leave nothing to edit", async () => {
  installChild(childRecord({ entry: ratingSet('entry', { status: 'Finalized' }) }));
  const view = renderEcoPage(ExitScore, 'exitscore?childId=7', districtUser);
  fireEvent.click(await screen.findByRole('button', { name: T.editChild }));
  const dialog = await findDialog(RecordTexts.editTitle('Ada Lovelace'));
  expect(within(dialog).getByText(EcoRecordMessages.finalized)).toBeInTheDocument();
  expect(within(dialog).getByLabelText(RecordTexts.fields.lastName)).toBeDisabled();
  expect(within(dialog).getByLabelText(RecordTexts.fields.entryDate)).toBeDisabled();
  expect(within(dialog).getByLabelText(RecordTexts.fields.exitDate)).toBeEnabled();
  expect(within(dialog).getByRole('combobox', { name: RecordTexts.fields.exitReason })).toBeEnabled();
  view.unmount();

  installChild(
    childRecord({
      exitDate: '2026-06-05',
      entry: ratingSet('entry', { status: 'Finalized' }),
      exit: ratingSet('exit', { status: 'Finalized' }),
    }),
  );
  renderEcoPage(ExitScore, 'exitscore?childId=7', districtUser);
  await screen.findByLabelText(`${T.status}: Finalized`);
  expect(screen.queryByRole('button', { name: T.editChild })).toBeNull();
});
