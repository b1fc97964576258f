import { spawn, spawnSync, type ChildProcessByStdio } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { createDatabase, generateSigningKey, serviceDatabaseUrlVariable } from '@portal/service-kit';
import { createScratchDatabase, eventually, sendRequest, type ScratchDatabase } from '@portal/service-kit/testing';
import { databaseRoleNames, services, setUpDatabaseRoles } from '@portal/platform';
import { databaseUrlAs, TEST_ROLE_PREFIX } from '@portal/platform/testing';
import { artefacts, buildArtefact, type Artefact } from './artefacts';
import { entryOf } from './entries';

/**
 * The artefacts as an image runs them: built into folders outside the checkout, so nothing resolves
 * from the repository's node_modules, installed there with `npm ci --omit=dev`, then each process
 * started from its folder with `node <entry>` against a scratch PostgreSQL database (migrated by the
 * compiled migration, as the migration role; each service on its own role) and Redis.
 */
const TIMEOUT = 240_000;
const repoRoot = path.resolve(import.meta.dirname, '../..');
/** Installs kept between runs, by the hash of the lockfile: `npm ci` runs only when the lockfile changes. */
const installCache = path.join(repoRoot, 'node_modules/.cache/portal-artefacts');
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const roles = databaseRoleNames(TEST_ROLE_PREFIX);

let work: string;
const folders: Partial<Record<keyof typeof artefacts, string>> = {};
let scratch: ScratchDatabase;
let keyFile: string;

/** The folder's node_modules: `npm ci --omit=dev` of its lockfile, or the install of the same lockfile an earlier run made. */
function install(folder: string): void {
  const lock = readFileSync(path.join(folder, 'package-lock.json'));
  const cached = path.join(installCache, createHash('sha256').update(lock).digest('hex').slice(0, 16));
  if (!existsSync(cached)) {
    const staging = `${cached}.${process.pid}`;
    rmSync(staging, { recursive: true, force: true });
    mkdirSync(staging, { recursive: true });
    for (const file of ['package.json', 'package-lock.json']) cpSync(path.join(folder, file), path.join(staging, file));
    const npm = spawnSync('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund', '--prefer-offline'], { cwd: staging, encoding: 'utf8' });
    if (npm.status !== 0) throw new Error(`npm ci --omit=dev failed in ${folder}:\n${npm.stderr}`);
    renameSync(staging, cached);
  }
  symlinkSync(path.join(cached, 'node_modules'), path.join(folder, 'node_modules'), 'dir');
}

/** `count` distinct free loopback ports: all held until all are chosen, so no two processes get the same one. */
async function freePorts(count: number): Promise<number[]> {
  const servers = Array.from({ length: count }, () => net.createServer());
  await Promise.all(servers.map((server) => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))));
  const ports = servers.map((server) => (server.address() as net.AddressInfo).port);
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}

type Child = ChildProcessByStdio<null, Readable, Readable>;

