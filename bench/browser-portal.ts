import { rmSync } from 'node:fs';
import path from 'node:path';
import { startPortal } from '../e2e/support/portal-process';
import { buildApps } from '../tools/portal/build-apps';

export interface BrowserPortal {
  url: string;
  stop(): Promise<void>;
}

const STOP_GRACE_MS = 15_000;

/**
 * The portal as `npm start` runs it, for the browser figures. The apps are built first
 * (a cached no-op when unchanged), so the figures are of this checkout and not of an old dist/.
 */
export async function startBrowserPortal(repoRoot: string): Promise<BrowserPortal> {
  buildApps(repoRoot);
  const portal = await startPortal(repoRoot);
  // The e2e helpers (signIn, portalUrl) read the portal's address from here.
  process.env.PORTAL_URL = portal.url;
  return {
    url: portal.url,
    async stop() {
      const { child } = portal;
      if (child.exitCode === null && child.signalCode === null) {
        await new Promise<void>((resolve) => {
          const kill = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
          child.once('exit', () => {
            clearTimeout(kill);
            resolve();
          });
          child.kill('SIGTERM');
        });
      }
      // startPortal keeps its embedded database in a fresh temporary folder, beside remotes.json.
      rmSync(path.dirname(portal.remotesJsonFile), { recursive: true, force: true });
    },
  };
}
