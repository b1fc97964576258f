import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { cookiePairOf, startTestPortal, type TestPortal } from '@portal/platform/testing';
import { FieldMessages, Roles, maxLengthMessage, permissionCatalogue } from '@portal/shared-contracts';
import {
  permissionListColumns,
  RoleAdminMessages,
  roleListColumns,
  UserAdminMessages,
  type PermissionEntry,
  type RoleRecord,
} from '@portal/shared-contracts/admin';
import { readDownload } from '@portal/service-kit/testing';
import { hashPassword } from '../src/passwords';
import { DEMO_DISTRICT_CODE } from '../src/seed/demo-accounts';
import { DISTRICT_ADMIN, DISTRICT_USER, PASSWORD, REQUESTER, SITE_ADMIN, STATE_ADMIN, STATE_USER, expectRefused } from './account-fixture';

let portal: TestPortal;
let passwordHash: string;
let district = 0;

beforeAll(async () => {
  // A session-state cache of 0 shows a revoked token refused at once, where the portal allows 15 s.
  portal = await startTestPortal({ sessions: { stateCacheMs: 0 } });
  passwordHash = await hashPassword(PASSWORD);
  const { rows } = await sql<{ id: number }>`select id from identity.leas where lea_code = ${DEMO_DISTRICT_CODE}`.execute(portal.db);
  district = rows[0]!.id;
}, 120_000);
afterAll(() => portal?.close());

const call = async (email: string, method: string, url: string, payload?: unknown) =>
  portal.inject({
    method,
    url,
    headers: { authorization: `Bearer ${await portal.tokenFor(email)}` },
    ...(payload !== undefined ? { payload } : {}),
  });
const list = (email: string, query = '') => call(email, 'GET', `/api/roles${query}`);
const read = (email: string, id: number) => call(email, 'GET', `/api/roles/${id}`);
const create = (email: string, body: object) => call(email, 'POST', '/api/roles', body);
const replace = (email: string, body: object) => call(email, 'PUT', '/api/roles', body);
const remove = (email: string, id: number, query = '') => call(email, 'DELETE', `/api/roles/${id}${query}`);
const permissions = (email: string, query = '') => call(email, 'GET', `/api/account/permissions${query}`);

const freshName = (label = 'Role') => `${label} ${randomUUID().slice(0, 8)}`;
const newRole = (overrides: object = {}) => ({
  name: freshName(),
  description: 'Reads restraint reports',
  permissions: ['RestraintAversiveIntervention.access', 'RestraintAversiveIntervention.reports.school.view'],
  ...overrides,
});

async function roleByName(name: string): Promise<RoleRecord> {
  const page = (await list(SITE_ADMIN, `?search=${encodeURIComponent(name)}`)).json();
  return (page.items as RoleRecord[]).find((r) => r.name === name)!;
}

async function createdRole(overrides: object = {}): Promise<RoleRecord> {
  const res = await create(SITE_ADMIN, newRole(overrides));
  expect(res.statusCode).toBe(201);
  return res.json<RoleRecord>();
}

/** A user of the demo district holding these roles, signed in. */
async function holderOf(...roleIds: number[]): Promise<{ id: number; accessToken: string; cookie: string }> {
  const email = `holder-${randomUUID().slice(0, 8)}@example.org`;
  const { rows } = await sql<{
    id: number;
  }>`insert into identity.users (user_name, email, full_name, password_hash, email_verified_at, lea_id)
    values (${email}, ${email}, 'Hal Holder', ${passwordHash}, now(), ${district}) returning id`.execute(portal.db);
  const id = rows[0]!.id;
  for (const roleId of roleIds) await sql`insert into identity.user_roles (user_id, role_id) values (${id}, ${roleId})`.execute(portal.db);
  await sql`insert into identity.user_leas (user_id, lea_id) values (${id}, ${district})`.execute(portal.db);
  const res = await portal.inject(await portal.signInRequest(email, PASSWORD));
  expect(res.statusCode).toBe(200);
  return { id, accessToken: res.json().accessToken, cookie: cookiePairOf(res)! };
}

const refresh = (cookie: string) => portal.inject({ method: 'POST', url: '/api/auth/refresh-token', headers: { cookie }, payload: {} });
const me = (accessToken: string) => portal.inject({ url: '/api/account/users/me', headers: { authorization: `Bearer ${accessToken}` } });
const claimsOf = (accessToken: string) =>
  JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString()) as { role: string[]; permission: string[] };
const rolesOfUser = async (userId: number) =>
  (
    await sql<{
      name: string;
    }>`select r.name from identity.user_roles ur join identity.roles r on r.id = ur.role_id where ur.user_id = ${userId} order by r.name`.execute(
      portal.db,
    )
  ).rows.map((r) => r.name);

