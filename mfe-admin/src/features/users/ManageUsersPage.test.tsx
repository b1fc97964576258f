import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AppPermissions, FieldMessages, type Page } from '@portal/shared-contracts';
import { UserAdminMessages, type ManagedUser, type RoleRecord, type UserDocument, type UserListItem } from '@portal/shared-contracts/admin';
import { dialogClosed, findDialog } from '@portal/shared-contracts/testing';
import { adminWith, installApi, leas, refusal, renderAdminRoute, type ApiCall } from '../../testing/admin-harness';
import { UserTexts } from './user-texts';

const role = (id: number, name: string, assignable = true): RoleRecord => ({
  id,
  name,
  description: '',
  permissions: [],
  userCount: 1,
  builtIn: true,
  assignable,
});
const roles = [role(5, 'LocalAdmin'), role(6, 'LocalUser'), role(9, 'SiteAdmin', false)];
const adams = leas[1]!;

function managed(id: number, fullName: string, overrides: Partial<ManagedUser> = {}): ManagedUser {
  const email = `${fullName.split(' ')[0]!.toLowerCase()}@example.org`;
  return {
    id,
    userName: email,
    email,
    fullName,
    jobTitle: null,
    phoneNumber: null,
    enabled: true,
    roleIds: [6],
    leaIds: [adams.id],
    emailVerified: true,
    roles: [{ id: 6, name: 'LocalUser' }],
    leas: [{ id: adams.id, name: adams.name }],
    createdAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

const listItem = ({ id, userName, email, fullName, jobTitle, enabled, roles: held, leas: of, createdAt }: ManagedUser): UserListItem => ({
  id,
  userName,
  email,
  fullName,
  jobTitle,
  enabled,
  roles: held.map((r) => r.name),
  leas: of.map((l) => l.name),
  createdAt,
});

/** The identity service's Manage Users calls, as it answers them, over two users. */
function installUserService(answer: (call: ApiCall) => Response | undefined = () => undefined) {
  const users = [
    managed(1, 'Casey Districtuser'),
    managed(2, 'Morgan Districtadmin', { roleIds: [5], roles: [{ id: 5, name: 'LocalAdmin' }] }),
  ];
  const calls = installApi((call) => {
    const overridden = answer(call);
    if (overridden) return overridden;
    if (call.path === '/api/admin/overview') return { leaId: 1, leaName: 'State', schoolYear: '2026-2027', figures: [] };
    if (call.path === '/api/roles')
      return { items: roles, totalCount: roles.length, pageNumber: 1, pageSize: 100 } satisfies Page<RoleRecord>;
    if (call.path === '/api/account/users' && call.method === 'GET') {
      if (call.query.format === 'csv') return new Response('Full Name\r\n', { headers: { 'content-type': 'text/csv' } });
      const search = (call.query.search ?? '').toLowerCase();
      const items = users.filter((u) => u.fullName.toLowerCase().includes(search)).map(listItem);
      return {
        items,
        totalCount: items.length,
        pageNumber: Number(call.query.pageNumber),
        pageSize: Number(call.query.pageSize),
      } satisfies Page<UserListItem>;
    }
    if (call.path === '/api/account/users' && call.method === 'POST') {
      const body = call.body as UserDocument;
      const created = managed(3, body.fullName, {
        ...body,
        roles: roles.filter((r) => body.roleIds.includes(r.id)),
        leas: leas.filter((l) => body.leaIds.includes(l.id)),
      });
      users.push(created);
      return Response.json(created, { status: 201 });
    }
    const one = /^\/api\/account\/users\/(\d+)$/.exec(call.path);
    const user = one ? users.find((u) => u.id === Number(one[1])) : undefined;
    if (user && call.method === 'GET') return user;
    if (user && call.method === 'PUT') {
      // As the service answers: a new address is not saved, it waits for the link mailed to it.
      const { email, ...rest } = call.body as UserDocument;
      Object.assign(user, rest);
      return email === user.email ? user : { ...user, pendingEmail: email };
    }
    if (user && call.method === 'PATCH') return Object.assign(user, { enabled: (call.body as [{ value: boolean }])[0].value });
    if (user && call.method === 'DELETE') {
      users.splice(users.indexOf(user), 1);
      return new Response(null, { status: 204 });
    }
    if (/^\/api\/account\/(reset\/user-password|users\/unblock)\/\d+$/.test(call.path)) return new Response(null, { status: 204 });
    return undefined;
  });
  return { calls, users };
}

const manager = adminWith(AppPermissions.UsersView, AppPermissions.UsersManage, AppPermissions.RolesAssign);
const table = () => screen.getByRole('table');
const namesShown = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelector('td')?.textContent);
const lastListCall = (calls: ApiCall[]) => calls.filter((c) => c.method === 'GET' && c.path === '/api/account/users').at(-1)!;
const changes = (calls: ApiCall[]) =>
  calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.path} ${JSON.stringify(c.body ?? null)}`);
const field = (dialog: HTMLElement, label: string) => within(dialog).getByLabelText(new RegExp(`^${label}`));

async function openPage(permissions: readonly string[] = manager, answer?: (call: ApiCall) => Response | undefined) {
  const service = installUserService(answer);
  renderAdminRoute('manage-users', permissions);
  expect(await screen.findByRole('heading', { level: 1, name: 'Manage Users' })).toBeInTheDocument();
  await screen.findByText('Casey Districtuser');
  return service;
}

async function pick(dialog: HTMLElement, label: string, option: string) {
  fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: new RegExp(`^${label}`) }));
  fireEvent.click(await screen.findByTitle(option));
}

async function chooseAction(name: string, action: string) {
  fireEvent.click(screen.getByRole('button', { name: UserTexts.actionsFor(name) }));
  fireEvent.click(await screen.findByRole('menuitem', { name: action }));
}

test('lists the users the service returns, and searches and filters on the server', async () => {
  const { calls } = await openPage();
  expect(
    within(table())
      .getAllByRole('columnheader')
      .map((h) => h.textContent),
  ).toEqual(['Full Name', 'User Name', 'Email', 'Job Title', 'Roles', 'LEAs', 'Status', 'Created', 'Actions']);
  expect(namesShown()).toEqual(['Casey Districtuser', 'Morgan Districtadmin']);
  expect(lastListCall(calls).query).toEqual({ pageNumber: '1', pageSize: '25' });
  expect(screen.getByRole('button', { name: 'Download CSV' })).toBeInTheDocument();

  const search = screen.getByRole('searchbox', { name: UserTexts.search });
  fireEvent.change(search, { target: { value: 'morgan' } });
  fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
  await waitFor(() => expect(namesShown()).toEqual(['Morgan Districtadmin']));

  fireEvent.mouseDown(screen.getByRole('combobox', { name: UserTexts.role }));
  fireEvent.click(await screen.findByTitle('LocalAdmin'));
  fireEvent.mouseDown(screen.getByRole('combobox', { name: UserTexts.status }));
  fireEvent.click(await screen.findByTitle(UserTexts.disabledStatus));
  await waitFor(() =>
    expect(lastListCall(calls).query).toMatchObject({ search: 'morgan', roleId: '5', enabled: 'false', pageNumber: '1' }),
  );
});

test('adding a user checks the form with the shared messages, offers only the roles the caller may give, and saves the document', async () => {
  const { calls } = await openPage();
  fireEvent.click(screen.getByRole('button', { name: UserTexts.addUser }));
  const dialog = await findDialog(UserTexts.newUserTitle);
  fireEvent.click(within(dialog).getByRole('button', { name: UserTexts.save }));
  await waitFor(() => expect(within(dialog).getAllByText(FieldMessages.required)).toHaveLength(3));

  fireEvent.change(field(dialog, 'Email'), { target: { value: 'pat@' } });
  fireEvent.blur(field(dialog, 'Email'));
  await within(dialog).findByText(FieldMessages.email);
  fireEvent.change(field(dialog, 'Email'), { target: { value: 'pat.new@example.org' } });
  expect(field(dialog, 'User Name')).toHaveValue('pat.new@example.org');
  fireEvent.change(field(dialog, 'Full Name'), { target: { value: 'Pat New' } });

  fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /^Roles/ }));
  const beyond = await screen.findByTitle('SiteAdmin');
  expect(beyond.closest('.ant-select-item')).toHaveClass('ant-select-item-option-disabled');
  fireEvent.click(await screen.findByTitle('LocalUser'));
  await pick(dialog, 'LEAs', adams.name);
  fireEvent.click(within(dialog).getByRole('button', { name: UserTexts.save }));

  expect(await screen.findByText(UserTexts.created)).toBeInTheDocument();
  await dialogClosed(UserTexts.newUserTitle);
  expect(changes(calls)).toEqual([
    `POST /api/account/users ${JSON.stringify({ userName: 'pat.new@example.org', email: 'pat.new@example.org', fullName: 'Pat New', jobTitle: null, phoneNumber: null, enabled: true, roleIds: [6], leaIds: [adams.id] })}`,
  ]);
  await waitFor(() => expect(namesShown()).toContain('Pat New'));
});

test("the service's refusal of a taken address shows under the field, and the dialog stays open", async () => {
  await openPage(manager, (call) =>
    call.method === 'POST' ? refusal(409, UserAdminMessages.emailTaken, { email: UserAdminMessages.emailTaken }) : undefined,
  );
  fireEvent.click(screen.getByRole('button', { name: UserTexts.addUser }));
  const dialog = await findDialog(UserTexts.newUserTitle);
  fireEvent.change(field(dialog, 'Email'), { target: { value: 'casey@example.org' } });
  fireEvent.change(field(dialog, 'Full Name'), { target: { value: 'Casey Again' } });
  fireEvent.click(within(dialog).getByRole('button', { name: UserTexts.save }));
  expect(await within(dialog).findByText(UserAdminMessages.emailTaken)).toBeInTheDocument();
  expect(await screen.findByText(/^Error: email: Another user already has this email\./)).toBeInTheDocument();
  expect(await findDialog(UserTexts.newUserTitle)).toBe(dialog);
});

test('editing reads the whole user, and saves what was changed with the rest', async () => {
  const { calls } = await openPage();
  fireEvent.click(screen.getByRole('button', { name: UserTexts.editFor('Casey Districtuser') }));
  const dialog = await findDialog(UserTexts.editUserTitle('Casey Districtuser'));
  expect(field(dialog, 'Email')).toHaveValue('casey@example.org');
  fireEvent.change(field(dialog, 'Job Title'), { target: { value: 'Counsellor' } });
  fireEvent.click(within(dialog).getByRole('button', { name: UserTexts.save }));
  expect(await screen.findByText(UserTexts.saved)).toBeInTheDocument();
  expect(changes(calls)).toEqual([
    `PUT /api/account/users/1 ${JSON.stringify({ userName: 'casey@example.org', email: 'casey@example.org', fullName: 'Casey Districtuser', jobTitle: 'Counsellor', phoneNumber: null, enabled: true, roleIds: [6], leaIds: [adams.id] })}`,
  ]);
});

test('a new address waits for its confirmation link, and the administrator is told so in a notice', async () => {
  const { calls } = await openPage();
  fireEvent.click(screen.getByRole('button', { name: UserTexts.editFor('Casey Districtuser') }));
  const dialog = await findDialog(UserTexts.editUserTitle('Casey Districtuser'));
  fireEvent.change(field(dialog, 'Email'), { target: { value: 'casey.moved@example.org' } });
  fireEvent.click(within(dialog).getByRole('button', { name: UserTexts.save }));

  const notice = (await screen.findByText(UserTexts.emailChangePending('casey.moved@example.org'))).closest<HTMLElement>(
    '[role="dialog"]',
  )!;
  expect(notice).toHaveTextContent(UserTexts.emailChangeTitle);
  await dialogClosed(UserTexts.editUserTitle('Casey Districtuser'));
  expect(changes(calls)).toEqual([
    `PUT /api/account/users/1 ${JSON.stringify({ userName: 'casey@example.org', email: 'casey.moved@example.org', fullName: 'Casey Districtuser', jobTitle: null, phoneNumber: null, enabled: true, roleIds: [6], leaIds: [adams.id] })}`,
  ]);
  // The list shows the address the user still has.
  expect(within(table()).getAllByText('casey@example.org').length).toBeGreaterThan(0);
  fireEvent.click(within(notice).getByRole('button', { name: 'Ok' }));
  await waitFor(() => expect(screen.queryByText(UserTexts.emailChangePending('casey.moved@example.org'))).not.toBeInTheDocument());
});

test('disabling asks first, then patches the one field', async () => {
  const { calls } = await openPage();
  await chooseAction('Casey Districtuser', UserTexts.disable);
  const disable = await findDialog(UserTexts.disableTitle('Casey Districtuser'));
  fireEvent.click(within(disable).getByRole('button', { name: UserTexts.disable }));
  expect(await screen.findByText(UserTexts.disabled)).toBeInTheDocument();
  await waitFor(() => expect(within(table()).getByText(UserTexts.disabledStatus)).toBeInTheDocument());
  expect(changes(calls)).toEqual(['PATCH /api/account/users/1 [{"op":"replace","path":"/enabled","value":false}]']);
});

test('resetting the password asks first and calls the password route; unblocking calls at once', async () => {
  const { calls } = await openPage();
  await chooseAction('Morgan Districtadmin', UserTexts.resetPassword);
  fireEvent.click(
    within(await findDialog(UserTexts.resetTitle('Morgan Districtadmin'))).getByRole('button', { name: UserTexts.resetPassword }),
  );
  expect(await screen.findByText(UserTexts.resetSent)).toBeInTheDocument();
  await chooseAction('Casey Districtuser', UserTexts.unblock);
  expect(await screen.findByText(UserTexts.unblocked)).toBeInTheDocument();
  expect(changes(calls)).toEqual(['POST /api/account/reset/user-password/2 null', 'PUT /api/account/users/unblock/1 null']);
});

test('deleting asks first: Cancel keeps the user, Delete removes it', async () => {
  const { calls } = await openPage();
  await chooseAction('Morgan Districtadmin', UserTexts.delete);
  fireEvent.click(within(await findDialog(UserTexts.deleteTitle('Morgan Districtadmin'))).getByRole('button', { name: 'Cancel' }));
  await dialogClosed(UserTexts.deleteTitle('Morgan Districtadmin'));
  expect(changes(calls)).toEqual([]);
  await chooseAction('Morgan Districtadmin', UserTexts.delete);
  fireEvent.click(within(await findDialog(UserTexts.deleteTitle('Morgan Districtadmin'))).getByRole('button', { name: UserTexts.delete }));
  expect(await screen.findByText(UserTexts.deleted)).toBeInTheDocument();
  await waitFor(() => expect(namesShown()).toEqual(['Casey Districtuser']));
  expect(changes(calls)).toEqual(['DELETE /api/account/users/2 null']);
});

test('a viewer gets no buttons to change users, and no role filter without a permission to read roles', async () => {
  await openPage(adminWith(AppPermissions.JurisdictionUsersView));
  expect(screen.queryByRole('button', { name: UserTexts.addUser })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: UserTexts.editFor('Casey Districtuser') })).not.toBeInTheDocument();
  expect(
    within(table())
      .getAllByRole('columnheader')
      .map((h) => h.textContent),
  ).not.toContain('Actions');
  expect(screen.queryByRole('combobox', { name: UserTexts.role })).not.toBeInTheDocument();
});

test('without roles.assign the dialog shows the roles held, unchangeable', async () => {
  await openPage(adminWith(AppPermissions.UsersView, AppPermissions.UsersManage, AppPermissions.RolesView));
  fireEvent.click(screen.getByRole('button', { name: UserTexts.editFor('Casey Districtuser') }));
  const dialog = await findDialog(UserTexts.editUserTitle('Casey Districtuser'));
  expect(within(dialog).getByRole('combobox', { name: /^Roles/ })).toBeDisabled();
  expect(within(dialog).getByText(UserTexts.rolesReadOnly)).toBeInTheDocument();
  expect(within(dialog).getByText('LocalUser')).toBeInTheDocument();
});
