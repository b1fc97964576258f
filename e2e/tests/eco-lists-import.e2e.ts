import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { EcoRatingMessages } from '@portal/shared-contracts/eco';
import { seriousA11yViolations } from '../support/accessibility';
import { openFromMenu, portalUrl, signIn, useFreshPage } from '../support/browser';
import { ECO } from '../support/eco';
import { allRowsDone, downloadedFile } from '../support/imports';

const freshPage = useFreshPage();
let page: Page;
beforeEach(() => {
  page = freshPage();
});

const DEMO_DISTRICT = 'Adams Public Schools';

const HEADER =
  'stateStudentId,firstName,lastName,birthDate,leaCode,schoolCode,entryDate,exitDate,entryRatingA,entryRatingB,entryRatingC,exitRatingA,exitRatingB,exitRatingC,progressA,progressB,progressC';

/** A file as a district's own system would export it: a good row, a row breaking a consistency rule, a bad row. */
function ratingsFile(tag: string): string {
  return [
    HEADER,
    `${tag}-1,Imogen,Imported${tag},2022-04-02,01-1000,,2025-09-03,,4,5,3,,,,,,`,
    `${tag}-2,Ivo,Imported${tag},2022-05-06,01-1000,,2025-09-04,2026-09-30,2,3,4,5,3,4,N,Y,Y`,
    `${tag}-3,Ines,Imported${tag},2022-06-07,01-1000,,2025-09-05,,9,3,3,,,,,,`,
  ].join('\n');
}

async function previewFile(content: string): Promise<void> {
  await page.getByRole('button', { name: 'Import ratings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import Ratings' });
  await dialog.getByLabel('CSV file').setInputFiles({ name: 'ratings.csv', mimeType: 'text/csv', buffer: Buffer.from(content) });
  await dialog.getByRole('button', { name: 'Preview' }).click();
  await dialog.getByText('Nothing has been saved yet.', { exact: false }).waitFor();
}

async function openChildListAsDistrict(): Promise<void> {
  await signIn(page, 'districtuser@example.org');
  await page.waitForURL(portalUrl('/'));
  await openFromMenu(page, ECO, 'Child List');
  await page.getByRole('heading', { level: 1, name: 'Child List' }).waitFor();
}

const statistic = (title: string) =>
  page
    .getByRole('dialog', { name: 'Import Ratings' })
    .locator('.ant-statistic')
    .filter({ hasText: title })
    .locator('.ant-statistic-content-value');

test('a district imports ratings after a preview, sees rejected rows and warnings, and importing again changes nothing', async () => {
  const tag = `E${randomUUID().slice(0, 6)}`;
  const file = ratingsFile(tag);
  await openChildListAsDistrict();

  await previewFile(file);
  const dialog = page.getByRole('dialog', { name: 'Import Ratings' });
  expect(await statistic('Would be added').textContent()).toBe('2');
  expect(await statistic('Rejected').textContent()).toBe('1');
  await dialog
    .getByRole('region', { name: 'Rejected rows' })
    .getByText('A rating is a whole number from 1 to 7.', { exact: false })
    .waitFor();
  await dialog.getByRole('region', { name: 'Warnings' }).getByText('progress answer must be Yes', { exact: false }).waitFor();
  expect(await seriousA11yViolations(page)).toEqual([]);

  await dialog.getByRole('button', { name: 'Import' }).click();
  await dialog.getByText('The ratings were imported.').waitFor();
  expect(await statistic('Added').textContent()).toBe('2');
  await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();

  const search = page.getByRole('searchbox', { name: 'Search name or state student id' });
  await search.fill(`Imported${tag}`);
  await search.press('Enter');
  const rows = page
    .getByRole('main')
    .getByRole('row')
    .filter({ hasText: `Imported${tag}` });
  await rows.first().waitFor();
  expect(await rows.count()).toBe(2);

  await previewFile(file);
  expect(await statistic('Unchanged').textContent()).toBe('2');
  expect(await page.getByRole('dialog', { name: 'Import Ratings' }).getByRole('button', { name: 'Import' }).isDisabled()).toBe(true);
  await page.getByRole('dialog', { name: 'Import Ratings' }).getByRole('button', { name: 'Cancel' }).click();

  // The status page (not in the menu: the dashboard links to it) says what each child still needs.
  await page.goto(portalUrl('/child-search/status'));
  await page.getByRole('heading', { level: 1, name: 'Status' }).waitFor();
  expect(await seriousA11yViolations(page)).toEqual([]);
});

/** A larger file, so the import runs long enough to be left: every row a new child but one, whose rating is out of range. */
function generatedFile(tag: string, rows: number, rejectedLine: number): string {
  const row = (line: number) =>
    `${tag}-${line},Gen,Generated${tag},2022-04-02,01-1000,,2025-09-03,,${line === rejectedLine ? 9 : 4},5,3,,,,,,`;
  // The header is line 1: data lines are 2 to rows + 1.
  return [HEADER, ...Array.from({ length: rows }, (_, i) => row(i + 2))].join('\n');
}

