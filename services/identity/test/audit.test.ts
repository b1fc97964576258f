import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { startTestPortal, type TestPortal } from '@portal/platform/testing';
import { DEMO_PASSWORD, revokeUserAccess } from '../src';

const LOCK_AFTER = 3;

let portal: TestPortal;
beforeAll(async () => {
  portal = await startTestPortal({ signIn: { delayAfterFailures: LOCK_AFTER, delayMs: 0, lockAfterFailures: LOCK_AFTER } });
}, 120_000);
afterAll(() => portal?.close());

interface AuditRow {
  event: string;
  user_id: number | null;
  session_id: string | null;
  ip: string | null;
  details: Record<string, unknown>;
}

/** Each test acts from its own address, and finds its own rows by it. */
let lastAddress = 0;
const newAddress = () => `203.0.113.${++lastAddress}`;

async function eventsFrom(address: string): Promise<AuditRow[]> {
  const { rows } =
    await sql<AuditRow>`select event, user_id, session_id, ip, details from identity.audit_events where ip = ${address} order by id`.execute(
      portal.db,
    );
  return rows;
}

const post = (address: string, url: string, headers: Record<string, string>, payload: string | object) =>
  portal.inject({ method: 'POST', url, headers: { 'x-forwarded-for': address, ...headers }, payload });
const signIn = async (address: string, username: string, password: string) =>
  portal.inject(await portal.signInRequest(username, password, { 'x-forwarded-for': address }));
const cookieOf = (setCookie: string | undefined) => (setCookie ?? '').split(';')[0]!;
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

describe('the audit trail records', () => {
  test('a sign-in, with its user, session and address', async () => {
    const address = newAddress();
    const res = await signIn(address, 'districtuser@example.org', DEMO_PASSWORD);
    expect(res.statusCode).toBe(200);
    const claims = JSON.parse(Buffer.from((res.json().accessToken as string).split('.')[1]!, 'base64url').toString());
    expect(await eventsFrom(address)).toEqual([
      { event: 'sign-in', user_id: Number(claims.sub), session_id: claims.sid, ip: address, details: { amr: ['pwd'] } },
    ]);
  });

  test('failed sign-ins and the lock, with a hash of the login and never the login or password in clear', async () => {
    const address = newAddress();
    expect((await signIn(address, 'Nobody-Audited@example.org ', 'secret-guess-1')).statusCode).toBe(401);
    for (let failure = 1; failure <= LOCK_AFTER; failure++)
      expect((await signIn(address, 'stateuser@example.org', `secret-guess-${failure}`)).statusCode).toBe(401);
    expect((await signIn(address, 'stateuser@example.org', DEMO_PASSWORD)).statusCode).toBe(401);

    const events = await eventsFrom(address);
    const stateUserHash = sha256('stateuser@example.org');
    expect(events.map((e) => [e.event, e.details.reason ?? null])).toEqual([
      ['sign-in-failed', 'unknown-login'],
      ['sign-in-failed', 'wrong-password'],
      ['sign-in-failed', 'wrong-password'],
      ['sign-in-failed', 'wrong-password'],
      ['account-locked', null],
      ['sign-in-failed', 'locked'],
    ]);
    expect(events[0]).toMatchObject({ user_id: null, details: { loginHash: sha256('nobody-audited@example.org') } });
    const stateUserId = events[1]!.user_id;
    expect(stateUserId).toEqual(expect.any(Number));
    for (const event of events.slice(1)) expect(event).toMatchObject({ user_id: stateUserId, details: { loginHash: stateUserHash } });
    const stored = JSON.stringify(events).toLowerCase();
    for (const secret of ['nobody-audited', 'stateuser@', 'secret-guess', DEMO_PASSWORD.toLowerCase()])
      expect(stored).not.toContain(secret);
  });

  test('a refresh token used again after its rotation, and a sign-out', async () => {
    const address = newAddress();
    const signedIn = await signIn(address, 'districtadmin@example.org', DEMO_PASSWORD);
    const first = cookieOf(signedIn.headers['set-cookie']);
    const rotated = await post(address, '/api/auth/refresh-token', { cookie: first }, { activeSchoolYear: 2026 });
    expect(rotated.statusCode).toBe(200);
    const sessionId = (await eventsFrom(address))[0]!.session_id!;
    // Past the grace window for two tabs refreshing at once.
    await sql`update identity.refresh_tokens set used_at = used_at - interval '1 hour' where session_id = ${sessionId} and used_at is not null`.execute(
      portal.db,
    );
    expect((await post(address, '/api/auth/refresh-token', { cookie: first }, { activeSchoolYear: 2026 })).statusCode).toBe(401);

    const second = cookieOf((await signIn(address, 'districtadmin@example.org', DEMO_PASSWORD)).headers['set-cookie']);
    expect((await post(address, '/api/auth/revoke-token', { cookie: second }, {})).statusCode).toBe(204);

    const events = await eventsFrom(address);
    expect(events.map((e) => e.event)).toEqual(['sign-in', 'refresh-token-reused', 'sign-in', 'session-revoked']);
    expect(events[1]).toMatchObject({ session_id: sessionId, user_id: events[0]!.user_id });
    expect(events[3]).toMatchObject({ session_id: events[2]!.session_id, user_id: events[0]!.user_id, details: { reason: 'signed-out' } });
    expect(JSON.stringify(events)).not.toContain(first.split('=')[1]);
  });

  test("a revocation of a user's access, with its reason", async () => {
    const { rows } = await sql<{ id: number }>`select id from identity.users where email = 'siteadmin@example.org'`.execute(portal.db);
    const userId = rows[0]!.id;
    await revokeUserAccess(portal.db.withSchema('identity'), userId, 'roles-changed');
    const { rows: events } =
      await sql<AuditRow>`select event, details from identity.audit_events where user_id = ${userId} and event = 'user-access-revoked'`.execute(
        portal.db,
      );
    expect(events).toEqual([{ event: 'user-access-revoked', details: { reason: 'roles-changed' } }]);
  });
});

describe('the audit trail cannot be changed', () => {
  test.each([
    ['UPDATE', sql`update identity.audit_events set event = 'changed'`],
    ['DELETE', sql`delete from identity.audit_events`],
    ['TRUNCATE', sql`truncate identity.audit_events`],
  ])('%s is refused', async (operation, statement) => {
    await signIn(newAddress(), 'requester@example.org', DEMO_PASSWORD);
    await expect(statement.execute(portal.db)).rejects.toThrow(`identity.audit_events is append-only: ${operation} is not allowed`);
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from identity.audit_events where event = 'changed'`.execute(
      portal.db,
    );
    expect(rows[0]!.n).toBe(0);
  });
});
