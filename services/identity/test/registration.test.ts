import { createHash, randomBytes, randomInt, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { PasswordMessages, RegistrationMessages, Roles, VerificationMessages, type RegisterRequest } from '@portal/shared-contracts';
import { startTestPortal, type TestPortal, type TestResponse } from '@portal/platform/testing';
import type { CaughtMail } from '@portal/mail-catcher';
import { DEMO_PASSWORD } from '../src/seed/demo-accounts';

let portal: TestPortal;
beforeAll(async () => {
  portal = await startTestPortal({ mail: true });
}, 120_000);
afterAll(() => portal?.close());

const PASSWORD = 'Harbor-Lantern-Quiet-42';
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const newAddress = () => `requester-${randomUUID().slice(0, 8)}@example.com`;

/**
 * Registration allows 10 a minute from one address, counted in the Redis every test run
 * shares: each request comes from its own address (the service trusts X-Forwarded-For from
 * loopback), so only the test of that limit reaches it.
 */
let addressCount = randomInt(0, 60_000);
const clientAddress = () => {
  addressCount += 1;
  return `198.18.${Math.floor(addressCount / 250) % 256}.${(addressCount % 250) + 1}`;
};

async function register(fields: Partial<RegisterRequest> = {}, headers: Record<string, string> = {}): Promise<TestResponse> {
  const password = fields.password ?? PASSWORD;
  const payload: RegisterRequest = {
    fullName: 'Pat Requester',
    email: newAddress(),
    password,
    confirmPassword: password,
    recaptchaToken: await portal.botToken(),
    ...fields,
  };
  return portal.inject({ method: 'POST', url: '/api/auth/register', headers: { 'x-forwarded-for': clientAddress(), ...headers }, payload });
}

const verify = (uid: string) => portal.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { uid } });
const resend = (uid: string) => portal.inject({ method: 'POST', url: '/api/auth/resend-verification', payload: { uid } });
const signIn = async (email: string, password: string) => portal.inject(await portal.signInRequest(email, password));

const linkUid = (text: string): string | null => /\/auth\/login\?uid=([\w-]{43})/.exec(text)?.[1] ?? null;

/** The uid of the newest verification mail to `email` other than those in `seen`. */
async function verificationUid(email: string, seen: string[] = []): Promise<string> {
  const mail = await portal.mail!.waitFor(
    email,
    (m) => m.subject === 'Confirm your email address' && !seen.includes(linkUid(m.text) ?? ''),
  );
  const uid = linkUid(mail.text);
  if (!uid) throw new Error(`no verification link in ${mail.text}`);
  return uid;
}

async function userIdOf(email: string): Promise<number> {
  const { rows } = await sql<{ id: number }>`select id from identity.users where lower(email) = lower(${email})`.execute(portal.db);
  if (!rows[0]) throw new Error(`no user ${email}`);
  return rows[0].id;
}

async function counts(): Promise<{ users: number; tokens: number }> {
  const { rows } = await sql<{ users: number; tokens: number }>`
    select (select count(*)::int from identity.users) as users, (select count(*)::int from identity.account_tokens) as tokens`.execute(
    portal.db,
  );
  return rows[0]!;
}

/** As if the last verification mail had gone out longer ago than the resend wait. */
async function endMailWait(userId: number): Promise<void> {
  await sql`update identity.users set verification_mail_sent_at = now() - interval '301 seconds' where id = ${userId}`.execute(portal.db);
}

