import { NOT_A_LIST } from '@portal/service-kit';
import { FieldMessages, Roles, type SessionUser } from '@portal/shared-contracts';
import { OwnUserMessages, UserAdminMessages, type ManagedUser } from '@portal/shared-contracts/admin';
import { DISTRICT_ADMIN, DISTRICT_USER, PASSWORD, SITE_ADMIN, accountFixture, everyDemoAccount, expectRefused } from './account-fixture';

const { portal, leas, roleId, call, callWith, createdUser, signedIn, auditOf } = accountFixture();

const ME = '/api/account/users/me';
const PATCH_TYPE = { 'content-type': 'application/json-patch+json' };

/** A user the test created, signed in, with the calls on their own account. */
async function ownAccount(overrides: Parameters<typeof createdUser>[0] = {}) {
  const user = await createdUser(overrides);
  const { accessToken } = await signedIn(user.email);
  return {
    user,
    put: (body: object) => callWith(accessToken, 'PUT', ME, body),
    patch: (operations: object[]) => callWith(accessToken, 'PATCH', ME, JSON.stringify(operations), PATCH_TYPE),
    me: () => callWith(accessToken, 'GET', ME),
  };
}

/** The user as an administrator reads it, to show what changed and what did not. */
const adminView = async (id: number) => (await call(SITE_ADMIN, 'GET', `/api/account/users/${id}`)).json<ManagedUser>();
const personal = (user: ManagedUser) => ({
  email: user.email,
  fullName: user.fullName,
  jobTitle: user.jobTitle,
  phoneNumber: user.phoneNumber,
});

describe('who may edit their own account', () => {
  test.each(everyDemoAccount)('%s, whatever their permissions or LEAs', async (email) => {
    const res = await call(email, 'PATCH', ME, [{ op: 'replace', path: '/jobTitle', value: 'Own Title' }]);
    expect(res.statusCode).toBe(200);
    expect(res.json<SessionUser>()).toMatchObject({ email, jobTitle: 'Own Title' });
  });

  test('nobody without a token', async () => {
    expect(
      (
        await portal().inject({
          method: 'PUT',
          url: ME,
          payload: { email: 'x@example.org', fullName: 'X', jobTitle: null, phoneNumber: null },
        })
      ).statusCode,
    ).toBe(401);
    expect((await portal().inject({ method: 'PATCH', url: ME, payload: [] })).statusCode).toBe(401);
  });
});

