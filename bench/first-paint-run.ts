import path from 'node:path';
import { launchBrowser, portalUrl } from '../e2e/support/browser';
import { startBrowserPortal } from './browser-portal';
import { measureFirstPaint } from './first-paint';
import { firstPaintTable } from './report';

/**
 * `npm run bench:first-paint`: the first figure of `npm run bench` alone, what crosses the network
 * before /auth/login first paints, for working on the sign-in page's weight without the load runs.
 */
const repoRoot = path.resolve(import.meta.dirname, '..');
const portal = await startBrowserPortal(repoRoot);
try {
  const browser = await launchBrowser();
  try {
    console.log(firstPaintTable(await measureFirstPaint(browser, portalUrl('/auth/login'))));
  } finally {
    await browser.close();
  }
} finally {
  await portal.stop();
}
