import { DEMO_PASSWORD } from '@portal/service-identity';
import { startTestPortal, type TestPortal, type TestRequest, type TestResponse } from '../src/testing';

/**
 * Two instances of a service, as two replicas behind the gateway run, share what must be shared
 * through PostgreSQL and Redis: a session signed out through one is refused by the other, the
 * general rate limit counts a caller's requests at both, and a sign-in lock made through one
 * holds at the other. Every check alternates between the two.
 */
const RATE_LIMIT = 20;
const LOCK_AFTER = 4;

type Inject = (opts: TestRequest) => Promise<TestResponse>;

let portal: TestPortal;
let eco: [Inject, Inject];
let identity: [Inject, Inject];

beforeAll(async () => {
  portal = await startTestPortal({
    // Each request reads the session's state: a revocation reaches every instance at once.
    sessions: { stateCacheMs: 0 },
    rateLimitMax: RATE_LIMIT,
    signIn: { lockAfterFailures: LOCK_AFTER, delayAfterFailures: LOCK_AFTER, delayMs: 0 },
  });
  eco = [portal.inject, (await portal.anotherInstance('eco')).inject];
  identity = [portal.inject, (await portal.anotherInstance('identity')).inject];
}, 120_000);
afterAll(() => portal?.close());

/** Each part calls from its own address (the test is a trusted proxy on loopback), so its requests alone meet the limit. */
let lastAddress = 0;
const newAddress = () => `198.51.100.${++lastAddress}`;

const childList = (accessToken: string, address: string): TestRequest => ({
  url: '/api/eco/children?pageNumber=1&pageSize=25',
  headers: { authorization: `Bearer ${accessToken}`, activeschoolyear: '2026', 'x-forwarded-for': address },
});

test('a session signed out through one identity instance is refused by both ECO instances', async () => {
  const address = newAddress();
  const { accessToken, cookie } = await portal.signIn('districtuser@example.org');
  for (const inject of eco) expect((await inject(childList(accessToken, address))).statusCode).toBe(200);

  const signedOut = await identity[1]({ method: 'POST', url: '/api/auth/revoke-token', headers: { cookie }, payload: {} });
  expect(signedOut.statusCode).toBe(204);

  for (const inject of eco) {
    const refused = await inject(childList(accessToken, address));
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe('The session has ended or the access changed; renew the access token.');
  }
  // Nor does the other identity instance renew it.
  const renewal = await identity[0]({ method: 'POST', url: '/api/auth/access-token', headers: { cookie }, payload: {} });
  expect(renewal.statusCode).toBe(401);
});

test("the general rate limit counts a caller's requests at both instances", async () => {
  const address = newAddress();
  const accessToken = await portal.tokenFor('districtuser@example.org');
  for (let request = 0; request < RATE_LIMIT; request++)
    expect((await eco[request % 2]!(childList(accessToken, address))).statusCode).toBe(200);
  for (const inject of eco) expect((await inject(childList(accessToken, address))).statusCode).toBe(429);
  // Another caller is not held back by this one.
  expect((await eco[1](childList(accessToken, newAddress()))).statusCode).toBe(200);
});

test('a sign-in lock made through one identity instance holds at the other', async () => {
  const address = newAddress();
  const attempt = async (inject: Inject, password: string, from = address) =>
    inject(await portal.signInRequest('stateuser@example.org', password, { 'x-forwarded-for': from }));
  for (let failure = 0; failure < LOCK_AFTER; failure++) {
    const res = await attempt(identity[failure % 2]!, `wrong-${failure}`);
    expect(res.statusCode).toBe(401);
  }
  // Locked from that address at both: the right password gets the same answer as a wrong one.
  for (const inject of identity) {
    const res = await attempt(inject, DEMO_PASSWORD);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Invalid email or password.');
  }
  // The owner, elsewhere, still signs in, at either instance.
  for (const inject of identity) expect((await attempt(inject, DEMO_PASSWORD, newAddress())).statusCode).toBe(200);
});

test('a child added through one ECO instance is in the next list the other answers, though it kept that page', async () => {
  const accessToken = await portal.tokenFor('districtuser@example.org');
  const me = await portal.inject({ url: '/api/account/users/me', headers: { authorization: `Bearer ${accessToken}` } });
  const leaId: number = me.json().leaId;
  const school = await portal.db
    .selectFrom('directory.schools')
    .select('id')
    .where('lea_id', '=', leaId)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const address = newAddress();
  const lastName = `Keptpage${process.pid}`;
  const search: TestRequest = {
    url: `/api/eco/children?search=${lastName}`,
    headers: { authorization: `Bearer ${accessToken}`, activeschoolyear: '2026', 'x-forwarded-for': address },
  };
  for (let read = 0; read < 2; read++) expect((await eco[1](search)).json().totalCount).toBe(0);

  const added = await eco[0]({
    method: 'POST',
    url: '/api/eco/children',
    headers: { authorization: `Bearer ${accessToken}`, 'x-forwarded-for': address },
    payload: {
      stateStudentId: `K-${process.pid}`,
      firstName: 'Avery',
      lastName,
      birthDate: '2021-03-14',
      leaId,
      schoolId: school.id,
      entryDate: '2025-09-02',
      exitDate: null,
      exitReason: null,
      sex: 'F',
      raceEthnicity: 'ASIAN',
      disabilityCategory: 'DD',
    },
  });
  expect(added.statusCode).toBe(201);
  const listed = (await eco[1](search)).json();
  expect(listed.totalCount).toBe(1);
  expect(listed.items[0].lastName).toBe(lastName);
});
