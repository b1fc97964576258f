import { File as NodeFile } from 'node:buffer';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AppPermissions, FieldMessages, type LeaSummary, type Page } from '@portal/shared-contracts';
import {
  SchoolImportMessages,
  SchoolLimits,
  SchoolMessages,
  schoolListColumns,
  type School,
  type SchoolCreate,
  type SchoolImportReport,
} from '@portal/shared-contracts/admin';
import { dialogClosed, findDialog } from '@portal/shared-contracts/testing';
import { adminWith, installApi, refusal, renderAdminRoute, type ApiCall } from '../../testing/admin-harness';
import { SchoolTexts } from './school-texts';

const leaChoices: LeaSummary[] = [
  { id: 2, name: 'Adams Public Schools', leaCode: '01-1000', isIncludedInCharterGroup: false, isNdeLevelDistrict: false },
  { id: 3, name: 'Boone Public Schools', leaCode: '02-1007', isIncludedInCharterGroup: false, isNdeLevelDistrict: false },
  { id: 9, name: 'Prairie Wind Charter Academy', leaCode: '90-9001', isIncludedInCharterGroup: true, isNdeLevelDistrict: false },
];

const school = (id: number, name: string, externalSchoolId: string, lea: LeaSummary): School => ({
  id,
  name,
  externalSchoolId,
  leaId: lea.id,
  leaName: lea.name,
  leaCode: lea.leaCode,
});
const schools: School[] = [
  school(1, 'Adams Elementary School', '01-1000-001', leaChoices[0]!),
  school(2, 'Boone High School', '02-1007-003', leaChoices[1]!),
  school(3, 'Prairie Wind Charter Academy Middle School', '90-9001-002', leaChoices[2]!),
];

const dryRun: SchoolImportReport = {
  dryRun: true,
  rows: 4,
  added: [{ line: 2, externalSchoolId: 'IMP-001', name: 'North Star Elementary', leaCode: '01-1000' }],
  changed: [
    {
      line: 3,
      externalSchoolId: '01-1000-001',
      name: 'Adams Primary',
      leaCode: '01-1000',
      changes: [{ field: 'name', from: 'Adams Elementary School', to: 'Adams Primary' }],
    },
  ],
  unchanged: 1,
  rejected: [{ line: 5, externalSchoolId: 'IMP-009', reasons: [SchoolImportMessages.unknownLea('99-9999')] }],
  ignoredColumns: ['district'],
};
const file = 'externalSchoolId,name,leaCode,district\nIMP-001,North Star Elementary,01-1000,Adams\n';

/** Identity's Manage Schools calls, as the service answers them (an import: 202, then done with the report); `answer` overrides. */
function installSchoolService(answer: (call: ApiCall) => Response | object | undefined = () => undefined) {
  let preview = false;
  return installApi((call) => {
    const overridden = answer(call);
    if (overridden) return overridden;
    if (call.path === '/api/leas/users') return leaChoices;
    if (call.path === '/api/schools' && call.method === 'GET') {
      const search = (call.query.search ?? '').toLowerCase();
      const items = schools.filter(
        (s) => (!call.query.leaId || s.leaId === Number(call.query.leaId)) && (s.name + s.externalSchoolId).toLowerCase().includes(search),
      );
      return {
        items,
        totalCount: items.length,
        pageNumber: Number(call.query.pageNumber),
        pageSize: Number(call.query.pageSize),
      } satisfies Page<School>;
    }
    if (call.path === '/api/schools' && call.method === 'POST')
      return Response.json(
        { ...(call.body as SchoolCreate), id: 50, leaName: 'Boone Public Schools', leaCode: '02-1007' },
        { status: 201 },
      );
    if (call.path === '/api/schools' && call.method === 'PUT') return { ...schools[0]!, ...(call.body as SchoolCreate) };
    if (call.path === '/api/schools/import') {
      preview = call.query.preview === 'true';
      return Response.json({ id: 'import-1', status: 'queued' }, { status: 202 });
    }
    if (call.path === '/api/schools/import/import-1')
      return { id: 'import-1', status: 'done', progress: { done: 4, total: 4 }, result: { ...dryRun, dryRun: preview } };
    if (call.method === 'DELETE') return new Response(null, { status: 204 });
    return undefined;
  });
}

const manager = adminWith(AppPermissions.SchoolsManage);
const table = () => screen.getAllByRole('table')[0]!;
const namesShown = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((r) => r.querySelectorAll('td')[0]?.textContent);
const lastList = (calls: ApiCall[]) => calls.filter((c) => c.method === 'GET' && c.path === '/api/schools').at(-1)!;
const writes = (calls: ApiCall[]) => calls.filter((c) => c.method !== 'GET');
const type = (dialog: HTMLElement, label: RegExp, value: string) =>
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });

async function openPage(answer?: (call: ApiCall) => Response | object | undefined) {
  const calls = installSchoolService(answer);
  renderAdminRoute('manage-schools', manager);
  expect(await screen.findByRole('heading', { level: 1, name: 'Manage Schools' })).toBeInTheDocument();
  await screen.findByText('Adams Elementary School');
  return calls;
}

