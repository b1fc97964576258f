import type { Locator, Page, Response } from 'playwright-core';
import { seriousA11yViolations } from '../support/accessibility';
import { openFromMenu, portalUrl, signIn, useFreshPage } from '../support/browser';
import { ECO } from '../support/eco';

const freshPage = useFreshPage();
let page: Page;
beforeEach(() => {
  page = freshPage();
});

const OUTCOMES = ['A', 'B', 'C'];

/** The scripts the page downloads, kept with their bodies, to find the charting library among them. */
function recordScripts(): Response[] {
  const scripts: Response[] = [];
  page.on('response', (response) => {
    if ((response.headers()['content-type'] ?? '').includes('javascript')) scripts.push(response);
  });
  return scripts;
}

/** A chart of the page by its title, once its drawing is on screen. */
async function drawnChart(title: string): Promise<Locator> {
  const figure = page.getByRole('figure', { name: title, exact: true });
  await figure.locator('svg.recharts-surface').first().waitFor();
  return figure;
}

/** A chart's table shown by its toggle, as its cells read, header row first. */
async function chartTable(figure: Locator): Promise<string[][]> {
  await figure.getByRole('button', { name: 'Show table' }).click();
  const table = figure.getByRole('table');
  await figure.getByRole('button', { name: 'Hide table' }).waitFor();
  return table
    .getByRole('row')
    .evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent!)));
}

/** The cells of a table of the report (antd's), body rows only. */
const reportRows = (caption: string): Promise<string[][]> =>
  page
    .getByRole('table', { name: caption, exact: true })
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent!)));

test("the B7 report charts the state's categories per outcome and its summary statements beside the prior years, with the page's numbers in each chart's table", async () => {
  const scripts = recordScripts();
  await signIn(page, 'stateuser@example.org');
  await page.waitForURL(portalUrl('/'));
  await openFromMenu(page, ECO, 'Reports');
  await page.getByRole('heading', { level: 2, name: 'Figures for The state (every LEA)' }).waitFor();

  const categories = await drawnChart('Children by progress category, per outcome');
  const categoriesTable = await chartTable(categories);
  expect(categoriesTable[0]).toEqual(['Outcome', 'Category a', 'Category b', 'Category c', 'Category d', 'Category e']);
  for (const [i, outcome] of OUTCOMES.entries()) {
    // The report's table lists a to e with their counts in the third column.
    const counts = (await reportRows(`Outcome ${outcome}: children by progress category`)).map((row) => row[2]!);
    expect(categoriesTable[i + 1]).toEqual([`Outcome ${outcome}`, ...counts]);
  }

  for (const outcome of OUTCOMES) {
    const trend = await drawnChart(`Summary statements of outcome ${outcome} beside the prior years`);
    const rows = await chartTable(trend);
    expect(rows[0]).toEqual(['School year', 'Summary Statement 1', 'Summary Statement 2']);
    // Three prior school years, then this one, whose statements are the report's.
    expect(rows).toHaveLength(5);
    const [, ss1, ss2] = (await reportRows(`Outcome ${outcome}: summary statements`)).map((row) => row[1]!);
    expect(rows[4]!.slice(1)).toEqual([ss1, ss2]);
    // The seeded prior years have exits, so the trend is more than this year alone.
    expect(rows.slice(1, 4).some(([, priorSs1]) => priorSs1 !== 'N/A')).toBe(true);
  }

  expect(await seriousA11yViolations(page)).toEqual([]);

  // The remote draws with the host's shared SDK, whose lazy chunk holds the library: one copy, from the host.
  const withLibrary = [];
  for (const script of scripts) if ((await script.body()).includes('recharts-surface')) withLibrary.push(new URL(script.url()).pathname);
  expect(withLibrary).toHaveLength(1);
  expect(withLibrary[0]).not.toMatch(/^\/apps\//);
});

test("the ECO dashboard charts the district's progress categories this year, the same as its report", async () => {
  await signIn(page, 'districtuser@example.org');
  await page.waitForURL(portalUrl('/'));
  await openFromMenu(page, ECO, 'Dashboard');
  const onDashboard = await chartTable(await drawnChart('Children by progress category, per outcome'));
  expect(await seriousA11yViolations(page)).toEqual([]);

  await openFromMenu(page, ECO, 'Reports');
  await page.getByRole('table', { name: 'Outcome C: children by progress category' }).waitFor();
  expect(await chartTable(await drawnChart('Children by progress category, per outcome'))).toEqual(onDashboard);
});
