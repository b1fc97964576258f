import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AppPermissions, EcoPermissions, FieldMessages, permissionCatalogue, type Page } from '@portal/shared-contracts';
import { permissionListColumns, roleListColumns, type PermissionEntry, type RoleRecord } from '@portal/shared-contracts/admin';
import { dialogClosed, findDialog } from '@portal/shared-contracts/testing';
import { adminWith, installApi, renderAdminRoute, type ApiCall } from '../../testing/admin-harness';
import { RoleTexts } from './role-texts';

const role = (id: number, name: string, overrides: Partial<RoleRecord> = {}): RoleRecord => ({
  id,
  name,
  description: `${name} description`,
  permissions: [EcoPermissions.Access],
  userCount: 0,
  builtIn: false,
  assignable: true,
  ...overrides,
});

/** The identity service's role calls over four roles, as it answers them. */
function installRoleService() {
  const roles = [
    role(1, 'LocalUser', { builtIn: true, userCount: 4 }),
    role(2, 'Readers', { userCount: 3 }),
    role(3, 'Unused'),
    role(4, 'Mighty', { assignable: false, permissions: [AppPermissions.SiteAdmin] }),
  ];
  const calls = installApi((call) => {
    if (call.path === '/api/roles' && call.method === 'GET') {
      if (call.query.format === 'csv') return new Response('Name\r\n', { headers: { 'content-type': 'text/csv' } });
      const search = (call.query.search ?? '').toLowerCase();
      const items = roles.filter((r) => r.name.toLowerCase().includes(search));
      return {
        items,
        totalCount: items.length,
        pageNumber: Number(call.query.pageNumber ?? 1),
        pageSize: Number(call.query.pageSize ?? 25),
      } satisfies Page<RoleRecord>;
    }
    if (call.path === '/api/roles' && call.method === 'POST') {
      const added = role(10, (call.body as RoleRecord).name, call.body as RoleRecord);
      roles.push(added);
      return Response.json(added, { status: 201 });
    }
    if (call.path === '/api/roles' && call.method === 'PUT')
      return Object.assign(
        roles.find((r) => r.id === (call.body as RoleRecord).id)!,
        call.body,
      );
    const one = /^\/api\/roles\/(\d+)$/.exec(call.path);
    if (one && call.method === 'DELETE') {
      roles.splice(
        roles.findIndex((r) => r.id === Number(one[1])),
        1,
      );
      return new Response(null, { status: 204 });
    }
    if (call.path === '/api/account/permissions') {
      const items: PermissionEntry[] = permissionCatalogue
        .filter((p) => !call.query.groupName || p.groupName === call.query.groupName)
        .slice(0, 25);
      return { items, totalCount: items.length, pageNumber: 1, pageSize: 25 } satisfies Page<PermissionEntry>;
    }
    return undefined;
  });
  return { calls, roles };
}

const table = () => screen.getByRole('table');
// By label, not by role: naming a hundred checkboxes by role takes jsdom half a minute.
const ecoGroup = (dialog: HTMLElement) => dialog.querySelector<HTMLElement>('[role="group"][aria-label="Eco"]')!;
const changes = (calls: ApiCall[]) =>
  calls
    .filter((c) => c.method !== 'GET')
    .map(
      (c) =>
        `${c.method} ${c.path}${new URLSearchParams(c.query).size ? `?${new URLSearchParams(c.query)}` : ''} ${JSON.stringify(c.body ?? null)}`,
    );
/** A state administrator: every Eco permission, but not the site administrator's. */
const stateAdmin = adminWith(AppPermissions.RolesView, AppPermissions.RolesManage, ...Object.values(EcoPermissions));

async function openPage(permissions: readonly string[] = stateAdmin) {
  const service = installRoleService();
  renderAdminRoute('manage-roles', permissions);
  expect(await screen.findByRole('heading', { level: 1, name: 'Manage Roles' })).toBeInTheDocument();
  await screen.findByText('Readers');
  return service;
}

test('lists the roles with their holders in the columns their download has; built-in roles and roles beyond the caller offer no Delete', async () => {
  await openPage();
  expect(
    within(table())
      .getAllByRole('columnheader')
      .map((h) => h.textContent),
  ).toEqual([...roleListColumns.map((column) => column.header), RoleTexts.actions]);
  const cells = (name: string) => [...within(table()).getByText(name).closest('tr')!.querySelectorAll('td')].map((td) => td.textContent);
  expect(cells('LocalUser').slice(0, -1)).toEqual(['LocalUser', 'LocalUser description', '4', 'Yes', '1']);
  expect(cells('Readers').slice(0, -1)).toEqual(['Readers', 'Readers description', '3', 'No', '1']);
  expect(screen.getByRole('button', { name: RoleTexts.deleteFor('Readers') })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: RoleTexts.deleteFor('LocalUser') })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: RoleTexts.deleteFor('Mighty') })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: RoleTexts.permissionsLink })).toHaveAttribute('href', '/admin/manage-roles/permissions');
});

