import { sql } from 'kysely';
import { readConfig } from '@portal/service-kit';
import { cookiePairOf, startTestPortal, type TestPortal } from '@portal/platform/testing';
import { FOREIGN_ORIGIN } from '../src/sessions/origin-check';

const PUBLIC_URL = 'https://portal.example.org';
const USER = 'districtuser@example.org';

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
      for (const origin of ['https://evil.example', 'http://portal.example.org', 'null']) {
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
    const { cookie } = await portal.signIn(USER);
    expect((await post('/api/auth/refresh-token', { cookie })).statusCode).toBe(200);
  });
});

test("without PUBLIC_URL (development on this machine) the portal's origins are localhost and 127.0.0.1 on its port", () => {
  expect(readConfig({ PORT: '8123' }).corsOrigins).toEqual(['http://localhost:8123', 'http://127.0.0.1:8123']);
  expect(readConfig({ PORT: '8123', PUBLIC_URL: PUBLIC_URL }).corsOrigins).toEqual([PUBLIC_URL]);
});