async function chooseLea(combobox: HTMLElement, title: string) {
  fireEvent.mouseDown(combobox);
  fireEvent.click(await screen.findByTitle(title));
}

test("lists the schools with spec 3's parameters, in the columns their download has, by one LEA when chosen and sorted by LEA first when asked", async () => {
  const calls = await openPage();
  expect(
    within(table())
      .getAllByRole('columnheader')
      .map((h) => h.textContent),
  ).toEqual([...schoolListColumns.map((column) => column.header), SchoolTexts.actions]);
  expect(lastList(calls).query).toEqual({ pageNumber: '1', pageSize: '25' });

  await chooseLea(screen.getByRole('combobox', { name: SchoolTexts.lea }), 'Boone Public Schools (02-1007)');
  await waitFor(() => expect(namesShown()).toEqual(['Boone High School']));
  expect(lastList(calls).query).toMatchObject({ leaId: '3', pageNumber: '1' });

  fireEvent.click(screen.getByRole('checkbox', { name: SchoolTexts.groupByLea }));
  await waitFor(() => expect(lastList(calls).query).toMatchObject({ isOrderByParentField: 'true', leaId: '3' }));

  fireEvent.click(within(table()).getAllByText('Name')[0]!);
  await waitFor(() =>
    expect(lastList(calls).query).toMatchObject({ sortField: 'name', sortDirection: 'asc', isOrderByParentField: 'true' }),
  );
});

test('adding a school checks the rules with the shared messages, then saves it; an external id taken shows under its field', async () => {
  const calls = await openPage((call) =>
    call.method === 'POST' && (call.body as SchoolCreate).externalSchoolId === '01-1000-001'
      ? refusal(409, SchoolMessages.externalIdTaken, { externalSchoolId: SchoolMessages.externalIdTaken })
      : undefined,
  );
  fireEvent.click(screen.getByRole('button', { name: SchoolTexts.add }));
  const dialog = await findDialog(SchoolTexts.newTitle);
  fireEvent.click(within(dialog).getByRole('button', { name: SchoolTexts.save }));
  await waitFor(() => expect(within(dialog).getAllByText(FieldMessages.required)).toHaveLength(3));
  expect(writes(calls)).toEqual([]);

  type(dialog, /^Name/, 'Prairie School');
  type(dialog, /^External School ID/, '01-1000-001');
  await chooseLea(within(dialog).getByRole('combobox'), 'Boone Public Schools (02-1007)');
  fireEvent.click(within(dialog).getByRole('button', { name: SchoolTexts.save }));
  expect(await within(dialog).findByText(SchoolMessages.externalIdTaken)).toBeInTheDocument();

  type(dialog, /^External School ID/, 'PS-100');
  fireEvent.click(within(dialog).getByRole('button', { name: SchoolTexts.save }));
  await dialogClosed(SchoolTexts.newTitle);
  expect(writes(calls).map((c) => c.body)).toEqual([
    { name: 'Prairie School', externalSchoolId: '01-1000-001', leaId: 3 },
    { name: 'Prairie School', externalSchoolId: 'PS-100', leaId: 3 },
  ]);
});

