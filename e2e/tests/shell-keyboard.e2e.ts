import type { Page } from 'playwright-core';
import { seriousA11yViolations } from '../support/accessibility';
import { animationsSettled, portalUrl, signIn, useFreshPage } from '../support/browser';
import { focusedRegion, openSelectList, sidebar } from '../support/shell';

const freshPage = useFreshPage();
let page: Page;
beforeEach(async () => {
  page = freshPage();
  await signIn(page, 'districtuser@example.org');
  await page.waitForURL(portalUrl('/'));
  await sidebar(page).waitFor();
});

/** A key that moves focus in the menu, and the move: the menu acts on state it settles after each key. */
async function pressToMove(key: string): Promise<void> {
  const before = await page.evaluateHandle(() => document.activeElement);
  await page.keyboard.press(key);
  await page.waitForFunction((element) => document.activeElement !== element, before);
}

const focused = () =>
  page.evaluate(() => ({
    tag: document.activeElement?.tagName,
    text: (document.activeElement?.textContent ?? '').trim(),
    label: document.activeElement?.getAttribute('aria-label'),
  }));

test('Escape cycles focus: main content, menu, toolbar, and back (spec 2)', async () => {
  await page.keyboard.press('Escape');
  expect(await focusedRegion(page)).toBe('main-content');
  await page.keyboard.press('Escape');
  expect(await focusedRegion(page)).toBe('main-menu');
  await page.keyboard.press('Escape');
  expect(await focusedRegion(page)).toBe('shell-toolbar');
  expect((await focused()).label).toBe('Menu');
  await page.keyboard.press('Escape');
  expect(await focusedRegion(page)).toBe('main-content');
});

test('an Escape that closes a picker only closes it', async () => {
  const year = page.getByRole('combobox', { name: 'School Year', exact: true });
  await year.focus();
  await page.keyboard.press('ArrowDown');
  await openSelectList(page).waitFor();
  await page.keyboard.press('Escape');
  await openSelectList(page)
    .waitFor({ state: 'detached' })
    .catch(() => undefined);
  expect(await year.getAttribute('aria-expanded')).toBe('false');
  expect(await focusedRegion(page)).toBe('shell-toolbar');
  await page.keyboard.press('Escape');
  expect(await focusedRegion(page)).toBe('main-content');
});

test('by keyboard alone: skip to the content, open an application from the menu, sign out', async () => {
  await page.keyboard.press('Tab');
  expect((await focused()).text).toBe('Skip to main content');
  await page.keyboard.press('Enter');
  expect(await focusedRegion(page)).toBe('main-content');

  // From the content Escape reaches the menu; arrows walk it, Enter opens a section and then a page.
  await page.keyboard.press('Escape');
  expect(await focusedRegion(page)).toBe('main-menu');
  for (let i = 0; i < 20 && (await focused()).text !== 'Monitoring'; i++) await pressToMove('ArrowDown');
  expect((await focused()).text).toBe('Monitoring');
  await page.keyboard.press('Enter');
  // The section's items, shown once it has opened.
  await sidebar(page).getByRole('menuitem', { name: 'Visit', exact: true }).waitFor();
  await animationsSettled(page);
  await pressToMove('ArrowDown');
  expect((await focused()).text).toBe('Dashboard');
  // The menu as a keyboard user has it: a section open, an item holding focus.
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/monitoring\/dashboard$/);

  // The toolbar: from the menu toggle, Tab to the user's menu and sign out.
  await page.keyboard.press('Escape');
  expect(await focusedRegion(page)).toBe('shell-toolbar');
  for (let i = 0; i < 6 && !/Casey Districtuser/.test((await focused()).text); i++) await page.keyboard.press('Tab');
  expect((await focused()).text).toMatch(/Casey Districtuser/);
  await page.keyboard.press('Enter');
  await page.getByRole('menuitem', { name: 'Sign Out' }).waitFor();
  // The dropdown moves focus into its menu (My Account, then Sign Out) a frame after it appears; a key before that lands on the button.
  await page.waitForFunction(() => document.activeElement?.textContent?.trim() === 'My Account');
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.keyboard.press('ArrowDown');
  await page.waitForFunction(() => document.activeElement?.textContent?.trim() === 'Sign Out');
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/auth\/login$/);
});

test('the menu toggle works by keyboard and says whether the menu is shown', async () => {
  const toggle = page.getByRole('button', { name: 'Menu', exact: true });
  expect(await toggle.getAttribute('aria-expanded')).toBe('true');
  await toggle.focus();
  await page.keyboard.press('Enter');
  expect(await toggle.getAttribute('aria-expanded')).toBe('false');
  expect(await sidebar(page).count()).toBe(0);
  await page.keyboard.press('Space');
  expect(await toggle.getAttribute('aria-expanded')).toBe('true');
  await sidebar(page).waitFor();
});
