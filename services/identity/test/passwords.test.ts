import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { sql } from 'kysely';
import { cookiePairOf, startTestPortal, type TestPortal, type TestResponse } from '@portal/platform/testing';
import { eventually } from '@portal/service-kit/testing';
import { PasswordMessages, PasswordResetMessages, PasswordRuleReasons, Roles, type RoleName } from '@portal/shared-contracts';
import type { CaughtMail } from '@portal/mail-catcher';
import { hashPassword } from '../src/passwords';
import { DEMO_DISTRICT_CODE } from '../src/seed/demo-accounts';

const LOCK_AFTER = 3;
const PASSWORD = 'Harbour-Lantern-74!';
const NEW_PASSWORD = 'Meadow-Compass-39?';
const RESET_SUBJECT = 'Reset your password';
const CHANGED_SUBJECT = 'Your password was changed';

let portal: TestPortal;
let passwordHash: string;
const leas = { state: 0, district: 0, other: 0 };

beforeAll(async () => {
  // A session-state cache of 0 lets a test see an ended session refused at once.
  portal = await startTestPortal({
    mail: true,
    signIn: { lockAfterFailures: LOCK_AFTER, delayAfterFailures: LOCK_AFTER, delayMs: 0 },
    sessions: { stateCacheMs: 0 },
  });
  passwordHash = await hashPassword(PASSWORD);
  const { rows } = await sql<{ id: number; lea_code: string; is_nde_level_district: boolean }>`
    select id, lea_code, is_nde_level_district from identity.leas order by id`.execute(portal.db);
  leas.state = rows.find((r) => r.is_nde_level_district)!.id;
  leas.district = rows.find((r) => r.lea_code === DEMO_DISTRICT_CODE)!.id;
  leas.other = rows.find((r) => !r.is_nde_level_district && r.lea_code !== DEMO_DISTRICT_CODE)!.id;
}, 120_000);
afterAll(() => portal?.close());

interface TestUser {
  id: number;
  email: string;
}

/** A user of the test's own, so no test changes the demo accounts other suites sign in with. */
async function createUser(role: RoleName = Roles.LocalUser, leaIds: number[] = [leas.district]): Promise<TestUser> {
  const email = `pw-${randomUUID().slice(0, 8)}@example.org`;
  const { rows } = await sql<{
    id: number;
  }>`insert into identity.users (user_name, email, full_name, password_hash, email_verified_at, lea_id)
    values (${email}, ${email}, 'Pat Passwordtest', ${passwordHash}, now(), ${leaIds[0] ?? null}) returning id`.execute(portal.db);
  const id = rows[0]!.id;
  await sql`insert into identity.user_roles (user_id, role_id) select ${id}, id from identity.roles where name = ${role}`.execute(
    portal.db,
  );
  for (const leaId of leaIds) await sql`insert into identity.user_leas (user_id, lea_id) values (${id}, ${leaId})`.execute(portal.db);
  return { id, email };
}

/** The recovery call allows five a minute per address, in a Redis other runs share: each call comes from an address of its own. */
const newAddress = () => `10.${[...randomBytes(3)].join('.')}`;

const recover = async (email: string, address = newAddress()) =>
  portal.inject({
    method: 'POST',
    url: '/api/account/recover/password',
    headers: { 'x-forwarded-for': address },
    payload: { email, recaptchaToken: await portal.botToken() },
  });
const reset = (payload: object) => portal.inject({ method: 'POST', url: '/api/account/reset/password', payload });
const signIn = async (email: string, password: string) => portal.inject(await portal.signInRequest(email, password));
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const me = (token: string) => portal.inject({ url: '/api/account/users/me', headers: bearer(token) });
const refresh = (cookie: string) => portal.inject({ method: 'POST', url: '/api/auth/refresh-token', headers: { cookie }, payload: {} });
const changePassword = (token: string, id: number, body: object) =>
  portal.inject({ method: 'PUT', url: `/api/account/users/${id}/password`, headers: bearer(token), payload: body });
const adminReset = (token: string, id: number) =>
  portal.inject({ method: 'POST', url: `/api/account/reset/user-password/${id}`, headers: bearer(token) });
