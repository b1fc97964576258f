import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import { Redis } from 'ioredis';
import {
  armShutdownDeadline,
  createDatabase,
  readConfig,
  serviceDatabaseUrl,
  serviceDatabaseUrlVariable,
  serviceUrlVariable,
  type Database,
  type ServiceDefinition,
} from '@portal/service-kit';
import { migrateAndSeed, runDemoAfterStart, runServicesInProcess, services, startRefusals } from '@portal/platform';
import { notificationWorker, readWorkerConfig, startHealthServer } from '@portal/notification-worker';
import { tables } from '@portal/service-notifications';
import { startMailCatcher } from '@portal/mail-catcher';
import { buildApps } from './build-apps';
import type { Upstream } from './api-routes';
import { buildGateway } from './gateway';
import { assertRedisReachable } from './preflight';
import { loadOrCreateMailSecretKey } from './mail-secret-key';
import { loadOrCreateSigningKey } from './signing-key';

/**
 * `npm start`: the whole portal on one origin. Without DATABASE_URL (or MIGRATION_DATABASE_URL)
 * every service runs in this process on an embedded PGlite database kept under .data/, as one
 * database user, with the demo data; with it, each service is its own process against PostgreSQL,
 * on its own role where DATABASE_URL_<SERVICE> names one, with demo data only when
 * PORTAL_DEMO_DATA=1 asks.
 */
const repoRoot = path.resolve(import.meta.dirname, '../..');
const port = Number(process.env.PORT ?? 8080);
const dataDir = path.resolve(repoRoot, process.env.PORTAL_DATA_DIR ?? '.data');
// Every service and the worker share one key, so what a service seals the worker opens.
const sharedEnv = { ...process.env, PORT: String(port), MAIL_SECRET_KEY: loadOrCreateMailSecretKey(dataDir) };
const config = readConfig(sharedEnv);
const mailFrom = process.env.MAIL_FROM ?? 'Special Education Portal <no-reply@portal.local>';
const workerConfig = readWorkerConfig(sharedEnv);
const closers: (() => Promise<void>)[] = [];
let shuttingDown = false;

await assertRedisReachable(config.redisUrl);
if (process.env.SKIP_BUILD !== '1') buildApps(repoRoot);
const signing = loadOrCreateSigningKey(dataDir);

const catcher = process.env.SMTP_HOST
  ? null
  : await startMailCatcher({ smtpPort: Number(process.env.MAIL_SMTP_PORT ?? 1025), httpPort: Number(process.env.MAIL_HTTP_PORT ?? 1080) });
if (catcher) closers.push(() => catcher.close());
const smtp = catcher ? { host: '127.0.0.1', port: catcher.smtpPort } : workerConfig.smtp;

const upstreams: Upstream[] = config.migrationDatabaseUrl ? await startProcesses(config.migrationDatabaseUrl) : await startEmbedded();

const gateway = await buildGateway({
  repoRoot,
  upstreams,
  trustedProxies: config.trustedProxies,
  publicUrl: config.publicUrl,
  ...(process.env.REMOTES_JSON ? { remotesJsonFile: process.env.REMOTES_JSON } : {}),
  ...(process.env.PORTAL_HOST_VERSION ? { hostVersion: process.env.PORTAL_HOST_VERSION } : {}),
});
await gateway.listen({ port, host: process.env.HOST ?? '127.0.0.1' });
closers.unshift(() => gateway.close());

console.log(
  [
    '',
    `The portal is running on http://localhost:${port}`,
    catcher ? `Mail sent by the portal: http://localhost:${catcher.httpPort}` : `Mail goes to SMTP ${smtp.host}:${smtp.port}`,
    `Database: ${config.migrationDatabaseUrl ? 'PostgreSQL (one process per service)' : `embedded PGlite in ${path.relative(repoRoot, dataDir)}/pglite`}`,
    ...(config.demoData ? ['Demo accounts: see README.md.'] : []),
    'Press Ctrl-C to stop.',
    '',
  ].join('\n'),
);

async function startEmbedded(): Promise<Upstream[]> {
  const database = await createDatabase({ dataDir: path.join(dataDir, 'pglite') });
  closers.push(() => database.close());
  await prepare(database);
  const redis = new Redis(config.redisUrl, { maxRetriesPerRequest: 1 });
  closers.push(async () => void redis.disconnect());
  const running = await runServicesInProcess({
    db: database.db,
    config,
    redis,
    signingKey: signing.key,
    logger: { level: process.env.LOG_LEVEL ?? 'warn' },
  });
  for (const r of running) closers.unshift(() => r.app.close());
  const workerDb = tables(database.db.withSchema(notificationWorker.schema));
  const worker = notificationWorker.start({
    db: workerDb,
    connection: config.redisUrl,
    smtp,
    from: mailFrom,
    publicUrl: config.publicUrl,
    mailSecretKey: config.mailSecretKey,
    concurrency: workerConfig.concurrency,
    retryBaseMs: workerConfig.retryBaseMs,
    lockMs: workerConfig.lockMs,
    digest: workerConfig.digest,
    ...(config.notificationQueuePrefix ? { prefix: config.notificationQueuePrefix } : {}),
  });
  closers.unshift(() => worker.close());
  const health = workerConfig.healthPort ? await startHealthServer(worker, workerDb, workerConfig.healthPort) : null;
  if (health) closers.unshift(() => health.close());
  return running.map((r) => ({ prefixes: r.def.apiPrefixes, url: r.url }));
}

