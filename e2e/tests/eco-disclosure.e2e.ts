import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { parse } from 'csv-parse/sync';
import { seriousA11yViolations } from '../support/accessibility';
import { openFromMenu, portalUrl, signIn, useFreshPage } from '../support/browser';
import { ECO } from '../support/eco';

const freshPage = useFreshPage();
let page: Page;
beforeEach(() => {
  page = freshPage();
});

/** The district user exports the Child List and gets its rows back, header first. */
async function exportChildListAsDistrict(): Promise<string[][]> {
  await signIn(page, 'districtuser@example.org');
  await page.waitForURL(portalUrl('/'));
  await openFromMenu(page, ECO, 'Child List');
  await page.getByRole('heading', { level: 1, name: 'Child List' }).waitFor();
  await page.getByRole('main').getByRole('table').locator('tbody tr.ant-table-row').first().waitFor();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
  return parse((await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, ''));
}

test("a district user's Child List export is on the Audit Log, found by one exported child's student id", async () => {
  const [header, ...rows] = await exportChildListAsDistrict();
  const idColumn = header!.indexOf('State student id');
  expect(idColumn).toBeGreaterThanOrEqual(0);
  // The last row: past the first page, so only the export names this child.
  const stateStudentId = rows.at(-1)![idColumn]!;

  const admin = await page.context().browser()!.newPage();
  try {
    await signIn(admin, 'stateadmin@example.org');
    await admin.waitForURL(portalUrl('/'));
    await openFromMenu(admin, 'Admin', 'Audit Log');
    await admin.getByRole('heading', { level: 1, name: 'Audit Log' }).waitFor();
    await admin.getByRole('textbox', { name: 'Student id', exact: true }).fill(stateStudentId);
    await admin.getByRole('textbox', { name: 'Event', exact: true }).fill('disclosure-export');
    await admin.getByRole('button', { name: 'Apply' }).click();

    const table = admin.getByRole('main').getByRole('table');
    const row = table.locator('tbody tr.ant-table-row').filter({ hasText: 'disclosure-export' }).filter({ hasText: 'Casey Districtuser' });
    await row.first().waitFor();
    const cells = await row.first().getByRole('cell').allInnerTexts();
    const column = async (title: string) => (await table.getByRole('columnheader').allInnerTexts()).indexOf(title);
    expect(cells[await column('Service')]).toBe('eco');
    expect(cells[await column('Actor')]).toBe('Casey Districtuser');
    expect(cells[await column('LEA')]).toBe('Adams Public Schools');
    expect(cells[await column('Students')]).toMatch(new RegExp(`^${rows.length}: `));
    expect(cells[await column('Details')]).toContain('route: GET /api/eco/children');
    expect(cells[await column('Details')]).toContain('"format":"csv"');
    expect(await seriousA11yViolations(admin)).toEqual([]);
  } finally {
    await admin.context().close();
  }
});