const adminChange = (token: string, body: object) =>
  portal.inject({ method: 'PUT', url: '/api/account/admin/changeuser-password', headers: bearer(token), payload: body });
const unblock = (token: string, id: number) =>
  portal.inject({ method: 'PUT', url: `/api/account/users/unblock/${id}`, headers: bearer(token) });
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

async function signedIn(email: string, password = PASSWORD): Promise<{ accessToken: string; cookie: string }> {
  const res = await signIn(email, password);
  expect(res.statusCode).toBe(200);
  return { accessToken: res.json().accessToken, cookie: cookiePairOf(res)! };
}

const mailTo = (email: string, subject: string, except?: CaughtMail) =>
  portal.mail!.waitFor(email, (m) => m.subject === subject && m.id !== except?.id);

function linkOf(mail: CaughtMail): { email: string; token: string } {
  const match = /\/auth\/reset-password\?email=([^&\s]+)&token=([A-Za-z0-9_-]+)/.exec(mail.text);
  if (!match) throw new Error(`no reset link in: ${mail.text}`);
  return { email: decodeURIComponent(match[1]!), token: match[2]! };
}

async function resetLinkFor(email: string, except?: CaughtMail): Promise<{ email: string; token: string; mail: CaughtMail }> {
  expect((await recover(email)).statusCode).toBe(200);
  const mail = await mailTo(email, RESET_SUBJECT, except);
  return { ...linkOf(mail), mail };
}

function expectRefused(res: TestResponse, statusCode: number, code: string, message?: string): void {
  expect(res.statusCode).toBe(statusCode);
  expect(res.json()).toMatchObject({ statusCode, code, ...(message ? { message } : {}) });
}

const expectLinkInvalid = (res: TestResponse) => expectRefused(res, 400, 'RESET_LINK_INVALID', PasswordResetMessages.linkInvalid);

async function lockSignIn(email: string): Promise<void> {
  for (let failure = 1; failure <= LOCK_AFTER; failure++) expect((await signIn(email, `wrong-${failure}`)).statusCode).toBe(401);
  expect((await signIn(email, PASSWORD)).statusCode).toBe(401);
}

async function auditOf(userId: number, event: string) {
  const { rows } = await sql<{ ip: string | null; details: Record<string, unknown> }>`
    select ip, details from identity.audit_events where user_id = ${userId} and event = ${event} order by id`.execute(portal.db);
  return rows;
}

