import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { Redis } from 'ioredis';
import { buildServiceApp, readConfig, staticKeys } from '@portal/service-kit';
import { sendRequest } from '@portal/service-kit/testing';
import { startTestPortal, type TestPortal, type TestResponse } from '@portal/platform/testing';
import { DEMO_PASSWORD, identityService } from '../src';

const LIMITS = {
  delayAfterFailures: 3,
  delayMs: 300,
  lockAfterFailures: 5,
  loginLockAfterFailures: 12,
  lockSeconds: 10,
  failureWindowSeconds: 60,
  attemptsPerMinute: 8,
};
const INVALID = 'Invalid email or password.';

let portal: TestPortal;
beforeAll(async () => {
  portal = await startTestPortal({ signIn: LIMITS, mail: true });
}, 120_000);
afterAll(() => portal?.close());

/** Each test signs in from its own address, so the per-address limit of one does not reach into another. */
let lastAddress = 0;
const newAddress = () => `198.51.100.${++lastAddress}`;

/** A sign-in without a bot-protection token, for the services that must refuse before checking one. */
const form = (address: string, username: string, password: string) => ({
  method: 'POST' as const,
  url: '/api/auth/token',
  headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': address },
  payload: new URLSearchParams({ username, password }).toString(),
});
const signIn = async (address: string, username: string, password: string) =>
  portal.inject(await portal.signInRequest(username, password, { 'x-forwarded-for': address }));

function expectInvalid(res: TestResponse): void {
  expect(res.statusCode).toBe(401);
  expect(res.json().message).toBe(INVALID);
}

const LOCKED_SUBJECT = 'Sign-in to your account was locked';
const lockMailsTo = (email: string) => portal.mail!.catcher.messages().filter((m) => m.to.includes(email) && m.subject === LOCKED_SUBJECT);