test('a reader sees the roles without the buttons that change them', async () => {
  await openPage(adminWith(AppPermissions.RolesView));
  expect(screen.queryByRole('button', { name: RoleTexts.addRole })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: RoleTexts.editFor('Readers') })).not.toBeInTheDocument();
});

test('adding a role: the name is required, permissions are picked by group, those not held are locked, and the role is saved', async () => {
  const { calls } = await openPage();
  fireEvent.click(screen.getByRole('button', { name: RoleTexts.addRole }));
  const dialog = await findDialog(RoleTexts.addTitle);
  fireEvent.click(within(dialog).getByRole('button', { name: RoleTexts.save }));
  expect(await within(dialog).findByText(FieldMessages.required)).toBeInTheDocument();

  fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'Eco Staff' } });
  expect(within(dialog).getByLabelText(RoleTexts.selectGroup('Monitoring'))).toBeDisabled();
  expect(within(dialog).getByLabelText(/^SiteAdmin/)).toBeDisabled();
  fireEvent.click(within(dialog).getByLabelText(RoleTexts.selectGroup('Eco')));
  fireEvent.click(within(ecoGroup(dialog)).getByLabelText(/^Unlock/));
  fireEvent.click(within(dialog).getByRole('button', { name: RoleTexts.save }));

  expect(await screen.findByText(RoleTexts.created)).toBeInTheDocument();
  await dialogClosed(RoleTexts.addTitle);
  const eco = Object.values(EcoPermissions).filter((p) => p !== EcoPermissions.Unlock);
  expect(changes(calls)).toEqual([`POST /api/roles ${JSON.stringify({ name: 'Eco Staff', description: '', permissions: eco })}`]);
});

test("modifying a built-in role keeps its name and saves its permissions by the role's id", async () => {
  const { calls } = await openPage();
  fireEvent.click(screen.getByRole('button', { name: RoleTexts.editFor('LocalUser') }));
  const dialog = await findDialog(RoleTexts.modifyTitle('LocalUser'));
  expect(within(dialog).getByLabelText(/^Name/)).toBeDisabled();
  fireEvent.click(within(ecoGroup(dialog)).getByLabelText(/^ReportsView/));
  fireEvent.click(within(dialog).getByRole('button', { name: RoleTexts.save }));
  expect(await screen.findByText(RoleTexts.saved)).toBeInTheDocument();
  expect(changes(calls)).toEqual([
    `PUT /api/roles ${JSON.stringify({ name: 'LocalUser', description: 'LocalUser description', permissions: [EcoPermissions.Access, EcoPermissions.ReportsView], id: 1 })}`,
  ]);
});

test('deleting a role nobody holds asks to confirm', async () => {
  const { calls } = await openPage();
  fireEvent.click(screen.getByRole('button', { name: RoleTexts.deleteFor('Unused') }));
  fireEvent.click(within(await findDialog(RoleTexts.deleteTitle('Unused'))).getByRole('button', { name: RoleTexts.delete }));
  expect(await screen.findByText(RoleTexts.deleted)).toBeInTheDocument();
  expect(changes(calls)).toEqual(['DELETE /api/roles/3 null']);
});

test('deleting a role in use says how many hold it and asks what becomes of them before it may go', async () => {
  const { calls } = await openPage();
  fireEvent.click(screen.getByRole('button', { name: RoleTexts.deleteFor('Readers') }));
  const dialog = await findDialog(RoleTexts.deleteTitle('Readers'));
  expect(within(dialog).getByText(RoleTexts.inUse('Readers', 3))).toBeInTheDocument();
  const remove = within(dialog).getByRole('button', { name: RoleTexts.delete });
  expect(remove).toBeDisabled();

  fireEvent.click(within(dialog).getByRole('radio', { name: RoleTexts.reassign }));
  expect(remove).toBeDisabled();
  fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /^Role to give instead/ }));
  await waitFor(() => expect(screen.queryByTitle('Mighty')).not.toBeInTheDocument());
  fireEvent.click(await screen.findByTitle('LocalUser'));
  await waitFor(() => expect(remove).toBeEnabled());
  fireEvent.click(remove);
  expect(await screen.findByText(RoleTexts.deleted)).toBeInTheDocument();
  expect(changes(calls)).toEqual(['DELETE /api/roles/2?reassignTo=1 null']);
});

test("the Permissions List shows spec 3's fields, in the columns its download has, and filters by group on the server", async () => {
  const { calls } = installRoleService();
  renderAdminRoute('manage-roles/permissions', adminWith(AppPermissions.RolesView));
  expect(await screen.findByRole('heading', { level: 1, name: 'Permissions List' })).toBeInTheDocument();
  await screen.findByText('App.stateuser');
  expect(
    within(table())
      .getAllByRole('columnheader')
      .map((h) => h.textContent),
  ).toEqual(permissionListColumns.map((column) => column.header));
  fireEvent.mouseDown(screen.getByRole('combobox', { name: RoleTexts.group }));
  fireEvent.click(await screen.findByTitle('Monitoring'));
  await screen.findByText('Monitoring.access');
  expect(calls.filter((c) => c.path === '/api/account/permissions').at(-1)!.query).toMatchObject({
    groupName: 'Monitoring',
    pageNumber: '1',
  });
});
