import path from 'node:path';
import { startPortal } from './portal-process';

export default async function globalSetup() {
  const portal = await startPortal(path.resolve(import.meta.dirname, '../..'));
  process.env.PORTAL_URL = portal.url;
  process.env.PORTAL_MAIL_URL = portal.mailUrl;
  process.env.PORTAL_REMOTES_JSON = portal.remotesJsonFile;
  process.env.PORTAL_RELEASES_DIR = portal.releasesDir;
  (globalThis as { __portal?: typeof portal }).__portal = portal;
}
