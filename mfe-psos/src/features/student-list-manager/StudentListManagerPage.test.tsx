import { File as NodeFile } from 'node:buffer';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { StudentListMessages, type CollectionLea, type StudentListImportResult } from '@portal/shared-contracts/psos';
import { ImportPreviewTexts as P, ImportProblemTexts as Problems } from '@portal/shared-contracts/sdk';
import { findDialog, type ApiCall } from '@portal/shared-contracts/testing';
import { ListMovesTexts } from '../../components/ListMoves';
import {
  adams,
  baker,
  collectionLea,
  collectionRecord,
  districtUser,
  installPsosApi,
  renderPsos,
  stateUser,
} from '../../testing/psos-harness';
import { ListImportTexts as T, StudentListManagerTexts as M } from './student-list-manager-texts';

const file = 'stateStudentId,leaCode,firstName,lastName,birthDate,exitDate\nS1,01-1000,Ana,Lee,2008-03-14,2027-05-30\n';

const report: StudentListImportResult = {
  committed: false,
  rows: 3,
  acceptedRows: 2,
  rejectedRows: 1,
  newYouth: 2,
  changedYouth: 0,
  unchangedYouth: 0,
  removedYouth: 0,
  leas: [{ leaId: adams.id, leaCode: adams.leaCode, newYouth: 2, changedYouth: 0, unchangedYouth: 0, removedYouth: 0 }],
  keptMissing: [],
  rejected: [
    { line: 4, column: 'birthDate', message: StudentListMessages.invalidDate },
    { line: 4, column: 'englishLearner', message: StudentListMessages.yesNo },
  ],
  warnings: [],
  ignoredColumns: ['nickname'],
};

// The import's id is remembered for the tab; each test starts without one.
beforeEach(() => sessionStorage.clear());

function install(lists: CollectionLea[], result: StudentListImportResult = report, status: 'Open' | 'Closed' = 'Open') {
  let preview = false;
  return installPsosApi((call) => {
    if (call.path === '/api/psos/collections/5/leas') return lists;
    if (call.path === '/api/psos/student-lists/imports') {
      preview = call.query.preview === 'true';
      return Response.json({ id: 'list-1', status: 'queued' }, { status: 202 });
    }
    if (call.path === '/api/psos/student-lists/imports/list-1')
      return { id: 'list-1', status: 'done', progress: { done: 3, total: 3 }, result: { ...result, committed: !preview } };
    if (call.method === 'POST' && call.path.endsWith('/list/submit')) return new Response(null, { status: 204 });
    return undefined;
  }, collectionRecord({ status }));
}

async function open(permissions: readonly string[]) {
  renderPsos('student-list-manager', permissions);
  expect(await screen.findByRole('heading', { level: 1, name: 'Student List Manager' })).toBeInTheDocument();
  await screen.findByRole('table', { name: M.caption });
}

const uploads = (calls: ApiCall[]) => calls.filter((c) => c.path === '/api/psos/student-lists/imports');
const statistic = (dialog: HTMLElement, label: string) =>
  within(dialog).getByText(label).closest('.ant-statistic')!.querySelector('.ant-statistic-content')!.textContent;

function chooseFile(dialog: HTMLElement) {
  // Node's File, as the form-data of Node's fetch (which the tests run on) takes no jsdom File.
  fireEvent.change(within(dialog).getByLabelText(T.chooseFile), {
    target: { files: [new NodeFile([file], 'list.csv', { type: 'text/csv' })] },
  });
}