/** `node <entry>` in `folder` with only the settings given: nothing of this process's environment leaks in. */
function start(folder: string, entry: string, env: Record<string, string>): { child: Child; output: () => string } {
  const child = spawn(process.execPath, [entry], {
    cwd: folder,
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', REDIS_URL: redisUrl, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

type Running = ReturnType<typeof start>;

/**
 * Waits for `url` on `port` to answer 200 while the process runs; fails with its output if it exits
 * first or has not answered in two minutes (twelve processes start at once on two shared cores).
 */
async function answers(port: number, url: string, started: Running): Promise<void> {
  await eventually(
    async () => {
      if (started.child.exitCode !== null)
        throw new Error(`exited with ${started.child.exitCode} before ${url} answered:\n${started.output()}`);
      const answer = await sendRequest(`http://127.0.0.1:${port}`, { url }).catch(() => null);
      return answer?.statusCode === 200 ? true : undefined;
    },
    `${url} to answer 200`,
    120_000,
  ).catch((error: Error) => {
    throw new Error(`${error.message}; its output:\n${started.output()}`);
  });
}

/** SIGTERM, and the exit code once the process has drained and closed. */
async function stop({ child }: { child: Child }): Promise<number | null> {
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  child.kill('SIGTERM');
  return exited;
}

let migration: { code: number | null; output: string };
const running = new Map<string, { process: Running; port: number }>();

function startOn(key: string, port: number, entry: string, folder: string, env: Record<string, string>): void {
  running.set(key, { process: start(folder, entry, env), port });
}

beforeAll(async () => {
  work = mkdtempSync(path.join(os.tmpdir(), 'portal-artefacts-'));
  for (const [name, artefact] of Object.entries(artefacts) as [keyof typeof artefacts, Artefact][]) {
    const folder = await buildArtefact(artefact, path.join(work, name));
    install(folder);
    folders[name] = folder;
  }
  scratch = await createScratchDatabase('portal_artefacts');
  const admin = await createDatabase({ databaseUrl: scratch.url, poolSize: 1 });
  try {
    await setUpDatabaseRoles(admin.db, { prefix: TEST_ROLE_PREFIX, passwords: 'none' });
  } finally {
    await admin.close();
  }
  keyFile = path.join(work, 'signing-key.pem');
  writeFileSync(keyFile, generateSigningKey().privatePem);

  const migrate = start(folders.services!, entryOf.migrate, { MIGRATION_DATABASE_URL: databaseUrlAs(scratch.url, roles.migrator) });
  migration = { code: await new Promise<number | null>((resolve) => migrate.child.once('exit', resolve)), output: '' };
  migration.output = migrate.output();
  if (migration.code !== 0) return;

  // Every process starts at once, on the schema the migration made; each test then waits for its own.
  const ports = await freePorts(services.length + 2);
  for (const [i, { name }] of services.entries())
    startOn(name, ports[i]!, entryOf.service(name), folders.services!, {
      PORT: String(ports[i]),
      [serviceDatabaseUrlVariable(name)]: databaseUrlAs(scratch.url, roles.service(name)),
      JWT_PRIVATE_KEY_FILE: keyFile,
      SHUTDOWN_DRAIN_MS: '0',
    });
  const [workerPort, gatewayPort] = ports.slice(services.length) as [number, number];
  startOn('worker', workerPort, entryOf.worker, folders.services!, {
    [serviceDatabaseUrlVariable('notifications')]: databaseUrlAs(scratch.url, roles.service('notifications')),
    WORKER_HEALTH_PORT: String(workerPort),
    NOTIFICATION_QUEUE_PREFIX: `test-artefacts-${process.pid}`,
  });
  // What the static image adds beside the folder: the applications' builds.
  const hostDist = path.join(folders.gateway!, 'host-shell/dist');
  mkdirSync(hostDist, { recursive: true });
  writeFileSync(path.join(hostDist, 'index.html'), '<!doctype html><title>portal</title>');
  startOn('gateway', gatewayPort, entryOf.static, folders.gateway!, { PORT: String(gatewayPort), HOST: '127.0.0.1' });
}, TIMEOUT);

afterAll(async () => {
  // A process a failed test left running.
  for (const { process: p } of running.values()) if (p.child.exitCode === null && p.child.signalCode === null) p.child.kill('SIGKILL');
  await scratch?.drop();
  if (work) rmSync(work, { recursive: true, force: true });
});

test('each folder names exactly the registry packages its code imports, and no workspace package', () => {
  for (const folder of Object.values(folders)) {
    const manifest = JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
    const lock = JSON.parse(readFileSync(path.join(folder, 'package-lock.json'), 'utf8')) as {
      packages: Record<string, { dependencies?: Record<string, string> }>;
    };
    expect(Object.keys(manifest.dependencies).filter((name) => name.startsWith('@portal/'))).toEqual([]);
    expect(lock.packages['']!.dependencies).toEqual(manifest.dependencies);
  }
  expect(Object.keys(JSON.parse(readFileSync(path.join(folders.gateway!, 'package.json'), 'utf8')).dependencies)).toContain(
    '@fastify/static',
  );
});

test('the compiled migration migrates the scratch database as the migration role', () => {
  expect([migration.code, migration.output]).toEqual([0, expect.stringContaining('Migrated.')]);
});

test.each(services.map((s) => s.name))(
  'the %s service starts from its folder on its own role, is ready, and exits cleanly on SIGTERM',
  async (name) => {
    const { process: service, port } = running.get(name)!;
    await answers(port, `/api/${name}/ready`, service);
    expect(await stop(service)).toBe(0);
  },
  TIMEOUT,
);

test(
  'the notification worker starts from its folder, its health answers, and it exits cleanly on SIGTERM',
  async () => {
    const { process: worker, port } = running.get('worker')!;
    await answers(port, '/health', worker);
    expect(await stop(worker)).toBe(0);
  },
  TIMEOUT,
);

test(
  "the gateway starts from its folder and serves the host's page and remotes.json",
  async () => {
    const { process: gateway, port } = running.get('gateway')!;
    await answers(port, '/', gateway);
    const page = await sendRequest(`http://127.0.0.1:${port}`, { url: '/' });
    expect(page.body).toContain('<title>portal</title>');
    const remotes = await sendRequest(`http://127.0.0.1:${port}`, { url: '/remotes.json' });
    expect(remotes.statusCode).toBe(200);
    const eco = JSON.parse(readFileSync(path.join(repoRoot, 'mfe-eco/package.json'), 'utf8')) as { version: string };
    expect(remotes.json().remotes).toContainEqual(expect.objectContaining({ id: 'eco', version: eco.version }));
    expect(await stop(gateway)).toBe(0);
  },
  TIMEOUT,
);
