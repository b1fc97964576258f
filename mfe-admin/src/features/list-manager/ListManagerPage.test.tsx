import { jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AppPermissions, FieldMessages, type Page } from '@portal/shared-contracts';
import { ListManagerMessages, type LookupList, type LookupValue } from '@portal/shared-contracts/admin';
import { dialogClosed, findDialog } from '@portal/shared-contracts/testing';
import { adminWith, installApi, refusal, renderAdminRoute, type ApiCall } from '../../testing/admin-harness';
import { ListManagerTexts } from './list-manager-texts';

const value = (id: number, code: string, label: string, position: number, retired = false): LookupValue => ({
  id,
  code,
  label,
  position,
  retired,
  retiredAt: retired ? '2026-11-01T10:00:00.000Z' : null,
});

/** The admin service's List Manager calls over two lists, as the service answers them. */
function installListService(answer: (call: ApiCall) => Response | undefined = () => undefined) {
  const values: Record<string, LookupValue[]> = {
    disability_categories: [
      value(1, 'AUT', 'Autism', 1),
      value(2, 'DB', 'Deaf-blindness', 2),
      value(3, 'DD', 'Developmental delay', 3, true),
    ],
    sex: [value(10, 'F', 'Female', 1), value(11, 'M', 'Male', 2)],
  };
  const lists = (): LookupList[] => [
    {
      id: 1,
      code: 'disability_categories',
      name: 'Disability categories',
      activeCount: values.disability_categories!.filter((v) => !v.retired).length,
      retiredCount: values.disability_categories!.filter((v) => v.retired).length,
    },
    { id: 2, code: 'sex', name: 'Sex', activeCount: 2, retiredCount: 0 },
  ];
  const calls = installApi((call) => {
    const overridden = answer(call);
    if (overridden) return overridden;
    if (call.path === '/api/admin/lists') return lists();
    const whole = /^\/api\/admin\/lists\/(\w+)\/values$/.exec(call.path);
    if (whole) return values[whole[1]!]!;
    const page = /^\/api\/admin\/list-manager\/(\w+)\/values$/.exec(call.path);
    if (page && call.method === 'GET') {
      if (call.query.format === 'csv') return new Response('Position,Code\r\n', { headers: { 'content-type': 'text/csv' } });
      const search = (call.query.search ?? '').toLowerCase();
      const status = call.query.status ?? 'all';
      const items = values[page[1]!]!.filter(
        (v) => (status === 'all' || v.retired === (status === 'retired')) && (v.code + v.label).toLowerCase().includes(search),
      );
      return {
        items,
        totalCount: items.length,
        pageNumber: Number(call.query.pageNumber),
        pageSize: Number(call.query.pageSize),
      } satisfies Page<LookupValue>;
    }
    if (page && call.method === 'POST') {
      const body = call.body as { code: string; label: string };
      const added = value(100, body.code, body.label, values[page[1]!]!.length + 1);
      values[page[1]!]!.push(added);
      return Response.json(added, { status: 201 });
    }
    const one = /^\/api\/admin\/list-manager\/(\w+)\/values\/(\d+)(?:\/(retire|restore))?$/.exec(call.path);
    if (one) {
      const found = values[one[1]!]!.find((v) => v.id === Number(one[2]))!;
      if (one[3])
        Object.assign(found, { retired: one[3] === 'retire', retiredAt: one[3] === 'retire' ? '2026-11-22T10:00:00.000Z' : null });
      else Object.assign(found, { label: (call.body as { label: string }).label });
      return found;
    }
    const order = /^\/api\/admin\/list-manager\/(\w+)\/order$/.exec(call.path);
    if (order) {
      const ids = (call.body as { valueIds: number[] }).valueIds;
      values[order[1]!] = ids.map((id, i) => ({ ...values[order[1]!]!.find((v) => v.id === id)!, position: i + 1 }));
      return values[order[1]!];
    }
    return undefined;
  });
  return { calls, values };
}