describe('POST /api/account/recover/password', () => {
  test('a known and an unknown address get the same answer in the same time; only the known one is mailed a link, stored hashed', async () => {
    const user = await createUser();
    const unknown = `nobody-${randomUUID().slice(0, 8)}@example.org`;
    const timed = async (email: string) => {
      const started = Date.now();
      const res = await recover(email);
      return { res, ms: Date.now() - started };
    };
    const forUnknown = await timed(unknown);
    const forKnown = await timed(user.email.toUpperCase());
    for (const { res, ms } of [forUnknown, forKnown]) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: PasswordResetMessages.requested });
      expect(ms).toBeGreaterThanOrEqual(300);
    }

    const link = linkOf(await mailTo(user.email, RESET_SUBJECT));
    expect(link.email).toBe(user.email);
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(portal.mail!.catcher.messages().filter((m) => m.to.includes(unknown))).toEqual([]);

    const { rows } = await sql<{ token_hash: string }>`select token_hash from identity.account_tokens where user_id = ${user.id}`.execute(
      portal.db,
    );
    expect(rows).toEqual([{ token_hash: sha256(link.token) }]);
    const [requested] = await auditOf(user.id, 'password-reset-requested');
    expect(requested!.details).toEqual({ loginHash: sha256(user.email), sent: true });
    const { rows: unknownRows } = await sql<{ user_id: number | null; details: object }>`select user_id, details from identity.audit_events
      where event = 'password-reset-requested' and details->>'loginHash' = ${sha256(unknown)}`.execute(portal.db);
    expect(unknownRows).toEqual([{ user_id: null, details: { loginHash: sha256(unknown), sent: false } }]);
  });

  test('without a solved bot-protection challenge the request is refused with a plain message and nothing is mailed', async () => {
    const user = await createUser();
    for (const payload of [{ email: user.email }, { email: user.email, recaptchaToken: 'made-up' }]) {
      const res = await portal.inject({
        method: 'POST',
        url: '/api/account/recover/password',
        headers: { 'x-forwarded-for': newAddress() },
        payload,
      });
      expectRefused(res, 400, 'BOT_CHECK_FAILED');
      expect(res.json().message).toMatch(/^[A-Z][^{}]+\.$/);
    }
    // A solution is spent once: sent again, it is refused.
    const token = await portal.botToken();
    const send = () =>
      portal.inject({
        method: 'POST',
        url: '/api/account/recover/password',
        headers: { 'x-forwarded-for': newAddress() },
        payload: { email: user.email, recaptchaToken: token },
      });
    expect((await send()).statusCode).toBe(200);
    expectRefused(await send(), 400, 'BOT_CHECK_FAILED');
    await mailTo(user.email, RESET_SUBJECT);
    expect(portal.mail!.catcher.messages().filter((m) => m.to.includes(user.email))).toHaveLength(1);
  });

  test('an account is mailed one link per 300 s however often it is asked, with the same answer every time', async () => {
    const user = await createUser();
    const first = await resetLinkFor(user.email);
    for (let again = 0; again < 3; again++) {
      const res = await recover(user.email);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: PasswordResetMessages.requested });
    }
    // The mail already caught is the only one: a later one would have arrived behind the second account's below.
    const other = await createUser();
    await resetLinkFor(other.email);
    expect(portal.mail!.catcher.messages().filter((m) => m.to.includes(user.email))).toEqual([first.mail]);
    const audit = await auditOf(user.id, 'password-reset-requested');
    expect(audit.map((entry) => entry.details)).toEqual([
      { loginHash: sha256(user.email), sent: true },
      ...Array(3).fill({ loginHash: sha256(user.email), sent: false, heldBack: true }),
    ]);
    expect((await reset({ email: user.email, password: NEW_PASSWORD, token: first.token })).statusCode).toBe(200);
  });

  test('a body without an address is refused, and a sixth request a minute from one address is held back', async () => {
    expectRefused(await portal.inject({ method: 'POST', url: '/api/account/recover/password', payload: {} }), 400, 'VALIDATION');
    const address = newAddress();
    for (let attempt = 1; attempt <= 5; attempt++) expect((await recover(`nobody-${attempt}@example.org`, address)).statusCode).toBe(200);
    expect((await recover('nobody-6@example.org', address)).statusCode).toBe(429);
  });
});

