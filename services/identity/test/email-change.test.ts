import { OwnUserMessages, type ManagedUser } from '@portal/shared-contracts/admin';
import type { CaughtMail } from '@portal/mail-catcher';
import type { TestResponse } from '@portal/platform/testing';
import { DISTRICT_ADMIN, PASSWORD, accountFixture, expectRefused, freshEmail } from './account-fixture';

const CONFIRM_SUBJECT = 'Confirm your new email address';
const NOTICE_SUBJECT = 'Your email address is being changed';

// A session-state cache of 0 shows an ended session refused at once.
const { portal, createdUser, signedIn, call, callWith, auditOf, userIdOf } = accountFixture({ mail: true, sessions: { stateCacheMs: 0 } });

const me = (accessToken: string) => callWith(accessToken, 'GET', '/api/account/users/me');
const saveMe = (accessToken: string, body: object) => callWith(accessToken, 'PUT', '/api/account/users/me', body);
const refresh = (cookie: string) => portal().inject({ method: 'POST', url: '/api/auth/refresh-token', headers: { cookie }, payload: {} });
const confirm = (token: string) => portal().inject({ method: 'POST', url: '/api/account/confirm-email', payload: { token } });
const signIn = async (login: string) => portal().inject(await portal().signInRequest(login, PASSWORD));

function tokenOf(mail: CaughtMail): string {
  const match = /\/auth\/confirm-email\?token=([A-Za-z0-9_-]+)/.exec(mail.text);
  if (!match) throw new Error(`no confirmation link in: ${mail.text}`);
  return match[1]!;
}

async function ownDocument(accessToken: string) {
  const { email, fullName, jobTitle, phoneNumber } = (await me(accessToken)).json();
  return { email, fullName, jobTitle, phoneNumber };
}

describe('PUT /api/account/users/me with a new e-mail address', () => {
  test('needs the current password: without it or with a wrong one nothing changes and nothing is mailed', async () => {
    const user = await createdUser();
    const { accessToken } = await signedIn(user.email);
    const newEmail = freshEmail('moved');
    const body = { ...(await ownDocument(accessToken)), email: newEmail };

    expectRefused(await saveMe(accessToken, body), 400, { currentPassword: OwnUserMessages.currentPasswordForEmail });
    const wrong = await saveMe(accessToken, { ...body, currentPassword: 'Not-The-Password-1!' });
    expectRefused(wrong, 400);
    expect(wrong.json().code).toBe('CURRENT_PASSWORD_WRONG');
    expect((await me(accessToken)).json().email).toBe(user.email);
    expect(
      portal()
        .mail!.catcher.messages()
        .filter((m) => m.to.includes(newEmail)),
    ).toEqual([]);
    expect(await auditOf(user.id, 'email-change-requested')).toEqual([]);
    // Other fields change without it.
    const renamed = await saveMe(accessToken, { ...body, email: user.email, jobTitle: 'Coordinator' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).not.toHaveProperty('pendingEmail');
  });

  test('takes effect only from the link mailed to the new address; the old address is told; other sessions end', async () => {
    const user = await createdUser();
    const caller = await signedIn(user.email);
    const elsewhere = await signedIn(user.email);
    const newEmail = freshEmail('moved');

    const saved = await saveMe(caller.accessToken, {
      ...(await ownDocument(caller.accessToken)),
      email: newEmail,
      currentPassword: PASSWORD,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ email: user.email, pendingEmail: newEmail });
    const notice = await portal().mail!.waitFor(user.email, (m) => m.subject === NOTICE_SUBJECT);
    expect(notice.text).toContain(newEmail);
    const token = tokenOf(await portal().mail!.waitFor(newEmail, (m) => m.subject === CONFIRM_SUBJECT));
    // Nothing changed yet: the old address still signs in, the new one does not, both sessions live.
    expect((await signIn(user.email)).statusCode).toBe(200);
    expect((await signIn(newEmail)).statusCode).toBe(401);
    expect((await me(elsewhere.accessToken)).statusCode).toBe(200);

    const confirmed = await confirm(token);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ message: OwnUserMessages.emailConfirmed(newEmail) });
    expect((await signIn(newEmail)).statusCode).toBe(200);
    expect((await signIn(user.email)).statusCode).toBe(401);
    expect((await me(elsewhere.accessToken)).statusCode).toBe(401);
    expect((await refresh(elsewhere.cookie)).statusCode).toBe(401);
    // The session that asked renews its access token and carries on.
    expect((await refresh(caller.cookie)).statusCode).toBe(200);
    expect((await auditOf(user.id, 'email-changed')).length).toBe(1);
    expect((await auditOf(user.id, 'email-change-requested')).length).toBe(1);

    expectRefused(await confirm(token), 400);
    expectRefused(await confirm('made-up-token'), 400);
  });

  test('a new password voids a pending change, and PATCH cannot change the address', async () => {
    const user = await createdUser();
    const { accessToken } = await signedIn(user.email);
    const newEmail = freshEmail('moved');
    await saveMe(accessToken, { ...(await ownDocument(accessToken)), email: newEmail, currentPassword: PASSWORD });
    const token = tokenOf(await portal().mail!.waitFor(newEmail, (m) => m.subject === CONFIRM_SUBJECT));
    const changed = await callWith(accessToken, 'PUT', `/api/account/users/${user.id}/password`, {
      id: user.id,
      currentPassword: PASSWORD,
      newPassword: 'Quarry-Beacon-93!',
    });
    expect(changed.statusCode).toBe(204);
    expectRefused(await confirm(token), 400);

    const { accessToken: again } = await portal()
      .inject(await portal().signInRequest(user.email, 'Quarry-Beacon-93!'))
      .then((res) => res.json());
    expectRefused(await callWith(again, 'PATCH', '/api/account/users/me', [{ op: 'replace', path: '/email', value: newEmail }]), 400, {
      email: OwnUserMessages.emailByPutOnly,
    });
  });
});

