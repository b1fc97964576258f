import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AppPermissions, FieldMessages, type Page } from '@portal/shared-contracts';
import {
  leaListColumns,
  leaUserColumns,
  LeaMessages,
  type LeaCreate,
  type LeaDetail,
  type LeaListItem,
  type LeaUser,
} from '@portal/shared-contracts/admin';
import { sessionStore } from '@portal/shared-contracts/sdk';
import { dialogClosed, findDialog } from '@portal/shared-contracts/testing';
import { adminWith, installApi, refusal, renderAdminRoute, type ApiCall } from '../../testing/admin-harness';
import { LeaTexts } from './lea-texts';

const row = (id: number, name: string, leaCode: string, rest: Partial<LeaListItem> = {}): LeaListItem => ({
  id,
  name,
  leaCode,
  group: 'Districts',
  externalDistrictId: null,
  city: `${name.split(' ')[0]} City`,
  county: null,
  contactEmail: null,
  isIncludedInCharterGroup: false,
  isNdeLevelDistrict: false,
  isStateSponsoredCharterAuthority: false,
  schoolCount: 3,
  userCount: 2,
  ...rest,
});

const rows: LeaListItem[] = [
  row(1, 'State Department of Education', '00-0000', { isNdeLevelDistrict: true, schoolCount: 0, userCount: 3 }),
  row(2, 'Adams Public Schools', '01-1000'),
  row(3, 'Prairie Wind Charter Academy', '90-9001', {
    group: 'Charters',
    isIncludedInCharterGroup: true,
    isStateSponsoredCharterAuthority: true,
    externalDistrictId: 'PW-9001',
    contactEmail: 'office@prairiewind.example.org',
    userCount: 0,
  }),
];

const adams: LeaDetail = {
  id: 2,
  name: 'Adams Public Schools',
  leaCode: '01-1000',
  group: 'Districts',
  externalDistrictId: 'D00001',
  contactEmail: 'sped@adams.example.org',
  streetAddress: '100 Main Street',
  city: 'Adams City',
  zip: '68001',
  county: 'Adams',
  isIncludedInCharterGroup: false,
  isNdeLevelDistrict: false,
  isStateSponsoredCharterAuthority: false,
  leaContacts: [
    { id: 11, name: 'Dana Director', title: 'Director', email: 'dana@adams.example.org', phone: null },
    { id: 12, name: 'Old Contact', title: null, email: null, phone: null },
  ],
  leaYears: [{ schoolYearKey: 2027, name: '2026-2027' }],
  schoolYearKeys: [2027],
  userLeas: [],
};

const users: LeaUser[] = [
  { id: 5, fullName: 'Casey Districtuser', email: 'districtuser@example.org', jobTitle: null, enabled: true, roles: ['LocalUser'] },
];

/** Identity's Manage LEAs calls over three LEAs, as the service answers them; `answer` overrides. */
function installLeaService(answer: (call: ApiCall) => Response | undefined = () => undefined) {
  const leas = [...rows];
  return installApi((call) => {
    const overridden = answer(call);
    if (overridden) return overridden;
    if (call.path === '/api/leas' && call.method === 'GET') {
      const search = (call.query.search ?? '').toLowerCase();
      const items = leas.filter(
        (l) =>
          (!call.query.group || l.group === call.query.group) &&
          (!call.query.isNdeLevelDistrict || l.isNdeLevelDistrict) &&
          (!call.query.isStateSponsoredCharterAuthority || l.isStateSponsoredCharterAuthority) &&
          (l.name + l.leaCode).toLowerCase().includes(search),
      );
      return {
        items,
        totalCount: items.length,
        pageNumber: Number(call.query.pageNumber),
        pageSize: Number(call.query.pageSize),
      } satisfies Page<LeaListItem>;
    }
    if (call.path === '/api/leas' && call.method === 'POST') {
      const created = { ...adams, ...(call.body as LeaCreate), id: 50 };
      leas.push(row(created.id, created.name, created.leaCode));
      return Response.json(created, { status: 201 });
    }
    if (call.path === '/api/leas/users')
      return leas.map(({ id, name, leaCode, isIncludedInCharterGroup, isNdeLevelDistrict }) => ({
        id,
        name,
        leaCode,
        isIncludedInCharterGroup,
        isNdeLevelDistrict,
      }));
    if (call.path === '/api/leas' && call.method === 'PUT') return { ...adams, ...(call.body as LeaCreate) };
    if (call.path === '/api/leas/2' && call.method === 'GET') return adams;
    if (call.path === '/api/leas/2/users') return { items: users, totalCount: 1, pageNumber: 1, pageSize: 25 } satisfies Page<LeaUser>;
    if (call.method === 'DELETE') return new Response(null, { status: 204 });
    return undefined;
  });
}

