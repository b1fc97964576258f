import type { Page } from 'playwright-core';
import { seriousA11yViolations } from '../support/accessibility';
import { portalUrl, settledDialog, signIn, useFreshPage } from '../support/browser';
import { chooseSchoolYear, DRAFT_YEAR, openPsosPage } from '../support/psos';

const freshPage = useFreshPage();
let page: Page;
beforeEach(() => {
  page = freshPage();
});

const DEMO_DISTRICT = 'Adams Public Schools';

/** The demo district's leavers of 2025-2026: two good rows, and a third whose birth date is no real day. */
const LIST = [
  'stateStudentId,leaCode,firstName,lastName,birthDate,exitDate,exitReason,disabilityCategory,sex,raceEthnicity,englishLearner,phone',
  'PSE2E1,01-1000,Lena,Listwright,2007-08-14,2026-05-29,GRADUATED,LD,F,HISPANIC,N,(775) 555-0141',
  'PSE2E2,01-1000,Marco,Listwright,2006-11-02,2026-03-15,DROPPED_OUT,ED,M,WHITE,Y,',
  'PSE2E3,01-1000,Nina,Listwright,2007-02-30,2026-05-29,GRADUATED,LD,F,WHITE,N,',
].join('\n');

const statistic = (title: string) =>
  page.getByRole('dialog').locator('.ant-statistic').filter({ hasText: title }).locator('.ant-statistic-content-value');

test('a district uploads its list with a rejected row, verifies each youth and submits the list', async () => {
  await signIn(page, 'districtuser@example.org');
  await page.waitForURL(portalUrl('/'));
  await chooseSchoolYear(page, DRAFT_YEAR);
  await openPsosPage(page, 'Student List Manager');
  expect(await seriousA11yViolations(page)).toEqual([]);

  await page.getByRole('button', { name: `Upload the list of ${DEMO_DISTRICT}` }).click();
  const dialog = page.getByRole('dialog', { name: `Upload the list of ${DEMO_DISTRICT}` });
  await dialog.getByLabel('CSV file').setInputFiles({ name: 'leavers.csv', mimeType: 'text/csv', buffer: Buffer.from(LIST) });
  await dialog.getByRole('button', { name: 'Preview' }).click();
  await dialog.getByText('Nothing has been saved yet.', { exact: false }).waitFor();
  expect(await statistic('Accepted').textContent()).toBe('2');
  expect(await statistic('Rejected').textContent()).toBe('1');
  const rejected = dialog.getByRole('region', { name: 'Rejected rows' });
  await rejected.getByRole('row', { name: /4 birthDate: Enter the date as YYYY-MM-DD, a real date\./ }).waitFor();
  expect(await seriousA11yViolations(page)).toEqual([]);

  await dialog.getByRole('button', { name: 'Load the list' }).click();
  await dialog.getByText('The list was loaded.', { exact: false }).waitFor();
  expect(await statistic('New youth').textContent()).toBe('2');
  await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();

  await page.getByRole('link', { name: `Open the list of ${DEMO_DISTRICT}` }).click();
  await page.getByRole('heading', { level: 1, name: 'Student List' }).waitFor();
  const youth = page.getByRole('table', { name: 'Youth on the list' });
  await youth.getByRole('row', { name: /Listwright, Lena/ }).waitFor();
  expect(await seriousA11yViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Confirm Lena Listwright' }).click();
  await youth.getByRole('row', { name: /Listwright, Lena.*Confirmed/ }).waitFor();
  await page.getByRole('button', { name: 'Exclude Marco Listwright' }).click();
  const exclude = page.getByRole('dialog', { name: 'Exclude Marco Listwright' });
  await exclude.getByRole('combobox', { name: 'Reason' }).click();
  await page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', { hasText: 'Returned to school' })
    .click();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await exclude.getByRole('button', { name: 'Exclude' }).click();
  await youth.getByRole('row', { name: /Listwright, Marco.*Excluded \(Returned to school\)/ }).waitFor();

  await page.getByRole('button', { name: `Submit the list of ${DEMO_DISTRICT}` }).click();
  await (await settledDialog(page.getByRole('dialog'))).getByRole('button', { name: 'Ok' }).click();
  await page.getByText('List: Verified').waitFor();
  expect(await page.getByRole('button', { name: 'Confirm Lena Listwright' }).count()).toBe(0);
  expect(await seriousA11yViolations(page)).toEqual([]);
});
