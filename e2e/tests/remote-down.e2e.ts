import { readFileSync, writeFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { seriousA11yViolations } from '../support/accessibility';
import { launchBrowser, openFromMenu, portalUrl, signIn } from '../support/browser';

let browser: Browser;
let original: string;
const file = () => {
  const f = process.env.PORTAL_REMOTES_JSON;
  if (!f) throw new Error('PORTAL_REMOTES_JSON is not set');
  return f;
};

beforeAll(async () => {
  browser = await launchBrowser();
  original = readFileSync(file(), 'utf8');
});
afterAll(async () => {
  writeFileSync(file(), original);
  await browser.close();
});

test('a remote that is down shows its panel with Retry while the rest of the shell keeps working, and Retry recovers once it is back', async () => {
  const remotes = JSON.parse(original) as { remotes: { id: string; entry: string }[] };
  const broken = { remotes: remotes.remotes.map((r) => (r.id === 'eco' ? { ...r, entry: 'http://127.0.0.1:9/mf-manifest.json' } : r)) };
  writeFileSync(file(), JSON.stringify(broken));

  const page = await browser.newPage();
  await signIn(page, 'districtuser@example.org');
  await page.waitForURL(portalUrl('/'));
  await page.goto(portalUrl('/child-search/dashboard'));
  await page.getByText('Early Childhood Outcomes: application unavailable').waitFor({ timeout: 30_000 });
  const retry = page.getByRole('button', { name: 'Retry' });
  await retry.waitFor();
  expect(await seriousA11yViolations(page)).toEqual([]);

  // The menu and the other applications still work, in the same page.
  await openFromMenu(page, 'Restraint & Aversive Intervention', 'Dashboard');
  await page.waitForURL(/\/restraint-aversive-intervention\/dashboard$/);
  await page.locator('[data-testid^="figure-"]').first().waitFor({ timeout: 20_000 });

  // Rolled back to a working entry, Retry loads the application without reloading the page.
  writeFileSync(file(), original);
  await openFromMenu(page, 'Early Childhood Outcomes', 'Dashboard');
  await page.getByRole('button', { name: 'Retry' }).click();
  await page.locator('[data-testid^="figure-"]').first().waitFor({ timeout: 20_000 });
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
  await page.close();
});
