import type { Page } from 'playwright-core';
import { seriousA11yViolations } from '../support/accessibility';
import { portalUrl, signIn, useFreshPage } from '../support/browser';
import { chooseSchoolYear, OPEN_YEAR, openPsosPage } from '../support/psos';
import { pickByClicking, pickInDialog, typeDay } from '../support/shell';

const freshPage = useFreshPage();
let page: Page;
beforeEach(() => {
  page = freshPage();
});

const answer = (question: RegExp, option: string) =>
  page.getByRole('radiogroup', { name: question }).getByLabel(option, { exact: true }).check();

/** The youth summary's value for one of its fields. */
const summary = (field: string) =>
  page.locator('.ant-descriptions-item-label', { hasText: field }).locator('xpath=following-sibling::*[1]');

/**
 * From the work list of `dashboard`, opens the first youth not contacted yet, logs an attempt that left a message,
 * records an interview whose answers give Higher education, and reads the youth's status and category back.
 */
async function interviewOneYouth(dashboard: string): Promise<void> {
  await chooseSchoolYear(page, OPEN_YEAR);
  await openPsosPage(page, dashboard);
  const work = page.getByRole('table', { name: 'Youth to interview' });
  await pickByClicking(page, 'Survey status', 'Not contacted');
  // An excluded youth is listed too, without the moves an interviewer makes.
  const row = work
    .getByRole('row')
    .filter({ hasText: 'Not contacted' })
    .filter({ has: page.getByRole('button', { name: /^Log attempt for / }) })
    .first();
  await row.waitFor();
  expect(await seriousA11yViolations(page)).toEqual([]);
  const name = (await row.getByRole('link').innerText()).trim();

  await row.getByRole('link').click();
  await page.getByRole('heading', { level: 1, name: /^Interview: / }).waitFor();
  await page.getByText('No contact attempt yet.').waitFor();
  expect(await seriousA11yViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Log an attempt' }).click();
  const attempt = page.getByRole('dialog', { name: /^Log a contact attempt with / });
  await pickInDialog(attempt, 'Outcome', 'Left a message');
  expect(await seriousA11yViolations(page)).toEqual([]);
  await attempt.getByRole('button', { name: 'Save' }).click();
  await attempt.waitFor({ state: 'detached' });
  await page
    .getByRole('table', { name: 'Contact attempts, newest first' })
    .getByRole('row', { name: /Left a message/ })
    .waitFor();
  await summary('Survey status').getByText('In progress', { exact: true }).waitFor();

  await typeDay(page.getByRole('form', { name: 'Interview' }), 'Interview date', '09/15/2026');
  await answer(/Who is answering/, 'The youth');
  await answer(/ever enrolled/, 'Yes');
  await answer(/complete at least one entire term/, 'Yes');
  await page
    .getByRole('group', { name: /In which programs/ })
    .getByLabel('A community or technical college (2-year)')
    .check();
  await answer(/ever worked for pay/, 'No');
  await page.getByText("As answered, the youth's category is: 1. Higher education.").waitFor();
  expect(await seriousA11yViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Save the interview' }).click();
  await page.getByText('Saved. Category: 1. Higher education.').waitFor();
  await summary('Survey status').getByText('Completed', { exact: true }).waitFor();
  await summary('Category').getByText('1. Higher education', { exact: true }).waitFor();

  // Back on the work list, the youth is no longer among those not contacted, and shows as Completed.
  await page.getByRole('link', { name: 'Back to the work list' }).click();
  await page.getByRole('heading', { level: 1, name: dashboard }).waitFor();
  await pickByClicking(page, 'Survey status', 'Completed');
  await work.getByRole('row', { name: new RegExp(`${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}.*Completed`) }).waitFor();
}

test('a district interviewer logs an attempt and records an interview; the youth shows Completed in Higher education', async () => {
  await signIn(page, 'districtuser@example.org');
  await page.waitForURL(portalUrl('/'));
  await interviewOneYouth('District Dashboard');
});

test('a vendor’s interviewer logs an attempt and records an interview on a youth of a vendor-assigned LEA', async () => {
  await signIn(page, 'vendor@example.org');
  await page.waitForURL(portalUrl('/'));
  await interviewOneYouth('Vendor Dashboard');
});
