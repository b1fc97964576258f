import type { FastifyInstance } from 'fastify';
import { sendRequest } from '../src/testing';
import { buildServiceApp, createDatabase, generateSigningKey, readConfig, staticKeys, type Database } from '../src';
import { probeService } from './probe-service';

const CLIENT = '203.0.113.7';
const RATE_LIMIT_MAX = 3;

const probe = probeService(async (app) => {
  // What the audit trail and the disclosure log record of the caller (actorOf takes request.ip).
  app.get('/api/probe/caller', { config: { access: { public: true } } }, async (request) => ({ ip: request.ip }));
});

let database: Database;
const apps: FastifyInstance[] = [];

/** A service trusting `TRUSTED_PROXIES` as given; its base URL. */
async function serviceTrusting(trusted: string): Promise<string> {
  const signingKey = generateSigningKey();
  const config = { ...readConfig({ TRUSTED_PROXIES: trusted }), rateLimitMax: RATE_LIMIT_MAX };
  const app = await buildServiceApp(probe, { db: database.db, config, keys: staticKeys([signingKey]), logger: false });
  apps.push(app);
  return app.listen({ port: 0, host: '127.0.0.1' });
}

const callerAs = (base: string, forwardedFor: string) =>
  sendRequest(base, { url: '/api/probe/caller', headers: { 'x-forwarded-for': forwardedFor } });

beforeAll(async () => {
  database = await createDatabase({});
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await database.close();
});

describe('TRUSTED_PROXIES', () => {
  test('a trusted proxy (this test, on loopback) names the caller with X-Forwarded-For: the address recorded and rate-limited is theirs', async () => {
    const base = await serviceTrusting('192.0.2.10, 127.0.0.1');
    // The balancer appends the address it saw to whatever the client claimed; only the last one is believed.
    expect((await callerAs(base, `198.51.100.1, ${CLIENT}`)).json()).toEqual({ ip: CLIENT });
    // Each caller has their own limit: many users behind one balancer do not share one.
    for (let i = 0; i < RATE_LIMIT_MAX + 2; i++) expect((await callerAs(base, `198.51.100.${i + 20}`)).statusCode).toBe(200);
  });

  test('without the proxy in the list, X-Forwarded-For is ignored: the socket address is recorded and limited', async () => {
    const base = await serviceTrusting('10.0.0.0/8');
    expect((await callerAs(base, CLIENT)).json()).toEqual({ ip: '127.0.0.1' });
    const statuses: number[] = [];
    for (let i = 0; i < RATE_LIMIT_MAX + 1; i++) statuses.push((await callerAs(base, `198.51.100.${i + 40}`)).statusCode);
    expect(statuses.at(-1)).toBe(429);
  });

  test('loopback is the default', () => {
    expect(readConfig({}).trustedProxies).toEqual(['loopback']);
  });

  test('a malformed entry stops the start with a sentence naming it', () => {
    expect(() => readConfig({ TRUSTED_PROXIES: '10.0.0.0/8, 10.0.0.300' })).toThrow(
      'TRUSTED_PROXIES takes addresses, CIDRs (10.0.0.0/8) or loopback, comma-separated; not 10.0.0.300',
    );
    expect(() => readConfig({ TRUSTED_PROXIES: '10.0.0.0/33' })).toThrow('not 10.0.0.0/33');
  });
});
