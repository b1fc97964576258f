import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { Type } from 'typebox';
import { TOKEN_AUDIENCE, TOKEN_ISSUER } from '@portal/shared-contracts';
import { eventually, sendRequest, type TestRequest } from '../src/testing';
import {
  NOT_A_FIELD,
  buildServiceApp,
  createDatabase,
  generateSigningKey,
  jwksKeys,
  readConfig,
  signedInAccess,
  staticKeys,
  toJwk,
  type Database,
  type KeySource,
} from '../src';
import { probeService } from './probe-service';

const signingKey = generateSigningKey();
let database: Database;
let app: FastifyInstance;
let baseUrl: string;
const call = (opts: TestRequest) => sendRequest(baseUrl, opts);

const probe = probeService(async (app) => {
  app.get('/api/probe/secret', { config: { access: { permissions: ['Eco.access'] } } }, async (request) => ({
    lea: request.currentLeaId(),
  }));
  app.post(
    '/api/probe/things',
    {
      config: signedInAccess,
      schema: {
        body: Type.Object(
          {
            name: Type.String({ minLength: 1, maxLength: 20 }),
            zip: Type.String({ pattern: '^\\d{5}$' }),
            count: Type.Optional(Type.Integer({ minimum: 1, maximum: 9 })),
          },
          { additionalProperties: false },
        ),
      },
    },
    async () => ({ ok: true }),
  );
  app.get('/api/probe/signed-in', { config: signedInAccess }, async () => ({ ok: true }));
  app.get(
    '/api/probe/asked',
    {
      config: signedInAccess,
      schema: {
        headers: Type.Object({ activeschoolyear: Type.Integer() }),
        querystring: Type.Object({
          pageNumber: Type.Integer({ minimum: 1 }),
          active: Type.Optional(Type.Boolean()),
          status: Type.Optional(Type.Array(Type.String())),
        }),
      },
    },
    async (request) => ({ year: (request.headers as { activeschoolyear: unknown }).activeschoolyear, query: request.query }),
  );
  app.get('/api/probe/cacheable', { config: signedInAccess }, async (_request, reply) => {
    void reply.header('cache-control', 'public, max-age=300');
    return { ok: true };
  });
  app.get('/api/probe/boom', { config: signedInAccess }, async () => {
    throw new Error('database password is hunter2');
  });
});

/** Keys taken out of the key source, as a rotation that withdraws a compromised key does. */
const withdrawnKeys = new Set<string>();

/** The session every token below is issued in unless a test names another. */
const openSession = randomUUID();
const SESSION_STATE_CACHE_MS = 500;

function token(claims: Record<string, unknown>, expiresInSeconds = 60): string {
  return app.jwt.sign(
    {
      sub: '7',
      name: 'u',
      fullname: 'U',
      email: 'u@example.org',
      role: [],
      permission: [],
      leas: [3],
      sid: openSession,
      tv: 0,
      ...claims,
    } as never,
    { expiresIn: expiresInSeconds },
  );
}

/** Stands in for the identity service's published view of session states. */
async function setSessionState(sessionId: string, revoked: boolean, tokenVersion: number): Promise<void> {
  await sql`insert into directory.session_states values (${sessionId}, ${revoked}, ${tokenVersion})
    on conflict (session_id) do update set revoked = excluded.revoked, token_version = excluded.token_version`.execute(database.db);
}

