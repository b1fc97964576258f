import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { type DownloadFormat } from '@portal/shared-contracts';
import { childListColumns } from '@portal/shared-contracts/eco';
import { readDownload, type ReadCell } from '@portal/service-kit/testing';
import { seriousA11yViolations } from '../support/accessibility';
import { openFromMenu, portalUrl, signIn, useFreshPage } from '../support/browser';
import { ECO } from '../support/eco';
import { clickListedOption, listedOption } from '../support/shell';

const freshPage = useFreshPage();
let page: Page;
beforeEach(() => {
  page = freshPage();
});

const BUTTONS: Record<DownloadFormat, string> = { csv: 'Download CSV', xlsx: 'Download Excel (.xlsx)' };
const headers = childListColumns.map((column) => column.header);
const dayColumns = new Set(childListColumns.flatMap((column, index) => (column.kind === 'day' ? [index] : [])));
const flagsColumn = childListColumns.findIndex((column) => column.key === 'flags');

/** MM/DD/YYYY, as the screen shows a day, from a file's ISO text (CSV) or date (xlsx). */
function screenDay(cell: ReadCell): string {
  if (cell === null || cell === '') return '';
  const iso = cell instanceof Date ? cell.toISOString().slice(0, 10) : String(cell);
  const [year, month, day] = iso.split('-');
  return `${month}/${day}/${year}`;
}

/** A file's row in the words of the screen's row. */
const asOnScreen = (row: ReadCell[]) => row.map((cell, index) => (dayColumns.has(index) ? screenDay(cell) : String(cell ?? '')));

async function download(format: DownloadFormat): Promise<{ name: string; rows: ReadCell[][] }> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: BUTTONS[format] }).click()]);
  return { name: file.suggestedFilename(), rows: await readDownload(await readFile((await file.path())!), format) };
}

/** The child list's answer for a query holding `part`. */
const listAnswered = (part: string) =>
  page.waitForResponse((response) => response.url().includes('/api/eco/children?') && response.url().includes(part) && response.ok());

async function screenRows(table: Locator): Promise<string[][]> {
  const rows = table.locator('tbody tr.ant-table-row');
  const texts: string[][] = [];
  for (let i = 0; i < (await rows.count()); i++)
    texts.push((await rows.nth(i).getByRole('cell').allInnerTexts()).map((text) => text.trim()));
  return texts;
}

test("the child list's CSV and Excel downloads hold every row of the filtered, sorted list, with the screen's columns and values", async () => {
  await signIn(page, 'districtuser@example.org');
  await page.waitForURL(portalUrl('/'));
  await openFromMenu(page, ECO, 'Child List');
  await page.getByRole('heading', { level: 1, name: 'Child List' }).waitFor();
  const table = page.getByRole('main').getByRole('table');
  await table.locator('tbody tr.ant-table-row').first().waitFor();

  // A filter and a sort the files must follow: children still missing entry ratings, youngest first.
  await page.getByRole('combobox', { name: 'Missing data' }).click();
  await Promise.all([listAnswered('missing=entry'), clickListedOption(listedOption(page, 'Entry ratings missing'))]);
  const birthDate = table.getByRole('columnheader', { name: 'Birth date' });
  await Promise.all([listAnswered('sortDirection=asc'), birthDate.click()]);
  await Promise.all([listAnswered('sortDirection=desc'), birthDate.click()]);
  await table.locator('th[aria-sort="descending"]').filter({ hasText: 'Birth date' }).waitFor();
  const range = page.locator('.ant-pagination-total-text');
  await range.waitFor();
  const total = Number(/\/ (\d+)/.exec((await range.textContent()) ?? '')?.[1]);
  expect(total).toBeGreaterThan(0);

  expect((await table.getByRole('columnheader').allInnerTexts()).map((text) => text.trim())).toEqual(headers);
  const shown = await screenRows(table);
  expect(shown.length).toBe(Math.min(total, 25));
  expect(await seriousA11yViolations(page)).toEqual([]);

  for (const format of ['csv', 'xlsx'] as const) {
    const { name, rows } = await download(format);
    expect(name).toBe(`child-list.${format}`);
    const [header, ...body] = rows;
    expect(header).toEqual(headers);
    // Birth dates are dates in the workbook, not text.
    if (format === 'xlsx') expect(body.every((row) => row[headers.indexOf('Birth date')] instanceof Date)).toBe(true);
    // Every page of the filter, not only the one shown; the shown page first, in the screen's order.
    expect(body).toHaveLength(total);
    const filed = body.slice(0, shown.length).map(asOnScreen);
    for (const [index, screenRow] of shown.entries()) {
      const fileRow = filed[index]!;
      expect(fileRow.filter((_, column) => column !== flagsColumn)).toEqual(screenRow.filter((_, column) => column !== flagsColumn));
      // The screen shows each flag as a tag; the file lists them.
      const flags = fileRow[flagsColumn]!.split('; ').filter(Boolean);
      for (const flag of flags) expect(screenRow[flagsColumn]).toContain(flag);
      if (flags.length === 0) expect(screenRow[flagsColumn]).toBe('');
    }
  }
});
