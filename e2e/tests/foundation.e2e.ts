import type { Page } from 'playwright-core';
import { seriousA11yViolations } from '../support/accessibility';
import { openFromMenu, portalUrl, signIn, submitSignIn, useFreshPage } from '../support/browser';

const freshPage = useFreshPage();
let page: Page;
beforeEach(() => {
  page = freshPage();
});

/**
 * The figures an application's first page shows, each a number read from its service.
 * The card is titled "<application>: <LEA>, <year>", so figures left from the page
 * before cannot pass for this one's.
 */
async function expectFigures(p: Page, application: string): Promise<void> {
  const card = p.locator('.ant-card', { has: p.getByText(`${application}: `, { exact: false }) });
  const figures = card.locator('[data-testid^="figure-"]');
  await figures.nth(1).waitFor({ timeout: 20_000 });
  expect(await figures.first().innerText()).toMatch(/\d/);
}

test('an anonymous visitor to a guarded page is sent to sign in with a returnUrl, and lands there after signing in', async () => {
  await page.goto(portalUrl('/child-search/dashboard'));
  await page.waitForURL(/\/auth\/login\?returnUrl=%2Fchild-search%2Fdashboard/);
  await submitSignIn(page, 'districtuser@example.org');
  await page.waitForURL(/\/child-search\/dashboard$/);
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
  await expectFigures(page, 'Early Childhood Outcomes');
});

test('wrong credentials show the spec message and keep the user on the sign-in page', async () => {
  await signIn(page, 'districtuser@example.org', 'not-the-password');
  await page.getByRole('alert').filter({ hasText: 'Invalid email or password.' }).waitFor();
  expect(page.url()).toContain('/auth/login');
});

test('the sign-in form shows the field messages of spec 5', async () => {
  await page.goto(portalUrl('/auth/login'));
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Password', { exact: true }).focus();
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByText('A valid email is required.').waitFor();
  await page.getByText('A value is required.').waitFor();
});

test('the district user opens each of their applications from the menu, sees figures from its service, and each page passes axe', async () => {
  await signIn(page, 'districtuser@example.org');
  await page.waitForURL(portalUrl('/'));
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByText('Admin', { exact: true }).count()).resolves.toBe(0);
  const sections: [string, string, RegExp][] = [
    ['Restraint & Aversive Intervention', 'Dashboard', /\/restraint-aversive-intervention\/dashboard$/],
    ['Early Childhood Outcomes', 'Dashboard', /\/child-search\/dashboard$/],
    ['Post-School Outcomes Survey', 'District Dashboard', /\/post-school-outcomes\/lea-tracking$/],
    ['Dispute Resolution', 'Dashboard', /\/dispute-resolution$/],
    ['Monitoring', 'Dashboard', /\/monitoring\/dashboard$/],
  ];
  for (const [section, item, url] of sections) {
    await openFromMenu(page, section, item);
    await page.waitForURL(url);
    await expectFigures(page, section);
    expect({ section, violations: await seriousA11yViolations(page) }).toEqual({ section, violations: [] });
  }
});

test('a state admin opens the administration application and sees its figures', async () => {
  await signIn(page, 'stateadmin@example.org');
  await page.waitForURL(portalUrl('/'));
  await openFromMenu(page, 'Admin', 'Manage Users');
  await page.waitForURL(/\/admin\/manage-users$/);
  await expectFigures(page, 'Admin');
});

test('signing out clears the session; guarded pages then ask to sign in again', async () => {
  await signIn(page, 'stateuser@example.org');
  await page.waitForURL(portalUrl('/'));
  await page.getByRole('button', { name: /Jordan Stateuser/ }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await page.waitForURL(/\/auth\/login$/);
  await page.goto(portalUrl('/monitoring/dashboard'));
  await page.waitForURL(/\/auth\/login\?returnUrl=%2Fmonitoring%2Fdashboard/);
});
