import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { TOKEN_AUDIENCE, TOKEN_ISSUER } from '@portal/shared-contracts';
import { sendRequest, type TestRequest } from '../src/testing';
import { buildServiceApp, createDatabase, generateSigningKey, jwksKeys, readConfig, staticKeys, toJwk, type Database, type ServiceDefinition } from '../src';

const signingKey = generateSigningKey();
let database: Database;
let app: FastifyInstance;
let baseUrl: string;
const call = (opts: TestRequest) => sendRequest(baseUrl, opts);

const probe: ServiceDefinition = {
  name: 'probe',
  title: 'Probe',
  schema: 'probe',
  apiPrefixes: ['/api/probe'],
  port: 0,
  migrations: {},
  routes: [
    async (app) => {
      app.get('/api/probe/secret', { config: { access: { permissions: ['Eco.access'] } } }, async (request) => ({ lea: request.currentLeaId() }));
      app.post(
        '/api/probe/things',
        { schema: { body: Type.Object({ name: Type.String({ minLength: 1 }), zip: Type.String({ pattern: '^\\d{5}$' }) }, { additionalProperties: false }) } },
        async () => ({ ok: true }),
      );
      app.get('/api/probe/boom', async () => {
        throw new Error('database password is hunter2');
      });
    },
  ],
};

function token(claims: Record<string, unknown>): string {
  return app.jwt.sign({ sub: '7', name: 'u', fullname: 'U', email: 'u@example.org', role: [], permission: [], leas: [3], ...claims } as never, { expiresIn: 60 });
}

beforeAll(async () => {
  database = await createDatabase({});
  app = await buildServiceApp(probe, { db: database.db, config: readConfig({}), keys: staticKeys([signingKey]), signingKey, logger: { level: 'silent' } });
  baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

test('a route needs a valid token, then one of its permissions', async () => {
  expect((await call({ url: '/api/probe/secret' })).statusCode).toBe(401);
  const without = await call({ url: '/api/probe/secret', headers: { authorization: `Bearer ${token({})}` } });
  expect(without.statusCode).toBe(403);
  expect(without.json()).toMatchObject({ statusCode: 403, code: 'FORBIDDEN', message: 'Access Denied!' });
  const withIt = await call({ url: '/api/probe/secret', headers: { authorization: `Bearer ${token({ permission: ['Eco.access'] })}` } });
  expect(withIt.json()).toEqual({ lea: 3 });
});

test("CurrentLeaId: the user's own LEA passes, another is 403, any is fine with App.data.allleas", async () => {
  const ask = (claims: Record<string, unknown>, lea: string) =>
    call({ url: '/api/probe/secret', headers: { authorization: `Bearer ${token({ permission: ['Eco.access'], ...claims })}`, CurrentLeaId: lea } });
  expect((await ask({}, '3')).json()).toEqual({ lea: 3 });
  expect((await ask({}, '4')).statusCode).toBe(403);
  expect((await ask({ permission: ['Eco.access', 'App.data.allleas'] }, '4')).json()).toEqual({ lea: 4 });
});

test('tokens carry the pinned issuer and audience', () => {
  const claims = JSON.parse(Buffer.from(token({}).split('.')[1]!, 'base64url').toString());
  expect(claims).toMatchObject({ iss: TOKEN_ISSUER, aud: TOKEN_AUDIENCE });
});

test('bad input is a 400 whose field errors read "caption: message"', async () => {
  const res = await call({ method: 'POST', url: '/api/probe/things', headers: { authorization: `Bearer ${token({})}` }, payload: { zip: '12' } });
  expect(res.statusCode).toBe(400);
  const body = res.json();
  expect(body.code).toBe('VALIDATION');
  expect(body.errors.name).toBe('Field is required.');
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
