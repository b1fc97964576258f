import { sql } from 'kysely';
import { readConfig } from '@portal/service-kit';
import { cookiePairOf, startTestPortal, type TestPortal, type TestResponse } from '@portal/platform/testing';
import { DEMO_PASSWORD } from '@portal/service-identity';
import { FOREIGN_ORIGIN } from '../src/sessions/origin-check';

const PUBLIC_URL = 'https://portal.example.org';
const USER = 'districtuser@example.org';
const SITE_ADMIN = 'siteadmin@example.org';
const FOREIGN_ORIGINS = ['https://evil.example', 'http://portal.example.org', 'null'];

let portal: TestPortal;
beforeAll(async () => {
  portal = await startTestPortal({ publicUrl: PUBLIC_URL });
}, 120_000);
afterAll(() => portal?.close());

const post = (url: string, headers: Record<string, string>) => portal.inject({ method: 'POST', url, headers, payload: {} });
const sessionRevoked = async (sessionId: string) => {
  const { rows } = await sql<{
    revoked: boolean;
  }>`select revoked_at is not null as revoked from identity.sessions where id = ${sessionId}`.execute(portal.db);
  return rows[0]!.revoked;
};
const sessionOf = (accessToken: string): string => JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString()).sid;

describe('a portal served over https', () => {
  test('names the refresh cookie with the __Secure- prefix, Secure, and reads only that name', async () => {
    const { response, cookie } = await portal.signIn(USER);
    expect(cookie).toMatch(/^__Secure-portal_rt=[\w-]{43}$/);
    expect(response.headers['set-cookie']).toMatch(/; Secure/);
    const bare = cookie.replace('__Secure-', '');
    expect((await post('/api/auth/refresh-token', { cookie: bare })).statusCode).toBe(401);
    const renewed = await post('/api/auth/refresh-token', { cookie, origin: PUBLIC_URL });
    expect(renewed.statusCode).toBe(200);
    expect(cookiePairOf(renewed)).toMatch(/^__Secure-portal_rt=/);
  });
});

describe('the calls the refresh cookie authorises check where the request came from', () => {
  test.each(['/api/auth/refresh-token', '/api/auth/access-token', '/api/auth/revoke-token'])(
    '%s from a foreign page, or a page with no origin, is refused 403 and does nothing',
    async (url) => {
      const { cookie, accessToken } = await portal.signIn(USER);
      for (const origin of FOREIGN_ORIGINS) {
        const res = await post(url, { cookie, origin });
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toBe(FOREIGN_ORIGIN);
        expect(res.headers['set-cookie']).toBeUndefined();
      }
      expect(await sessionRevoked(sessionOf(accessToken))).toBe(false);
      // The cookie still works from the portal's own page.
      expect((await post('/api/auth/access-token', { cookie, origin: PUBLIC_URL })).statusCode).toBe(200);
    },
  );

  test("sign-out from the portal's own page ends the session", async () => {
    const { cookie, accessToken } = await portal.signIn(USER);
    expect((await post('/api/auth/revoke-token', { cookie, origin: PUBLIC_URL })).statusCode).toBe(204);
    expect(await sessionRevoked(sessionOf(accessToken))).toBe(true);
  });

  test('a caller that sends no Origin is not a browser, and is served', async () => {
    // portal.signIn sends none either, for the password step and for the second factor's.
    const { cookie } = await portal.signIn(SITE_ADMIN);
    expect((await post('/api/auth/refresh-token', { cookie })).statusCode).toBe(200);
  });
});

// Login CSRF: a page elsewhere would sign the browser in to the attacker's account, and what the victim then types goes to them.
describe('the sign-in steps, which set the refresh cookie, check where the request came from', () => {
  const refusedAsForeign = (res: TestResponse) => {
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(FOREIGN_ORIGIN);
    expect(res.headers['set-cookie']).toBeUndefined();
  };

  test('the password step from a foreign page, or a page with no origin, is refused 403 and sets no cookie', async () => {
    for (const origin of FOREIGN_ORIGINS)
      refusedAsForeign(await portal.inject(await portal.signInRequest(USER, DEMO_PASSWORD, { origin })));
    const fromThePortal = await portal.inject(await portal.signInRequest(USER, DEMO_PASSWORD, { origin: PUBLIC_URL }));
    expect(fromThePortal.statusCode).toBe(200);
    expect(cookiePairOf(fromThePortal)).toMatch(/^__Secure-portal_rt=/);
  });

  test('the second-factor and passkey steps from a foreign page are refused, and spend nothing: the same code then works from the portal', async () => {
    const first = await portal.inject(await portal.signInRequest(SITE_ADMIN, DEMO_PASSWORD, { origin: PUBLIC_URL }));
    const { mfaToken } = first.json() as { mfaToken: string };
    const code = await portal.demoOtp(SITE_ADMIN);
    const step = (url: string, origin: string, payload: object) => portal.inject({ method: 'POST', url, headers: { origin }, payload });
    for (const origin of FOREIGN_ORIGINS) {
      refusedAsForeign(await step('/api/auth/mfa/passkey-options', origin, { mfaToken }));
      refusedAsForeign(await step('/api/auth/mfa', origin, { mfaToken, method: 'totp', code }));
    }
    const second = await step('/api/auth/mfa', PUBLIC_URL, { mfaToken, method: 'totp', code });
    expect(second.statusCode).toBe(200);
    expect(cookiePairOf(second)).toMatch(/^__Secure-portal_rt=/);
  });
});

test("without PUBLIC_URL (development on this machine) the portal's origins are localhost and 127.0.0.1 on its port", () => {
  expect(readConfig({ PORT: '8123' }).corsOrigins).toEqual(['http://localhost:8123', 'http://127.0.0.1:8123']);
  expect(readConfig({ PORT: '8123', PUBLIC_URL: PUBLIC_URL }).corsOrigins).toEqual([PUBLIC_URL]);
});
