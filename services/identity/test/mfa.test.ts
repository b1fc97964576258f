import { jest } from '@jest/globals';
import { generateKeyPairSync } from 'node:crypto';
import { sql } from 'kysely';
import { demoOtp, DEMO_PASSWORD } from '@portal/service-identity';
import { startTestPortal, type TestPortal, type TestResponse } from '@portal/platform/testing';
import { totpCode } from '../src/mfa/totp';
import { claimsOf, forgedToken } from './forged-token';
import { SoftwareAuthenticator } from './software-authenticator';

// Each demo admin code is accepted once and only three steps of 30 s are open at a time, so a
// test that signs a demo admin in again may wait for the next step before it can.
jest.setTimeout(90_000);

let portal: TestPortal;
beforeAll(async () => {
  portal = await startTestPortal({ mail: true });
}, 120_000);
afterAll(() => portal?.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function passwordStep(email: string): Promise<TestResponse> {
  return portal.inject(await portal.signInRequest(email, DEMO_PASSWORD));
}

const secondStep = (payload: Record<string, unknown>) => portal.inject({ method: 'POST', url: '/api/auth/mfa', payload });

async function auditCount(email: string, event: string): Promise<number> {
  const { rows } = await sql<{ n: string }>`
    select count(*) as n from identity.audit_events a join identity.users u on u.id = a.user_id
    where u.email = ${email} and a.event = ${event}`.execute(portal.db);
  return Number(rows[0]!.n);
}

describe('signing in with a second factor', () => {
  test('the site admin gets no session for the password alone, then a token saying pwd and otp for the code', async () => {
    const first = await passwordStep('siteadmin@example.org');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ mfaRequired: true, methods: ['totp'] });
    expect(first.json().accessToken).toBeUndefined();
    expect(first.headers['set-cookie']).toBeUndefined();

    const second = await secondStep({
      mfaToken: first.json().mfaToken,
      method: 'totp',
      code: await portal.demoOtp('siteadmin@example.org'),
    });
    expect(second.statusCode).toBe(200);
    expect(second.headers['set-cookie']).toBeDefined();
    const claims = claimsOf(second.json().accessToken);
    expect(claims.amr).toEqual(['pwd', 'otp']);
    expect(claims.role).toEqual(['SiteAdmin']);
    expect(claims.permission).toEqual(expect.arrayContaining(['App.users.manage']));
    const users = await portal.inject({ method: 'GET', url: '/api/account/users', headers: bearer(second.json().accessToken) });
    expect(users.statusCode).not.toBe(403);
  });

  test('a wrong code, and a right code used a second time, are refused with one message', async () => {
    const first = await passwordStep('siteadmin@example.org');
    const wrong = await secondStep({ mfaToken: first.json().mfaToken, method: 'totp', code: '000000' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe('The code is not correct, or it has already been used.');

    const code = await portal.demoOtp('siteadmin@example.org');
    expect((await secondStep({ mfaToken: first.json().mfaToken, method: 'totp', code })).statusCode).toBe(200);
    const again = await passwordStep('siteadmin@example.org');
    const replayed = await secondStep({ mfaToken: again.json().mfaToken, method: 'totp', code });
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json().message).toBe('The code is not correct, or it has already been used.');
    // The pending sign-in is spent once used.
    expect((await secondStep({ mfaToken: first.json().mfaToken, method: 'totp', code })).json().message).toBe(
      'The sign-in step has expired. Sign in again with your email and password.',
    );
  });

  test('a token whose session proved no second factor is refused the site admin role by every service', async () => {
    const { accessToken } = await portal.signIn('siteadmin@example.org');
    for (const url of ['/api/account/users', '/api/admin/lists']) {
      const withFactor = await portal.inject({
        method: 'GET',
        url,
        headers: bearer(forgedToken(portal, accessToken, { amr: ['pwd', 'otp'] })),
      });
      expect(withFactor.statusCode).not.toBe(403);
    }
    for (const amr of [['pwd'], undefined])
      for (const url of ['/api/account/users', '/api/admin/lists']) {
        const refused = await portal.inject({ method: 'GET', url, headers: bearer(forgedToken(portal, accessToken, { amr })) });
        expect(refused.statusCode).toBe(403);
        expect(refused.json().message).toBe('Your role needs a second factor. Sign in again with your authenticator app or passkey.');
      }
  });
});