describe("an administrator's change of a user's address", () => {
  const documentOf = ({ userName, email, fullName, jobTitle, phoneNumber, enabled, roleIds, leaIds }: ManagedUser) => ({
    userName,
    email,
    fullName,
    jobTitle,
    phoneNumber,
    enabled,
    roleIds,
    leaIds,
  });
  const edits: [string, (user: ManagedUser, newEmail: string) => Promise<TestResponse>][] = [
    ['PUT', (user, newEmail) => call(DISTRICT_ADMIN, 'PUT', `/api/account/users/${user.id}`, { ...documentOf(user), email: newEmail })],
    [
      'PATCH',
      (user, newEmail) =>
        call(DISTRICT_ADMIN, 'PATCH', `/api/account/users/${user.id}`, [{ op: 'replace', path: '/email', value: newEmail }]),
    ],
  ];

  test.each(edits)(
    '%s takes effect only from the link mailed to the new address; the old address is told; then every session ends',
    async (_method, edit) => {
      const user = await createdUser();
      const session = await signedIn(user.email);
      const newEmail = freshEmail('moved-by-admin');

      const saved = await edit(user, newEmail);
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toMatchObject({ email: user.email, pendingEmail: newEmail });
      const notice = await portal().mail!.waitFor(user.email, (m) => m.subject === NOTICE_SUBJECT);
      expect(notice.text).toContain(`An administrator asked to change your account's email address to ${newEmail}`);
      const token = tokenOf(await portal().mail!.waitFor(newEmail, (m) => m.subject === CONFIRM_SUBJECT));
      // Nothing changed yet: the account keeps its address, so Forgot Password still mails the owner.
      expect((await signIn(user.email)).statusCode).toBe(200);
      expect((await signIn(newEmail)).statusCode).toBe(401);
      expect((await me(session.accessToken)).json().email).toBe(user.email);
      expect(await auditOf(user.id, 'email-change-requested')).toEqual([
        expect.objectContaining({ actor_user_id: await userIdOf(DISTRICT_ADMIN) }),
      ]);

      const confirmed = await confirm(token);
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.json()).toEqual({ message: OwnUserMessages.emailConfirmed(newEmail) });
      expect((await signIn(newEmail)).statusCode).toBe(200);
      expect((await signIn(user.email)).statusCode).toBe(401);
      // No session asked for it, so none stays.
      expect((await me(session.accessToken)).statusCode).toBe(401);
      expect((await refresh(session.cookie)).statusCode).toBe(401);
      expect((await auditOf(user.id, 'email-changed')).length).toBe(1);
    },
  );
});