const manager = adminWith(AppPermissions.LeasManage);
const table = () => screen.getAllByRole('table')[0]!;
const namesShown = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((r) => r.querySelectorAll('td')[0]?.textContent);
const lastList = (calls: ApiCall[]) => calls.filter((c) => c.method === 'GET' && c.path === '/api/leas').at(-1)!;
const writes = (calls: ApiCall[]) => calls.filter((c) => c.method !== 'GET');

async function openPage(answer?: (call: ApiCall) => Response | undefined) {
  sessionStore.setState({
    schoolYears: [
      { key: 2027, label: '2026-2027' },
      { key: 2026, label: '2025-2026' },
    ],
  });
  const calls = installLeaService(answer);
  renderAdminRoute('manage-leas', manager);
  expect(await screen.findByRole('heading', { level: 1, name: 'Manage LEAs' })).toBeInTheDocument();
  await screen.findByText('Adams Public Schools');
  return calls;
}

const field = (dialog: HTMLElement, label: RegExp) => within(dialog).getByLabelText(label);
const type = (dialog: HTMLElement, label: RegExp, value: string) => fireEvent.change(field(dialog, label), { target: { value } });

const headersOf = (shown: HTMLElement) =>
  within(shown)
    .getAllByRole('columnheader')
    .map((h) => h.textContent);
const cellsOf = (shown: HTMLElement, text: string) =>
  [...within(shown).getByText(text).closest('tr')!.querySelectorAll('td')].map((td) => td.textContent);

test('lists the LEAs from the server with their group, counts and flags, filtered by group and flags and searched', async () => {
  const calls = await openPage();
  expect(namesShown()).toEqual(['State Department of Education', 'Adams Public Schools', 'Prairie Wind Charter Academy']);
  expect(cellsOf(table(), 'Prairie Wind Charter Academy').slice(0, -1)).toEqual([
    'Prairie Wind Charter Academy',
    '90-9001',
    'Charters',
    'PW-9001',
    'Prairie City',
    '',
    'office@prairiewind.example.org',
    'No',
    'Yes',
    '3',
    '0',
  ]);
  expect(lastList(calls).query).toEqual({ pageNumber: '1', pageSize: '25' });

  fireEvent.click(screen.getByRole('radio', { name: 'Charters' }));
  await waitFor(() => expect(namesShown()).toEqual(['Prairie Wind Charter Academy']));
  expect(lastList(calls).query).toMatchObject({ group: 'Charters', pageNumber: '1' });
  fireEvent.click(screen.getByRole('radio', { name: 'All' }));
  fireEvent.click(screen.getByRole('checkbox', { name: LeaTexts.stateLevelOnly }));
  await waitFor(() => expect(namesShown()).toEqual(['State Department of Education']));
  expect(lastList(calls).query).toEqual({ pageNumber: '1', pageSize: '25', isNdeLevelDistrict: 'true' });
  fireEvent.click(screen.getByRole('checkbox', { name: LeaTexts.stateLevelOnly }));

  const search = screen.getByRole('searchbox', { name: LeaTexts.search });
  fireEvent.change(search, { target: { value: '01-10' } });
  fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
  await waitFor(() => expect(namesShown()).toEqual(['Adams Public Schools']));
  expect(lastList(calls).query).toMatchObject({ search: '01-10' });
});