describe('setting up an authenticator app from My Account', () => {
  const email = 'districtuser@example.org';

  test('a user sets up an app, is asked for it at sign-in, and each recovery code works once', async () => {
    const { accessToken } = await portal.signIn(email);
    const before = await portal.inject({ method: 'GET', url: '/api/account/mfa', headers: bearer(accessToken) });
    expect(before.json()).toEqual({ required: false, totp: false, passkeys: [], recoveryCodesLeft: 0 });

    const setup = await portal.inject({ method: 'POST', url: '/api/account/mfa/totp/setup', headers: bearer(accessToken) });
    expect(setup.statusCode).toBe(200);
    const { secret, otpauthUri } = setup.json() as { secret: string; otpauthUri: string };
    expect(otpauthUri).toContain(`secret=${secret}`);
    const { rows } = await sql<{ secret_encrypted: string }>`select secret_encrypted from identity.user_totp`.execute(portal.db);
    expect(rows.map((r) => r.secret_encrypted).join()).not.toContain(secret);

    const wrong = await portal.inject({
      method: 'POST',
      url: '/api/account/mfa/totp',
      headers: bearer(accessToken),
      payload: { code: '123456' },
    });
    expect(wrong.statusCode).toBe(400);
    const confirmed = await portal.inject({
      method: 'POST',
      url: '/api/account/mfa/totp',
      headers: bearer(accessToken),
      payload: { code: totpCode(secret) },
    });
    expect(confirmed.statusCode).toBe(200);
    const codes = confirmed.json().recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect(await auditCount(email, 'second-factor-added')).toBe(1);

    const first = await passwordStep(email);
    expect(first.json()).toMatchObject({ mfaRequired: true, methods: ['totp', 'recovery'] });
    const recovered = await secondStep({ mfaToken: first.json().mfaToken, method: 'recovery', code: codes[0]!.toLowerCase() });
    expect(recovered.statusCode).toBe(200);
    expect(claimsOf(recovered.json().accessToken).amr).toEqual(['pwd', 'otp']);

    const again = await passwordStep(email);
    const reused = await secondStep({ mfaToken: again.json().mfaToken, method: 'recovery', code: codes[0]! });
    expect(reused.statusCode).toBe(401);
    expect((await secondStep({ mfaToken: again.json().mfaToken, method: 'recovery', code: codes[1]! })).statusCode).toBe(200);
    const status = await portal.inject({ method: 'GET', url: '/api/account/mfa', headers: bearer(recovered.json().accessToken) });
    expect(status.json()).toMatchObject({ totp: true, recoveryCodesLeft: 8 });
  });
});

