import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import pg from 'pg';
import { createDatabase, generateSigningKey, readConfig, type AnyDb } from '@portal/service-kit';
import { createScratchDatabase, sendRequest, TEST_PG_ADMIN_URL } from '@portal/service-kit/testing';
import { migrateAndSeed, runServicesInProcess } from '@portal/platform';
import { DEMO_PASSWORD } from '@portal/service-identity';
import { Headers, solveBotChallenge, type BotChallenge } from '@portal/shared-contracts';
import { buildGateway } from '../tools/portal/gateway';

export interface ServicesOnPostgres {
  /** Which database the services read: a scratch one, or the one BENCH_DATABASE_URL names. */
  database: 'scratch' | 'BENCH_DATABASE_URL';
  urlOf(service: string): string;
  gatewayUrl: string;
  /** The services' database, e.g. to tell the size of the data a figure was measured on. */
  db: AnyDb;
  close(): Promise<void>;
}

/**
 * Every service in this process, as `npm start` runs them, but on PostgreSQL (the production
 * shape) and with the rate limit out of the way of the load. The database is a scratch one,
 * migrated, seeded and dropped on close, unless BENCH_DATABASE_URL names one to use as it is
 * (e.g. after `npm run seed:large`), which is never dropped.
 */
export async function startServicesOnPostgres(repoRoot: string): Promise<ServicesOnPostgres> {
  const given = process.env.BENCH_DATABASE_URL;
  const scratch = given ? null : await createScratchDatabase('portal_bench');
  // The figures sign in as the demo accounts and read the demo records.
  const config = readConfig({ ...process.env, DATABASE_URL: given ?? scratch!.url, RATE_LIMIT_MAX: '1000000000', PORTAL_DEMO_DATA: '1' });
  const database = await createDatabase({ databaseUrl: config.databaseUrl });
  // The rate-limit counters live under their own prefix, so a portal running on the same Redis keeps its own.
  const redis = new Redis(config.redisUrl, { keyPrefix: 'bench:', maxRetriesPerRequest: 1 });
  const apps: FastifyInstance[] = [];
  const close = async () => {
    for (const app of apps) await app.close();
    redis.disconnect();
    await database.close();
    if (!scratch) return;
    await waitUntilNoSessions(scratch.name);
    await scratch.drop();
  };
  try {
    const signingKey = generateSigningKey();
    await migrateAndSeed(database.db, config, { signingKey });
    const running = await runServicesInProcess({ db: database.db, config, redis, signingKey, logger: false });
    apps.push(...running.map((r) => r.app));
    const gateway = await buildGateway({
      repoRoot,
      upstreams: running.map((r) => ({ prefixes: r.def.apiPrefixes, url: r.url })),
      trustedProxies: config.trustedProxies,
      publicUrl: config.publicUrl,
    });
    apps.unshift(gateway);
    const gatewayUrl = await gateway.listen({ port: 0, host: '127.0.0.1' });
    return {
      database: given ? 'BENCH_DATABASE_URL' : 'scratch',
      urlOf(service) {
        const found = running.find((r) => r.def.name === service);
        if (!found) throw new Error(`No service ${service}`);
        return found.url;
      },
      gatewayUrl,
      db: database.db,
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

/**
 * The pool's end() returns before its connections have closed; the scratch database's forced
 * drop would kill those mid-close, and the pool would throw that as an unhandled error event.
 */
async function waitUntilNoSessions(databaseName: string): Promise<void> {
  const admin = new pg.Client({ connectionString: TEST_PG_ADMIN_URL });
  await admin.connect();
  try {
    for (let tries = 0; tries < 100; tries++) {
      const { rows } = await admin.query<{ sessions: number }>(
        'select count(*)::int as sessions from pg_stat_activity where datname = $1',
        [databaseName],
      );
      if (rows[0]?.sessions === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    await admin.end();
  }
}

export interface SignedInUser {
  /** The headers the shell sends with every API call for this user. */
  headers: Record<string, string>;
}

/** Signs in through the real token route and returns what the shell would send for `schoolYear` in the user's own LEA. */
export async function signInForApi(identityUrl: string, email: string, schoolYear: number): Promise<SignedInUser> {
  const challenge = await sendRequest(identityUrl, { method: 'GET', url: '/api/auth/challenge' });
  const recaptchaToken = await solveBotChallenge(challenge.json<BotChallenge>());
  const res = await sendRequest(identityUrl, {
    method: 'POST',
    url: '/api/auth/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ username: email, password: DEMO_PASSWORD, recaptchaToken }).toString(),
  });
  if (res.statusCode !== 200) throw new Error(`Sign-in as ${email} failed: ${res.statusCode} ${res.body}`);
  const { accessToken, leaId } = res.json<{ accessToken: string; leaId: number | null }>();
  if (leaId === null) throw new Error(`${email} has no LEA`);
  return {
    headers: {
      authorization: `Bearer ${accessToken}`,
      [Headers.CurrentLea]: String(leaId),
      [Headers.ActiveSchoolYear]: String(schoolYear),
    },
  };
}
