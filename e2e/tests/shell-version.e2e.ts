import type { Page } from 'playwright-core';
import { seriousA11yViolations } from '../support/accessibility';
import { openFromMenu, portalUrl, signIn, useFreshPage } from '../support/browser';
import { sidebar } from '../support/shell';

const freshPage = useFreshPage();
let page: Page;
beforeEach(() => {
  page = freshPage();
});

/** Makes this page's calls claim an older build, as a tab left open across a release would. */
const claimOldVersion = (p: Page) =>
  p.route('**/api/**', (route) => route.continue({ headers: { ...route.request().headers(), 'app-version': '2.6.0' } }));

test('a page older than the services want shows the Version Mismatch dialog; Refresh Now reloads it', async () => {
  await signIn(page, 'districtuser@example.org');
  await page.waitForURL(portalUrl('/'));
  await sidebar(page).waitFor();

  await claimOldVersion(page);
  await openFromMenu(page, 'Early Childhood Outcomes', 'Dashboard');
  const dialog = page.getByRole('dialog', { name: 'Version Mismatch' });
  await dialog.waitFor();
  expect(await dialog.innerText()).toContain('Please refresh your browser to get the latest changes. Or click the refresh button below.');
  expect(await seriousA11yViolations(page)).toEqual([]);

  await page.unroute('**/api/**');
  const reloaded = page.waitForEvent('load');
  await dialog.getByRole('button', { name: 'Refresh Now' }).click();
  await reloaded;
  await page.locator('[data-testid^="figure-"]').first().waitFor({ timeout: 20_000 });
  expect(await page.getByRole('dialog', { name: 'Version Mismatch' }).count()).toBe(0);
  expect(new URL(page.url()).pathname).toBe('/child-search/dashboard');
});

test('an old page whose session needs renewing at start is asked to refresh, not signed out', async () => {
  await signIn(page, 'districtuser@example.org');
  await page.waitForURL(portalUrl('/'));
  await page.evaluate(() => localStorage.setItem('expiresIn', JSON.stringify(Date.now() - 1000)));
  await claimOldVersion(page);
  await page.reload();
  await page.getByRole('dialog', { name: 'Version Mismatch' }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/');
  expect(await page.evaluate(() => localStorage.getItem('currentUser'))).not.toBeNull();
});