describe('PUT /api/account/users/me', () => {
  test('replaces the personal fields, answers the session user as GET answers it, audited by the user without copying the address', async () => {
    const own = await ownAccount();
    // The same address in another case and with spaces is no change (a new one waits for its link: email-change.test.ts).
    const email = own.user.email.toUpperCase();
    const res = await own.put({ email: ` ${email} `, fullName: 'Pat  Renamed ', jobTitle: '', phoneNumber: '402 555 0199' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual((await own.me()).json());
    expect(res.json<SessionUser>()).toMatchObject({
      email: email.toLowerCase(),
      fullName: 'Pat  Renamed',
      firstName: 'Pat',
      jobTitle: null,
      phoneNumber: '402 555 0199',
      roles: [Roles.LocalUser],
    });

    const after = await adminView(own.user.id);
    expect(after).toMatchObject({ userName: own.user.userName, enabled: true, roleIds: own.user.roleIds, leaIds: own.user.leaIds });
    const [updated] = await auditOf(own.user.id, 'user-updated');
    expect(updated).toMatchObject({
      actor_user_id: own.user.id,
      entity_type: 'user',
      entity_id: String(own.user.id),
      details: { changedFields: ['fullName', 'jobTitle', 'phoneNumber'] },
    });
    expect(JSON.stringify(updated).toLowerCase()).not.toContain(email.toLowerCase());
    // The token in hand stays good, as only personal fields changed.
    expect((await own.me()).statusCode).toBe(200);
  });

  test('a document read and sent back may carry what only an administrator changes, unchanged, its ids in any order', async () => {
    const own = await ownAccount({ roleIds: [roleId(Roles.LocalUser), roleId(Roles.LocalAdmin)], leaIds: [leas.district, leas.other] });
    const { userName, enabled, roleIds, leaIds } = own.user;
    const res = await own.put({
      ...personal(own.user),
      fullName: 'Sent Back',
      userName,
      enabled,
      roleIds: [...roleIds].reverse(),
      leaIds: [...leaIds].reverse(),
    });
    expect(res.statusCode).toBe(200);
    expect(await adminView(own.user.id)).toMatchObject({ fullName: 'Sent Back', roleIds, leaIds });
  });

  test('a user name, enabled state, roles or LEAs that differ are refused field by field, and nothing changes', async () => {
    const own = await ownAccount();
    const before = await adminView(own.user.id);
    expectRefused(
      await own.put({ ...personal(before), fullName: 'Changed', roleIds: [roleId(Roles.LocalUser), roleId(Roles.StateAdmin)] }),
      400,
      { roleIds: OwnUserMessages.administratorsOnly },
    );
    expectRefused(await own.put({ ...personal(before), userName: 'new-name', enabled: false, roleIds: [], leaIds: [leas.other] }), 400, {
      userName: OwnUserMessages.administratorsOnly,
      enabled: OwnUserMessages.administratorsOnly,
      roleIds: OwnUserMessages.administratorsOnly,
      leaIds: OwnUserMessages.administratorsOnly,
    });
    expect(await adminView(own.user.id)).toEqual(before);
    expect(await auditOf(own.user.id, 'user-updated')).toEqual([]);
  });

  test("the personal fields follow spec 5's rules, and an address another account signs in with is refused", async () => {
    const own = await ownAccount();
    const before = await adminView(own.user.id);
    const currentPassword = PASSWORD;
    expectRefused(
      await own.put({ ...personal(before), email: 'not-an-address', currentPassword, fullName: ' ', phoneNumber: 'call me' }),
      400,
      {
        email: FieldMessages.email,
        fullName: FieldMessages.required,
        phoneNumber: FieldMessages.incorrectFormat,
      },
    );
    expectRefused(await own.put({ email: before.email, fullName: 'Short Body' }), 400, {
      jobTitle: FieldMessages.required,
      phoneNumber: FieldMessages.required,
    });
    expectRefused(await own.put({ ...personal(before), password: 'Harbour-Lantern-74!' }), 400);
    expectRefused(await own.put({ ...personal(before), roleIds: 'all' }), 400, { roleIds: NOT_A_LIST });
    expectRefused(await own.put({ ...personal(before), email: DISTRICT_USER.toUpperCase(), currentPassword }), 409, {
      email: UserAdminMessages.emailTaken,
    });
    expect(await adminView(own.user.id)).toEqual(before);
  });
});

describe('PATCH /api/account/users/me', () => {
  test("applies json-patch operations to the user's own document", async () => {
    const own = await ownAccount();
    const done = await own.patch([
      { op: 'test', path: '/fullName', value: own.user.fullName },
      { op: 'replace', path: '/fullName', value: 'Patched Name' },
      { op: 'replace', path: '/phoneNumber', value: null },
      { op: 'copy', from: '/fullName', path: '/jobTitle' },
    ]);
    expect(done.statusCode).toBe(200);
    expect(done.json<SessionUser>()).toMatchObject({ fullName: 'Patched Name', jobTitle: 'Patched Name', phoneNumber: null });
    expect((await auditOf(own.user.id, 'user-updated')).map((e) => e.details)).toEqual([
      { changedFields: ['fullName', 'jobTitle', 'phoneNumber'] },
    ]);
  });

  test('an operation on roles, LEAs, enabled or the user name is refused, even for an administrator, and nothing changes', async () => {
    const own = await ownAccount({ roleIds: [roleId(Roles.LocalAdmin)] });
    const before = await adminView(own.user.id);
    const cases: [object[], Record<string, string>][] = [
      [[{ op: 'add', path: '/roleIds/-', value: roleId(Roles.StateAdmin) }], { roleIds: OwnUserMessages.administratorsOnly }],
      [
        [
          { op: 'replace', path: '/fullName', value: 'Fine' },
          { op: 'replace', path: '/enabled', value: false },
        ],
        { enabled: OwnUserMessages.administratorsOnly },
      ],
      [[{ op: 'add', path: '/leaIds/-', value: leas.other }], { leaIds: OwnUserMessages.administratorsOnly }],
      [[{ op: 'replace', path: '/userName', value: 'someone-else' }], { userName: OwnUserMessages.administratorsOnly }],
      [[{ op: 'remove', path: '/roleIds' }], { roleIds: FieldMessages.required }],
      [[{ op: 'replace', path: '/email', value: 'broken' }], { email: FieldMessages.email }],
      [[{ op: 'remove', path: '/nothing' }], { '/nothing': 'There is no such field.' }],
    ];
    for (const [operations, errors] of cases)
      expect([operations, (await own.patch(operations)).json().errors]).toEqual([operations, errors]);
    expectRefused(await own.patch([{ op: 'add', path: '/password', value: 'x' }]), 400);
    expectRefused(
      await own.patch([
        { op: 'test', path: '/fullName', value: 'Someone Else' },
        { op: 'replace', path: '/fullName', value: 'Fine' },
      ]),
      409,
    );
    expect(await adminView(own.user.id)).toEqual(before);
    // What the administrator may do to others through Manage Users, they may not do to themselves here.
    const selfAsAdmin = await call(DISTRICT_ADMIN, 'PATCH', ME, [{ op: 'add', path: '/roleIds/-', value: roleId(Roles.LocalUser) }]);
    expectRefused(selfAsAdmin, 400, { roleIds: OwnUserMessages.administratorsOnly });
  });
});