beforeAll(async () => {
  database = await createDatabase({});
  await sql`create schema directory`.execute(database.db);
  await sql`create table directory.session_states (session_id uuid primary key, revoked boolean not null, token_version integer not null)`.execute(
    database.db,
  );
  await setSessionState(openSession, false, 0);
  const defaults = readConfig({});
  const config = { ...defaults, sessions: { ...defaults.sessions, stateCacheMs: SESSION_STATE_CACHE_MS } };
  const published = staticKeys([signingKey]);
  const keys: KeySource = { get: async (kid) => (withdrawnKeys.has(kid) ? null : published.get(kid)) };
  app = await buildServiceApp(probe, { db: database.db, config, keys, signingKey, logger: { level: 'silent' } });
  baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

test('a route that declares no access, or two kinds at once, stops the service from starting', async () => {
  const build = (options: object) =>
    buildServiceApp(
      probeService(async (probeApp) => {
        probeApp.get('/api/probe/forgotten', options, async () => ({ ok: true }));
      }),
      { db: database.db, config: readConfig({}), keys: staticKeys([signingKey]), logger: false },
    );
  await expect(build({})).rejects.toThrow('GET /api/probe/forgotten declares no access');
  await expect(build({ config: { access: { public: true, permissions: ['Eco.access'] } } })).rejects.toThrow(
    'must declare exactly one of public, signedIn or permissions',
  );
  await expect(build({ config: { access: { permissions: [] } } })).rejects.toThrow('empty permission list');
  const declared = await build({ config: signedInAccess });
  await declared.close();
});

test('a route needs a valid token, then one of its permissions', async () => {
  expect((await call({ url: '/api/probe/secret' })).statusCode).toBe(401);
  const without = await call({ url: '/api/probe/secret', headers: { authorization: `Bearer ${token({})}` } });
  expect(without.statusCode).toBe(403);
  expect(without.json()).toMatchObject({ statusCode: 403, code: 'FORBIDDEN', message: 'Access Denied!' });
  const withIt = await call({ url: '/api/probe/secret', headers: { authorization: `Bearer ${token({ permission: ['Eco.access'] })}` } });
  expect(withIt.json()).toEqual({ lea: 3 });
});

describe('the session behind a token', () => {
  const ask = (claims: Record<string, unknown>) =>
    call({ url: '/api/probe/signed-in', headers: { authorization: `Bearer ${token(claims)}` } });
  const status = async (claims: Record<string, unknown>) => (await ask(claims)).statusCode;

  test('a token without sid and tv, as issued before sessions, is refused', async () => {
    const legacy = app.jwt.sign(
      { sub: '7', name: 'u', fullname: 'U', email: 'u@example.org', role: [], permission: [], leas: [3] } as never,
      { expiresIn: 60 },
    );
    expect((await call({ url: '/api/probe/signed-in', headers: { authorization: `Bearer ${legacy}` } })).statusCode).toBe(401);
    expect(await status({ sid: 'not-a-uuid' })).toBe(401);
    expect(await status({ tv: -1 })).toBe(401);
  });

  test('an unknown session, a revoked one and an older token version are refused', async () => {
    expect(await status({})).toBe(200);
    expect(await status({ sid: randomUUID() })).toBe(401);
    const revoked = randomUUID();
    await setSessionState(revoked, true, 0);
    expect(await status({ sid: revoked })).toBe(401);
    const bumped = randomUUID();
    await setSessionState(bumped, false, 2);
    expect(await status({ sid: bumped, tv: 1 })).toBe(401);
    expect(await status({ sid: bumped, tv: 2 })).toBe(200);
  });

  test('a revocation reaches the service once the session-state cache time has passed', async () => {
    const session = randomUUID();
    await setSessionState(session, false, 0);
    expect(await status({ sid: session })).toBe(200);
    await setSessionState(session, true, 0);
    // Still the remembered state: one query per session per cache time, not one per request.
    expect(await status({ sid: session })).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, SESSION_STATE_CACHE_MS + 50));
    expect(await status({ sid: session })).toBe(401);
  });
});

describe('a token verified once', () => {
  const ask = (bearer: string) => call({ url: '/api/probe/signed-in', headers: { authorization: `Bearer ${bearer}` } });

  test('is refused as soon as the key that signed it is withdrawn', async () => {
    const bearer = token({});
    expect((await ask(bearer)).statusCode).toBe(200);
    withdrawnKeys.add(signingKey.kid);
    try {
      expect((await ask(bearer)).statusCode).toBe(401);
    } finally {
      withdrawnKeys.delete(signingKey.kid);
    }
    expect((await ask(bearer)).statusCode).toBe(200);
  });

  test('is refused once it expires', async () => {
    const bearer = token({}, 3);
    expect((await ask(bearer)).statusCode).toBe(200);
    const expiresAt = (JSON.parse(Buffer.from(bearer.split('.')[1]!, 'base64url').toString()) as { exp: number }).exp * 1000;
    await eventually(async () => (Date.now() >= expiresAt ? true : undefined), 'the token to expire');
    expect((await ask(bearer)).statusCode).toBe(401);
  });

  test('does not vouch for another text with its claims: a token whose signature was altered is refused', async () => {
    const bearer = token({});
    expect((await ask(bearer)).statusCode).toBe(200);
    const [header, claims, signature] = bearer.split('.') as [string, string, string];
    const altered = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await ask(`${header}.${claims}.${altered}`)).statusCode).toBe(401);
  });
});

test("CurrentLeaId: the user's own LEA passes, another is 403, any is fine with App.data.allleas", async () => {
  const ask = (claims: Record<string, unknown>, lea: string) =>
    call({
      url: '/api/probe/secret',
      headers: { authorization: `Bearer ${token({ permission: ['Eco.access'], ...claims })}`, CurrentLeaId: lea },
    });
  expect((await ask({}, '3')).json()).toEqual({ lea: 3 });
  expect((await ask({}, '4')).statusCode).toBe(403);
  expect((await ask({ permission: ['Eco.access', 'App.data.allleas'] }, '4')).json()).toEqual({ lea: 4 });
});

test('tokens carry the pinned issuer and audience', () => {
  const claims = JSON.parse(Buffer.from(token({}).split('.')[1]!, 'base64url').toString());
  expect(claims).toMatchObject({ iss: TOKEN_ISSUER, aud: TOKEN_AUDIENCE });
});