describe('the secret of a mailed link', () => {
  test("after a reset request the outbox, the queue in Redis and the e-mail log hold no token, while the caught mail's link works", async () => {
    const user = await createUser();
    const link = await resetLinkFor(user.email);

    const outbox = await sql<{ data: string }>`select data::text from identity.notification_outbox`.execute(portal.db);
    expect(outbox.rows.filter((row) => row.data.includes(user.email))).toEqual([]);

    const admin = { authorization: `Bearer ${await portal.tokenFor('siteadmin@example.org')}` };
    const listed = await portal.inject({ url: `/api/emails?search=${encodeURIComponent(user.email)}`, headers: admin });
    const logged = await portal.inject({ url: `/api/emails/${listed.json().items[0].id}`, headers: admin });
    expect(logged.statusCode).toBe(200);
    expect(logged.body).not.toContain(link.token);
    expect(logged.json().text).toContain('&token=[redacted]');

    const queue = portal.mail!.queue;
    await eventually(
      async () => ((await queue.getJobState(logged.json().mailId)) === 'unknown' ? true : undefined),
      'the mail job to be gone',
    );
    const jobs = await queue.getJobs(['completed', 'failed', 'waiting', 'active', 'delayed', 'prioritized']);
    expect(jobs.map((job) => JSON.stringify(job.data)).filter((data) => data.includes(link.token))).toEqual([]);
    const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
    const keys = await redis.keys(`${queue.opts.prefix}:*`);
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) {
      const type = await redis.type(key);
      const content =
        type === 'hash'
          ? await redis.hgetall(key)
          : type === 'string'
            ? await redis.get(key)
            : type === 'stream'
              ? await redis.xrange(key, '-', '+')
              : null;
      expect(JSON.stringify(content)).not.toContain(link.token);
    }
    redis.disconnect();

    expect((await reset({ email: link.email, password: NEW_PASSWORD, token: link.token })).statusCode).toBe(200);
    expect((await signIn(user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });
});

describe('POST /api/account/reset/password', () => {
  test('sets the new password once: the new one signs in, the old one does not, the link is spent, and the owner is told by mail', async () => {
    const user = await createUser();
    const link = await resetLinkFor(user.email);
    const res = await reset({ email: link.email, password: NEW_PASSWORD, token: link.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: PasswordResetMessages.changed });

    expect((await signIn(user.email, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await signIn(user.email, PASSWORD)).statusCode).toBe(401);
    expectLinkInvalid(await reset({ email: link.email, password: 'Another-Lantern-58!', token: link.token }));
    expect((await mailTo(user.email, CHANGED_SUBJECT)).text).toContain('signed out');
    expect(await auditOf(user.id, 'password-reset')).toHaveLength(1);
  });

  test('ends every session: the refresh cookie and the access token from before are refused', async () => {
    const user = await createUser();
    const before = await signedIn(user.email);
    expect((await me(before.accessToken)).statusCode).toBe(200);
    const link = await resetLinkFor(user.email);
    expect((await reset({ email: user.email, password: NEW_PASSWORD, token: link.token })).statusCode).toBe(200);
    expect((await refresh(before.cookie)).statusCode).toBe(401);
    expect((await me(before.accessToken)).statusCode).toBe(401);
  });

  test('a newer link voids the older one', async () => {
    const user = await createUser();
    const older = await resetLinkFor(user.email);
    // Forgot Password mails one link per 300 s: the newer one comes from an administrator.
    expect((await adminReset(await portal.tokenFor('siteadmin@example.org'), user.id)).statusCode).toBe(204);
    const newer = linkOf(await mailTo(user.email, RESET_SUBJECT, older.mail));
    expect(newer.token).not.toBe(older.token);
    expectLinkInvalid(await reset({ email: user.email, password: NEW_PASSWORD, token: older.token }));
    expect((await reset({ email: user.email, password: NEW_PASSWORD, token: newer.token })).statusCode).toBe(200);
  });

  test('an expired link, a made-up one, and a link given with another address are refused alike', async () => {
    const user = await createUser();
    const other = await createUser();
    const link = await resetLinkFor(user.email);
    expectLinkInvalid(await reset({ email: other.email, password: NEW_PASSWORD, token: link.token }));
    expectLinkInvalid(await reset({ email: user.email, password: NEW_PASSWORD, token: randomBytes(32).toString('base64url') }));
    await sql`update identity.account_tokens set expires_at = now() - interval '1 second' where user_id = ${user.id}`.execute(portal.db);
    expectLinkInvalid(await reset({ email: user.email, password: NEW_PASSWORD, token: link.token }));
    expect((await signIn(user.email, PASSWORD)).statusCode).toBe(200);
  });

  test('a password the policy refuses gets every broken rule, and writes nothing: the link still works', async () => {
    const user = await createUser();
    const link = await resetLinkFor(user.email);
    const weak = await reset({ email: user.email, password: 'abcdefgh', token: link.token });
    expectRefused(weak, 400, 'PASSWORD_POLICY', 'The password does not meet the requirements.');
    expect(weak.json().reasons).toEqual([
      PasswordRuleReasons.minLength,
      PasswordRuleReasons.uppercase,
      PasswordRuleReasons.digit,
      PasswordRuleReasons.symbol,
    ]);
    expect(weak.json().reasons).toContain('Passwords must have at least one non alphanumeric character.');
    expect((await reset({ email: user.email, password: 'Password123!', token: link.token })).json().reasons).toEqual([
      PasswordMessages.common,
    ]);

    const { rows } = await sql<{ used_at: Date | null }>`select used_at from identity.account_tokens where user_id = ${user.id}`.execute(
      portal.db,
    );
    expect(rows).toEqual([{ used_at: null }]);
    expect((await reset({ email: user.email, password: NEW_PASSWORD, token: link.token })).statusCode).toBe(200);
  });

  test('ends a sign-in lock, since the link proved the mailbox', async () => {
    const user = await createUser();
    await lockSignIn(user.email);
    const link = await resetLinkFor(user.email);
    expect((await reset({ email: user.email, password: NEW_PASSWORD, token: link.token })).statusCode).toBe(200);
    expect((await signIn(user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  test('a body with a missing or unknown field is refused before the link is looked at', async () => {
    expectRefused(await reset({ email: 'a@example.org', token: 'x' }), 400, 'VALIDATION');
    expectRefused(
      await reset({ email: 'a@example.org', password: NEW_PASSWORD, token: 'x', confirmPassword: NEW_PASSWORD }),
      400,
      'VALIDATION',
    );
  });
});

describe('PUT /api/account/users/:id/password', () => {
  test("with the current password: every session ends, the caller's too, the owner is mailed, and the new password signs in", async () => {
    const user = await createUser();
    const caller = await signedIn(user.email);
    const elsewhere = await signedIn(user.email);
    const res = await changePassword(caller.accessToken, user.id, { id: user.id, currentPassword: PASSWORD, newPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(204);
    for (const session of [caller, elsewhere]) {
      expect((await me(session.accessToken)).statusCode).toBe(401);
      expect((await refresh(session.cookie)).statusCode).toBe(401);
    }
    await mailTo(user.email, CHANGED_SUBJECT);
    expect((await signIn(user.email, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await signIn(user.email, PASSWORD)).statusCode).toBe(401);
    expect(await auditOf(user.id, 'password-changed')).toHaveLength(1);
  });

  test("only for oneself: another user's id, or a body id unlike the path's, is 403", async () => {
    const user = await createUser();
    const other = await createUser();
    const { accessToken } = await signedIn(user.email);
    const body = { currentPassword: PASSWORD, newPassword: NEW_PASSWORD };
    expectRefused(await changePassword(accessToken, other.id, { ...body, id: other.id }), 403, 'FORBIDDEN');
    expectRefused(await changePassword(accessToken, user.id, { ...body, id: other.id }), 403, 'FORBIDDEN');
    expect((await changePassword('not-a-token', user.id, { ...body, id: user.id })).statusCode).toBe(401);
    expect((await signIn(other.email, PASSWORD)).statusCode).toBe(200);
  });

  test('a wrong current password is 400 and counts as a failed sign-in, so it cannot be used to guess past the lock', async () => {
    const user = await createUser();
    const { accessToken } = await signedIn(user.email);
    for (let failure = 1; failure <= LOCK_AFTER; failure++) {
      expectRefused(
        await changePassword(accessToken, user.id, { id: user.id, currentPassword: `wrong-${failure}`, newPassword: NEW_PASSWORD }),
        400,
        'CURRENT_PASSWORD_WRONG',
        PasswordResetMessages.currentWrong,
      );
    }
    expect((await signIn(user.email, PASSWORD)).statusCode).toBe(401);
    // Locked, even the right current password is refused.
    expectRefused(
      await changePassword(accessToken, user.id, { id: user.id, currentPassword: PASSWORD, newPassword: NEW_PASSWORD }),
      400,
      'CURRENT_PASSWORD_WRONG',
    );
    expect(await auditOf(user.id, 'account-locked')).toHaveLength(1);
  });

  test('the new password must meet the policy and differ from the current one', async () => {
    const user = await createUser();
    const { accessToken } = await signedIn(user.email);
    const weak = await changePassword(accessToken, user.id, {
      id: user.id,
      currentPassword: PASSWORD,
      newPassword: 'alllowercase-and-long',
    });
    expectRefused(weak, 400, 'PASSWORD_POLICY');
    expect(weak.json().reasons).toEqual([PasswordRuleReasons.uppercase, PasswordRuleReasons.digit]);
    const same = await changePassword(accessToken, user.id, { id: user.id, currentPassword: PASSWORD, newPassword: PASSWORD });
    expectRefused(same, 400, 'PASSWORD_POLICY');
    expect(same.json().reasons).toEqual(['The new password must be different from the current password.']);
    expect((await me(accessToken)).statusCode).toBe(200);
  });
});

describe("the administrators' password calls", () => {
  const siteAdmin = () => portal.tokenFor('siteadmin@example.org');
  const districtAdmin = () => portal.tokenFor('districtadmin@example.org');
  const districtUser = () => portal.tokenFor('districtuser@example.org');

  test('a site administrator sends a reset link that works; an unknown user is 404', async () => {
    const user = await createUser(Roles.LocalUser, [leas.other]);
    expect((await adminReset(await siteAdmin(), user.id)).statusCode).toBe(204);
    const link = linkOf(await mailTo(user.email, RESET_SUBJECT));
    expect((await reset({ email: user.email, password: NEW_PASSWORD, token: link.token })).statusCode).toBe(200);
    expect((await auditOf(user.id, 'password-reset-requested'))[0]!.details).toEqual({ by: expect.any(Number), sent: true });
    expectRefused(await adminReset(await siteAdmin(), 999_999), 404, 'NOT_FOUND');
  });

  test('a district administrator reaches the users of their LEAs only, never a user of all LEAs; a user without App.users.manage none', async () => {
    const inDistrict = await createUser();
    const elsewhere = await createUser(Roles.LocalUser, [leas.other]);
    const stateWide = await createUser(Roles.StateUser, [leas.state, leas.district]);
    expect((await adminReset(await districtAdmin(), inDistrict.id)).statusCode).toBe(204);
    expectRefused(await adminReset(await districtAdmin(), elsewhere.id), 403, 'FORBIDDEN');
    expectRefused(await adminReset(await districtAdmin(), stateWide.id), 403, 'FORBIDDEN');
    expectRefused(await adminReset(await districtUser(), inDistrict.id), 403, 'FORBIDDEN');
    expectRefused(await adminChange(await districtAdmin(), { id: elsewhere.id, newPassword: NEW_PASSWORD }), 403, 'FORBIDDEN');
    expectRefused(await adminChange(await districtUser(), { id: inDistrict.id, newPassword: NEW_PASSWORD }), 403, 'FORBIDDEN');
    expectRefused(await unblock(await districtAdmin(), elsewhere.id), 403, 'FORBIDDEN');
    expectRefused(await unblock(await districtUser(), inDistrict.id), 403, 'FORBIDDEN');
    for (const user of [elsewhere, stateWide]) expect((await signIn(user.email, PASSWORD)).statusCode).toBe(200);
  });

  test("a site administrator sets a password: the user's sessions end, the user is mailed, and the new password signs in", async () => {
    const user = await createUser();
    const before = await signedIn(user.email);
    const weak = await adminChange(await siteAdmin(), { id: user.id, newPassword: 'short' });
    expectRefused(weak, 400, 'PASSWORD_POLICY');
    expect(weak.json().reasons).toContain(PasswordRuleReasons.minLength);

    expect((await adminChange(await siteAdmin(), { id: user.id, newPassword: NEW_PASSWORD })).statusCode).toBe(204);
    expect((await refresh(before.cookie)).statusCode).toBe(401);
    expect((await me(before.accessToken)).statusCode).toBe(401);
    await mailTo(user.email, CHANGED_SUBJECT);
    expect((await signIn(user.email, NEW_PASSWORD)).statusCode).toBe(200);
    const [event] = await auditOf(user.id, 'password-set-by-admin');
    expect(event!.details).toEqual({ by: expect.any(Number) });
  });

  test('an administrator cannot set their own password without the current one', async () => {
    const admin = await createUser(Roles.SiteAdmin, [leas.state]);
    const { accessToken } = await signedIn(admin.email);
    expectRefused(await adminChange(accessToken, { id: admin.id, newPassword: NEW_PASSWORD }), 403, 'FORBIDDEN');
    expect((await signIn(admin.email, PASSWORD)).statusCode).toBe(200);
  });

  test('unblock lets a locked user sign in again with the right password', async () => {
    const user = await createUser();
    await lockSignIn(user.email);
    expect((await unblock(await districtAdmin(), user.id)).statusCode).toBe(204);
    expect((await signIn(user.email, PASSWORD)).statusCode).toBe(200);
    expect(await auditOf(user.id, 'user-unblocked')).toHaveLength(1);
  });
});