test('editing saves the school named by its id; a refused delete lists what still needs the school', async () => {
  const reasons = ['28 records in Restraint & Aversive Intervention (restraint.incidents)'];
  const calls = await openPage((call) =>
    call.method === 'DELETE'
      ? Response.json(
          { statusCode: 409, code: 'CONFLICT', message: SchoolMessages.inUse('Adams Elementary School'), reasons },
          { status: 409 },
        )
      : undefined,
  );
  fireEvent.click(screen.getByRole('button', { name: `${SchoolTexts.edit} Adams Elementary School` }));
  const dialog = await findDialog(SchoolTexts.editTitle('Adams Elementary School'));
  expect(within(dialog).getByLabelText(/^External School ID/)).toHaveValue('01-1000-001');
  type(dialog, /^Name/, 'Adams Primary');
  fireEvent.click(within(dialog).getByRole('button', { name: SchoolTexts.save }));
  await dialogClosed(SchoolTexts.editTitle('Adams Elementary School'));
  expect(writes(calls)).toMatchObject([
    { method: 'PUT', path: '/api/schools', body: { id: 1, name: 'Adams Primary', externalSchoolId: '01-1000-001', leaId: 2 } },
  ]);

  fireEvent.click(screen.getByRole('button', { name: `${SchoolTexts.delete} Adams Elementary School` }));
  const confirm = await findDialog(SchoolTexts.deleteTitle('Adams Elementary School'));
  fireEvent.click(within(confirm).getByRole('button', { name: SchoolTexts.delete }));
  const alert = (await screen.findByText(SchoolMessages.inUse('Adams Elementary School'))).closest('.ant-alert') as HTMLElement;
  expect(alert).toHaveAttribute('role', 'alert');
  expect(
    within(alert)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(reasons);
});

// The import's id is remembered for the tab; each test starts without one.
beforeEach(() => sessionStorage.clear());

const chooseFile = (dialog: HTMLElement, content: string, size?: number) => {
  // Node's File, as the form-data of Node's fetch (which the tests run on) takes no jsdom File.
  const chosen = new NodeFile([content], 'schools.csv', { type: 'text/csv' });
  if (size !== undefined) Object.defineProperty(chosen, 'size', { value: size });
  fireEvent.change(within(dialog).getByLabelText(SchoolTexts.chooseFile), { target: { files: [chosen] } });
};

test('the import shows the preview first, saving nothing, then imports and shows what was done', async () => {
  const calls = await openPage();
  fireEvent.click(screen.getByRole('button', { name: SchoolTexts.import }));
  const dialog = await findDialog(SchoolTexts.importTitle);
  chooseFile(dialog, file);

  expect(await within(dialog).findByText(SchoolTexts.dryRunNote)).toBeInTheDocument();
  expect(writes(calls)).toEqual([{ method: 'POST', path: '/api/schools/import', query: { preview: 'true' }, body: file }]);
  const added = within(dialog).getByRole('region', { name: SchoolTexts.addedTitle });
  expect(within(added).getByText('North Star Elementary')).toBeInTheDocument();
  const changed = within(dialog).getByRole('region', { name: SchoolTexts.changedTitle });
  expect(within(changed).getByText('name: Adams Elementary School → Adams Primary')).toBeInTheDocument();
  const rejected = within(dialog).getByRole('region', { name: SchoolTexts.rejectedTitle });
  expect(within(rejected).getByText(SchoolImportMessages.unknownLea('99-9999'))).toBeInTheDocument();
  expect(within(rejected).getByText('5')).toBeInTheDocument();
  expect(within(dialog).getByText(SchoolTexts.ignoredColumns(['district']))).toBeInTheDocument();

  fireEvent.click(within(dialog).getByRole('button', { name: SchoolTexts.runImport }));
  expect(await within(dialog).findByText(SchoolTexts.doneNote)).toBeInTheDocument();
  expect(writes(calls).map((c) => c.query)).toEqual([{ preview: 'true' }, { preview: 'false' }]);
  expect(writes(calls)[1]!.body).toBe(file);
  expect(within(dialog).queryByRole('button', { name: SchoolTexts.runImport })).toBeNull();
  // The list is read again with what the import saved.
  await waitFor(() => expect(calls.filter((c) => c.method === 'GET' && c.path === '/api/schools')).toHaveLength(2));
});

test('a file the service refuses as a whole, or one too large to send, says why and saves nothing', async () => {
  const calls = await openPage((call) =>
    call.path === '/api/schools/import' ? refusal(400, SchoolImportMessages.missingColumns(['leaCode'])) : undefined,
  );
  fireEvent.click(screen.getByRole('button', { name: SchoolTexts.import }));
  const dialog = await findDialog(SchoolTexts.importTitle);
  chooseFile(dialog, 'externalSchoolId,name\n');
  expect(await within(dialog).findByText(SchoolImportMessages.missingColumns(['leaCode']))).toBeInTheDocument();
  expect(within(dialog).queryByRole('button', { name: SchoolTexts.runImport })).toBeNull();

  chooseFile(dialog, file, SchoolLimits.importBytes + 1);
  expect(await within(dialog).findByText(SchoolImportMessages.tooLarge)).toBeInTheDocument();
  expect(writes(calls).filter((c) => c.query.preview !== 'true')).toEqual([]);
});

test('a page left during an import opens the import on return, with its progress, then its report and the list read again', async () => {
  sessionStorage.setItem('portal-import:schools/import', 'import-1');
  // The import runs until the test has seen its progress, however slowly the dialog opens.
  let progressSeen = false;
  const calls = await openPage((call) =>
    call.path === '/api/schools/import/import-1'
      ? progressSeen
        ? { id: 'import-1', status: 'done', progress: { done: 1200, total: 1200 }, result: { ...dryRun, dryRun: false } }
        : { id: 'import-1', status: 'running', progress: { done: 500, total: 1200 }, result: null }
      : undefined,
  );
  const dialog = await findDialog(SchoolTexts.importTitle);
  expect(await within(dialog).findByText('500 of 1,200 rows done')).toBeInTheDocument();
  progressSeen = true;
  expect(await within(dialog).findByText(SchoolTexts.doneNote)).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: SchoolTexts.downloadRejected })).toBeInTheDocument();
  expect(writes(calls)).toEqual([]);
  await waitFor(() => expect(calls.filter((c) => c.method === 'GET' && c.path === '/api/schools')).toHaveLength(2));

  fireEvent.click(within(dialog).getAllByRole('button', { name: SchoolTexts.close }).at(-1)!);
  await waitFor(() => expect(sessionStorage.getItem('portal-import:schools/import')).toBeNull());
});

test('the page is refused to an administrator without App.schools.manage, without calling the service', async () => {
  const calls = installSchoolService();
  renderAdminRoute('manage-schools', adminWith(AppPermissions.LeasManage));
  expect(await screen.findByText('Access Denied!')).toBeInTheDocument();
  expect(calls).toEqual([]);
});
