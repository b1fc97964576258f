import type { Page } from 'playwright-core';
import { seriousA11yViolations } from '../support/accessibility';
import { portalUrl, signIn, useFreshPage } from '../support/browser';
import { chooseSchoolYear, CLOSED_YEAR, OPEN_YEAR, openPsosPage } from '../support/psos';

const freshPage = useFreshPage();
let page: Page;
beforeEach(() => {
  page = freshPage();
});

test('the state reads the B14 report of the Open collection beside the prior Closed one', async () => {
  await signIn(page, 'stateuser@example.org');
  await page.waitForURL(portalUrl('/'));
  await chooseSchoolYear(page, OPEN_YEAR);
  await openPsosPage(page, 'Reports');
  await page.getByText('Interim: the collection is Open', { exact: false }).waitFor();
  const measures = page.getByRole('table', { name: 'Indicator B14' });
  await measures.getByRole('columnheader', { name: CLOSED_YEAR }).waitFor();
  await measures.getByRole('row', { name: /B14A: higher education/ }).waitFor();
  expect(
    await page
      .getByRole('table', { name: 'Response' })
      .getByRole('row', { name: /Adjusted response rate/ })
      .textContent(),
  ).toMatch(/\d+\.\d\d %/);
  await page.getByText(/The respondents are (not )?representative/).waitFor();
  expect(await seriousA11yViolations(page)).toEqual([]);
});