test("adding an LEA checks the service's own rules with the shared messages, then saves every field with its contacts and years", async () => {
  const calls = await openPage();
  fireEvent.click(screen.getByRole('button', { name: LeaTexts.add }));
  const dialog = await findDialog(LeaTexts.newTitle);
  // A new LEA takes part in every school year to start with.
  expect(within(dialog).getByRole('checkbox', { name: '2025-2026' })).toBeChecked();
  expect(within(dialog).getByRole('checkbox', { name: '2026-2027' })).toBeChecked();

  fireEvent.click(within(dialog).getByRole('button', { name: LeaTexts.save }));
  await waitFor(() => expect(within(dialog).getAllByText(FieldMessages.required)).toHaveLength(2));
  type(dialog, /^Zip/, '123');
  fireEvent.blur(field(dialog, /^Zip/));
  await within(dialog).findByText(FieldMessages.zip);

  type(dialog, /^Name/, 'Prairie View Public Schools');
  type(dialog, /^LEA Code/, '77-7001');
  type(dialog, /^Zip/, '68999');
  type(dialog, /^Contact Email/, 'sped@prairieview.example.org');
  fireEvent.click(within(dialog).getByRole('checkbox', { name: LeaTexts.fields.isStateSponsoredCharterAuthority }));
  fireEvent.click(within(dialog).getByRole('checkbox', { name: '2025-2026' }));
  fireEvent.click(within(dialog).getByRole('button', { name: LeaTexts.addContact }));
  const contact = within(dialog).getByText(LeaTexts.contact(1)).closest('.ant-card') as HTMLElement;
  type(contact, /^Name/, 'Dana Director');
  type(contact, /^E-mail/, 'dana@');
  fireEvent.click(within(dialog).getByRole('button', { name: LeaTexts.save }));
  await within(contact).findByText(FieldMessages.email);
  expect(writes(calls)).toEqual([]);

  type(contact, /^E-mail/, 'dana@prairieview.example.org');
  fireEvent.click(within(dialog).getByRole('button', { name: LeaTexts.save }));
  await dialogClosed(LeaTexts.newTitle);
  expect(writes(calls)).toEqual([
    {
      method: 'POST',
      path: '/api/leas',
      query: {},
      body: {
        name: 'Prairie View Public Schools',
        leaCode: '77-7001',
        externalDistrictId: null,
        contactEmail: 'sped@prairieview.example.org',
        streetAddress: null,
        city: null,
        zip: '68999',
        county: null,
        isIncludedInCharterGroup: false,
        isNdeLevelDistrict: false,
        isStateSponsoredCharterAuthority: true,
        leaContacts: [{ name: 'Dana Director', title: null, email: 'dana@prairieview.example.org', phone: null }],
        schoolYearKeys: [2027],
      },
    } satisfies Omit<ApiCall, 'body'> & { body: LeaCreate },
  ]);
  expect(await screen.findByText(LeaTexts.created)).toBeInTheDocument();
  // The list is read again, and so is the shell's LEA picker.
  await waitFor(() => expect(calls.filter((c) => c.method === 'GET' && c.path === '/api/leas')).toHaveLength(2));
  await waitFor(() => expect(sessionStore.getState().leas.map((l) => l.name)).toContain('Prairie View Public Schools'));
});

test('what only the service knows, a code taken or a second state-level district, shows under its field and the dialog stays', async () => {
  const errors = { leaCode: LeaMessages.codeTaken, isNdeLevelDistrict: LeaMessages.stateLevelTaken('State Department of Education') };
  await openPage((call) => (call.method === 'POST' ? refusal(409, LeaMessages.codeTaken, errors) : undefined));
  fireEvent.click(screen.getByRole('button', { name: LeaTexts.add }));
  const dialog = await findDialog(LeaTexts.newTitle);
  type(dialog, /^Name/, 'Twin');
  type(dialog, /^LEA Code/, '01-1000');
  fireEvent.click(within(dialog).getByRole('checkbox', { name: LeaTexts.fields.isNdeLevelDistrict }));
  fireEvent.click(within(dialog).getByRole('button', { name: LeaTexts.save }));
  expect(await within(dialog).findByText(errors.leaCode)).toBeInTheDocument();
  expect(within(dialog).getByText(errors.isNdeLevelDistrict)).toBeInTheDocument();
  expect(await findDialog(LeaTexts.newTitle)).toBeInTheDocument();
});

