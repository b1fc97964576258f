import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { FieldMessages, Roles, maxLengthMessage } from '@portal/shared-contracts';
import { UserAdminMessages, userListColumns, type ManagedUser, type UserListItem } from '@portal/shared-contracts/admin';
import { readDownload } from '@portal/service-kit/testing';
import {
  DISTRICT_ADMIN,
  DISTRICT_USER,
  PASSWORD,
  REQUESTER,
  SITE_ADMIN,
  STATE_ADMIN,
  STATE_USER,
  accountFixture,
  everyDemoAccount,
  expectRefused,
  freshEmail,
} from './account-fixture';
import { totpCode } from '../src/mfa/totp';

const WELCOME_SUBJECT = 'Your portal account is ready';

// A session-state cache of 0 shows a revoked token refused at once, where the portal allows 15 s.
const { portal, leas, roleId, call, callWith, newUser, createdUser, signedIn, auditOf, userIdOf } = accountFixture({
  mail: true,
  sessions: { stateCacheMs: 0 },
});

const list = (email: string, query = '') => call(email, 'GET', `/api/account/users${query}`);
const read = (email: string, id: number) => call(email, 'GET', `/api/account/users/${id}`);
const create = (email: string, body: object) => call(email, 'POST', '/api/account/users', body);
const replace = (email: string, id: number, body: object) => call(email, 'PUT', `/api/account/users/${id}`, body);
const patch = (email: string, id: number, operations: object[]) => call(email, 'PATCH', `/api/account/users/${id}`, operations);
const remove = (email: string, id: number) => call(email, 'DELETE', `/api/account/users/${id}`);
const leasOfUser = (email: string, id: number) => call(email, 'GET', `/api/users/${id}/leas`);

const me = (accessToken: string) => portal().inject({ url: '/api/account/users/me', headers: { authorization: `Bearer ${accessToken}` } });
const refresh = (cookie: string) => portal().inject({ method: 'POST', url: '/api/auth/refresh-token', headers: { cookie }, payload: {} });
const claimsOf = (accessToken: string) =>
  JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString()) as { role: string[]; permission: string[]; leas: number[] };

describe('every call, with each demo role', () => {
  // Each role meets the calls on users of the demo district holding the local user role: within every administrator's reach.
  test.each([
    [SITE_ADMIN, true],
    [STATE_ADMIN, true],
    [DISTRICT_ADMIN, true],
    [STATE_USER, false],
    [DISTRICT_USER, false],
    [REQUESTER, false],
  ])('%s may use Manage Users: %s', async (email, allowed) => {
    const target = await createdUser();
    const doomed = await createdUser();
    const statuses = [
      (await list(email)).statusCode,
      (await read(email, target.id)).statusCode,
      (await create(email, newUser())).statusCode,
      (await replace(email, target.id, { ...newUser(), userName: target.userName, email: target.email })).statusCode,
      (await patch(email, target.id, [{ op: 'replace', path: '/jobTitle', value: 'Counsellor' }])).statusCode,
      (await leasOfUser(email, target.id)).statusCode,
      (await remove(email, doomed.id)).statusCode,
    ];
    expect(statuses).toEqual(allowed ? [200, 200, 201, 200, 200, 200, 204] : [403, 403, 403, 403, 403, 403, 403]);
  });
});

