import { randomUUID } from 'node:crypto';
import { FieldMessages, PATH_PARAM_MAX_LENGTH, Roles, maxValueMessage, minValueMessage } from '@portal/shared-contracts';
import { LeaMessages, type RoleRecord, type UserListItem } from '@portal/shared-contracts/admin';
import {
  DISTRICT_ADMIN,
  DISTRICT_USER,
  REQUESTER,
  SITE_ADMIN,
  STATE_ADMIN,
  STATE_USER,
  accountFixture,
  expectRefused,
} from './account-fixture';

const { portal, leas, roleId, call, createdUser, userIdOf } = accountFixture();

const get = (email: string, url: string) => call(email, 'GET', url);
const emailsOf = (res: { json(): unknown }) => (res.json() as { items: UserListItem[] }).items.map((u) => u.email);
const tag = () => randomUUID().slice(0, 8);

describe('every lookup, with each demo role', () => {
  const lookups = () => [
    `/api/account/users/username/${DISTRICT_USER}`,
    '/api/account/users/1/25',
    `/api/account/lea/users/${leas.district}`,
    '/api/account/jurisdiction/users',
    '/api/account/jurisdiction/users/1/25',
    `/api/account/roles/name/${Roles.LocalUser}`,
    '/api/roles/Local/1/25',
  ];

  // Users: users.view or jurisdiction-users.view, as the user list. Roles: roles.view, roles.manage or roles.assign, as the role list.
  test.each([
    [SITE_ADMIN, 200],
    [STATE_ADMIN, 200],
    [DISTRICT_ADMIN, 200],
    [STATE_USER, 403],
    [DISTRICT_USER, 403],
    [REQUESTER, 403],
  ])('%s: %s', async (email, expected) => {
    const statuses = [];
    for (const url of lookups()) statuses.push((await get(email, url)).statusCode);
    expect(statuses).toEqual(lookups().map(() => expected));
  });

  test('without a token, 401', async () => {
    for (const url of lookups()) expect([url, (await portal().inject({ url })).statusCode]).toEqual([url, 401]);
  });
});

describe('GET /api/account/users/username/:name', () => {
  test('answers what GET /api/account/users/:id answers, the name read in any case', async () => {
    const id = await userIdOf(DISTRICT_USER);
    const byId = await get(DISTRICT_ADMIN, `/api/account/users/${id}`);
    const byName = await get(DISTRICT_ADMIN, `/api/account/users/username/${DISTRICT_USER.toUpperCase()}`);
    expect(byName.statusCode).toBe(200);
    expect(byName.json()).toEqual(byId.json());
    expect(byName.json()).toMatchObject({ id, userName: DISTRICT_USER, roles: [{ name: Roles.LocalUser }] });
  });

  test('a user outside the jurisdiction, unknown or deleted is 404 alike, so names cannot be probed', async () => {
    const gone = await createdUser();
    expect((await call(SITE_ADMIN, 'DELETE', `/api/account/users/${gone.id}`)).statusCode).toBe(204);
    for (const name of [STATE_USER, REQUESTER, 'nobody-here', gone.userName]) {
      const res = await get(DISTRICT_ADMIN, `/api/account/users/username/${encodeURIComponent(name)}`);
      expectRefused(res, 404);
      expect(res.json().message).toBe('The user does not exist.');
    }
    expect((await get(SITE_ADMIN, `/api/account/users/username/${STATE_USER}`)).statusCode).toBe(200);
    expectRefused(await get(SITE_ADMIN, `/api/account/users/username/${'x'.repeat(PATH_PARAM_MAX_LENGTH + 1)}`), 414);
  });
});

