import type { Page } from 'playwright-core';
import { seriousA11yViolations } from '../support/accessibility';
import { openFromMenu, portalUrl, signIn, useFreshPage } from '../support/browser';
import { chosenIn, openSelectList, pickByClicking, pickByTyping, recordApiCalls, sidebar } from '../support/shell';

const freshPage = useFreshPage();
let page: Page;
beforeEach(() => {
  page = freshPage();
});

async function signInToDashboard(email: string): Promise<void> {
  await signIn(page, email);
  await page.waitForURL(portalUrl('/'));
  await page.getByRole('combobox', { name: 'LEA', exact: true }).waitFor();
}

const stored = (p: Page, key: string) => p.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? 'null') as unknown, key);
/** Marks the document, so a test can tell a reload (the mark is gone) from a move inside the app. */
const markDocument = (p: Page) => p.evaluate(() => Object.assign(window, { shellTestMark: true }));
const documentMarked = (p: Page) => p.evaluate(() => 'shellTestMark' in window);

/** The LEA picker's groups and options, as the open list shows them. */
async function leaPickerGroups(p: Page): Promise<string[]> {
  await p.getByRole('combobox', { name: 'LEA', exact: true }).click();
  const list = openSelectList(p);
  await list.locator('.ant-select-item-group').first().waitFor();
  const entries = await list
    .locator('.ant-select-item-group, .ant-select-item-option')
    .evaluateAll((items) =>
      items.map((item) => (item.classList.contains('ant-select-item-group') ? `[${item.textContent}]` : (item.textContent ?? ''))),
    );
  await p.keyboard.press('Escape');
  return entries;
}

describe('the LEA picker (spec 2, 4 and 6)', () => {
  test('a state user gets every LEA grouped Districts and Charters, the state-level district first and chosen by default', async () => {
    await signInToDashboard('stateuser@example.org');
    expect(await chosenIn(page, 'LEA')).toBe('State Department of Education');
    const entries = await leaPickerGroups(page);
    expect(entries.slice(0, 3)).toEqual(['[Districts]', 'State Department of Education', 'Adams Public Schools']);
    expect(entries.indexOf('[Charters]')).toBeGreaterThan(entries.indexOf('Adams Public Schools'));
    expect(entries.filter((e) => !e.startsWith('[')).length).toBeGreaterThanOrEqual(26);
  });

  test('a district user gets only their own LEA, without the state-level district', async () => {
    await signInToDashboard('districtuser@example.org');
    expect(await chosenIn(page, 'LEA')).toBe('Adams Public Schools');
  });

  test('changing the LEA saves it and moves to the dashboard; the choice survives a reload and goes with every call', async () => {
    await signInToDashboard('stateuser@example.org');
    const before = await stored(page, 'currentLea');
    await openFromMenu(page, 'Early Childhood Outcomes', 'Dashboard');
    await page.waitForURL(/\/child-search\/dashboard$/);
    await pickByTyping(page, 'LEA', 'Boone Public Schools');
    await page.waitForURL(portalUrl('/'));
    const chosen = await stored(page, 'currentLea');
    expect(chosen).not.toBe(before);
    expect(await chosenIn(page, 'LEA')).toBe('Boone Public Schools');

    const calls = recordApiCalls(page);
    await page.reload();
    await sidebar(page).waitFor();
    expect(await chosenIn(page, 'LEA')).toBe('Boone Public Schools');
    await openFromMenu(page, 'Early Childhood Outcomes', 'Dashboard');
    await page.getByText('Early Childhood Outcomes: Boone Public Schools', { exact: false }).waitFor({ timeout: 20_000 });
    const overview = calls.find((c) => new URL(c.url()).pathname.startsWith('/api/eco/'));
    expect(overview?.headers()['currentleaid']).toBe(String(chosen));
  });

  test('on a post-school-outcomes page the change reloads it; on the student-list pages it stays', async () => {
    await signInToDashboard('stateuser@example.org');
    await page.goto(portalUrl('/post-school-outcomes/collection-manager'));
    await page.getByRole('heading', { level: 1 }).waitFor();
    await markDocument(page);
    const reloaded = page.waitForEvent('load');
    await pickByTyping(page, 'LEA', 'Cedar Public Schools');
    await reloaded;
    expect(new URL(page.url()).pathname).toBe('/post-school-outcomes/collection-manager');
    expect(await documentMarked(page)).toBe(false);
    expect(await chosenIn(page, 'LEA')).toBe('Cedar Public Schools');

    await openFromMenu(page, 'Post-School Outcomes Survey', 'Student List Manager');
    await page.waitForURL(/\/post-school-outcomes\/student-list-manager$/);
    await markDocument(page);
    // The shell stores the LEA and reloads in one task; a reload begins with beforeunload, in that same task.
    await page.evaluate(() => addEventListener('beforeunload', () => Object.assign(window, { shellTestUnloading: true })));
    const before = await stored(page, 'currentLea');
    await pickByTyping(page, 'LEA', 'Dawson Public Schools');
    await page.waitForFunction((lea) => localStorage.getItem('currentLea') !== JSON.stringify(lea), before);
    expect(await page.evaluate(() => 'shellTestUnloading' in window)).toBe(false);
    expect(new URL(page.url()).pathname).toBe('/post-school-outcomes/student-list-manager');
    expect(await documentMarked(page)).toBe(true);
    expect(await chosenIn(page, 'LEA')).toBe('Dawson Public Schools');
  });
});