async function auditOf(roleId: number) {
  const { rows } = await sql<{ event: string; actor_user_id: number; details: Record<string, unknown> }>`
    select event, actor_user_id, details from identity.audit_events where entity_type = 'role' and entity_id = ${String(roleId)} order by id`.execute(
    portal.db,
  );
  return rows;
}

describe('every call, with each demo role', () => {
  // Reading needs roles.view, roles.manage or roles.assign (to choose a role to give); the catalogue and changes need the page's key.
  test.each([
    [SITE_ADMIN, [200, 200, 200, 201, 200, 204]],
    [STATE_ADMIN, [200, 200, 200, 201, 200, 204]],
    [DISTRICT_ADMIN, [200, 200, 403, 403, 403, 403]],
    [STATE_USER, [403, 403, 403, 403, 403, 403]],
    [DISTRICT_USER, [403, 403, 403, 403, 403, 403]],
    [REQUESTER, [403, 403, 403, 403, 403, 403]],
  ])('%s', async (email, expected) => {
    const existing = await createdRole();
    const doomed = await createdRole();
    const statuses = [
      (await list(email)).statusCode,
      (await read(email, existing.id)).statusCode,
      (await permissions(email)).statusCode,
      (await create(email, newRole())).statusCode,
      (await replace(email, { id: existing.id, name: existing.name, description: 'Changed', permissions: existing.permissions }))
        .statusCode,
      (await remove(email, doomed.id)).statusCode,
    ];
    expect(statuses).toEqual(expected);
  });
});

