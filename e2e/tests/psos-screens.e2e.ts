import type { Page } from 'playwright-core';
import { seriousA11yViolations } from '../support/accessibility';
import { portalUrl, signIn, useFreshPage } from '../support/browser';
import { chooseSchoolYear, OPEN_YEAR, openPsosPage } from '../support/psos';

const freshPage = useFreshPage();
let page: Page;
beforeEach(() => {
  page = freshPage();
});

test('every PSOS screen of the menu passes axe for the state', async () => {
  await signIn(page, 'stateuser@example.org');
  await page.waitForURL(portalUrl('/'));
  await chooseSchoolYear(page, OPEN_YEAR);
  for (const item of [
    'State Tracking',
    'District Dashboard',
    'Vendor Dashboard',
    'Collection Manager',
    'Student List Manager',
    'Survey Manager',
    'Reports',
  ]) {
    await openPsosPage(page, item);
    await page.locator('.ant-skeleton').first().waitFor({ state: 'detached' });
    expect({ item, violations: await seriousA11yViolations(page) }).toEqual({ item, violations: [] });
  }
  // The student list opens from the manager, the LEA in its address.
  await openPsosPage(page, 'Student List Manager');
  await page.getByRole('table', { name: 'Student lists by LEA' }).getByRole('link').first().click();
  await page.getByRole('heading', { level: 1, name: 'Student List' }).waitFor();
  await page.getByRole('table', { name: 'Youth on the list' }).getByRole('row').nth(1).waitFor();
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test('a vendor’s interviewer sees their vendor’s youth and no demographics', async () => {
  await signIn(page, 'vendor@example.org');
  await page.waitForURL(portalUrl('/'));
  await chooseSchoolYear(page, OPEN_YEAR);
  await openPsosPage(page, 'Vendor Dashboard');
  const work = page.getByRole('table', { name: 'Youth to interview' });
  await work.getByRole('row').nth(1).waitFor();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await work.getByRole('row').nth(1).getByRole('link').click();
  await page.getByRole('heading', { level: 1, name: /^Interview: / }).waitFor();
  expect(await page.getByText('Disability category').count()).toBe(0);
  expect(await seriousA11yViolations(page)).toEqual([]);
});
