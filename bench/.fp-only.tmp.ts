import path from 'node:path';
import { launchBrowser, portalUrl } from '../e2e/support/browser';
import { startBrowserPortal } from './browser-portal';
import { measureFirstPaint } from './first-paint';
import { firstPaintTable } from './report';
const repoRoot = path.resolve(import.meta.dirname, '..');
const portal = await startBrowserPortal(repoRoot);
const browser = await launchBrowser();
try {
  const fp = await measureFirstPaint(browser, portalUrl('/auth/login'));
  console.log(firstPaintTable(fp));
  console.log('TOTAL gzip', fp.gzipBytes, 'FCP', Math.round(fp.firstContentfulPaintMs));
} finally {
  await browser.close();
  await portal.stop();
}
