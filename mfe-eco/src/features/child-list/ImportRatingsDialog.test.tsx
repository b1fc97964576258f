import { File as NodeFile } from 'node:buffer';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AppPermissions } from '@portal/shared-contracts';
import { EcoImportLimits, EcoImportMessages, EcoPermissions, EcoRatingMessages, type EcoImportResult } from '@portal/shared-contracts/eco';
import { ImportPreviewTexts as P, ImportProblemTexts as Problems } from '@portal/shared-contracts/sdk';
import { findDialog, installApi, refusal, type ApiCall } from '@portal/shared-contracts/testing';
import { ChildListPage } from './ChildListPage';
import { child, districtUser, pageAnswer, renderEcoPage } from '../../testing/eco-harness';
import { ImportTexts as T } from './import-texts';

const file = 'stateStudentId,firstName,lastName,birthDate,leaCode\nSSID-1,Ana,Lee,2022-03-14,01-1000\n';

const result: EcoImportResult = {
  committed: false,
  imported: 2,
  updated: 1,
  unchanged: 3,
  rejected: [
    {
      line: 4,
      stateStudentId: 'SSID-9',
      reasons: { leaCode: EcoImportMessages.unknownLea('99-9999'), entryRatingA: EcoRatingMessages.ratingRange },
    },
  ],
  warnings: [{ line: 6, stateStudentId: 'SSID-2', reasons: { progressB: EcoRatingMessages.ageExpectedWithNo } }],
};

/** The list and the import as the eco service answers them: 202, then the import done with `report`; `answer` overrides the upload. */
function installEco(answer?: (call: ApiCall) => Response | object, report: EcoImportResult = result) {
  let preview = false;
  return installApi((call) => {
    if (call.path === '/api/eco/children') return pageAnswer([child(1, 'Ana', 'Lee')], call);
    if (/^\/api\/leas\/school-lookups\/\d+$/.test(call.path)) return [];
    if (call.path === '/api/eco/imports') {
      preview = call.query.preview === 'true';
      return answer?.(call) ?? Response.json({ id: 'import-1', status: 'queued' }, { status: 202 });
    }
    if (call.path === '/api/eco/imports/import-1')
      return { id: 'import-1', status: 'done', progress: { done: 9, total: 9 }, result: { ...report, committed: !preview } };
    return undefined;
  });
}

// The import's id is remembered for the tab; each test starts without one.
beforeEach(() => sessionStorage.clear());

const imports = (calls: ApiCall[]) => calls.filter((c) => c.path === '/api/eco/imports');
const listReads = (calls: ApiCall[]) => calls.filter((c) => c.path === '/api/eco/children').length;

async function openDialog(answer?: (call: ApiCall) => Response | object, report?: EcoImportResult) {
  const calls = installEco(answer, report);
  renderEcoPage(ChildListPage, 'child-list', districtUser);
  await screen.findByText('Lee, Ana');
  fireEvent.click(screen.getByRole('button', { name: T.open }));
  return { calls, dialog: await findDialog(T.title) };
}

function chooseFile(dialog: HTMLElement, content: string, size?: number) {
  // Node's File, as the form-data of Node's fetch (which the tests run on) takes no jsdom File.
  const chosen = new NodeFile([content], 'ratings.csv', { type: 'text/csv' });
  if (size !== undefined) Object.defineProperty(chosen, 'size', { value: size });
  fireEvent.change(within(dialog).getByLabelText(T.chooseFile), { target: { files: [chosen] } });
}

const button = (dialog: HTMLElement, name: string) => within(dialog).getByRole('button', { name });
const statistic = (dialog: HTMLElement, label: string) =>
  within(dialog).getByText(label).closest('.ant-statistic')!.querySelector('.ant-statistic-content')!.textContent;

test('the preview sends the file with preview=true and shows the counts, the rejected rows and the warnings, saving nothing', async () => {
  const { calls, dialog } = await openDialog();
  expect(within(dialog).getByText(/stateStudentId, firstName, lastName, birthDate, leaCode, schoolCode, entryDate/)).toBeInTheDocument();
  expect(within(dialog).getByText(T.formats)).toBeInTheDocument();
  expect(button(dialog, P.preview)).toBeDisabled();
  expect(button(dialog, T.runImport)).toBeDisabled();

  chooseFile(dialog, file);
  await waitFor(() => expect(button(dialog, P.preview)).toBeEnabled());
  expect(button(dialog, T.runImport)).toBeDisabled();
  fireEvent.click(button(dialog, P.preview));

  expect(await within(dialog).findByText(P.previewNote)).toBeInTheDocument();
  expect(imports(calls)).toEqual([{ method: 'POST', path: '/api/eco/imports', query: { preview: 'true' }, body: file }]);
  expect(statistic(dialog, T.wouldAdd)).toBe('2');
  expect(statistic(dialog, T.wouldUpdate)).toBe('1');
  expect(statistic(dialog, T.unchanged)).toBe('3');
  const rejected = within(dialog).getByRole('region', { name: Problems.rejectedTitle });
  const rejectedRow = within(rejected).getByText('SSID-9').closest('tr')!;
  expect(within(rejectedRow).getByText('4')).toBeInTheDocument();
  expect(within(rejectedRow).getByText(`LEA code: ${EcoImportMessages.unknownLea('99-9999')}`)).toBeInTheDocument();
  expect(within(rejectedRow).getByText(`Entry rating A: ${EcoRatingMessages.ratingRange}`)).toBeInTheDocument();
  const warnings = within(dialog).getByRole('region', { name: Problems.warningsTitle });
  const warningRow = within(warnings).getByText('SSID-2').closest('tr')!;
  expect(within(warningRow).getByText('6')).toBeInTheDocument();
  expect(within(warningRow).getByText(`Progress B: ${EcoRatingMessages.ageExpectedWithNo}`)).toBeInTheDocument();
  expect(button(dialog, T.runImport)).toBeEnabled();
});