describe('the school year (spec 4 and 7)', () => {
  test('defaults to the latest; a change is saved, reloads the application, and every call but the years fetch carries it', async () => {
    await signInToDashboard('districtuser@example.org');
    expect(await chosenIn(page, 'School Year')).toBe('2026-2027');
    expect(await stored(page, 'currentSchoolYear')).toEqual({ key: 2027, label: '2026-2027' });

    await markDocument(page);
    const reloaded = page.waitForEvent('framenavigated', (frame) => frame === page.mainFrame());
    await pickByClicking(page, 'School Year', '2025-2026');
    await reloaded;
    // Recorded from the reloaded page's first call on.
    const calls = recordApiCalls(page);
    await page.waitForLoadState('load');
    expect(await documentMarked(page)).toBe(false);
    expect(await stored(page, 'currentSchoolYear')).toEqual({ key: 2026, label: '2025-2026' });
    await page.getByRole('combobox', { name: 'School Year', exact: true }).waitFor();
    expect(await chosenIn(page, 'School Year')).toBe('2025-2026');

    await openFromMenu(page, 'Monitoring', 'Dashboard');
    await page.locator('[data-testid^="figure-"]').first().waitFor({ timeout: 20_000 });
    expect(await seriousA11yViolations(page)).toEqual([]);
    const isYearsFetch = (c: (typeof calls)[number]) => new URL(c.url()).pathname === '/api/leas/school-years';
    const others = calls.filter((c) => !isYearsFetch(c));
    expect(others.length).toBeGreaterThan(0);
    expect(others.map((c) => `${new URL(c.url()).pathname} ${c.headers()['activeschoolyear']}`)).toEqual(
      others.map((c) => `${new URL(c.url()).pathname} 2026`),
    );
    expect(calls.filter(isYearsFetch).map((c) => c.headers()['activeschoolyear'])).toEqual(calls.filter(isYearsFetch).map(() => undefined));

    const monitoring = others.find((c) => new URL(c.url()).pathname.startsWith('/api/monitoring/'))!;
    expect(monitoring.headers()).toMatchObject({
      accept: 'application/json;v=1, application/json, text/plain',
      'app-version': '2.7.0',
      authorization: expect.stringMatching(/^Bearer \S+\.\S+\.\S+$/),
      currentleaid: String(await stored(page, 'currentLea')),
      activeschoolyear: '2026',
    });
  });

  test('with no year stored, the years are fetched before any other call', async () => {
    const calls = recordApiCalls(page);
    await page.goto(portalUrl('/auth/login'));
    await page.getByLabel('Email').waitFor();
    await page.waitForLoadState('networkidle');
    const paths = calls.map((c) => new URL(c.url()).pathname);
    expect(paths[0]).toBe('/api/leas/school-years');
    for (const call of calls.slice(1)) expect(call.headers()['activeschoolyear']).toBe('2027');
  });
});