describe('GET /api/account/users/:pageNumber/:pageSize', () => {
  test('the page GET /api/account/users answers for the same page, with roles, search, sort and filters', async () => {
    const mark = tag();
    const a = await createdUser({ fullName: `Alex ${mark}` });
    const b = await createdUser({ fullName: `Blair ${mark}`, roleIds: [roleId(Roles.LocalAdmin)] });
    await createdUser({ fullName: `Casey ${mark}`, enabled: false });
    const paged = await get(SITE_ADMIN, `/api/account/users/2/1?search=${mark}&sortField=fullName`);
    expect(paged.statusCode).toBe(200);
    expect(paged.json()).toEqual(
      (await get(SITE_ADMIN, `/api/account/users?search=${mark}&sortField=fullName&pageNumber=2&pageSize=1`)).json(),
    );
    expect(paged.json()).toMatchObject({
      totalCount: 3,
      pageNumber: 2,
      pageSize: 1,
      items: [{ id: b.id, roles: [Roles.LocalAdmin], leas: ['Adams Public Schools'] }],
    });
    expect(
      (await get(SITE_ADMIN, `/api/account/users/1/25?search=${mark}&enabled=true&sortField=fullName&sortDirection=desc`))
        .json()
        .items.map((u: UserListItem) => u.id),
    ).toEqual([b.id, a.id]);
  });

  test('within the jurisdiction, as the list', async () => {
    const elsewhere = await createdUser({ leaIds: [leas.other] });
    const page = await get(DISTRICT_ADMIN, '/api/account/users/1/100');
    expect(page.json().totalCount).toBe((await get(DISTRICT_ADMIN, '/api/account/users')).json().totalCount);
    expect(emailsOf(page)).toEqual(expect.arrayContaining([DISTRICT_ADMIN, DISTRICT_USER]));
    expect(emailsOf(page)).not.toContain(STATE_USER);
    expect(emailsOf(page)).not.toContain(elsewhere.email);
  });

  test("the path names the page with whole numbers within the list's limits; the query carries no page and no CSV", async () => {
    expectRefused(await get(SITE_ADMIN, '/api/account/users/0/25'), 400, { pageNumber: minValueMessage(1) });
    expectRefused(await get(SITE_ADMIN, '/api/account/users/1/101'), 400, { pageSize: maxValueMessage(100) });
    expectRefused(await get(SITE_ADMIN, '/api/account/users/first/25'), 400, { pageNumber: FieldMessages.incorrectFormat });
    expectRefused(await get(SITE_ADMIN, '/api/account/users/1/25?pageSize=100'), 400);
    expectRefused(await get(SITE_ADMIN, '/api/account/users/1/25?format=csv'), 400);
  });
});