describe("a user of the caller's LEA and another LEA", () => {
  test('a district administrator may not reset, set the password or second factor of, disable or delete them; a state administrator may', async () => {
    const shared = await createdUser({ leaIds: [leas.district, leas.other] });
    // A second factor of their own, so that a reset of it would succeed if it were allowed.
    const own = await signedIn(shared.email);
    const setup = await callWith(own.accessToken, 'POST', '/api/account/mfa/totp/setup');
    const code = totpCode(setup.json().secret);
    expect((await callWith(own.accessToken, 'POST', '/api/account/mfa/totp', { code })).statusCode).toBe(200);
    const refusals = [
      await call(DISTRICT_ADMIN, 'POST', `/api/account/reset/user-password/${shared.id}`),
      await call(DISTRICT_ADMIN, 'DELETE', `/api/users/${shared.id}/mfa`),
      await call(DISTRICT_ADMIN, 'PUT', '/api/account/admin/changeuser-password', { id: shared.id, newPassword: 'Quarry-Beacon-93!' }),
      await patch(DISTRICT_ADMIN, shared.id, [{ op: 'replace', path: '/enabled', value: false }]),
      await replace(DISTRICT_ADMIN, shared.id, {
        ...newUser(),
        userName: shared.userName,
        email: shared.email,
        leaIds: shared.leaIds,
        enabled: false,
      }),
      await remove(DISTRICT_ADMIN, shared.id),
    ];
    for (const res of refusals) {
      expectRefused(res, 403);
      expect(res.json().message).toBe(UserAdminMessages.userBeyondYourLeas);
    }
    expect((await read(SITE_ADMIN, shared.id)).json()).toMatchObject({ enabled: true, fullName: shared.fullName });
    // The password still works, and the second factor is still asked for.
    const passwordStep = await portal().inject(await portal().signInRequest(shared.email, PASSWORD));
    expect(passwordStep.json()).toMatchObject({ mfaRequired: true, methods: ['totp', 'recovery'] });
    expect(
      portal()
        .mail!.catcher.messages()
        .filter((m) => m.to.includes(shared.email) && ['Reset your password', 'Your second sign-in factor was reset'].includes(m.subject)),
    ).toEqual([]);

    expect((await call(STATE_ADMIN, 'POST', `/api/account/reset/user-password/${shared.id}`)).statusCode).toBe(204);
    expect((await call(STATE_ADMIN, 'DELETE', `/api/users/${shared.id}/mfa`)).statusCode).toBe(204);
    expect((await patch(STATE_ADMIN, shared.id, [{ op: 'replace', path: '/enabled', value: false }])).statusCode).toBe(200);
    expect((await remove(STATE_ADMIN, shared.id)).statusCode).toBe(204);
  });

  test('a district administrator still manages a user whose every LEA is theirs', async () => {
    const own = await createdUser({ leaIds: [leas.district] });
    expect((await patch(DISTRICT_ADMIN, own.id, [{ op: 'replace', path: '/enabled', value: false }])).statusCode).toBe(200);
    expect((await remove(DISTRICT_ADMIN, own.id)).statusCode).toBe(204);
  });
});

