import type { FastifyInstance } from 'fastify';
import { APP_VERSION } from '@portal/shared-contracts';
import { sendRequest, type TestRequest } from '../src/testing';
import { buildServiceApp, createDatabase, generateSigningKey, readConfig, staticKeys, type Database } from '../src';
import { probeService } from './probe-service';

const signingKey = generateSigningKey();
let database: Database;
let app: FastifyInstance;
let baseUrl: string;
const call = (opts: TestRequest) => sendRequest(baseUrl, opts);

const probe = probeService(async (app) => {
  app.get('/api/probe/open', { config: { access: { public: true } } }, async () => ({ ok: true }));
  app.get('/api/probe/signed-in', { config: { access: { signedIn: true } } }, async () => ({ ok: true }));
});

beforeAll(async () => {
  database = await createDatabase({});
  app = await buildServiceApp(probe, {
    db: database.db,
    config: readConfig({ MIN_APP_VERSION: '2.7.0' }),
    keys: staticKeys([signingKey]),
    signingKey,
    logger: { level: 'silent' },
  });
  baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const withVersion = (version: string, url = '/api/probe/open') => call({ url, headers: { 'app-version': version } });

test('a page of the minimum version or newer is served', async () => {
  for (const version of ['2.7.0', '2.7.1', '2.10.0', '3.0.0']) expect((await withVersion(version)).statusCode).toBe(200);
});

test('calls without app-version pass: health checks, curl, services', async () => {
  expect((await call({ url: '/api/probe/open' })).statusCode).toBe(200);
  expect((await call({ url: '/api/probe/health' })).statusCode).toBe(200);
});

test('an older page gets 426 VERSION_MISMATCH in the one error shape, asking for a refresh', async () => {
  const res = await withVersion('2.6.9');
  expect(res.statusCode).toBe(426);
  expect(res.json()).toMatchObject({
    statusCode: 426,
    code: 'VERSION_MISMATCH',
    message: expect.stringContaining('Please refresh your browser'),
  });
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect((await withVersion('not-a-version')).statusCode).toBe(426);
});

test('the version is checked before the token: an old page is told to refresh, not to sign in again', async () => {
  expect((await call({ url: '/api/probe/signed-in' })).statusCode).toBe(401);
  expect((await withVersion('2.0.0', '/api/probe/signed-in')).statusCode).toBe(426);
});

test('MIN_APP_VERSION defaults to this release and must be a version', () => {
  expect(readConfig({}).minAppVersion.join('.')).toBe(APP_VERSION);
  expect(readConfig({ MIN_APP_VERSION: '3.1.4' }).minAppVersion).toEqual([3, 1, 4]);
  expect(() => readConfig({ MIN_APP_VERSION: 'latest' })).toThrow('MIN_APP_VERSION');
});