test('a district user previews its LEA’s list with each rejected line’s problems, then loads it', async () => {
  const calls = install([collectionLea(adams, { listStatus: 'NotStarted', listed: 0, pending: 0, confirmed: 0, excluded: 0 })]);
  await open(districtUser);
  fireEvent.click(await screen.findByRole('button', { name: M.uploadLabel(adams.name) }));
  const dialog = await findDialog(T.title(adams.name));
  chooseFile(dialog);
  await waitFor(() => expect(within(dialog).getByRole('button', { name: P.preview })).toBeEnabled());
  fireEvent.click(within(dialog).getByRole('button', { name: P.preview }));

  expect(await within(dialog).findByText(P.previewNote)).toBeInTheDocument();
  expect(uploads(calls)).toEqual([
    {
      method: 'POST',
      path: '/api/psos/student-lists/imports',
      query: { collectionId: '5', leaId: String(adams.id), preview: 'true' },
      body: file,
    },
  ]);
  expect(statistic(dialog, T.counts.accepted)).toBe('2');
  expect(statistic(dialog, T.counts.rejected)).toBe('1');
  expect(statistic(dialog, T.counts.wouldAddYouth)).toBe('2');
  expect(within(dialog).getByText(T.ignored(['nickname']))).toBeInTheDocument();
  const rejected = within(dialog).getByRole('region', { name: Problems.rejectedTitle });
  const line = within(rejected).getByText('4').closest('tr')!;
  expect(line).toHaveTextContent(`birthDate: ${StudentListMessages.invalidDate}`);
  expect(line).toHaveTextContent(`englishLearner: ${StudentListMessages.yesNo}`);

  fireEvent.click(within(dialog).getByRole('button', { name: T.runImport }));
  expect(await within(dialog).findByText(T.done)).toBeInTheDocument();
  expect(uploads(calls).map((c) => c.query.preview)).toEqual(['true', 'false']);
  expect(statistic(dialog, T.counts.newYouth)).toBe('2');
});

test('a state user builds every list from a statewide file, split by LEA', async () => {
  const statewide: StudentListImportResult = {
    ...report,
    rejected: [],
    rejectedRows: 0,
    leas: [...report.leas, { leaId: baker.id, leaCode: baker.leaCode, newYouth: 1, changedYouth: 0, unchangedYouth: 0, removedYouth: 0 }],
  };
  const calls = install([collectionLea(adams), collectionLea(baker)], statewide);
  await open(stateUser);
  fireEvent.click(screen.getByRole('button', { name: M.buildStatewide }));
  const dialog = await findDialog(T.title(null));
  expect(within(dialog).getByText(T.statewide)).toBeInTheDocument();
  chooseFile(dialog);
  await waitFor(() => expect(within(dialog).getByRole('button', { name: P.preview })).toBeEnabled());
  fireEvent.click(within(dialog).getByRole('button', { name: P.preview }));
  const perLea = await within(dialog).findByRole('table', { name: T.perLeaCaption });
  expect(within(perLea).getByText(baker.leaCode)).toBeInTheDocument();
  expect(uploads(calls)[0]!.query).toEqual({ collectionId: '5', preview: 'true' });
});

test('a list is submitted only when nothing is Pending', async () => {
  const calls = install([collectionLea(adams, { pending: 2 }), collectionLea(baker, { pending: 0 })]);
  await open(stateUser);
  expect(await screen.findByRole('button', { name: ListMovesTexts.submitLabel(adams.name) })).toBeDisabled();
  expect(screen.getByText('2 records are still Pending; confirm or exclude each before submitting.')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: ListMovesTexts.submitLabel(baker.name) }));
  fireEvent.click(await screen.findByRole('button', { name: 'Ok' }));
  await waitFor(() =>
    expect(calls.some((c) => c.method === 'POST' && c.path === `/api/psos/collections/5/leas/${baker.id}/list/submit`)).toBe(true),
  );
});

test('each list opens its youth; once the collection is Closed nothing is uploaded or submitted', async () => {
  install([collectionLea(adams, { pending: 0 })], report, 'Closed');
  await open(districtUser);
  expect(screen.getByText(M.readOnly)).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: M.openListLabel(adams.name) })).toHaveAttribute(
    'href',
    `/post-school-outcomes/student-list?leaId=${adams.id}`,
  );
  expect(screen.queryByRole('button', { name: M.uploadLabel(adams.name) })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: ListMovesTexts.submitLabel(adams.name) })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: M.buildStatewide })).not.toBeInTheDocument();
});