async function startProcesses(migrationDatabaseUrl: string): Promise<Upstream[]> {
  const unset = services.filter((def) => !serviceDatabaseUrl(def.name).url).map((def) => serviceDatabaseUrlVariable(def.name));
  if (unset.length > 0) {
    console.error(`Each service needs its database URL: set ${unset.join(', ')} (README, Database roles), or DATABASE_URL for all.`);
    process.exit(1);
  }
  const database = await createDatabase({ databaseUrl: migrationDatabaseUrl });
  await prepare(database);
  await database.close();
  const identityUrl = `http://127.0.0.1:${services.find((s) => s.name === 'identity')!.port}`;
  // One challenge key for every identity process, so a challenge one issues another accepts.
  const env = {
    ALTCHA_HMAC_KEY: randomBytes(32).toString('base64url'),
    // Where each service answers the others, unless the environment says otherwise.
    ...Object.fromEntries(services.map((def) => [serviceUrlVariable(def.name), `http://127.0.0.1:${def.port}`])),
    ...process.env,
    // Each child reads its own PORT: the portal's address and origins are the gateway's, not that port's.
    PUBLIC_URL: config.publicUrl,
    CORS_ORIGINS: config.corsOrigins.join(','),
    MAIL_SECRET_KEY: sharedEnv.MAIL_SECRET_KEY,
    JWT_PRIVATE_KEY_FILE: signing.file,
    JWKS_URL: `${identityUrl}/api/auth/.well-known/jwks.json`,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  };
  const children: ChildProcess[] = services.map((def) => spawnTs(`services/${def.name}/src/server.ts`, { ...env, PORT: String(def.port) }));
  children.push(
    spawnTs('services/notification-worker/src/main.ts', {
      ...env,
      SMTP_HOST: smtp.host,
      SMTP_PORT: String(smtp.port),
      MAIL_FROM: mailFrom,
    }),
  );
  closers.unshift(() => Promise.all(children.map(stopChild)).then(() => undefined));
  await Promise.all(services.map(waitHealthy));
  const addresses: NodeJS.ProcessEnv = env;
  await demoAfterStart(
    migrationDatabaseUrl,
    Object.fromEntries(services.map((def) => [def.name, addresses[serviceUrlVariable(def.name)]!])),
  );
  return services.map((def) => ({ prefixes: def.apiPrefixes, url: `http://127.0.0.1:${def.port}` }));
}

/** With demo data, the services' post-start demo steps, once every service process answers at its address. */
async function demoAfterStart(migrationDatabaseUrl: string, peerUrls: Record<string, string>): Promise<void> {
  if (!config.demoData) return;
  const database = await createDatabase({ databaseUrl: migrationDatabaseUrl });
  try {
    await runDemoAfterStart({
      config: { ...config, peerUrls },
      dbOf: () => database.db,
      identityDb: database.db,
      failed: (def, error) => console.warn(`The ${def.name} demo data made after start is incomplete:`, error),
    });
  } finally {
    await database.close();
  }
}

/** Migrates and seeds, then stops the start with the services' reasons not to serve this database (demo accounts in production). */
async function prepare(database: Database): Promise<void> {
  await migrateAndSeed(database.db, config, { signingKey: signing.key });
  const refusals = await startRefusals(database.db, config);
  if (refusals.length === 0) return;
  console.error(refusals.join('\n'));
  await database.close();
  await catcher?.close();
  process.exit(1);
}

function spawnTs(file: string, env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, file)], { cwd: repoRoot, env, stdio: 'inherit' });
  child.on('exit', (code, signal) => {
    if (!shuttingDown) console.error(`${file} stopped (${signal ?? code})`);
  });
  return child;
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

async function waitHealthy(def: ServiceDefinition): Promise<void> {
  const url = `http://127.0.0.1:${def.port}/api/${def.name}/health`;
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${def.name} did not become healthy at ${url}`);
}

async function shutdown(signal: string) {
  if (shuttingDown) return;
  shuttingDown = true;
  armShutdownDeadline('The portal');
  console.log(`\n${signal}: stopping the portal...`);
  for (const close of closers) {
    try {
      await close();
    } catch (error) {
      console.error(error);
    }
  }
  process.exit(0);
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));
