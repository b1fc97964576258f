import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { cookiePairOf, startTestPortal, type SignedIn, type TestPortal, type TestResponse } from '@portal/platform/testing';
import { type AccessTokenClaims } from '@portal/shared-contracts';
import { revokeUserAccess } from '../src';

/** Short enough that a test waits for it; the default is 15 s. */
const STATE_CACHE_MS = 1_000;
const GRACE_SECONDS = 10;
const USER = 'districtuser@example.org';

let portal: TestPortal;
beforeAll(async () => {
  portal = await startTestPortal({ sessions: { stateCacheMs: STATE_CACHE_MS, reuseGraceSeconds: GRACE_SECONDS } });
}, 120_000);
afterAll(() => portal?.close());

const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as AccessTokenClaims;
const afterStateCache = () => new Promise((resolve) => setTimeout(resolve, STATE_CACHE_MS + 100));

const post = (url: string, headers: Record<string, string>, payload?: unknown) => portal.inject({ method: 'POST', url, headers, payload });
const refresh = (cookie: string) => post('/api/auth/refresh-token', { cookie }, { activeSchoolYear: 2026 });
const accessTokenFor = (cookie: string) => post('/api/auth/access-token', { cookie });
const me = (token: string) => portal.inject({ url: '/api/account/users/me', headers: { authorization: `Bearer ${token}` } });
const ecoOverview = (token: string) =>
  portal.inject({
    url: '/api/eco/overview',
    headers: { authorization: `Bearer ${token}`, currentleaid: String(claimsOf(token).leas[0]), activeschoolyear: '2026' },
  });

/** The attributes of the refresh cookie a response sets, by lower-case name. */
function setCookieOf(res: TestResponse): { name: string; value: string; attributes: Record<string, string> } {
  const [pair, ...rest] = (res.headers['set-cookie'] ?? '').split(';').map((part) => part.trim());
  const [name = '', value = ''] = (pair ?? '').split('=');
  const attributes = Object.fromEntries(rest.map((a) => [a.split('=')[0]!.toLowerCase(), a.split('=')[1] ?? '']));
  return { name, value, attributes };
}

function expectClearedCookie(res: TestResponse): void {
  const cleared = setCookieOf(res);
  expect(cleared.name).toBe('portal_rt');
  expect(cleared.value).toBe('');
  expect(new Date(cleared.attributes.expires!).getTime()).toBeLessThanOrEqual(Date.now());
}

/** Makes a rotated token of the session look as if it was rotated long before the grace window. */
async function ageRotations(sessionId: string, seconds: number): Promise<void> {
  await sql`update identity.refresh_tokens set used_at = used_at - make_interval(secs => ${seconds})
    where session_id = ${sessionId} and used_at is not null`.execute(portal.db);
}

async function sessionRow(sessionId: string) {
  const { rows } = await sql<{ revoked_at: Date | null; revoked_reason: string | null; tokens: number }>`
    select revoked_at, revoked_reason, (select count(*)::int from identity.refresh_tokens where session_id = s.id) as tokens
    from identity.sessions s where id = ${sessionId}`.execute(portal.db);
  return rows[0]!;
}

describe('sign-in', () => {
  test('sets the refresh token in an HttpOnly, Secure, SameSite=Strict cookie for /api/auth, and ties the access token to the session', async () => {
    const { response, accessToken } = await portal.signIn(USER);
    expect(Object.keys(response.json()).sort()).toEqual(['accessToken', 'expiresIn', 'id', 'leaId']);
    const cookie = setCookieOf(response);
    expect(cookie.name).toBe('portal_rt');
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookie.attributes).toMatchObject({
      httponly: '',
      secure: '',
      samesite: 'Strict',
      path: '/api/auth',
      'max-age': String(12 * 3600),
    });

    const claims = claimsOf(accessToken);
    expect(claims.sid).toMatch(/^[0-9a-f-]{36}$/);
    expect(claims.tv).toBe(0);
    expect(claims.exp - claims.iat).toBeLessThanOrEqual(600);
    // Only the SHA-256 of the secret is stored.
    const { rows } = await sql<{
      token_hash: string;
    }>`select token_hash from identity.refresh_tokens where session_id = ${claims.sid}`.execute(portal.db);
    expect(rows).toEqual([{ token_hash: createHash('sha256').update(cookie.value).digest('hex') }]);
  });
});