test('bad input is a 400 whose field errors read "caption: message"', async () => {
  const res = await call({
    method: 'POST',
    url: '/api/probe/things',
    headers: { authorization: `Bearer ${token({})}` },
    payload: { zip: '12' },
  });
  expect(res.statusCode).toBe(400);
  const body = res.json();
  expect(body.code).toBe('VALIDATION');
  expect(body.errors.name).toBe('Field is required.');
});

test("a query's and headers' text is read as the types their schemas name, or refused with the field named", async () => {
  const headers = { authorization: `Bearer ${token({})}`, activeschoolyear: '2026' };
  const asked = await call({ url: '/api/probe/asked?pageNumber=2&active=true&status=open&status=closed', headers });
  expect(asked.json()).toEqual({ year: 2026, query: { pageNumber: 2, active: true, status: ['open', 'closed'] } });
  const one = await call({ url: '/api/probe/asked?pageNumber=1&status=open', headers });
  expect(one.json()).toEqual({ year: 2026, query: { pageNumber: 1, status: ['open'] } });
  const bad = await call({ url: '/api/probe/asked?pageNumber=first', headers });
  expect(bad.statusCode).toBe(400);
  expect(Object.keys(bad.json<{ errors: Record<string, string> }>().errors)).toEqual(['pageNumber']);
});

test("a length or range limit is refused with the forms' shared field messages", async () => {
  const send = (payload: unknown) =>
    call({ method: 'POST', url: '/api/probe/things', headers: { authorization: `Bearer ${token({})}` }, payload });
  expect((await send({ name: 'x'.repeat(21), zip: '12' })).json().errors).toEqual({
    name: 'max length 20',
    zip: 'Input not in correct format.',
  });
  expect((await send({ name: 'x', zip: '12345', count: 0 })).json().errors).toEqual({ count: 'min value 1' });
  expect((await send({ name: 'x', zip: '12345', count: 10 })).json().errors).toEqual({ count: 'max value 9' });
});

test("each missing field and each unknown one is named with a sentence, never the validator's wording", async () => {
  const res = await call({
    method: 'POST',
    url: '/api/probe/things',
    headers: { authorization: `Bearer ${token({})}` },
    payload: { count: 'many', colour: 'red' },
  });
  expect(res.json().errors).toEqual({
    name: 'Field is required.',
    zip: 'Field is required.',
    count: 'Input not in correct format.',
    colour: NOT_A_FIELD,
  });
  const list = await call({ method: 'POST', url: '/api/probe/things', headers: { authorization: `Bearer ${token({})}` }, payload: [1] });
  expect(list.json().errors).toEqual({ body: 'A form of named fields is expected here.' });
});

test('an unexpected failure answers the generic message and leaks nothing', async () => {
  const res = await call({ url: '/api/probe/boom', headers: { authorization: `Bearer ${token({})}`, 'x-request-id': 'trace-abc-123' } });
  expect(res.statusCode).toBe(500);
  expect(res.body).not.toContain('hunter2');
  expect(res.json()).toMatchObject({ message: 'Something went wrong!', requestId: 'trace-abc-123' });
  expect(res.headers['x-request-id']).toBe('trace-abc-123');
});

test('health is public; unknown routes answer the one error shape; security headers are set', async () => {
  const health = await call({ url: '/api/probe/health' });
  expect(health.json()).toEqual({ status: 'ok', service: 'probe' });
  expect(health.headers['x-content-type-options']).toBe('nosniff');
  const missing = await call({ url: '/api/probe/nothing-here', headers: { authorization: `Bearer ${token({})}` } });
  expect(missing.statusCode).toBe(404);
  expect(missing.json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
});

test('no answer is stored by a browser or proxy unless its route says it may', async () => {
  const headers = { authorization: `Bearer ${token({})}` };
  expect((await call({ url: '/api/probe/signed-in', headers })).headers['cache-control']).toBe('no-store');
  expect((await call({ url: '/api/probe/secret', headers })).headers['cache-control']).toBe('no-store');
  expect((await call({ url: '/api/probe/cacheable', headers })).headers['cache-control']).toBe('public, max-age=300');
});

test('the session-state cache time may not exceed the 30 s the issue allows', () => {
  expect(readConfig({}).sessions.stateCacheMs).toBeLessThanOrEqual(30_000);
  expect(() => readConfig({ SESSION_STATE_CACHE_MS: '30001' })).toThrow('SESSION_STATE_CACHE_MS');
});

describe('JWKS key source', () => {
  let server: Server;
  let hits = 0;
  let url = '';
  beforeAll(async () => {
    server = createServer((_req, res) => {
      hits++;
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ keys: [toJwk(signingKey)] }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/jwks.json`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  test('finds the published key by kid and does not refetch for unknown kids within the window', async () => {
    const keys = jwksKeys(url, 60_000);
    expect((await keys.get(signingKey.kid))?.pem).toBe(signingKey.pem);
    expect(await keys.get('forged-kid')).toBeNull();
    expect(await keys.get('another-forged-kid')).toBeNull();
    expect(hits).toBe(1);
  });
});
