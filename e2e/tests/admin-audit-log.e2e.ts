import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { auditLogColumns } from '@portal/shared-contracts/admin';
import { readDownload } from '@portal/service-kit/testing';
import { seriousA11yViolations } from '../support/accessibility';
import { openFromMenu, portalUrl, signIn, useFreshPage } from '../support/browser';
import { pickByClicking } from '../support/shell';

const freshPage = useFreshPage();
let page: Page;
beforeEach(() => {
  page = freshPage();
});

const newLabel = 'Aversive intervention (renamed in the audit-log browser test)';

/** Renames a value of the restraint intervention types in the List Manager, as an administrator does. */
async function renameInListManager(): Promise<void> {
  await openFromMenu(page, 'Admin', 'List Manager');
  await page.getByRole('heading', { level: 1, name: 'List Manager' }).waitFor();
  await pickByClicking(page, 'List', 'Restraint and intervention types');
  await page.getByRole('button', { name: 'Rename Aversive intervention' }).waitFor();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Rename Aversive intervention' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rename Aversive intervention' });
  await dialog.getByLabel('Label').waitFor();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await dialog.getByLabel('Label').fill(newLabel);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Value renamed').waitFor();
  await page.getByRole('cell', { name: newLabel, exact: true }).waitFor();
}

test('a change made in the admin pages appears in the Audit Log, filtered, and exports as CSV in the columns the page shows', async () => {
  await signIn(page, 'stateadmin@example.org');
  await page.waitForURL(portalUrl('/'));
  await renameInListManager();

  await openFromMenu(page, 'Admin', 'Audit Log');
  await page.getByRole('heading', { level: 1, name: 'Audit Log' }).waitFor();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await pickByClicking(page, 'Service', 'admin');
  await page.getByRole('textbox', { name: 'Event', exact: true }).fill('list-value-renamed');
  await page.getByRole('textbox', { name: 'Actor', exact: true }).fill('Avery');
  await page.getByRole('button', { name: 'Apply' }).click();

  const table = page.getByRole('main').getByRole('table');
  // The paginator's range says when the filtered page has come: one entry.
  await page.getByText('1 - 1 / 1', { exact: true }).waitFor();
  expect(await table.locator('tbody tr.ant-table-row').count()).toBe(1);
  const row = table.getByRole('row').filter({ hasText: newLabel });
  const cells = await row.getByRole('cell').allInnerTexts();
  expect(cells.slice(1, 4)).toEqual(['admin', 'list-value-renamed', 'Avery Stateadmin']);
  expect(cells.at(-1)).toBe(`code: AVERSIVE; from: Aversive intervention; list: incident_types; to: ${newLabel}`);

  // The file holds the screen's columns and, but for the instant (ISO in the file), its cells.
  const headers = await table.getByRole('columnheader').allInnerTexts();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
  expect(download.suggestedFilename()).toBe('audit-log.csv');
  const [header, ...rows] = await readDownload(await readFile((await download.path())!), 'csv');
  expect(header).toEqual(headers.map((text) => text.trim()));
  expect(header).toEqual(auditLogColumns.map((column) => column.header));
  expect(rows).toHaveLength(1);
  expect(rows[0]!.slice(1)).toEqual(cells.slice(1));
});