describe('POST /api/auth/refresh-token', () => {
  test('rotates: a new cookie and access token in the same session, the body of sign-in', async () => {
    const signedIn = await portal.signIn(USER);
    const res = await refresh(signedIn.cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['accessToken', 'expiresIn', 'id', 'leaId']);
    expect(claimsOf(body.accessToken).sid).toBe(claimsOf(signedIn.accessToken).sid);
    const next = cookiePairOf(res);
    expect(next).toMatch(/^portal_rt=/);
    expect(next).not.toBe(signedIn.cookie);
    expect(Number(setCookieOf(res).attributes['max-age'])).toBeLessThanOrEqual(12 * 3600);
    expect((await me(body.accessToken)).statusCode).toBe(200);
    // The successor rotates in turn; the body may be left out.
    const again = await post('/api/auth/refresh-token', { cookie: next! });
    expect(again.statusCode).toBe(200);
  });

  test('tabs refreshing with the same cookie at once all succeed, one successor is minted, the session stays valid', async () => {
    const signedIn = await portal.signIn(USER);
    const sessionId = claimsOf(signedIn.accessToken).sid;
    const tabs = await Promise.all([1, 2, 3, 4].map(() => refresh(signedIn.cookie)));
    expect(tabs.map((res) => res.statusCode)).toEqual([200, 200, 200, 200]);
    const successors = tabs.map(cookiePairOf).filter((c): c is string => c !== null);
    expect(successors).toHaveLength(1);
    expect(await sessionRow(sessionId)).toMatchObject({ revoked_at: null, tokens: 2 });
    for (const res of tabs) expect((await me(res.json().accessToken)).statusCode).toBe(200);
    expect((await refresh(successors[0]!)).statusCode).toBe(200);
  });

  test('a rotated token within the grace window answers an access token without minting another refresh token', async () => {
    const signedIn = await portal.signIn(USER);
    const sessionId = claimsOf(signedIn.accessToken).sid;
    expect((await refresh(signedIn.cookie)).statusCode).toBe(200);
    const late = await refresh(signedIn.cookie);
    expect(late.statusCode).toBe(200);
    expect(late.headers['set-cookie']).toBeUndefined();
    expect(await sessionRow(sessionId)).toMatchObject({ revoked_at: null, tokens: 2 });
  });

  test('reuse after the grace window revokes the whole family: the old and the newest token fail, and so do its access tokens', async () => {
    const signedIn = await portal.signIn(USER);
    const sessionId = claimsOf(signedIn.accessToken).sid;
    const rotated = await refresh(signedIn.cookie);
    const newest = cookiePairOf(rotated)!;
    const newestAccess = rotated.json().accessToken as string;
    expect((await ecoOverview(newestAccess)).statusCode).toBe(200);
    await ageRotations(sessionId, GRACE_SECONDS + 1);

    const reuse = await refresh(signedIn.cookie);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().message).toBe('The session was ended because an old refresh token was used again; sign in again.');
    expectClearedCookie(reuse);
    expect(await sessionRow(sessionId)).toMatchObject({ revoked_reason: 'refresh-token-reused' });

    const afterReuse = await refresh(newest);
    expect(afterReuse.statusCode).toBe(401);
    expectClearedCookie(afterReuse);
    expect((await accessTokenFor(newest)).statusCode).toBe(401);
    await afterStateCache();
    expect((await me(newestAccess)).statusCode).toBe(401);
    expect((await ecoOverview(newestAccess)).statusCode).toBe(401);
  });

  test('a session ends at its absolute lifetime, and after its idle time without a refresh', async () => {
    const expired = await portal.signIn(USER);
    await sql`update identity.sessions set absolute_expires_at = now() - interval '1 second' where id = ${claimsOf(expired.accessToken).sid}`.execute(
      portal.db,
    );
    const atLimit = await refresh(expired.cookie);
    expect(atLimit.statusCode).toBe(401);
    expect(atLimit.json().message).toBe('The session has reached its time limit; sign in again.');
    expectClearedCookie(atLimit);

    const idle = await portal.signIn(USER);
    await sql`update identity.refresh_tokens set expires_at = now() - interval '1 second' where session_id = ${claimsOf(idle.accessToken).sid}`.execute(
      portal.db,
    );
    const afterIdle = await refresh(idle.cookie);
    expect(afterIdle.statusCode).toBe(401);
    expect(afterIdle.json().message).toBe('The session expired after a period without activity; sign in again.');
  });

  test('a missing, unknown or malformed cookie is 401; a malformed body is 400', async () => {
    const missing = await post('/api/auth/refresh-token', {}, {});
    expect(missing.statusCode).toBe(401);
    expect(missing.json().message).toBe('There is no session; sign in.');
    expect((await refresh('portal_rt=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')).statusCode).toBe(401);
    expect((await refresh('portal_rt=not-a-token')).statusCode).toBe(401);
    const { cookie } = await portal.signIn(USER);
    const tampered = `${cookie.slice(0, -1)}${cookie.endsWith('A') ? 'B' : 'A'}`;
    expect((await refresh(tampered)).statusCode).toBe(401);
    const badBody = await post('/api/auth/refresh-token', { cookie }, { activeSchoolYear: 'next year' });
    expect(badBody.statusCode).toBe(400);
    expect(badBody.json().errors).toHaveProperty('activeSchoolYear');
    expect((await post('/api/auth/refresh-token', { cookie }, { evil: 1 })).statusCode).toBe(400);
  });
});

