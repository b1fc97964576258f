import type { Page } from 'playwright-core';
import { seriousA11yViolations } from '../support/accessibility';
import { portalUrl, signIn, useFreshPage } from '../support/browser';
import { chooseSchoolYear, OPEN_YEAR, openPsosPage } from '../support/psos';
import { pickByClicking, typeDay } from '../support/shell';

const freshPage = useFreshPage();
let page: Page;
beforeEach(() => {
  page = freshPage();
});

const answer = (question: RegExp, option: string) =>
  page.getByRole('radiogroup', { name: question }).getByLabel(option, { exact: true }).check();

test('a district interviewer logs an attempt and records an interview, whose category shows as answered and once saved', async () => {
  await signIn(page, 'districtuser@example.org');
  await page.waitForURL(portalUrl('/'));
  await chooseSchoolYear(page, OPEN_YEAR);
  await openPsosPage(page, 'District Dashboard');
  const work = page.getByRole('table', { name: 'Youth to interview' });
  await pickByClicking(page, 'Survey status', 'Not contacted');
  const row = work.getByRole('row').filter({ hasText: 'Not contacted' }).first();
  await row.waitFor();
  expect(await seriousA11yViolations(page)).toEqual([]);

  await row.getByRole('link').click();
  await page.getByRole('heading', { level: 1, name: /^Interview: / }).waitFor();
  expect(await seriousA11yViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Log an attempt' }).click();
  const attempt = page.getByRole('dialog', { name: /^Log a contact attempt with / });
  await attempt.getByRole('combobox', { name: 'Outcome' }).click();
  await page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', { hasText: 'Left a message' })
    .click();
  await attempt.getByRole('button', { name: 'Save' }).click();
  await page
    .getByRole('table', { name: 'Contact attempts, newest first' })
    .getByRole('row', { name: /Left a message/ })
    .waitFor();

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
  await page.getByRole('link', { name: 'Back to the work list' }).click();
  await page.getByRole('heading', { level: 1, name: 'District Dashboard' }).waitFor();
});