const manager = adminWith(AppPermissions.ListManagerManage);
const table = () => screen.getByRole('table');
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const codesShown = () => bodyRows().map((row) => row.querySelectorAll('td')[1]?.textContent);
const lastPageCall = (calls: ApiCall[]) => calls.filter((c) => c.method === 'GET' && c.path.startsWith('/api/admin/list-manager/')).at(-1)!;
const changes = (calls: ApiCall[]) =>
  calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.path} ${JSON.stringify(c.body ?? null)}`);

async function openPage() {
  const service = installListService();
  renderAdminRoute('list-manager', manager);
  expect(await screen.findByRole('heading', { level: 1, name: 'List Manager' })).toBeInTheDocument();
  await screen.findByText('Autism');
  return service;
}

test("shows the first list's values, paged on the server, under its columns, and another list when chosen", async () => {
  const { calls } = await openPage();
  expect(
    within(table())
      .getAllByRole('columnheader')
      .map((h) => h.textContent),
  ).toEqual(['Position', 'Code', 'Label', 'Status', 'Retired at', 'Actions']);
  expect(codesShown()).toEqual(['AUT', 'DB', 'DD']);
  expect(within(bodyRows()[2]!).getByText('Retired')).toBeInTheDocument();
  expect(lastPageCall(calls)).toMatchObject({
    path: '/api/admin/list-manager/disability_categories/values',
    query: { pageNumber: '1', pageSize: '25', status: 'all' },
  });

  fireEvent.mouseDown(screen.getByRole('combobox', { name: ListManagerTexts.list }));
  fireEvent.click(await screen.findByTitle('Sex (2 active, 0 retired)'));
  await screen.findByText('Female');
  expect(lastPageCall(calls).path).toBe('/api/admin/list-manager/sex/values');
});

test('searches and filters by status on the server', async () => {
  const { calls } = await openPage();
  fireEvent.click(screen.getByRole('radio', { name: 'Retired' }));
  await waitFor(() => expect(codesShown()).toEqual(['DD']));
  expect(lastPageCall(calls).query).toMatchObject({ status: 'retired', pageNumber: '1' });

  fireEvent.click(screen.getByRole('radio', { name: 'All' }));
  const search = screen.getByRole('searchbox', { name: ListManagerTexts.search });
  fireEvent.change(search, { target: { value: 'deaf' } });
  fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
  await waitFor(() => expect(codesShown()).toEqual(['DB']));
  expect(lastPageCall(calls).query).toMatchObject({ search: 'deaf', status: 'all' });
});

test('adding a value checks the form with the shared messages, saves, and shows it in the list', async () => {
  const { calls } = await openPage();
  fireEvent.click(screen.getByRole('button', { name: ListManagerTexts.add }));
  const dialog = await findDialog(ListManagerTexts.addTitle('Disability categories'));
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(within(dialog).getAllByText(FieldMessages.required)).toHaveLength(2));

  fireEvent.change(within(dialog).getByLabelText(/^Code/), { target: { value: 'HI ' } });
  fireEvent.blur(within(dialog).getByLabelText(/^Code/));
  await within(dialog).findByText(FieldMessages.incorrectFormat);
  fireEvent.change(within(dialog).getByLabelText(/^Code/), { target: { value: 'HI' } });
  fireEvent.change(within(dialog).getByLabelText(/^Label/), { target: { value: 'Hearing impairment' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

  expect(await screen.findByText(ListManagerTexts.added)).toBeInTheDocument();
  await dialogClosed(ListManagerTexts.addTitle('Disability categories'));
  expect(changes(calls)).toEqual(['POST /api/admin/list-manager/disability_categories/values {"code":"HI","label":"Hearing impairment"}']);
  await waitFor(() => expect(codesShown()).toEqual(['AUT', 'DB', 'DD', 'HI']));
});

test("the service's refusal of a code the list has shows under the field, and the dialog stays open", async () => {
  installListService((call) =>
    call.method === 'POST' ? refusal(409, ListManagerMessages.duplicateCode, { code: ListManagerMessages.duplicateCode }) : undefined,
  );
  renderAdminRoute('list-manager', manager);
  await screen.findByText('Autism');
  fireEvent.click(screen.getByRole('button', { name: ListManagerTexts.add }));
  const dialog = await findDialog(ListManagerTexts.addTitle('Disability categories'));
  fireEvent.change(within(dialog).getByLabelText(/^Code/), { target: { value: 'aut' } });
  fireEvent.change(within(dialog).getByLabelText(/^Label/), { target: { value: 'Autism again' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByText(ListManagerMessages.duplicateCode)).toBeInTheDocument();
  expect(await screen.findByText(`Error: code: ${ListManagerMessages.duplicateCode}`)).toBeInTheDocument();
  expect(within(dialog).getByLabelText(/^Code/)).toHaveValue('aut');
});

test('renaming changes the label only: the code is shown but cannot be edited', async () => {
  const { calls } = await openPage();
  fireEvent.click(screen.getByRole('button', { name: 'Rename Autism' }));
  const dialog = await findDialog(ListManagerTexts.renameTitle('Autism'));
  expect(within(dialog).getByLabelText(/^Code/)).toBeDisabled();
  expect(within(dialog).getByText(ListManagerTexts.codeKept)).toBeInTheDocument();
  fireEvent.change(within(dialog).getByLabelText(/^Label/), { target: { value: 'Autism spectrum disorder' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText(ListManagerTexts.renamed)).toBeInTheDocument();
  expect(changes(calls)).toEqual(['PUT /api/admin/list-manager/disability_categories/values/1 {"label":"Autism spectrum disorder"}']);
  await screen.findByText('Autism spectrum disorder');
});

test('retiring asks first and says what happens to records; Restore brings a retired value back', async () => {
  const { calls } = await openPage();
  fireEvent.click(screen.getByRole('button', { name: 'Retire Autism' }));
  let confirm = await findDialog(ListManagerTexts.retireTitle('Autism'));
  expect(within(confirm).getByText(/Records that already use it keep it/)).toBeInTheDocument();
  fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
  await dialogClosed(ListManagerTexts.retireTitle('Autism'));
  expect(changes(calls)).toEqual([]);

  fireEvent.click(screen.getByRole('button', { name: 'Retire Autism' }));
  confirm = await findDialog(ListManagerTexts.retireTitle('Autism'));
  fireEvent.click(within(confirm).getByRole('button', { name: 'Retire' }));
  expect(await screen.findByText(ListManagerTexts.retired)).toBeInTheDocument();
  await screen.findByRole('button', { name: 'Restore Autism' });

  fireEvent.click(screen.getByRole('button', { name: 'Restore Developmental delay' }));
  expect(await screen.findByText(ListManagerTexts.restored)).toBeInTheDocument();
  expect(changes(calls)).toEqual([
    'POST /api/admin/list-manager/disability_categories/values/1/retire null',
    'POST /api/admin/list-manager/disability_categories/values/3/restore null',
  ]);
  await screen.findByRole('button', { name: 'Retire Developmental delay' });
});

test('reordering shows the whole list, retired values too, and saves the new order in one call', async () => {
  const { calls } = await openPage();
  fireEvent.click(screen.getByRole('button', { name: ListManagerTexts.reorder }));
  const dialog = await findDialog(ListManagerTexts.reorderTitle('Disability categories'));
  const items = () =>
    within(within(dialog).getByRole('list'))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
  await waitFor(() => expect(items()).toEqual(['AutismAUT', 'Deaf-blindnessDB', 'Developmental delayDDRetired']));
  expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
  expect(within(dialog).getByRole('button', { name: 'Move Autism up' })).toBeDisabled();

  fireEvent.click(within(dialog).getByRole('button', { name: 'Move Developmental delay up' }));
  fireEvent.click(within(dialog).getByRole('button', { name: 'Move Developmental delay up' }));
  expect(items()).toEqual(['Developmental delayDDRetired', 'AutismAUT', 'Deaf-blindnessDB']);
  // At the top its Move up is disabled: the keyboard moves on to its Move down.
  await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Move Developmental delay down' })).toHaveFocus());
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

  expect(await screen.findByText(ListManagerTexts.reordered)).toBeInTheDocument();
  await dialogClosed(ListManagerTexts.reorderTitle('Disability categories'));
  expect(changes(calls)).toEqual(['PUT /api/admin/list-manager/disability_categories/order {"valueIds":[3,1,2]}']);
  await waitFor(() => expect(codesShown()).toEqual(['DD', 'AUT', 'DB']));
});

test('exports the list as the server filters it, as CSV', async () => {
  const { calls } = await openPage();
  URL.createObjectURL = () => 'blob:list';
  URL.revokeObjectURL = () => {};
  const clicked = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
  await waitFor(() => expect(clicked).toHaveBeenCalled());
  expect(calls.at(-1)).toMatchObject({
    path: '/api/admin/list-manager/disability_categories/values',
    query: { format: 'csv', status: 'all' },
  });
  clicked.mockRestore();
});

test('is denied to an administrator without App.listmanager.manage, who never calls the service', () => {
  const { calls } = installListService();
  renderAdminRoute('list-manager', adminWith(AppPermissions.TextBlocksManage));
  expect(screen.getByText('Access Denied!')).toBeInTheDocument();
  expect(calls).toEqual([]);
});