test('a district previews a large file, leaves the page while it runs, finds it on return and downloads the rejected row', async () => {
  const tag = `G${randomUUID().slice(0, 6)}`;
  const rows = 3000;
  const rejectedLine = 1234;
  await openChildListAsDistrict();
  await page.getByRole('button', { name: 'Import ratings' }).click();
  let dialog = page.getByRole('dialog', { name: 'Import Ratings' });
  await dialog.getByLabel('CSV file').setInputFiles({
    name: 'ratings.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(generatedFile(tag, rows, rejectedLine)),
  });
  await dialog.getByRole('button', { name: 'Preview' }).click();
  // The first look at the running import: its bar counts the rows of the file.
  await dialog.getByText(`of ${rows.toLocaleString('en-US')} rows done`, { exact: false }).waitFor();

  // Away to another page (the dialog covers the menu, so by the address bar) and back by the menu:
  // the import is followed again and its report shown.
  await page.goto(portalUrl('/child-search/dashboard'));
  await page.getByRole('heading', { level: 1 }).waitFor();
  await openFromMenu(page, ECO, 'Child List');
  dialog = page.getByRole('dialog', { name: 'Import Ratings' });
  await dialog.getByText(allRowsDone(rows)).waitFor();
  await dialog.getByText('Nothing has been saved yet.', { exact: false }).waitFor();
  expect(await statistic('Would be added').textContent()).toBe((rows - 1).toLocaleString('en-US'));
  expect(await statistic('Rejected').textContent()).toBe('1');
  expect(await seriousA11yViolations(page)).toEqual([]);

  const { name, text } = await downloadedFile(page, dialog.getByRole('button', { name: 'Download rejected rows (CSV)' }));
  expect(name).toBe('rejected-rows.csv');
  const lines = text.trim().split('\r\n');
  expect(lines).toEqual([
    'Line,Column,Message,State student id',
    `${rejectedLine},Entry rating A,${EcoRatingMessages.ratingRange},${tag}-${rejectedLine}`,
  ]);

  // Seen and closed, the import is forgotten: the page comes back without it.
  await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
  await dialog.waitFor({ state: 'hidden' });
  await page.reload();
  await page.getByRole('heading', { level: 1, name: 'Child List' }).waitFor();
  await page.getByRole('button', { name: 'Import ratings' }).waitFor();
  expect(await page.getByRole('dialog', { name: 'Import Ratings' }).count()).toBe(0);
});

test("a state user follows every LEA's completion and opens one LEA's child list", async () => {
  await signIn(page, 'stateuser@example.org');
  await page.waitForURL(portalUrl('/'));
  await openFromMenu(page, ECO, 'State Tracking');
  await page.getByRole('heading', { level: 1, name: 'State Tracking' }).waitFor();
  const district = page.getByRole('main').getByRole('link', { name: DEMO_DISTRICT, exact: true });
  await district.waitFor();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await district.click();
  await page.getByRole('heading', { level: 1, name: 'Child List' }).waitFor();
  await page.getByText(DEMO_DISTRICT, { exact: false }).first().waitFor();
  expect(await page.getByRole('main').getByRole('row').count()).toBeGreaterThan(1);
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test('a district follows a data-quality count of its report to the children carrying the flag, and sees it on the record', async () => {
  const tag = `Q${randomUUID().slice(0, 6)}`;
  // Legacy data an import keeps: the same rating (3) at entry and exit of outcome A answered No, which cannot be.
  const file = [
    'stateStudentId,firstName,lastName,birthDate,leaCode,schoolCode,entryDate,exitDate,entryRatingA,entryRatingB,entryRatingC,exitRatingA,exitRatingB,exitRatingC,progressA,progressB,progressC',
    `${tag}-1,Quinn,Flagged${tag},2022-04-02,01-1000,,2025-09-03,2026-09-30,3,4,4,3,5,5,N,Y,Y`,
  ].join('\n');
  await openChildListAsDistrict();
  await previewFile(file);
  const dialog = page.getByRole('dialog', { name: 'Import Ratings' });
  await dialog.getByRole('button', { name: 'Import' }).click();
  await dialog.getByText('The ratings were imported.').waitFor();
  await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();

  await openFromMenu(page, ECO, 'Reports');
  const flagged = page.getByRole('table', { name: 'Outcome A: data quality, records flagged (counted or excluded as above)' });
  const impossible = flagged.getByRole('row').filter({ hasText: 'Same rating (2 to 5) at entry and exit with progress No' });
  expect(Number(await impossible.getByRole('cell').nth(1).textContent())).toBeGreaterThan(0);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await impossible.getByRole('link', { name: 'List these children' }).click();

  await page.getByRole('heading', { level: 1, name: 'Child List' }).waitFor();
  const child = page
    .getByRole('main')
    .getByRole('row')
    .filter({ hasText: `Flagged${tag}` });
  await child.waitFor();
  await child.getByText('Same rating (2 to 5) at entry and exit with progress No').waitFor();
  const rows = page.getByRole('main').getByRole('row');
  // Every child listed carries the flag: the header row aside, each row shows it.
  expect(await rows.filter({ hasNotText: 'Same rating (2 to 5) at entry and exit with progress No' }).count()).toBe(1);
  expect(await seriousA11yViolations(page)).toEqual([]);

  // The name opens the entry ratings, still a draft; the flag shows beside the exit's category.
  const childId = new URL((await child.getByRole('link').first().getAttribute('href'))!, portalUrl('/')).searchParams.get('childId');
  await page.goto(portalUrl(`/child-search/exitscore?childId=${childId}`));
  await page.getByRole('heading', { level: 1, name: 'Exit Score' }).waitFor();
  await page
    .getByRole('region', { name: 'Outcome A' })
    .getByText('Data quality: Same rating (2 to 5) at entry and exit with progress No')
    .waitFor();
});