describe('GET /api/account/lea/users/:leaId', () => {
  test('the users of one LEA, searched, filtered, paged and exported as the list', async () => {
    const mark = tag();
    const there = await createdUser({ fullName: `Dana ${mark}`, leaIds: [leas.other] });
    const both = await createdUser({ fullName: `Eli ${mark}`, leaIds: [leas.district, leas.other], roleIds: [roleId(Roles.LocalAdmin)] });
    await createdUser({ fullName: `Fran ${mark}` });
    const res = await get(SITE_ADMIN, `/api/account/lea/users/${leas.other}?search=${mark}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().items.map((u: UserListItem) => u.id)).toEqual([there.id, both.id]);
    expect(
      (await get(SITE_ADMIN, `/api/account/lea/users/${leas.other}?search=${mark}&roleId=${roleId(Roles.LocalAdmin)}`))
        .json()
        .items.map((u: UserListItem) => u.id),
    ).toEqual([both.id]);
    const csv = await get(SITE_ADMIN, `/api/account/lea/users/${leas.other}?search=${mark}&format=csv`);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(
      csv.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n'),
    ).toHaveLength(3);
  });

  test("jurisdiction-users.view: only the caller's own LEAs, 403 for another, 404 for none", async () => {
    const mine = await get(DISTRICT_ADMIN, `/api/account/lea/users/${leas.district}?pageSize=100`);
    expect(emailsOf(mine)).toEqual(expect.arrayContaining([DISTRICT_ADMIN, DISTRICT_USER]));
    for (const user of mine.json().items as UserListItem[]) expect(user.leas).toContain('Adams Public Schools');
    expectRefused(await get(DISTRICT_ADMIN, `/api/account/lea/users/${leas.other}`), 403);
    expectRefused(await get(DISTRICT_ADMIN, `/api/account/lea/users/${leas.state}`), 403);
    const none = await get(DISTRICT_ADMIN, '/api/account/lea/users/999999');
    expectRefused(none, 404);
    expect(none.json().message).toBe(LeaMessages.notFound);
    expect(emailsOf(await get(SITE_ADMIN, `/api/account/lea/users/${leas.state}?pageSize=100`))).toEqual(
      expect.arrayContaining([SITE_ADMIN, STATE_ADMIN, STATE_USER]),
    );
  });

  test('bad input is refused with field errors', async () => {
    expectRefused(await get(SITE_ADMIN, '/api/account/lea/users/adams'), 400, { leaId: FieldMessages.incorrectFormat });
    expectRefused(await get(SITE_ADMIN, '/api/account/lea/users/0'), 400, { leaId: minValueMessage(1) });
    expectRefused(await get(SITE_ADMIN, `/api/account/lea/users/${leas.district}?leaId=${leas.other}`), 400);
  });
});

describe('GET /api/account/jurisdiction/users and /api/account/jurisdiction/users/:pageNumber/:pageSize', () => {
  test("only the users of the caller's own LEAs, even for a caller who may see everyone", async () => {
    const inState = (await get(SITE_ADMIN, '/api/account/jurisdiction/users?pageSize=100')).json();
    expect(inState.items.map((u: UserListItem) => u.email)).toEqual(expect.arrayContaining([SITE_ADMIN, STATE_ADMIN, STATE_USER]));
    expect(inState.items.map((u: UserListItem) => u.email)).not.toContain(DISTRICT_USER);
    expect(inState.items.map((u: UserListItem) => u.email)).not.toContain(REQUESTER);
    for (const user of inState.items as UserListItem[]) expect(user.leas).toContain('State Department of Education');
    expect(emailsOf(await get(SITE_ADMIN, '/api/account/users?pageSize=100'))).toEqual(expect.arrayContaining([DISTRICT_USER, REQUESTER]));

    const inDistrict = await get(DISTRICT_ADMIN, '/api/account/jurisdiction/users?pageSize=100');
    expect(emailsOf(inDistrict)).toEqual(expect.arrayContaining([DISTRICT_ADMIN, DISTRICT_USER]));
    expect(emailsOf(inDistrict)).not.toContain(STATE_USER);
  });

  test("a user who shares one of the caller's LEAs is listed with all of theirs; the paged path answers the same page", async () => {
    const mark = tag();
    const shared = await createdUser({ fullName: `Gale ${mark}`, leaIds: [leas.district, leas.other] });
    const elsewhere = await createdUser({ fullName: `Hale ${mark}`, leaIds: [leas.other] });
    const listed = await get(DISTRICT_ADMIN, `/api/account/jurisdiction/users?search=${mark}`);
    expect(listed.json().items.map((u: UserListItem) => u.id)).toEqual([shared.id]);
    expect(listed.json().items[0].leas).toHaveLength(2);
    expect((await get(DISTRICT_ADMIN, `/api/account/jurisdiction/users/1/25?search=${mark}`)).json()).toEqual(listed.json());
    expect(emailsOf(await get(SITE_ADMIN, `/api/account/jurisdiction/users/1/25?search=${mark}`))).toEqual([]);
    expect(emailsOf(await get(SITE_ADMIN, `/api/account/users/1/25?search=${mark}`)).sort()).toEqual(
      [shared.email, elsewhere.email].sort(),
    );
  });

  test('bad input is refused with field errors', async () => {
    expectRefused(await get(DISTRICT_ADMIN, '/api/account/jurisdiction/users/1/0'), 400, { pageSize: minValueMessage(1) });
    expectRefused(await get(DISTRICT_ADMIN, '/api/account/jurisdiction/users?sortField=password'), 400);
    const csv = await get(DISTRICT_ADMIN, '/api/account/jurisdiction/users?format=csv');
    expect(csv.body).toContain(DISTRICT_USER);
    expect(csv.body).not.toContain(STATE_USER);
  });
});

describe('GET /api/account/roles/name/:name and GET /api/roles/:search/:pageNumber/:pageSize', () => {
  const createdRole = async (name: string, description = 'Reads restraint reports'): Promise<RoleRecord> => {
    const res = await call(SITE_ADMIN, 'POST', '/api/roles', { name, description, permissions: ['RestraintAversiveIntervention.access'] });
    expect(res.statusCode).toBe(201);
    return res.json<RoleRecord>();
  };

  test('one role by name, in any case, as GET /api/roles/:id answers it; an unknown name is 404', async () => {
    const byId = await get(DISTRICT_ADMIN, `/api/roles/${roleId(Roles.LocalUser)}`);
    expect(byId.statusCode).toBe(200);
    expect((await get(DISTRICT_ADMIN, `/api/account/roles/name/${Roles.LocalUser}`)).json()).toEqual(byId.json());
    expect((await get(DISTRICT_ADMIN, `/api/account/roles/name/${Roles.LocalUser.toLowerCase()}`)).json()).toEqual(byId.json());
    const spaced = await createdRole(`Reader ${tag()}`);
    expect((await get(SITE_ADMIN, `/api/account/roles/name/${encodeURIComponent(spaced.name)}`)).json()).toEqual(spaced);
    const none = await get(SITE_ADMIN, '/api/account/roles/name/NoSuchRole');
    expectRefused(none, 404);
    expect(none.json().message).toBe('The role does not exist.');
    expectRefused(await get(SITE_ADMIN, `/api/account/roles/name/${'r'.repeat(PATH_PARAM_MAX_LENGTH + 1)}`), 414);
  });

  test('a page of the roles whose name contains the search, as GET /api/roles answers it', async () => {
    const mark = tag();
    const alpha = await createdRole(`alpha ${mark}`);
    const beta = await createdRole(`Beta ${mark.toUpperCase()}`);
    await createdRole(`Gamma ${tag()}`, `Mentions ${mark} in its description only`);
    const page = await get(SITE_ADMIN, `/api/roles/${mark}/1/25`);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toEqual({ items: [alpha, beta], totalCount: 2, pageNumber: 1, pageSize: 25 });
    expect((await get(SITE_ADMIN, `/api/roles/${mark}/2/1`)).json()).toEqual({ items: [beta], totalCount: 2, pageNumber: 2, pageSize: 1 });
    expect((await get(SITE_ADMIN, `/api/roles/${mark}/1/25?sortField=name&sortDirection=desc`)).json().items).toEqual([beta, alpha]);
    // Whether a role may be given is the caller's own answer, as in the list.
    const asDistrictAdmin = (await get(DISTRICT_ADMIN, '/api/roles/admin/1/25')).json().items as RoleRecord[];
    expect(Object.fromEntries(asDistrictAdmin.map((r) => [r.name, r.assignable]))).toMatchObject({
      [Roles.LocalAdmin]: true,
      [Roles.StateAdmin]: false,
      [Roles.SiteAdmin]: false,
    });
  });

  test('bad input is refused with field errors; GET /api/roles/:id keeps its one segment', async () => {
    expectRefused(await get(SITE_ADMIN, '/api/roles/admin/0/25'), 400, { pageNumber: minValueMessage(1) });
    expectRefused(await get(SITE_ADMIN, '/api/roles/admin/1/500'), 400, { pageSize: maxValueMessage(100) });
    expectRefused(await get(SITE_ADMIN, '/api/roles/admin/1/25?search=x'), 400);
    expectRefused(await get(SITE_ADMIN, '/api/roles/admin/1/25?sortField=permissions'), 400);
    expectRefused(await get(SITE_ADMIN, '/api/roles/admin'), 400, { id: FieldMessages.incorrectFormat });
    for (const email of [SITE_ADMIN, STATE_ADMIN, DISTRICT_ADMIN])
      expect((await get(email, `/api/roles/${roleId(Roles.LocalUser)}`)).statusCode).toBe(200);
  });
});