test('editing reads every field of the LEA, and saves it whole with the contacts kept, changed, removed and added', async () => {
  const calls = await openPage();
  fireEvent.click(screen.getByRole('button', { name: `${LeaTexts.edit} Adams Public Schools` }));
  const dialog = await findDialog(LeaTexts.editTitle('Adams Public Schools'));
  expect(field(dialog, /^External District ID/)).toHaveValue('D00001');
  expect(field(dialog, /^Street Address/)).toHaveValue('100 Main Street');
  expect(within(dialog).getByRole('checkbox', { name: '2026-2027' })).toBeChecked();
  expect(within(dialog).getByRole('checkbox', { name: '2025-2026' })).not.toBeChecked();

  type(dialog, /^City/, 'Lincoln');
  fireEvent.click(within(dialog).getByRole('button', { name: LeaTexts.removeContact(2) }));
  fireEvent.click(within(dialog).getByRole('button', { name: LeaTexts.addContact }));
  const added = within(dialog).getByText(LeaTexts.contact(2)).closest('.ant-card') as HTMLElement;
  type(added, /^Name/, 'New Person');
  type(added, /^Phone/, '402-555-0100');
  fireEvent.click(within(dialog).getByRole('button', { name: LeaTexts.save }));
  await dialogClosed(LeaTexts.editTitle('Adams Public Schools'));

  const [put] = writes(calls);
  expect(put).toMatchObject({ method: 'PUT', path: '/api/leas' });
  expect(put!.body).toMatchObject({
    id: 2,
    name: 'Adams Public Schools',
    city: 'Lincoln',
    schoolYearKeys: [2027],
    leaContacts: [
      { id: 11, name: 'Dana Director', title: 'Director', email: 'dana@adams.example.org', phone: null },
      { name: 'New Person', title: null, email: null, phone: '402-555-0100' },
    ],
  });
  expect(await screen.findByText(LeaTexts.saved)).toBeInTheDocument();
});

test('delete asks first; a refusal lists what still needs the LEA', async () => {
  const reasons = ['3 schools', '2 users', '84 records in Restraint & Aversive Intervention (restraint.incidents)'];
  const calls = await openPage((call) =>
    call.method === 'DELETE'
      ? Response.json({ statusCode: 409, code: 'CONFLICT', message: LeaMessages.inUse('Adams Public Schools'), reasons }, { status: 409 })
      : undefined,
  );
  fireEvent.click(screen.getByRole('button', { name: `${LeaTexts.delete} Adams Public Schools` }));
  let confirm = await findDialog(LeaTexts.deleteTitle('Adams Public Schools'));
  fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
  await dialogClosed(LeaTexts.deleteTitle('Adams Public Schools'));
  expect(writes(calls)).toEqual([]);

  fireEvent.click(screen.getByRole('button', { name: `${LeaTexts.delete} Adams Public Schools` }));
  confirm = await findDialog(LeaTexts.deleteTitle('Adams Public Schools'));
  fireEvent.click(within(confirm).getByRole('button', { name: LeaTexts.delete }));
  const alert = (await screen.findByText(LeaMessages.inUse('Adams Public Schools'))).closest('.ant-alert') as HTMLElement;
  expect(alert).toHaveAttribute('role', 'alert');
  expect(
    within(alert)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(reasons);
  expect(writes(calls).map((c) => `${c.method} ${c.path}`)).toEqual(['DELETE /api/leas/2']);
});

test("the table shows the columns its download is written from, the LEA's external id and contact e-mail among them", async () => {
  await openPage();
  expect(headersOf(table())).toEqual([...leaListColumns.map((column) => column.header), LeaTexts.actions]);
});

test("an LEA's users open in a dialog of their own, read from the server, in the columns their download has", async () => {
  const calls = await openPage();
  fireEvent.click(screen.getByRole('button', { name: `${LeaTexts.users} of Adams Public Schools` }));
  const dialog = await findDialog(LeaTexts.usersTitle('Adams Public Schools'));
  expect(await within(dialog).findByText('Casey Districtuser')).toBeInTheDocument();
  expect(headersOf(dialog)).toEqual(leaUserColumns.map((column) => column.header));
  expect(within(dialog).getByText('LocalUser')).toBeInTheDocument();
  expect(calls.some((c) => c.path === '/api/leas/2/users' && c.query.pageSize === '25')).toBe(true);
});

test('the page is refused to an administrator without App.leas.manage, without calling the service', async () => {
  const calls = installLeaService();
  renderAdminRoute('manage-leas', adminWith(AppPermissions.SchoolsManage));
  expect(await screen.findByText('Access Denied!')).toBeInTheDocument();
  expect(calls).toEqual([]);
});