test('Import commits the previewed file without the preview parameter, shows what was done and reads the list again', async () => {
  const { calls, dialog } = await openDialog();
  chooseFile(dialog, file);
  await waitFor(() => expect(button(dialog, P.preview)).toBeEnabled());
  fireEvent.click(button(dialog, P.preview));
  await waitFor(() => expect(button(dialog, T.runImport)).toBeEnabled());
  const readsBefore = listReads(calls);

  fireEvent.click(button(dialog, T.runImport));
  expect(await within(dialog).findByText(T.done)).toBeInTheDocument();
  expect(imports(calls).map((c) => [c.query, c.body])).toEqual([
    [{ preview: 'true' }, file],
    [{ preview: 'false' }, file],
  ]);
  expect(statistic(dialog, T.added)).toBe('2');
  expect(statistic(dialog, T.updated)).toBe('1');
  expect(within(dialog).queryByRole('button', { name: T.runImport })).toBeNull();
  await waitFor(() => expect(listReads(calls)).toBeGreaterThan(readsBefore));
});

test('a preview that would change nothing leaves Import disabled', async () => {
  const { dialog } = await openDialog(undefined, { ...result, imported: 0, updated: 0 });
  chooseFile(dialog, file);
  await waitFor(() => expect(button(dialog, P.preview)).toBeEnabled());
  fireEvent.click(button(dialog, P.preview));
  expect(await within(dialog).findByText(P.nothingToDo)).toBeInTheDocument();
  expect(button(dialog, T.runImport)).toBeDisabled();
});

test("a file the service refuses as a whole shows the service's message and cannot be imported", async () => {
  const message = EcoImportMessages.missingColumns(['entryDate']);
  const { calls, dialog } = await openDialog(() => refusal(400, message));
  chooseFile(dialog, 'stateStudentId\nSSID-1\n');
  await waitFor(() => expect(button(dialog, P.preview)).toBeEnabled());
  fireEvent.click(button(dialog, P.preview));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
  expect(button(dialog, T.runImport)).toBeDisabled();
  expect(imports(calls).map((c) => c.query)).toEqual([{ preview: 'true' }]);
});

test('a file larger than the import takes is refused before anything is sent', async () => {
  const { calls, dialog } = await openDialog();
  chooseFile(dialog, file, EcoImportLimits.importBytes + 1);
  expect(await within(dialog).findByText(EcoImportMessages.tooLarge)).toBeInTheDocument();
  expect(button(dialog, P.preview)).toBeDisabled();
  expect(imports(calls)).toEqual([]);
});

test('a page left during an import opens the dialog on return, follows the import with its progress and shows its report', async () => {
  sessionStorage.setItem('portal-import:eco/imports', 'import-1');
  // The import runs until the test has seen its progress, however slowly the dialog opens.
  let progressSeen = false;
  const calls = installApi((call) => {
    if (call.path === '/api/eco/children') return pageAnswer([child(1, 'Ana', 'Lee')], call);
    if (call.path === '/api/eco/imports/import-1')
      return progressSeen
        ? { id: 'import-1', status: 'done', progress: { done: 1200, total: 1200 }, result: { ...result, committed: true } }
        : { id: 'import-1', status: 'running', progress: { done: 500, total: 1200 }, result: null };
    return undefined;
  });
  renderEcoPage(ChildListPage, 'child-list', districtUser);
  const dialog = await findDialog(T.title);
  expect(await within(dialog).findByText('500 of 1,200 rows done')).toBeInTheDocument();
  progressSeen = true;
  expect(await within(dialog).findByText(T.done)).toBeInTheDocument();
  expect(statistic(dialog, T.added)).toBe('2');
  expect(imports(calls)).toEqual([]);

  fireEvent.click(within(dialog).getAllByRole('button', { name: T.close }).at(-1)!);
  await waitFor(() => expect(sessionStorage.getItem('portal-import:eco/imports')).toBeNull());
});

test('a user without Eco.scores.submit is offered no import', async () => {
  installEco();
  renderEcoPage(ChildListPage, 'child-list', [AppPermissions.LocalUser, EcoPermissions.Access, EcoPermissions.ReportsView]);
  await screen.findByText('Lee, Ana');
  expect(screen.queryByRole('button', { name: T.open })).toBeNull();
});