describe('GET /api/account/users', () => {
  test("users.view sees every live user; jurisdiction-users.view only the users sharing one of the caller's LEAs", async () => {
    const elsewhere = await createdUser({ leaIds: [leas.other] });
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from identity.users where deleted_at is null`.execute(portal().db);
    for (const admin of [SITE_ADMIN, STATE_ADMIN]) {
      const page = (await list(admin, '?pageSize=100')).json();
      expect(page.totalCount).toBe(rows[0]!.n);
      expect(page.items.map((u: UserListItem) => u.email)).toEqual(expect.arrayContaining([REQUESTER, STATE_USER, elsewhere.email]));
    }

    const district = (await list(DISTRICT_ADMIN, '?pageSize=100')).json();
    const emails = district.items.map((u: UserListItem) => u.email);
    expect(emails).toEqual(expect.arrayContaining([DISTRICT_ADMIN, DISTRICT_USER]));
    expect(emails).not.toContain(STATE_USER);
    expect(emails).not.toContain(REQUESTER);
    expect(emails).not.toContain(elsewhere.email);
    for (const user of district.items as UserListItem[]) expect(user.leas).toContain('Adams Public Schools');
  });

  test('searches name, e-mail and user name, filters by LEA, role and enabled, sorts and pages on the server', async () => {
    const tag = randomUUID().slice(0, 6);
    const a = await createdUser({ fullName: `Alex ${tag}`, leaIds: [leas.other] });
    const b = await createdUser({ fullName: `Blair ${tag}`, roleIds: [roleId(Roles.LocalAdmin)], enabled: false });
    const byName = (await list(SITE_ADMIN, `?search=${tag}&sortField=fullName&sortDirection=desc`)).json();
    expect(byName.items.map((u: UserListItem) => u.id)).toEqual([b.id, a.id]);
    expect(byName.items[1]).toMatchObject({ fullName: `Alex ${tag}`, roles: ['LocalUser'], enabled: true });
    expect((await list(SITE_ADMIN, `?search=${a.email.toUpperCase()}`)).json().items.map((u: UserListItem) => u.id)).toEqual([a.id]);

    const only = async (query: string) => (await list(SITE_ADMIN, `?search=${tag}&${query}`)).json().items.map((u: UserListItem) => u.id);
    expect(await only(`leaId=${leas.other}`)).toEqual([a.id]);
    expect(await only(`roleId=${roleId(Roles.LocalAdmin)}`)).toEqual([b.id]);
    expect(await only('enabled=false')).toEqual([b.id]);

    const paged = (await list(SITE_ADMIN, `?search=${tag}&pageSize=1&pageNumber=2`)).json();
    expect(paged).toMatchObject({ totalCount: 2, pageNumber: 2, pageSize: 1 });
    expect(paged.items.map((u: UserListItem) => u.id)).toEqual([b.id]);
    expectRefused(await list(SITE_ADMIN, '?sortField=password'), 400);
    expectRefused(await list(SITE_ADMIN, '?lea=1'), 400);
  });

  test("exports the whole filtered list as CSV, within the caller's jurisdiction", async () => {
    const elsewhere = await createdUser({ leaIds: [leas.other] });
    const csv = await list(DISTRICT_ADMIN, '?format=csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines.some((line) => line.includes(DISTRICT_USER))).toBe(true);
    expect(csv.body).not.toContain(elsewhere.email);
    expect(csv.body).not.toContain(STATE_USER);
  });

  test('downloads the rows Manage Users shows, in the columns its table shows', async () => {
    const shown = (await list(DISTRICT_ADMIN, '?pageSize=100&sortField=email')).json().items as UserListItem[];
    const csv = await list(DISTRICT_ADMIN, '?format=csv&sortField=email');
    const [header, ...rows] = await readDownload(new TextEncoder().encode(csv.body), 'csv');
    expect(header).toEqual(userListColumns.map((column) => column.header));
    expect(rows).toEqual(shown.map((user) => userListColumns.map((column) => String(column.value(user) ?? ''))));
  });
});

describe('GET /api/account/users/:id and /api/users/:id/leas', () => {
  test("a user's document with the names of its roles and LEAs; outside the jurisdiction 403, unknown 404", async () => {
    const districtUser = await userIdOf(DISTRICT_USER);
    const res = await read(DISTRICT_ADMIN, districtUser);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: districtUser,
      email: DISTRICT_USER,
      enabled: true,
      roleIds: [roleId(Roles.LocalUser)],
      roles: [{ id: roleId(Roles.LocalUser), name: 'LocalUser' }],
      leaIds: [leas.district],
      leas: [{ id: leas.district, name: 'Adams Public Schools' }],
    });
    expect(res.json()).not.toHaveProperty('passwordHash');
    expectRefused(await read(DISTRICT_ADMIN, await userIdOf(STATE_USER)), 403);
    expectRefused(await read(SITE_ADMIN, 999_999), 404);

    const leaList = await leasOfUser(DISTRICT_ADMIN, districtUser);
    expect(leaList.json()).toEqual([
      expect.objectContaining({ id: leas.district, name: 'Adams Public Schools', isNdeLevelDistrict: false }),
    ]);
    expectRefused(await leasOfUser(DISTRICT_ADMIN, await userIdOf(STATE_USER)), 403);
  });
});

describe('POST /api/account/users', () => {
  test('creates the user with its roles and LEAs, mails a link to choose a password, and the user signs in with exactly that role', async () => {
    const body = newUser({ email: ` ${freshEmail('New').toUpperCase()} ` });
    const res = await create(SITE_ADMIN, body);
    expect(res.statusCode).toBe(201);
    const user = res.json<ManagedUser>();
    const email = body.email.trim().toLowerCase();
    expect(user).toMatchObject({
      email,
      fullName: 'Pat Newuser',
      enabled: true,
      emailVerified: false,
      roles: [{ name: 'LocalUser' }],
      leas: [{ name: 'Adams Public Schools' }],
    });

    const mail = await portal().mail!.waitFor(email, (m) => m.subject === WELCOME_SUBJECT);
    const token = /\/auth\/reset-password\?email=[^&\s]+&token=([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
    expect((await portal().inject(await portal().signInRequest(email, PASSWORD))).statusCode).toBe(401);
    expect(
      (await portal().inject({ method: 'POST', url: '/api/account/reset/password', payload: { email, password: PASSWORD, token } }))
        .statusCode,
    ).toBe(200);
    const claims = claimsOf((await signedIn(email)).accessToken);
    expect(claims.role).toEqual(['LocalUser']);
    expect(claims.leas).toEqual([leas.district]);

    const [created] = await auditOf(user.id, 'user-created');
    expect(created).toMatchObject({
      actor_user_id: await userIdOf(SITE_ADMIN),
      entity_type: 'user',
      entity_id: String(user.id),
      details: { enabled: true, roles: ['LocalUser'], leaIds: [leas.district] },
    });
    expect(JSON.stringify(created)).not.toContain(email);
  });

  test("refuses what the form refuses, with spec 5's field messages, and creates nothing", async () => {
    const before = (await list(SITE_ADMIN)).json().totalCount;
    expectRefused(await create(SITE_ADMIN, newUser({ userName: ' ', email: '', fullName: '' })), 400, {
      userName: FieldMessages.required,
      email: FieldMessages.required,
      fullName: FieldMessages.required,
    });
    expectRefused(
      await create(
        SITE_ADMIN,
        newUser({ email: 'not-an-address', fullName: 'x'.repeat(201), phoneNumber: 'call me', userName: 'two words' }),
      ),
      400,
      {
        email: FieldMessages.email,
        fullName: maxLengthMessage(200),
        phoneNumber: FieldMessages.incorrectFormat,
        userName: FieldMessages.incorrectFormat,
      },
    );
    expectRefused(await create(SITE_ADMIN, newUser({ roleIds: [999_999] })), 400, { roleIds: FieldMessages.selectFromList });
    expectRefused(await create(SITE_ADMIN, { ...newUser(), password: PASSWORD }), 400);
    expect((await list(SITE_ADMIN)).json().totalCount).toBe(before);
  });

  test('an address or user name another account signs in with is refused, in any case', async () => {
    const taken = await create(SITE_ADMIN, newUser({ email: DISTRICT_USER.toUpperCase() }));
    expectRefused(taken, 409, { email: UserAdminMessages.emailTaken });
    expectRefused(await create(SITE_ADMIN, newUser({ userName: STATE_USER })), 409, { userName: UserAdminMessages.userNameTaken });
  });

  test('a district administrator creates users in their own LEAs only, with roles they hold all of', async () => {
    expect((await create(DISTRICT_ADMIN, newUser())).statusCode).toBe(201);
    expectRefused(await create(DISTRICT_ADMIN, newUser({ leaIds: [] })), 400, { leaIds: FieldMessages.required });
    const elsewhere = await create(DISTRICT_ADMIN, newUser({ leaIds: [leas.other] }));
    expectRefused(elsewhere, 403);
    expect(elsewhere.json().message).toBe(UserAdminMessages.leaBeyondYours);
    const escalation = await create(DISTRICT_ADMIN, newUser({ roleIds: [roleId(Roles.StateAdmin)] }));
    expectRefused(escalation, 403);
    expect(escalation.json().message).toBe(UserAdminMessages.roleBeyondYours(Roles.StateAdmin));
    // A state administrator gives the district roles, but not the site administrator's.
    expect((await create(STATE_ADMIN, newUser({ roleIds: [roleId(Roles.LocalAdmin)] }))).statusCode).toBe(201);
    expectRefused(await create(STATE_ADMIN, newUser({ roleIds: [roleId(Roles.SiteAdmin)] })), 403);
  });

  test('a user created disabled is mailed nothing until enabled', async () => {
    const res = await create(SITE_ADMIN, newUser({ enabled: false }));
    expect(res.statusCode).toBe(201);
    const { rows } = await sql<{
      n: number;
    }>`select count(*)::int as n from identity.account_tokens where user_id = ${res.json().id}`.execute(portal().db);
    expect(rows[0]!.n).toBe(0);
  });
});

describe('PUT /api/account/users/:id', () => {
  test('replaces the document; the audit entry names what changed without copying logins', async () => {
    const user = await createdUser();
    const next = {
      ...newUser(),
      fullName: 'Pat Renamed',
      jobTitle: null,
      roleIds: [roleId(Roles.LocalAdmin)],
      leaIds: [leas.district, leas.other],
    };
    const res = await replace(SITE_ADMIN, user.id, next);
    expect(res.statusCode).toBe(200);
    // The new address waits for its confirmation link (email-change.test.ts).
    expect(res.json()).toMatchObject({
      fullName: 'Pat Renamed',
      jobTitle: null,
      email: user.email,
      pendingEmail: next.email,
      roles: [{ name: 'LocalAdmin' }],
    });
    expect(res.json().leaIds.sort()).toEqual([leas.district, leas.other].sort());

    const [updated] = await auditOf(user.id, 'user-updated');
    expect(updated!.actor_user_id).toBe(await userIdOf(SITE_ADMIN));
    expect(updated!.details).toMatchObject({
      changedFields: ['userName', 'fullName', 'jobTitle'],
      roles: ['LocalUser', 'LocalAdmin'],
    });
    expect(JSON.stringify(updated)).not.toContain(next.email);
    expect(JSON.stringify(updated)).not.toContain(user.email);
  });

  test('changing roles ends the old access token at once here (15 s in the portal); the next refresh carries the new roles', async () => {
    const user = await createdUser();
    const session = await signedIn(user.email);
    expect((await me(session.accessToken)).statusCode).toBe(200);
    const res = await replace(SITE_ADMIN, user.id, {
      ...newUser(),
      userName: user.userName,
      email: user.email,
      roleIds: [roleId(Roles.LocalAdmin)],
    });
    expect(res.statusCode).toBe(200);
    expect((await me(session.accessToken)).statusCode).toBe(401);
    const renewed = await refresh(session.cookie);
    expect(renewed.statusCode).toBe(200);
    expect(claimsOf(renewed.json().accessToken).role).toEqual(['LocalAdmin']);
  });

  test('disabling ends every session: the access token and the refresh cookie are refused, and sign-in too', async () => {
    const user = await createdUser();
    const session = await signedIn(user.email);
    expect(
      (await replace(SITE_ADMIN, user.id, { ...newUser(), userName: user.userName, email: user.email, enabled: false })).statusCode,
    ).toBe(200);
    expect((await me(session.accessToken)).statusCode).toBe(401);
    expect((await refresh(session.cookie)).statusCode).toBe(401);
    expect((await portal().inject(await portal().signInRequest(user.email, PASSWORD))).statusCode).toBe(401);
  });

  test('no escalation and no self-disabling; a refusal changes nothing', async () => {
    const user = await createdUser();
    const body = { ...newUser(), userName: user.userName, email: user.email };
    expectRefused(await replace(DISTRICT_ADMIN, user.id, { ...body, roleIds: [roleId(Roles.StateUser)] }), 403);
    expectRefused(await replace(DISTRICT_ADMIN, user.id, { ...body, fullName: 'Changed', leaIds: [leas.district, leas.other] }), 403);
    expectRefused(await replace(DISTRICT_ADMIN, await userIdOf(STATE_USER), body), 403);
    const siteAdminId = await userIdOf(SITE_ADMIN);
    const beyond = await replace(STATE_ADMIN, siteAdminId, {
      ...body,
      email: SITE_ADMIN,
      userName: SITE_ADMIN,
      roleIds: [roleId(Roles.SiteAdmin)],
      leaIds: [leas.state],
    });
    expectRefused(beyond, 403);
    expect(beyond.json().message).toBe(UserAdminMessages.userBeyondYours);
    const self = await read(SITE_ADMIN, siteAdminId);
    expectRefused(
      await replace(SITE_ADMIN, siteAdminId, {
        ...self.json(),
        id: undefined,
        roles: undefined,
        leas: undefined,
        emailVerified: undefined,
        createdAt: undefined,
        enabled: false,
      }),
      409,
      {
        enabled: UserAdminMessages.cannotDisableSelf,
      },
    );
    expect((await read(SITE_ADMIN, user.id)).json()).toMatchObject({ fullName: user.fullName, roleIds: user.roleIds, leaIds: user.leaIds });
    expect(await auditOf(user.id, 'user-updated')).toEqual([]);
  });

  test('giving or taking roles needs roles.assign as well as users.manage', async () => {
    // The clerk holds all a local user holds, so that only roles.assign is missing.
    const localUser = (await call(SITE_ADMIN, 'GET', `/api/roles/${roleId(Roles.LocalUser)}`)).json().permissions as string[];
    const clerkRole = await call(SITE_ADMIN, 'POST', '/api/roles', {
      name: `Clerk ${randomUUID().slice(0, 6)}`,
      description: '',
      permissions: [...localUser, 'App.users.view', 'App.users.manage', 'App.data.allleas'],
    });
    expect(clerkRole.statusCode).toBe(201);
    const clerk = await createdUser({ roleIds: [clerkRole.json().id], leaIds: [leas.state] });
    const { accessToken } = await signedIn(clerk.email);
    const user = await createdUser();
    const put = (body: object) =>
      portal().inject({
        method: 'PUT',
        url: `/api/account/users/${user.id}`,
        headers: { authorization: `Bearer ${accessToken}` },
        payload: body,
      });
    const same = { ...newUser(), userName: user.userName, email: user.email };
    expect((await put({ ...same, fullName: 'Clerk Edited' })).statusCode).toBe(200);
    const refused = await put({ ...same, roleIds: [] });
    expectRefused(refused, 403);
    expect(refused.json().message).toBe(UserAdminMessages.mayNotAssignRoles);
  });
});

describe('PATCH /api/account/users/:id', () => {
  test('applies json-patch operations to the document: disabling, and adding a role and an LEA', async () => {
    const user = await createdUser();
    const session = await signedIn(user.email);
    const res = await call(
      SITE_ADMIN,
      'PATCH',
      `/api/account/users/${user.id}`,
      JSON.stringify([
        { op: 'test', path: '/enabled', value: true },
        { op: 'replace', path: '/enabled', value: false },
        { op: 'add', path: '/roleIds/-', value: roleId(Roles.LocalAdmin) },
        { op: 'add', path: '/leaIds/-', value: leas.other },
        { op: 'copy', from: '/fullName', path: '/jobTitle' },
      ]),
      { 'content-type': 'application/json-patch+json' },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ enabled: false, jobTitle: user.fullName });
    expect(
      res
        .json()
        .roles.map((r: { name: string }) => r.name)
        .sort(),
    ).toEqual(['LocalAdmin', 'LocalUser']);
    expect(res.json().leaIds.sort()).toEqual([leas.district, leas.other].sort());
    expect((await refresh(session.cookie)).statusCode).toBe(401);
  });

  test('checks the result as a PUT body: all operations or none', async () => {
    const user = await createdUser();
    expectRefused(
      await patch(SITE_ADMIN, user.id, [
        { op: 'replace', path: '/fullName', value: 'Fine' },
        { op: 'replace', path: '/email', value: 'broken' },
      ]),
      400,
      { email: FieldMessages.email },
    );
    expectRefused(await patch(SITE_ADMIN, user.id, [{ op: 'add', path: '/passwordHash', value: 'x' }]), 400);
    expectRefused(await patch(SITE_ADMIN, user.id, [{ op: 'replace', path: '/enabled', value: 'no' }]), 400, {
      enabled: FieldMessages.incorrectFormat,
    });
    expectRefused(await patch(SITE_ADMIN, user.id, [{ op: 'remove', path: '/nothing' }]), 400, { '/nothing': 'There is no such field.' });
    expectRefused(
      await patch(SITE_ADMIN, user.id, [
        { op: 'test', path: '/fullName', value: 'Someone Else' },
        { op: 'replace', path: '/fullName', value: 'Fine' },
      ]),
      409,
    );
    expectRefused(await patch(SITE_ADMIN, user.id, [{ op: 'jump', path: '/fullName' }]), 400);
    expect((await read(SITE_ADMIN, user.id)).json().fullName).toBe(user.fullName);
  });
});

describe('DELETE /api/account/users/:id', () => {
  test('removes access and personal data, keeps the id for the records that name it, and frees the address', async () => {
    const user = await createdUser();
    const session = await signedIn(user.email);
    expect((await remove(SITE_ADMIN, user.id)).statusCode).toBe(204);
    expect((await refresh(session.cookie)).statusCode).toBe(401);
    expect((await portal().inject(await portal().signInRequest(user.email, PASSWORD))).statusCode).toBe(401);
    expectRefused(await read(SITE_ADMIN, user.id), 404);
    expect((await list(SITE_ADMIN, `?search=${user.email}`)).json().totalCount).toBe(0);

    const { rows } = await sql<
      Record<string, unknown>
    >`select email, full_name, phone_number, enabled, deleted_at from identity.users where id = ${user.id}`.execute(portal().db);
    expect(rows[0]).toMatchObject({
      email: `deleted-user-${user.id}@deleted.invalid`,
      full_name: 'Deleted user',
      phone_number: null,
      enabled: false,
      deleted_at: expect.any(Date),
    });
    const { rows: grants } = await sql<{
      n: number;
    }>`select (select count(*) from identity.user_roles where user_id = ${user.id}) + (select count(*) from identity.user_leas where user_id = ${user.id}) as n`.execute(
      portal().db,
    );
    expect(Number(grants[0]!.n)).toBe(0);
    expect(await auditOf(user.id, 'user-deleted')).toEqual([
      expect.objectContaining({ actor_user_id: await userIdOf(SITE_ADMIN), details: { roles: ['LocalUser'], leaIds: [leas.district] } }),
    ]);

    expect((await create(SITE_ADMIN, newUser({ email: user.email, userName: user.userName }))).statusCode).toBe(201);
    expectRefused(await remove(SITE_ADMIN, user.id), 404);
  });

  test("never one's own account, nor a user out of reach", async () => {
    expectRefused(await remove(SITE_ADMIN, await userIdOf(SITE_ADMIN)), 409);
    expectRefused(await remove(DISTRICT_ADMIN, await userIdOf(STATE_USER)), 403);
    expectRefused(await remove(STATE_ADMIN, await userIdOf(SITE_ADMIN)), 403);
    for (const email of everyDemoAccount) expect((await read(SITE_ADMIN, await userIdOf(email))).statusCode).toBe(200);
  });
});
