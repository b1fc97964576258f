import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, openSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { defaultRemotesJson } from '../../tools/portal/remotes-json';
import { STATE_TIME_ZONE } from './state-time';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export interface PortalProcess {
  url: string;
  mailUrl: string;
  remotesJsonFile: string;
  /** Where this portal's gateway finds released versions. */
  releasesDir: string;
  child: ChildProcess;
}

/**
 * Starts the portal exactly as `npm start` does (embedded database, in-process
 * services, mail catcher), on free ports and a fresh data folder; `env` adds or overrides settings.
 */
export async function startPortal(repoRoot: string, env: NodeJS.ProcessEnv = {}): Promise<PortalProcess> {
  const [port, smtpPort, mailPort] = [await freePort(), await freePort(), await freePort()];
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'));
  const remotesJsonFile = path.join(dataDir, 'remotes.json');
  const releasesDir = path.join(dataDir, 'releases');
  writeFileSync(remotesJsonFile, JSON.stringify(defaultRemotesJson(), null, 2));
  // Under npm test the portal's whole log goes to the folder the secrets scan reads; alone, to the console.
  const logDir = process.env.PORTAL_TEST_LOG_DIR;
  const logFile = logDir ? openSync(path.join(logDir, `e2e-portal-${process.pid}-${port}.ndjson`), 'a') : 'inherit';
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'tools/portal/start.ts')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      PORTAL_DATA_DIR: dataDir,
      MAIL_SMTP_PORT: String(smtpPort),
      MAIL_HTTP_PORT: String(mailPort),
      REMOTES_JSON: remotesJsonFile,
      PORTAL_RELEASES_DIR: releasesDir,
      SKIP_BUILD: '1',
      // Portals of runs at once share one Redis: each its own queue, so no worker takes another's jobs.
      NOTIFICATION_QUEUE_PREFIX: `e2e-${port}-${path.basename(dataDir)}`,
      // And its own sign-in counts and mail turns: user ids repeat from one portal's demo data to the next.
      SIGN_IN_KEY_PREFIX: `identity:sign-in:e2e-${port}-${path.basename(dataDir)}:`,
      WORKER_HEALTH_PORT: '0',
      // Every browser test signs in from this one address; the per-address limit is tested in identity's tests.
      SIGN_IN_ATTEMPTS_PER_MINUTE: '1000',
      LOG_LEVEL: logDir ? 'info' : 'warn',
      PORTAL_TIME_ZONE: STATE_TIME_ZONE,
      ...env,
    },
    stdio: ['ignore', logFile, logFile],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The portal exited with ${child.exitCode} before it answered`);
    try {
      if ((await fetch(`${url}/api/identity/ready`)).ok)
        return { url, mailUrl: `http://127.0.0.1:${mailPort}`, remotesJsonFile, releasesDir, child };
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  await stopPortal({ child });
  throw new Error('The portal did not become ready within 120 s');
}

/**
 * Stops a portal and waits until its process has gone: a child left running keeps Jest's
 * process (every browser test runs in one) from exiting. The portal bounds its own shutdown;
 * SIGKILL is the last word if it still has not gone a little after that.
 */
export function stopPortal(portal: Pick<PortalProcess, 'child'>): Promise<void> {
  const { child } = portal;
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const last = setTimeout(() => child.kill('SIGKILL'), 30_000);
    child.once('exit', () => {
      clearTimeout(last);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