describe('GET /api/roles', () => {
  test('every role with its permissions, how many users hold it, whether it is built in and whether the caller may give it', async () => {
    const page = (await list(SITE_ADMIN, '?pageSize=100')).json();
    const localUser = (page.items as RoleRecord[]).find((r) => r.name === Roles.LocalUser)!;
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from identity.user_roles where role_id = ${localUser.id}`.execute(
      portal.db,
    );
    expect(localUser).toMatchObject({ userCount: rows[0]!.n, builtIn: true, assignable: true });
    expect(localUser.permissions).toContain('App.localuser');
    expect(rows[0]!.n).toBeGreaterThan(0);

    const asDistrictAdmin = (await list(DISTRICT_ADMIN, '?pageSize=100')).json().items as RoleRecord[];
    const assignable = Object.fromEntries(asDistrictAdmin.map((r) => [r.name, r.assignable]));
    expect(assignable).toMatchObject({
      [Roles.LocalUser]: true,
      [Roles.LocalAdmin]: true,
      [Roles.StateAdmin]: false,
      [Roles.SiteAdmin]: false,
    });
    const asStateAdmin = Object.fromEntries(
      ((await list(STATE_ADMIN, '?pageSize=100')).json().items as RoleRecord[]).map((r) => [r.name, r.assignable]),
    );
    expect(asStateAdmin).toMatchObject({ [Roles.LocalUser]: true, [Roles.StateAdmin]: true, [Roles.SiteAdmin]: false });
  });

  test('searches, sorts case-insensitively and pages on the server, and downloads the rows Manage Roles shows, in the columns its table shows', async () => {
    const tag = randomUUID().slice(0, 6);
    const lower = await createdRole({ name: `alpha ${tag}` });
    const upper = await createdRole({ name: `Beta ${tag}` });
    await holderOf(upper.id);
    const byName = (await list(SITE_ADMIN, `?search=${tag}`)).json();
    expect(byName.items.map((r: RoleRecord) => r.id)).toEqual([lower.id, upper.id]);
    const byUsers = (await list(SITE_ADMIN, `?search=${tag}&sortField=userCount&sortDirection=desc&pageSize=1`)).json();
    expect(byUsers).toMatchObject({ totalCount: 2, items: [{ id: upper.id, userCount: 1 }] });

    const csv = await list(SITE_ADMIN, `?search=${tag}&format=csv`);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const [header, ...rows] = await readDownload(new TextEncoder().encode(csv.body), 'csv');
    expect(header).toEqual(roleListColumns.map((column) => column.header));
    expect(rows).toEqual(byName.items.map((role: RoleRecord) => roleListColumns.map((column) => String(column.value(role) ?? ''))));
    expect(rows).toEqual([
      [`alpha ${tag}`, 'Reads restraint reports', '0', 'No', '2'],
      [`Beta ${tag}`, 'Reads restraint reports', '1', 'No', '2'],
    ]);
  });

  test('one role; an unknown one is 404', async () => {
    const role = await createdRole();
    expect((await read(SITE_ADMIN, role.id)).json()).toEqual({ ...role });
    expectRefused(await read(SITE_ADMIN, 999_999), 404);
  });
});

describe('POST /api/roles', () => {
  test('creates a role with permissions from the catalogue, audited', async () => {
    const body = newRole({ name: `  ${freshName()}  ` });
    const res = await create(SITE_ADMIN, body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      name: body.name.trim(),
      description: body.description,
      permissions: body.permissions,
      userCount: 0,
      builtIn: false,
      assignable: true,
    });
    const [created] = await auditOf(res.json().id);
    expect(created).toMatchObject({ event: 'role-created', details: { name: body.name.trim(), permissions: body.permissions } });
  });

  test('refuses what the form refuses, and a name taken in any case', async () => {
    expectRefused(await create(SITE_ADMIN, newRole({ name: ' ', description: 'x'.repeat(601), permissions: ['App.everything'] })), 400, {
      name: FieldMessages.required,
      description: maxLengthMessage(600),
      permissions: FieldMessages.selectFromList,
    });
    expectRefused(await create(SITE_ADMIN, newRole({ name: Roles.LocalUser.toUpperCase() })), 409, { name: RoleAdminMessages.nameTaken });
  });

  test('no escalation: a role carries only permissions its creator holds', async () => {
    const res = await create(STATE_ADMIN, newRole({ permissions: ['App.siteadmin'] }));
    expectRefused(res, 403);
    expect(res.json().message).toBe(RoleAdminMessages.permissionBeyondYours);
  });
});

describe('PUT /api/roles', () => {
  test("renames and changes permissions; holders' tokens are refused at once and the next refresh carries the change", async () => {
    const role = await createdRole();
    const holder = await holderOf(role.id);
    const res = await replace(SITE_ADMIN, {
      id: role.id,
      name: `${role.name} renamed`,
      description: role.description,
      permissions: ['Eco.access'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: `${role.name} renamed`, permissions: ['Eco.access'], userCount: 1 });
    expect((await me(holder.accessToken)).statusCode).toBe(401);
    const renewed = await refresh(holder.cookie);
    expect(renewed.statusCode).toBe(200);
    expect(claimsOf(renewed.json().accessToken).permission).toEqual(['Eco.access']);
    const [, updated] = await auditOf(role.id);
    expect(updated).toMatchObject({
      event: 'role-updated',
      details: { name: [role.name, `${role.name} renamed`], permissionsAdded: ['Eco.access'], permissionsRemoved: role.permissions },
    });
  });

  test("the built-in roles keep their names; their permissions may change within the caller's own", async () => {
    const publicUser = await roleByName(Roles.DisputePublicUser);
    const body = {
      id: publicUser.id,
      name: publicUser.name,
      description: publicUser.description,
      permissions: [...publicUser.permissions, 'DisputeResolution.withdrawals.view'],
    };
    expectRefused(await replace(SITE_ADMIN, { ...body, name: 'Requesters' }), 409, { name: RoleAdminMessages.builtInKept });
    expect((await replace(SITE_ADMIN, body)).statusCode).toBe(200);
    expectRefused(await replace(STATE_ADMIN, { ...body, permissions: [...body.permissions, 'App.siteadmin'] }), 403);
    expect((await roleByName(Roles.DisputePublicUser)).permissions).toEqual([...body.permissions].sort());
  });

  test('an unknown role is 404; a name another role has is 409', async () => {
    const role = await createdRole();
    expectRefused(await replace(SITE_ADMIN, { ...newRole(), id: 999_999 }), 404);
    expectRefused(await replace(SITE_ADMIN, { id: role.id, name: Roles.StateUser, description: '', permissions: [] }), 409, {
      name: RoleAdminMessages.nameTaken,
    });
  });
});

describe('DELETE /api/roles/:id', () => {
  test('a role nobody holds goes at once, audited', async () => {
    const role = await createdRole();
    expect((await remove(SITE_ADMIN, role.id)).statusCode).toBe(204);
    expectRefused(await read(SITE_ADMIN, role.id), 404);
    expect((await auditOf(role.id)).map((e) => e.event)).toEqual(['role-created', 'role-deleted']);
  });

  test('a role in use is refused, saying how many hold it, until the call says what becomes of them', async () => {
    const role = await createdRole();
    const first = await holderOf(role.id);
    const second = await holderOf(role.id);
    const refused = await remove(SITE_ADMIN, role.id);
    expectRefused(refused, 409);
    expect(refused.json().message).toBe(RoleAdminMessages.inUse(role.name, 2));
    expect((await read(SITE_ADMIN, role.id)).statusCode).toBe(200);

    expectRefused(await remove(SITE_ADMIN, role.id, `?reassignTo=${role.id}`), 400, { reassignTo: RoleAdminMessages.reassignToItself });
    expectRefused(await remove(SITE_ADMIN, role.id, '?reassignTo=999999'), 400, { reassignTo: FieldMessages.selectFromList });
    const localUser = await roleByName(Roles.LocalUser);
    expect((await remove(SITE_ADMIN, role.id, `?reassignTo=${localUser.id}`)).statusCode).toBe(204);
    for (const holder of [first, second]) {
      expect(await rolesOfUser(holder.id)).toEqual([Roles.LocalUser]);
      expect((await me(holder.accessToken)).statusCode).toBe(401);
    }
    const [, deleted] = await auditOf(role.id);
    expect(deleted!.details).toEqual({ name: role.name, permissions: role.permissions, holders: 2, reassignedTo: Roles.LocalUser });
  });

  test('unassign=true takes the role from its holders and keeps their other roles', async () => {
    const role = await createdRole();
    const localUser = await roleByName(Roles.LocalUser);
    const holder = await holderOf(role.id, localUser.id);
    expect((await remove(SITE_ADMIN, role.id, '?unassign=true')).statusCode).toBe(204);
    expect(await rolesOfUser(holder.id)).toEqual([Roles.LocalUser]);
  });

  test('never a built-in role, nor a role carrying permissions the caller lacks, nor by reassigning beyond them', async () => {
    const localUser = await roleByName(Roles.LocalUser);
    const refused = await remove(SITE_ADMIN, localUser.id, '?unassign=true');
    expectRefused(refused, 409);
    expect(refused.json().message).toBe(RoleAdminMessages.builtInKept);
    const mighty = await createdRole({ permissions: ['App.siteadmin'] });
    expectRefused(await remove(STATE_ADMIN, mighty.id), 403);
    const modest = await createdRole();
    await holderOf(modest.id);
    const siteAdmin = await roleByName(Roles.SiteAdmin);
    const beyond = await remove(STATE_ADMIN, modest.id, `?reassignTo=${siteAdmin.id}`);
    expectRefused(beyond, 403);
    expect(beyond.json().message).toBe(UserAdminMessages.roleBeyondYours(Roles.SiteAdmin));
    expectRefused(await remove(SITE_ADMIN, 999_999), 404);
  });
});

describe('GET /api/account/permissions', () => {
  test('the catalogue as spec 3 draws it, grouped, searched, sorted, paged and exported', async () => {
    const all = (await permissions(SITE_ADMIN, '?pageSize=100')).json();
    expect(all.totalCount).toBe(permissionCatalogue.length);
    expect(all.items[0]).toEqual({
      name: 'AuditLogView',
      value: 'App.auditlog.view',
      groupName: 'App',
      description: 'App: audit log view',
    });

    const eco = (await permissions(SITE_ADMIN, '?groupName=Eco&sortField=value&sortDirection=desc')).json();
    expect(eco.items.map((p: PermissionEntry) => p.value)).toEqual(
      permissionCatalogue
        .filter((p) => p.groupName === 'Eco')
        .map((p) => p.value)
        .sort()
        .reverse(),
    );
    expect((await permissions(SITE_ADMIN, '?search=CAPDEADLINE')).json().items.map((p: PermissionEntry) => p.name)).toEqual([
      'NotifyCapDeadlineMissed',
      'NotifyCapDeadlineWarning',
    ]);
    expect((await permissions(SITE_ADMIN, '?pageSize=25&pageNumber=4')).json().items).toHaveLength(permissionCatalogue.length - 75);
    expectRefused(await permissions(SITE_ADMIN, '?groupName=Nope'), 400);

    const csv = await permissions(STATE_ADMIN, '?groupName=Monitoring&sortField=value&format=csv');
    const [header, ...rows] = await readDownload(new TextEncoder().encode(csv.body), 'csv');
    expect(header).toEqual(['name', 'value', 'groupName', 'description']);
    // The rows the Permissions List shows, in the columns its table shows.
    const shown = (await permissions(STATE_ADMIN, '?groupName=Monitoring&sortField=value&pageSize=100')).json().items as PermissionEntry[];
    expect(header).toEqual(permissionListColumns.map((column) => column.header));
    expect(rows).toEqual(shown.map((entry) => permissionListColumns.map((column) => String(column.value(entry) ?? ''))));
    expect(rows).toHaveLength(permissionCatalogue.filter((p) => p.groupName === 'Monitoring').length);
  });
});
