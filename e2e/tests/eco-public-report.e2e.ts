import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import type { Page } from 'playwright-core';
import { seriousA11yViolations } from '../support/accessibility';
import { animationsSettled, openFromMenu, portalUrl, signIn, useFreshPage } from '../support/browser';

const freshPage = useFreshPage();
let page: Page;
beforeEach(() => {
  page = freshPage();
});

const COUNTS = ['a', 'b', 'c', 'd', 'e', 'Included'];

interface B7File {
  filename: string;
  header: string[];
  rows: string[][];
}

/** Clicks a download button of the Reports page and reads the CSV that arrives. */
async function downloadCsv(button: string): Promise<B7File> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()]);
  const [header, ...rows] = parse(await readFile((await download.path())!, 'utf8'), { bom: true }) as string[][];
  return { filename: download.suggestedFilename(), header: header!, rows };
}

const downloadFull = () => downloadCsv('Download CSV');
const downloadPublic = () => downloadCsv('Download public CSV (small cells suppressed)');

/** Every count cell of the LEAs' rows, public beside full, in the same order (the two files list the same rows). */
function leaCounts(full: B7File, published: B7File): { full: number; shown: string }[] {
  const countColumns = full.header
    .map((name, index) => ({ name, index }))
    .filter(({ name }) => COUNTS.includes(name) || name.startsWith('Excluded: '));
  const scope = full.header.indexOf('Scope');
  return full.rows.flatMap((row, r) =>
    row[scope] === 'State' ? [] : countColumns.map(({ index }) => ({ full: Number(row[index]), shown: published.rows[r]![index]! })),
  );
}

const isHidden = (shown: string) => shown.startsWith('<') || shown === 'suppressed';

/** The outcome rows of LEAs where exactly one of a-e and included is hidden: each would give that count back by subtraction. */
function rowsGivingOneBack(published: B7File): string[][] {
  const columns = COUNTS.map((name) => published.header.indexOf(name));
  const scope = published.header.indexOf('Scope');
  return published.rows.filter((row) => row[scope] !== 'State' && columns.filter((index) => isHidden(row[index]!)).length === 1);
}

const settingsForm = () => page.getByRole('form', { name: 'ECO settings' });

async function typeSmallCellSize(value: string): Promise<void> {
  await settingsForm().getByLabel('Small-cell size of public LEA figures (0 for no suppression)').fill(value);
}

/** Saves the form and waits for the service's answer, as the snackbar of an earlier save may still be on screen. */
async function saveSettings(): Promise<void> {
  const [response] = await Promise.all([
    page.waitForResponse((res) => new URL(res.url()).pathname === '/api/eco/settings' && res.request().method() === 'PUT'),
    settingsForm().getByRole('button', { name: 'Save settings' }).click(),
  ]);
  expect(response.status()).toBe(200);
}

test("a state administrator sets the small-cell size; the public file hides the LEAs' small counts and what would give them back, the full file and the state's rows stay whole", async () => {
  await signIn(page, 'stateadmin@example.org');
  await page.waitForURL(portalUrl('/'));
  await openFromMenu(page, 'Early Childhood Outcomes', 'Reports');
  await page.getByRole('table', { name: 'Outcome C: children by progress category' }).waitFor();

  const full = await downloadFull();
  const atTen = await downloadPublic();
  expect(atTen.filename).toMatch(/^b7-\d{4}-public\.csv$/);
  // The public file is the full one without its data-quality counts, which come last.
  expect(atTen.header).toEqual(full.header.filter((name) => !name.startsWith('Flagged: ')));
  const scope = full.header.indexOf('Scope');
  const stateRows = (file: B7File) => file.rows.filter((row) => row[scope] === 'State').map((row) => row.slice(0, atTen.header.length));
  expect(stateRows(atTen)).toEqual(stateRows(full));
  const cellsAtTen = leaCounts(full, atTen);
  // The demo districts are small: at the default size of 10 nearly every count of theirs is small.
  expect(cellsAtTen.filter(({ shown }) => shown === '<10').length).toBeGreaterThan(0);
  for (const { full: count, shown } of cellsAtTen) {
    if (count > 0 && count < 10) expect(shown).toBe('<10');
    else expect([String(count), 'suppressed']).toContain(shown);
  }
  expect(rowsGivingOneBack(atTen)).toEqual([]);

  // The settings refuse a size above 30 under the field, and save 3: a size where an LEA's row often holds one small count, which the others would give back.
  await page.getByRole('button', { name: 'ECO settings' }).click();
  await typeSmallCellSize('31');
  await settingsForm().getByRole('button', { name: 'Save settings' }).click();
  await settingsForm().getByText('max value 30').waitFor();
  await animationsSettled(page);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await typeSmallCellSize('3');
  await saveSettings();
  await page.getByText('Settings saved').waitFor();

  const atThree = await downloadPublic();
  const cellsAtThree = leaCounts(full, atThree);
  for (const { full: count, shown } of cellsAtThree) {
    if (count > 0 && count < 3) expect(shown).toBe('<3');
    else expect([String(count), 'suppressed']).toContain(shown);
  }
  expect(cellsAtThree.filter(({ shown }) => shown === 'suppressed').length).toBeGreaterThan(0);
  expect(rowsGivingOneBack(atThree)).toEqual([]);
  expect(cellsAtThree.filter(({ shown }) => isHidden(shown)).length).toBeLessThan(cellsAtTen.filter(({ shown }) => isHidden(shown)).length);
  // The full file is not the settings' to change.
  expect((await downloadFull()).rows).toEqual(full.rows);

  await typeSmallCellSize('10');
  await saveSettings();
  expect((await downloadPublic()).rows).toEqual(atTen.rows);
});
