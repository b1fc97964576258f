import type { Page } from 'playwright-core';
import { seriousA11yViolations } from '../support/accessibility';
import { openFromMenu, portalUrl, signIn, useFreshPage } from '../support/browser';
import { expectedMenus } from '../support/expected-menus';
import { sidebar, sidebarOutline } from '../support/shell';

const freshPage = useFreshPage();
let page: Page;
beforeEach(() => {
  page = freshPage();
});

/** Signs in and waits for the shell's sidebar; the requester lands on the request page, the others on the dashboard. */
async function signInToShell(email: string): Promise<void> {
  await signIn(page, email);
  await page.waitForURL((url) => url.pathname === '/' || url.pathname === '/dispute-resolution/request');
  await sidebar(page).waitFor();
}

describe('the sidebar (spec 2)', () => {
  test.each(Object.keys(expectedMenus))('%s sees exactly their items', async (email) => {
    await signInToShell(email);
    expect(await sidebarOutline(page)).toEqual(expectedMenus[email]);
  });

  test('is 250 px wide with the version at its bottom, and opens the section of the page shown', async () => {
    await signInToShell('stateuser@example.org');
    expect((await page.locator('aside').boundingBox())?.width).toBe(250);
    const version = page.locator('aside').getByText('Version 2.7.0');
    expect(await version.isVisible()).toBe(true);
    const menuBottom = await sidebar(page).evaluate((nav) => nav.getBoundingClientRect().bottom);
    expect((await version.boundingBox())!.y).toBeGreaterThanOrEqual(menuBottom);

    await page.goto(portalUrl('/dispute-resolution/reports/summary-report'));
    const selected = sidebar(page).locator('.ant-menu-item-selected');
    await selected.waitFor();
    expect(await selected.innerText()).toBe('Summary Report');
  });
});

describe('breadcrumbs and the busy overlay (spec 2)', () => {
  test("breadcrumbs follow the route map, the remotes' routes included", async () => {
    await signInToShell('stateuser@example.org');
    await openFromMenu(page, 'Dispute Resolution', 'Reports');
    await sidebar(page).getByRole('menuitem', { name: 'Summary Report' }).click();
    await page.waitForURL(/\/dispute-resolution\/reports\/summary-report$/);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await crumbs.getByText('Summary Report').waitFor();
    expect((await crumbs.innerText()).split(/\s*\/\s*/)).toEqual(['Dashboard', 'Dispute Resolution', 'Reports', 'Summary Report']);
    await crumbs.getByRole('link', { name: 'Reports' }).click();
    await page.waitForURL(/\/dispute-resolution\/reports$/);
  });

  test("'Please Wait...' shows while an application loads, and goes once it is there", async () => {
    await signInToShell('districtuser@example.org');
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/apps/monitoring/*/mf-manifest.json', async (route) => {
      await held;
      await route.continue();
    });
    await openFromMenu(page, 'Monitoring', 'Dashboard');
    const overlay = page.getByRole('status').filter({ hasText: 'Please Wait...' });
    await overlay.waitFor();
    release();
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await overlay.waitFor({ state: 'detached' });
  });
});

test('leaving the request page forgets the dispute-resolution request in progress (spec 2)', async () => {
  await signInToShell('requester@example.org');
  expect(new URL(page.url()).pathname).toBe('/dispute-resolution/request');
  await page.evaluate(() => {
    localStorage.setItem('session.disputeResolutionId', '41');
    localStorage.setItem('session.disputeResolutionFormId', '7');
  });
  await openFromMenu(page, 'Dispute Resolution', 'Dashboard');
  await page.waitForURL(/\/dispute-resolution$/);
  await page.waitForFunction(
    () => localStorage.getItem('session.disputeResolutionId') === null && localStorage.getItem('session.disputeResolutionFormId') === null,
  );
});

describe('WCAG 2.1 AA: no serious or critical axe violations', () => {
  test('the dashboard', async () => {
    await signInToShell('siteadmin@example.org');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('an application page, with the user menu open', async () => {
    await signInToShell('stateuser@example.org');
    await openFromMenu(page, 'Early Childhood Outcomes', 'Dashboard');
    await page.locator('[data-testid^="figure-"]').first().waitFor({ timeout: 20_000 });
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('button', { name: /Jordan Stateuser/ }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