describe('POST /api/auth/register', () => {
  test('creates an unverified public requester and mails a link whose secret the database does not hold', async () => {
    const before = await counts();
    const email = newAddress();
    const res = await register({ email: `  ${email.toUpperCase()} `, fullName: '  Pat Requester  ' });
    expect(res.statusCode).toBe(200);
    const { userId } = res.json();
    expect(userId).toMatch(/^[\w-]{43}$/);

    const uid = await verificationUid(email);
    const { rows: users } = await sql<Record<string, unknown>>`
      select u.user_name, u.email, u.full_name, u.password_hash, u.email_verified_at, u.enabled, u.lea_id, array_agg(r.name) as roles
      from identity.users u join identity.user_roles ur on ur.user_id = u.id join identity.roles r on r.id = ur.role_id
      where u.email = ${email} group by u.id`.execute(portal.db);
    expect(users).toEqual([
      {
        user_name: email,
        email,
        full_name: 'Pat Requester',
        password_hash: expect.stringMatching(/^\$argon2id\$/),
        email_verified_at: null,
        enabled: true,
        lea_id: null,
        roles: [Roles.DisputePublicUser],
      },
    ]);
    expect(await counts()).toEqual({ users: before.users + 1, tokens: before.tokens + 2 });

    const { rows: tokens } = await sql<
      Record<string, unknown>
    >`select * from identity.account_tokens where user_id = ${await userIdOf(email)}`.execute(portal.db);
    expect(tokens.map((t) => t.purpose).sort()).toEqual(['resend-verification', 'verify-email']);
    for (const secret of [uid, userId]) expect(JSON.stringify(tokens)).not.toContain(secret);
    expect(tokens.map((t) => t.token_hash).sort()).toEqual([sha256(uid), sha256(userId)].sort());

    const { rows: audit } = await sql<{
      details: unknown;
    }>`select details from identity.audit_events where event = 'registered' and user_id = ${await userIdOf(email)}`.execute(portal.db);
    expect(audit).toEqual([{ details: { loginHash: sha256(email) } }]);
  });

  test('a requester cannot sign in before verifying, and can after', async () => {
    const email = newAddress();
    expect((await register({ email })).statusCode).toBe(200);
    const uid = await verificationUid(email);

    const early = await signIn(email, PASSWORD);
    expect(early.statusCode).toBe(403);
    expect(early.json()).toMatchObject({ code: 'EMAIL_NOT_VERIFIED', message: VerificationMessages.notVerified });

    const verified = await verify(uid);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ success: true, role: Roles.DisputePublicUser });
    expect((await signIn(email, PASSWORD)).statusCode).toBe(200);

    const again = await verify(uid);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ success: false, role: null, reason: 'used' });
  });

  const fieldCases: [string, Partial<RegisterRequest>, Record<string, string>][] = [
    ['no full name', { fullName: '   ' }, { fullName: RegistrationMessages.fullNameRequired }],
    ['no email', { email: '' }, { email: RegistrationMessages.emailRequired }],
    ['an address without a domain', { email: 'pat@example' }, { email: RegistrationMessages.emailInvalid }],
    ['an address with a space', { email: 'pat smith@example.com' }, { email: RegistrationMessages.emailInvalid }],
    ['not an address', { email: 'pat.example.com' }, { email: RegistrationMessages.emailInvalid }],
    [
      'no password',
      { password: '', confirmPassword: PASSWORD },
      { password: PasswordMessages.required, confirmPassword: RegistrationMessages.passwordsDiffer },
    ],
    ['a short password', { password: 'Sh0rt-pass' }, { password: PasswordMessages.minLength }],
    ['a password without a digit or symbol', { password: 'OnlyLettersHereAndThere' }, { password: PasswordMessages.complexity }],
    ['a common password', { password: 'Password123!' }, { password: PasswordMessages.common }],
    ['no confirmation', { confirmPassword: '' }, { confirmPassword: RegistrationMessages.confirmRequired }],
    ['a confirmation that differs', { confirmPassword: `${PASSWORD}x` }, { confirmPassword: RegistrationMessages.passwordsDiffer }],
    [
      'a confirmation that differs only by spaces',
      { confirmPassword: ` ${PASSWORD} ` },
      { confirmPassword: RegistrationMessages.passwordsDiffer },
    ],
    [
      'nothing at all',
      { fullName: '', email: '', password: '', confirmPassword: '' },
      {
        fullName: RegistrationMessages.fullNameRequired,
        email: RegistrationMessages.emailRequired,
        password: PasswordMessages.required,
        confirmPassword: RegistrationMessages.confirmRequired,
      },
    ],
  ];

  test.each(fieldCases)('%s is refused with spec 5 field errors, and nothing is written', async (_case, fields, errors) => {
    const before = await counts();
    const res = await register(fields);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, message: 'The request is not valid.' });
    expect(res.json().errors).toEqual(errors);
    expect(await counts()).toEqual(before);
  });

  test.each([64, 200])('a %i-character password is kept whole', async (length) => {
    const email = newAddress();
    const password = `Aa1!${randomBytes(length).toString('hex')}`.slice(0, length);
    expect((await register({ email, password })).statusCode).toBe(200);
    expect((await verify(await verificationUid(email))).json().success).toBe(true);
    expect((await signIn(email, password)).statusCode).toBe(200);
    expect((await signIn(email, password.slice(0, -1))).statusCode).toBe(401);
  });

  test('an address that has an account gets the same answer, a mail saying so, and no new account', async () => {
    const before = await counts();
    const res = await register({ email: ' DistrictUser@Example.org ', password: PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json())).toEqual(['userId']);
    expect(res.json().userId).toMatch(/^[\w-]{43}$/);
    const mail = await portal.mail!.waitFor('districtuser@example.org', (m) => m.subject === 'You already have an account');
    expect(linkUid(mail.text)).toBeNull();
    expect((await counts()).users).toBe(before.users);
    // The account keeps its password: registering an address is no way into its account.
    expect((await signIn('districtuser@example.org', PASSWORD)).statusCode).toBe(401);
    expect((await signIn('districtuser@example.org', DEMO_PASSWORD)).statusCode).toBe(200);

    const userId = await userIdOf('districtuser@example.org');
    const { rows: audit } = await sql<{ details: unknown }>`
      select details from identity.audit_events where event = 'registration-for-existing-address' and user_id = ${userId}`.execute(
      portal.db,
    );
    expect(audit).toEqual([{ details: { loginHash: sha256('districtuser@example.org'), mailed: true } }]);
  });

  test('registering a taken address again within the resend wait mails its owner no more', async () => {
    const email = newAddress();
    expect((await register({ email })).statusCode).toBe(200);
    await verificationUid(email);
    const again = await register({ email });
    expect(again.statusCode).toBe(200);
    const { rows } = await sql<{ details: { mailed: boolean } }>`
      select details from identity.audit_events where event = 'registration-for-existing-address' and user_id = ${await userIdOf(email)}`.execute(
      portal.db,
    );
    expect(rows.map((r) => r.details.mailed)).toEqual([false]);
  });

  test('two registrations of one new address at once make one account and no error', async () => {
    const email = newAddress();
    const answers = await Promise.all([register({ email }), register({ email: email.toUpperCase() })]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from identity.users where lower(email) = ${email}`.execute(
      portal.db,
    );
    expect(rows[0]!.n).toBe(1);
  });

  test('without a solved bot-protection challenge nothing is written', async () => {
    const before = await counts();
    const empty = await register({ recaptchaToken: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().code).toBe('BOT_CHECK_FAILED');
    const withoutToken = { fullName: 'Pat Requester', email: newAddress(), password: PASSWORD, confirmPassword: PASSWORD };
    const missing = await portal.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'x-forwarded-for': clientAddress() },
      payload: withoutToken,
    });
    expect(missing.statusCode).toBe(400);
    expect(await counts()).toEqual(before);
  });

  test('an oversized or malformed body is refused', async () => {
    const post = (payload: string) =>
      portal.inject({
        method: 'POST',
        url: '/api/auth/register',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': clientAddress() },
        payload,
      });
    const oversized = await post(JSON.stringify({ fullName: 'x'.repeat(1_100_000) }));
    expect(oversized.statusCode).toBe(413);
    expect((await post('{"fullName": "Pat",')).statusCode).toBe(400);
  });

  test('an eleventh registration in a minute from one address is refused', async () => {
    const address = clientAddress();
    const answers: TestResponse[] = [];
    for (let i = 0; i < 11; i += 1) {
      answers.push(
        await portal.inject({ method: 'POST', url: '/api/auth/register', headers: { 'x-forwarded-for': address }, payload: {} }),
      );
    }
    expect(answers.map((a) => a.statusCode)).toEqual([...Array<number>(10).fill(400), 429]);
    expect(Number(answers[10]!.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('POST /api/auth/verify-email', () => {
  test('an unknown link is invalid, and a malformed one is refused', async () => {
    const unknown = await verify(randomBytes(32).toString('base64url'));
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ success: false, role: null, reason: 'invalid' });
    for (const uid of ['', 'short', `${randomBytes(32).toString('base64url')}x`, 'a.'.repeat(21) + 'a']) {
      expect((await verify(uid)).statusCode).toBe(400);
    }
  });

  test('an expired link is refused, and its uid asks for a new link that works, after which the old one stays refused', async () => {
    const email = newAddress();
    expect((await register({ email })).statusCode).toBe(200);
    const old = await verificationUid(email);
    const userId = await userIdOf(email);
    await sql`update identity.account_tokens set created_at = now() - interval '25 hours', expires_at = now() - interval '1 hour'
      where user_id = ${userId} and purpose = 'verify-email'`.execute(portal.db);
    await endMailWait(userId);
    expect((await verify(old)).json()).toEqual({ success: false, role: null, reason: 'expired' });

    const resent = await resend(old);
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toEqual({ waitSeconds: 300 });
    const fresh = await verificationUid(email, [old]);
    expect((await verify(fresh)).json()).toEqual({ success: true, role: Roles.DisputePublicUser });
    expect((await verify(old)).json()).toEqual({ success: false, role: null, reason: 'expired' });
  });
});

describe('POST /api/auth/resend-verification', () => {
  test('right after registering, the resend waits out the rest of the 300 s', async () => {
    const res = await register();
    const wait = await resend(res.json().userId);
    expect(wait.statusCode).toBe(429);
    const body = wait.json();
    expect(body.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(body.retryAfterSeconds).toBeLessThanOrEqual(300);
    expect(wait.headers['retry-after']).toBe(String(body.retryAfterSeconds));
    expect(body.message).toMatch(/^Please wait [45]:\d\d before asking for another email\.$/);
  });

  test('a resend voids the previous link, and the next one waits again', async () => {
    const email = newAddress();
    const { userId: registration } = (await register({ email })).json();
    const first = await verificationUid(email);
    await endMailWait(await userIdOf(email));

    expect((await resend(registration)).statusCode).toBe(200);
    const second = await verificationUid(email, [first]);
    expect(second).not.toBe(first);
    expect((await resend(registration)).statusCode).toBe(429);
    expect((await verify(first)).json()).toEqual({ success: false, role: null, reason: 'expired' });
    expect((await verify(second)).json().success).toBe(true);
  });

  test('for an address that was verified already, it says the account exists', async () => {
    const alreadyRegistered = (m: CaughtMail) => m.subject === 'You already have an account';
    const { userId: registration } = (await register({ email: 'stateuser@example.org' })).json();
    const first = await portal.mail!.waitFor('stateuser@example.org', alreadyRegistered);
    await endMailWait(await userIdOf('stateuser@example.org'));
    expect((await resend(registration)).statusCode).toBe(200);
    await portal.mail!.waitFor('stateuser@example.org', (m) => alreadyRegistered(m) && m.id !== first.id);
  });

  test('an unknown or expired registration id is not found, a malformed one refused', async () => {
    const unknown = await resend(randomBytes(32).toString('base64url'));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('This link is not valid or has expired. Please register again.');

    const { userId: registration } = (await register()).json();
    await sql`update identity.account_tokens set expires_at = now() - interval '1 second' where token_hash = ${sha256(registration)}`.execute(
      portal.db,
    );
    expect((await resend(registration)).statusCode).toBe(404);
    expect((await resend('not-a-secret')).statusCode).toBe(400);
  });
});