describe("an administrator resets a user's second factor", () => {
  const email = 'stateadmin@example.org';

  test('the factor goes, the reset is audited and mailed; the user then signs in restricted until a new one is set up', async () => {
    const admin = await portal.tokenFor('siteadmin@example.org');
    const { rows } = await sql<{ id: number }>`select id from identity.users where email = ${email}`.execute(portal.db);
    const userId = rows[0]!.id;
    const self = claimsOf(admin).sub;
    expect((await portal.inject({ method: 'DELETE', url: `/api/users/${self}/mfa`, headers: bearer(admin) })).statusCode).toBe(403);
    const before = await portal.signIn(email);
    const reset = await portal.inject({ method: 'DELETE', url: `/api/users/${userId}/mfa`, headers: bearer(admin) });
    expect(reset.statusCode).toBe(204);
    const oldSession = await portal.inject({
      method: 'POST',
      url: '/api/auth/access-token',
      headers: { cookie: before.cookie },
      payload: {},
    });
    expect(oldSession.statusCode).toBe(401);
    expect(await auditCount(email, 'second-factor-reset')).toBe(1);
    const mail = await portal.mail!.waitFor(email, (m) => m.subject === 'Your second sign-in factor was reset');
    expect(mail.text).toContain('An administrator removed the authenticator app');
    expect((await portal.inject({ method: 'DELETE', url: `/api/users/${userId}/mfa`, headers: bearer(admin) })).statusCode).toBe(409);

    // Password only now: a session, but without the state admin role, and told to set up a factor.
    const restricted = await passwordStep(email);
    expect(restricted.statusCode).toBe(200);
    const claims = claimsOf(restricted.json().accessToken);
    expect(claims).toMatchObject({ amr: ['pwd'], mfa_enrol: true, role: [], permission: [] });
    const token = restricted.json().accessToken as string;
    expect((await portal.inject({ method: 'GET', url: '/api/account/users', headers: bearer(token) })).statusCode).toBe(403);

    const setup = await portal.inject({ method: 'POST', url: '/api/account/mfa/totp/setup', headers: bearer(token) });
    const code = totpCode(setup.json().secret);
    expect(
      (await portal.inject({ method: 'POST', url: '/api/account/mfa/totp', headers: bearer(token), payload: { code } })).statusCode,
    ).toBe(200);
    const cookie = restricted.headers['set-cookie'];
    const renewed = await portal.inject({
      method: 'POST',
      url: '/api/auth/access-token',
      headers: { cookie: (Array.isArray(cookie) ? cookie[0]! : cookie!).split(';')[0]! },
      payload: {},
    });
    expect(renewed.statusCode).toBe(200);
    expect(claimsOf(renewed.json().accessToken)).toMatchObject({ amr: ['pwd', 'otp'], role: ['StateAdmin'] });
    expect(claimsOf(renewed.json().accessToken).mfa_enrol).toBeUndefined();
  });

  test('wrong codes count towards the lock, after which even the right code is refused', async () => {
    const email2 = 'siteadmin@example.org';
    const first = await passwordStep(email2);
    for (let i = 0; i < 10; i++) await secondStep({ mfaToken: first.json().mfaToken, method: 'totp', code: '000000' });
    expect(await auditCount(email2, 'account-locked')).toBe(1);
    const right = await secondStep({ mfaToken: first.json().mfaToken, method: 'totp', code: demoOtp(email2) });
    expect(right.statusCode).toBe(401);
  });
});

describe('passkeys', () => {
  const email = 'districtadmin@example.org';

  test('a user adds a passkey, then signs in with it (amr hwk); a signature by another key is refused', async () => {
    const authenticator = new SoftwareAuthenticator('http://localhost:8080');
    const { accessToken } = await portal.signIn(email);
    const options = await portal.inject({ method: 'POST', url: '/api/account/mfa/passkeys/options', headers: bearer(accessToken) });
    expect(options.statusCode).toBe(200);
    const added = await portal.inject({
      method: 'POST',
      url: '/api/account/mfa/passkeys',
      headers: bearer(accessToken),
      payload: { name: 'Work laptop', credential: authenticator.register(options.json()) },
    });
    expect(added.statusCode).toBe(200);
    expect(added.json().recoveryCodes).toHaveLength(10);
    const status = await portal.inject({ method: 'GET', url: '/api/account/mfa', headers: bearer(accessToken) });
    expect(status.json().passkeys).toEqual([expect.objectContaining({ name: 'Work laptop', lastUsedAt: null })]);

    const first = await passwordStep(email);
    expect(first.json()).toMatchObject({ mfaRequired: true, methods: ['passkey', 'recovery'] });
    const mfaToken = first.json().mfaToken as string;
    const forgedOptions = await portal.inject({ method: 'POST', url: '/api/auth/mfa/passkey-options', payload: { mfaToken } });
    const forged = await secondStep({
      mfaToken,
      method: 'passkey',
      credential: authenticator.authenticate(forgedOptions.json(), generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey),
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().message).toBe('The passkey could not be checked. Try again, or use another way to sign in.');

    const signInOptions = await portal.inject({ method: 'POST', url: '/api/auth/mfa/passkey-options', payload: { mfaToken } });
    expect(signInOptions.json().allowCredentials).toEqual([expect.objectContaining({ id: authenticator.id })]);
    const signedIn = await secondStep({ mfaToken, method: 'passkey', credential: authenticator.authenticate(signInOptions.json()) });
    expect(signedIn.statusCode).toBe(200);
    expect(claimsOf(signedIn.json().accessToken).amr).toEqual(['pwd', 'hwk']);
  });
});
