import type { Page } from 'playwright-core';
import { seriousA11yViolations } from '../support/accessibility';
import { openFromMenu, portalUrl, signIn, useFreshPage } from '../support/browser';

const freshPage = useFreshPage();
let page: Page;
beforeEach(() => {
  page = freshPage();
});

const RESTRAINT = 'Restraint & Aversive Intervention';
const DEMO_DISTRICT = 'Adams Public Schools';

test('a state user reads the dashboard with its chart, state tracking with every LEA and the total, and the annual report; axe on each', async () => {
  await signIn(page, 'stateuser@example.org');
  await page.waitForURL(portalUrl('/'));

  await openFromMenu(page, RESTRAINT, 'Dashboard');
  await page.getByRole('heading', { level: 2, name: 'Needs attention' }).waitFor();
  await page.getByRole('heading', { level: 2, name: 'Timeliness this school year' }).waitFor();
  const chart = page.getByRole('figure', { name: 'Finalized interventions by month', exact: true });
  await chart.locator('svg.recharts-surface').first().waitFor();
  // All LEAs first for a state user; the chosen LEA on request.
  expect(await page.getByRole('radio', { name: 'All LEAs' }).isChecked()).toBe(true);
  expect(await seriousA11yViolations(page)).toEqual([]);

  await openFromMenu(page, RESTRAINT, 'State Tracking');
  const table = page.getByRole('table', { name: 'Incidents by LEA' });
  await table.getByRole('link', { name: DEMO_DISTRICT }).waitFor();
  const total = table.getByRole('row').filter({ hasText: 'State total' });
  // The demo data gives every LEA finalized incidents in the years seeded, so the state has some this year.
  expect(Number(await total.locator('td').nth(3).textContent())).toBeGreaterThan(0);
  expect(await seriousA11yViolations(page)).toEqual([]);

  await openFromMenu(page, RESTRAINT, 'Reports');
  const annual = page.getByRole('table', { name: 'Annual report by school' });
  await annual.locator('tbody tr.ant-table-row').first().waitFor();
  await page.getByText('Due', { exact: true }).waitFor();
  expect(await seriousA11yViolations(page)).toEqual([]);

  await openFromMenu(page, RESTRAINT, 'State Tracking');
  await table.getByRole('link', { name: DEMO_DISTRICT }).click();
  await page.waitForURL(/\/restraint-aversive-intervention\/incidents\?leaId=\d+$/);
});