describe('POST /api/auth/access-token', () => {
  test('answers a fresh access token for the session without rotating the refresh token', async () => {
    const signedIn = await portal.signIn(USER);
    const res = await accessTokenFor(signedIn.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(claimsOf(res.json().accessToken).sid).toBe(claimsOf(signedIn.accessToken).sid);
    expect((await me(res.json().accessToken)).statusCode).toBe(200);
    expect((await accessTokenFor(signedIn.cookie)).statusCode).toBe(200);
    expect((await refresh(signedIn.cookie)).statusCode).toBe(200);
  });
});

describe('POST /api/auth/revoke-token', () => {
  async function expectAccessEnds(signedIn: SignedIn) {
    await afterStateCache();
    expect((await me(signedIn.accessToken)).statusCode).toBe(401);
    expect((await ecoOverview(signedIn.accessToken)).statusCode).toBe(401);
  }

  test('ends the session of the cookie: refresh fails at once, its access tokens on every service within the cache time; idempotent', async () => {
    const signedIn = await portal.signIn(USER);
    expect((await me(signedIn.accessToken)).statusCode).toBe(200);
    expect((await ecoOverview(signedIn.accessToken)).statusCode).toBe(200);

    const res = await post('/api/auth/revoke-token', { cookie: signedIn.cookie });
    expect(res.statusCode).toBe(204);
    expectClearedCookie(res);
    expect((await refresh(signedIn.cookie)).statusCode).toBe(401);
    expect((await accessTokenFor(signedIn.cookie)).statusCode).toBe(401);
    await expectAccessEnds(signedIn);
    expect((await post('/api/auth/revoke-token', { cookie: signedIn.cookie })).statusCode).toBe(204);
    expect((await post('/api/auth/revoke-token', {}, {})).statusCode).toBe(204);
  });

  test("ends the session of a valid bearer token too, and leaves the user's other sessions alone", async () => {
    const other = await portal.signIn(USER);
    const signedIn = await portal.signIn(USER);
    expect((await post('/api/auth/revoke-token', { authorization: `Bearer ${signedIn.accessToken}` })).statusCode).toBe(204);
    expect((await refresh(signedIn.cookie)).statusCode).toBe(401);
    await expectAccessEnds(signedIn);
    expect((await me(other.accessToken)).statusCode).toBe(200);
    expect((await refresh(other.cookie)).statusCode).toBe(200);
  });
});

describe('revokeUserAccess', () => {
  const userId = async (token: string) => Number(claimsOf(token).sub);

  test('a role or LEA change refuses the old access tokens on every service; a refresh issues one with the new version', async () => {
    const signedIn = await portal.signIn('districtadmin@example.org');
    expect((await ecoOverview(signedIn.accessToken)).statusCode).toBe(200);
    await revokeUserAccess(portal.db.withSchema('identity'), await userId(signedIn.accessToken), 'roles-changed');
    await afterStateCache();
    expect((await me(signedIn.accessToken)).statusCode).toBe(401);
    expect((await ecoOverview(signedIn.accessToken)).statusCode).toBe(401);

    const renewed = await refresh(signedIn.cookie);
    expect(renewed.statusCode).toBe(200);
    const token = renewed.json().accessToken as string;
    expect(claimsOf(token).tv).toBe(claimsOf(signedIn.accessToken).tv + 1);
    expect((await ecoOverview(token)).statusCode).toBe(200);
  });

  test('a password change also ends every session of the user', async () => {
    const first = await portal.signIn('stateadmin@example.org');
    const second = await portal.signIn('stateadmin@example.org');
    await revokeUserAccess(portal.db.withSchema('identity'), await userId(first.accessToken), 'password-changed');
    for (const session of [first, second]) {
      const res = await refresh(session.cookie);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('The session has been ended; sign in again.');
    }
    await afterStateCache();
    for (const session of [first, second]) expect((await me(session.accessToken)).statusCode).toBe(401);
  });
});
