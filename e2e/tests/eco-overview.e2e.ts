import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { seriousA11yViolations } from '../support/accessibility';
import { openFromMenu, portalUrl, signIn, useFreshPage } from '../support/browser';
import { addChild, ECO, openChildSearch, unusedLastName } from '../support/eco';

const freshPage = useFreshPage();
let page: Page;
beforeEach(() => {
  page = freshPage();
});

async function openDashboard(): Promise<void> {
  await openFromMenu(page, ECO, 'Dashboard');
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
}

/** A figure of the ECO dashboard, as a number, once its service has answered. */
async function figure(key: string): Promise<number> {
  const value = page.getByTestId(`figure-${key}`).locator('.ant-statistic-content-value');
  await value.waitFor({ timeout: 20_000 });
  return Number((await value.innerText()).replace(/,/g, ''));
}

/** Waits until a figure of the dashboard shows `expected`. */
async function figureShows(key: string, expected: number): Promise<void> {
  await page.getByTestId(`figure-${key}`).getByText(expected.toLocaleString('en-US'), { exact: true }).waitFor();
}

test('a child added without entry ratings is counted on the dashboard at once and listed on Status with what they need', async () => {
  const lastName = unusedLastName();
  const stateStudentId = `E2E-${randomUUID().slice(0, 8)}`;
  await signIn(page, 'districtuser@example.org');
  await page.waitForURL(portalUrl('/'));
  await openDashboard();
  const before = { inProgram: await figure('inProgram'), entryOverdue: await figure('entryOverdue') };

  // Entered a year ago, so past the entry window, and not rated yet.
  await openChildSearch(page);
  await addChild(page, { stateStudentId, firstName: 'Odile', lastName, birthDate: '02/03/2022', entryDate: '11/03/2025' });

  // Back within the shell's 30 s of caching: the figures are fetched again, not the ones read before.
  await openDashboard();
  await figureShows('inProgram', before.inProgram + 1);
  await figureShows('entryOverdue', before.entryOverdue + 1);
  expect(await seriousA11yViolations(page)).toEqual([]);

  await page.getByRole('link', { name: 'Status of every child' }).click();
  await page.getByRole('heading', { level: 1, name: 'Status' }).waitFor();
  const search = page.getByRole('searchbox', { name: 'Search name or state student id' });
  await search.fill(lastName);
  await search.press('Enter');
  const row = page.getByRole('main').getByRole('row').filter({ hasText: lastName });
  await row.waitFor();
  expect(await row.getByRole('cell').allInnerTexts()).toEqual([
    `${lastName}, Odile`,
    stateStudentId,
    'Missing',
    'Not exited',
    'Entry rating A, Entry rating B, Entry rating C',
    'Enter entry ratings',
  ]);
  expect(await seriousA11yViolations(page)).toEqual([]);
});