describe('failures for one login', () => {
  test('slow it down, then lock it from that address only: there the right password gets the same 401, elsewhere it signs in', async () => {
    const address = newAddress();
    for (let failure = 1; failure <= LIMITS.lockAfterFailures; failure++) {
      const started = Date.now();
      expectInvalid(await signIn(address, 'stateuser@example.org', `wrong-${failure}`));
      if (failure > LIMITS.delayAfterFailures) expect(Date.now() - started).toBeGreaterThanOrEqual(LIMITS.delayMs);
    }
    // Case and spaces do not make another login.
    expectInvalid(await signIn(address, '  StateUser@Example.org ', DEMO_PASSWORD));
    // The owner, elsewhere, is not locked out by someone guessing.
    expect((await signIn(newAddress(), 'stateuser@example.org', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  test('the owner is mailed when the account locks, once per lock time however many addresses lock it', async () => {
    for (const address of [newAddress(), newAddress()])
      for (let failure = 1; failure <= LIMITS.lockAfterFailures; failure++)
        expectInvalid(await signIn(address, 'stateadmin@example.org', 'wrong'));
    const mail = await portal.mail!.waitFor('stateadmin@example.org', (m) => m.subject === LOCKED_SUBJECT);
    expect(mail.text).toContain('from one place');
    expect(mail.text).toContain('Forgot Password');
    const { rows } = await sql<{ details: { scope: string; mailed: boolean } }>`select details from identity.audit_events
      where event = 'account-locked' and details->>'loginHash' = ${createHash('sha256').update('stateadmin@example.org').digest('hex')} order by id`.execute(
      portal.db,
    );
    expect(rows.map((r) => [r.details.scope, r.details.mailed])).toEqual([
      ['address', true],
      ['address', false],
    ]);
    // A later mail would be queued behind this one to the same worker; this one's arrival shows none came.
    await signIn(newAddress(), 'nobody-else@example.org', 'wrong');
    expect(lockMailsTo('stateadmin@example.org')).toHaveLength(1);
  });

  test('failures spread over many addresses past the higher ceiling lock the login everywhere, and the owner is told so', async () => {
    let failures = 0;
    while (failures < LIMITS.loginLockAfterFailures) {
      const address = newAddress();
      for (let n = 1; n < LIMITS.lockAfterFailures && failures < LIMITS.loginLockAfterFailures; n++, failures++)
        expectInvalid(await signIn(address, 'districtadmin@example.org', 'wrong'));
    }
    expectInvalid(await signIn(newAddress(), 'districtadmin@example.org', DEMO_PASSWORD));
    const mail = await portal.mail!.waitFor('districtadmin@example.org', (m) => m.subject === LOCKED_SUBJECT);
    expect(mail.text).toContain('from several places');
    await sleep(LIMITS.lockSeconds * 1000 + 200);
    expect((await signIn(newAddress(), 'districtadmin@example.org', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  test('the lock ends after its time, and the right password then signs in', async () => {
    const address = newAddress();
    for (let failure = 1; failure <= LIMITS.lockAfterFailures; failure++)
      expectInvalid(await signIn(address, 'siteadmin@example.org', 'wrong'));
    expectInvalid(await signIn(address, 'siteadmin@example.org', DEMO_PASSWORD));
    await sleep(LIMITS.lockSeconds * 1000 + 200);
    expect((await signIn(address, 'siteadmin@example.org', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  test('a successful sign-in starts the count again', async () => {
    for (let round = 0; round < 2; round++) {
      const address = newAddress();
      for (let failure = 1; failure < LIMITS.lockAfterFailures; failure++)
        expectInvalid(await signIn(address, 'requester@example.org', 'wrong'));
      expect((await signIn(address, 'requester@example.org', DEMO_PASSWORD)).statusCode).toBe(200);
    }
  });

  test('an unknown login is locked like a known one, so locking reveals nothing', async () => {
    const address = newAddress();
    for (let failure = 1; failure <= LIMITS.lockAfterFailures; failure++)
      expectInvalid(await signIn(address, 'nobody-locked@example.org', 'wrong'));
    const { rows } = await sql<{ user_id: number | null }>`select user_id from identity.audit_events
      where event = 'account-locked' and details->>'loginHash' = ${createHash('sha256').update('nobody-locked@example.org').digest('hex')}`.execute(
      portal.db,
    );
    expect(rows).toEqual([{ user_id: null }]);
  });
});

describe('attempts from one address', () => {
  test('past the limit are answered 429 with Retry-After and the error shape', async () => {
    const address = newAddress();
    for (let attempt = 1; attempt <= LIMITS.attemptsPerMinute; attempt++)
      expectInvalid(await signIn(address, `nobody-${attempt}@example.org`, 'wrong'));
    const refused = await signIn(address, 'districtuser@example.org', DEMO_PASSWORD);
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.json()).toEqual({
      statusCode: 429,
      code: 'TOO_MANY_REQUESTS',
      message: expect.any(String),
      retryAfterSeconds: retryAfter,
      requestId: expect.any(String),
    });
    // Another address is not held back.
    expect((await signIn(newAddress(), 'districtuser@example.org', DEMO_PASSWORD)).statusCode).toBe(200);
  });
});

describe('without Redis', () => {
  /** The identity service alone, on the portal's database, with the given Redis client. */
  async function identityWith(redis: Redis | null) {
    return buildServiceApp(identityService, {
      db: portal.db,
      config: readConfig({}),
      keys: staticKeys([portal.signingKey]),
      signingKey: portal.signingKey,
      redis,
      logger: false,
    });
  }

  async function expectUnavailable(redis: Redis | null): Promise<void> {
    const app = await identityWith(redis);
    try {
      const res = await sendRequest(
        await app.listen({ port: 0, host: '127.0.0.1' }),
        form(newAddress(), 'districtuser@example.org', DEMO_PASSWORD),
      );
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        statusCode: 503,
        message: 'Sign-in is temporarily unavailable. Please try again in a few minutes.',
      });
    } finally {
      await app.close();
    }
  }

  test('sign-in answers 503 when no Redis is configured', async () => {
    await expectUnavailable(null);
  });

  test('sign-in answers 503 when Redis does not answer', async () => {
    // Port 1 refuses connections. No retries, and a short disconnectTimeout: ioredis keeps a
    // timer for that long after disconnecting a stream that never opened, past the end of the test.
    const redis = new Redis('redis://127.0.0.1:1', { maxRetriesPerRequest: 1, retryStrategy: () => null, disconnectTimeout: 10 });
    redis.on('error', () => undefined);
    try {
      await expectUnavailable(redis);
    } finally {
      redis.disconnect();
    }
  });

  test('sign-in answers 503 once the connection to Redis is closed', async () => {
    const redis = new Redis(readConfig({}).redisUrl, { maxRetriesPerRequest: 1 });
    redis.disconnect();
    await expectUnavailable(redis);
  });
});
