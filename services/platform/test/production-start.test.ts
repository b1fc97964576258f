import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { Roles } from '@portal/shared-contracts';
import {
  buildServiceApp,
  createDatabase,
  generateSigningKey,
  readConfig,
  staticKeys,
  StartRefusedError,
  type Database,
} from '@portal/service-kit';
import { createScratchDatabase, sendRequest, type ScratchDatabase } from '@portal/service-kit/testing';
import { demoAccounts, identityService } from '@portal/service-identity';
import { migrateAndSeed, startRefusals } from '../src/prepare';

// What a production installation gets on PostgreSQL: no demo data unless asked, no start while a
// demo account exists, no OpenAPI documents unless asked.
const TIMEOUT = 180_000;
const repoRoot = path.resolve(import.meta.dirname, '../../..');
const demoAddresses = demoAccounts.map((a) => a.email);

interface Installation {
  scratch: ScratchDatabase;
  database: Database;
}

let plain: Installation;
let demo: Installation;
const apps: FastifyInstance[] = [];

async function install(env: NodeJS.ProcessEnv): Promise<Installation> {
  const scratch = await createScratchDatabase('portal_install');
  const database = await createDatabase({ databaseUrl: scratch.url, poolSize: 3 });
  await migrateAndSeed(database.db, readConfig({ ...env, DATABASE_URL: scratch.url }), { signingKey: generateSigningKey() });
  return { scratch, database };
}

const productionConfig = (installation: Installation, env: NodeJS.ProcessEnv = {}) =>
  readConfig({ NODE_ENV: 'production', DATABASE_URL: installation.scratch.url, ...env });

async function count(installation: Installation, table: string): Promise<number> {
  const { rows } = await sql<{ n: string }>`select count(*) as n from ${sql.raw(table)}`.execute(installation.database.db);
  return Number(rows[0]!.n);
}

async function identityApp(installation: Installation, env: NodeJS.ProcessEnv = {}): Promise<FastifyInstance> {
  const signingKey = generateSigningKey();
  return buildServiceApp(identityService, {
    db: installation.database.db,
    config: productionConfig(installation, env),
    keys: staticKeys([signingKey]),
    signingKey,
    redis: null,
    logger: false,
  });
}

beforeAll(async () => {
  [plain, demo] = await Promise.all([install({}), install({ PORTAL_DEMO_DATA: '1' })]);
}, TIMEOUT);

afterAll(async () => {
  for (const app of apps) await app.close();
  for (const installation of [plain, demo]) {
    await installation?.database.close();
    await installation?.scratch.drop();
  }
}, TIMEOUT);

describe('demo data', () => {
  test('only the embedded database outside production gets it by default; PORTAL_DEMO_DATA decides otherwise', () => {
    expect(readConfig({}).demoData).toBe(true);
    expect(readConfig({ DATABASE_URL: 'postgres://db/portal' }).demoData).toBe(false);
    expect(readConfig({ DATABASE_URL: 'postgres://db/portal', PORTAL_DEMO_DATA: '1' }).demoData).toBe(true);
    expect(readConfig({ PORTAL_DEMO_DATA: '0' }).demoData).toBe(false);
    expect(readConfig({ NODE_ENV: 'production' }).demoData).toBe(false);
    expect(() => readConfig({ NODE_ENV: 'production', PORTAL_DEMO_DATA: '1' })).toThrow('cannot be used with NODE_ENV=production');
    expect(() => readConfig({ PORTAL_DEMO_DATA: 'yes' })).toThrow('PORTAL_DEMO_DATA must be 1 or 0');
  });

  test('a fresh PostgreSQL database gets no account and no demo records, but the roles, school years and notification types', async () => {
    expect(await count(plain, 'identity.users')).toBe(0);
    expect(await count(plain, 'identity.leas')).toBe(0);
    for (const table of [
      'eco.children',
      'restraint.incidents',
      'dispute.requests',
      'monitoring.visits',
      'psos.collections',
      'notification.user_messages',
    ])
      expect([table, await count(plain, table)]).toEqual([table, 0]);
    const { rows: roles } = await sql<{ name: string }>`select name from identity.roles`.execute(plain.database.db);
    expect(roles.map((r) => r.name)).toEqual(expect.arrayContaining(Object.values(Roles)));
    expect(await count(plain, 'identity.school_years')).toBeGreaterThan(0);
    expect(await count(plain, 'notification.event_types')).toBeGreaterThan(0);
  });

  test('with PORTAL_DEMO_DATA=1 it gets the demo accounts and records', async () => {
    const { rows } = await sql<{ email: string }>`select email from identity.users`.execute(demo.database.db);
    expect(rows.map((r) => r.email).sort()).toEqual([...demoAddresses].sort());
    expect(await count(demo, 'identity.leas')).toBeGreaterThan(0);
    expect(await count(demo, 'eco.children')).toBeGreaterThan(0);
    expect(await count(demo, 'notification.user_messages')).toBeGreaterThan(0);
  });
});

describe('NODE_ENV=production', () => {
  test('refuses to start while a demo account exists, naming the accounts and what to do', async () => {
    const [refusal, ...more] = await startRefusals(demo.database.db, productionConfig(demo));
    expect(more).toEqual([]);
    for (const address of demoAddresses) expect(refusal).toContain(address);
    expect(refusal).toContain('npm run admin:create');
    await expect(identityApp(demo)).rejects.toThrow(StartRefusedError);
    expect(await startRefusals(plain.database.db, productionConfig(plain))).toEqual([]);
    // Outside production the demo installation starts as ever.
    expect(await startRefusals(demo.database.db, readConfig({ DATABASE_URL: demo.scratch.url }))).toEqual([]);
  });

  test(
    "the identity service's own process exits with the reason instead of serving",
    async () => {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'production-start-'));
      const keyFile = path.join(dir, 'signing-key.pem');
      writeFileSync(keyFile, generateSigningKey().privatePem);
      try {
        const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'services/identity/src/server.ts')], {
          cwd: repoRoot,
          env: { ...process.env, NODE_ENV: 'production', DATABASE_URL: demo.scratch.url, JWT_PRIVATE_KEY_FILE: keyFile, PORT: '0' },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        let stderr = '';
        child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
        const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
        expect(code).toBe(1);
        expect(stderr).toContain('siteadmin@example.org');
        expect(stderr).toContain('will not start');
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
    TIMEOUT,
  );

  test('serves no OpenAPI document unless OPENAPI_PUBLIC=1 asks', async () => {
    const hidden = await identityApp(plain);
    const shown = await identityApp(plain, { OPENAPI_PUBLIC: '1' });
    apps.push(hidden, shown);
    const [hiddenUrl, shownUrl] = [await hidden.listen({ port: 0, host: '127.0.0.1' }), await shown.listen({ port: 0, host: '127.0.0.1' })];
    // Answered as any URL the service does not have (401 without a token, 404 with one): nothing tells it exists.
    const withheld = await sendRequest(hiddenUrl, { url: '/api/identity/openapi.json' });
    const unknown = await sendRequest(hiddenUrl, { url: '/api/identity/no-such-document.json' });
    expect(withheld.statusCode).not.toBe(200);
    expect(withheld.statusCode).toBe(unknown.statusCode);
    expect(withheld.body).not.toContain('openapi');
    expect((await sendRequest(hiddenUrl, { url: '/api/identity/health' })).statusCode).toBe(200);
    const document = await sendRequest(shownUrl, { url: '/api/identity/openapi.json' });
    expect(document.statusCode).toBe(200);
    expect(document.json().openapi).toMatch(/^3\./);
  });
});
