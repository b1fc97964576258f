import type { Locator, Page, Request } from 'playwright-core';
import { animationsSettled } from './browser';

/** The sidebar's navigation, wherever it is drawn (beside the page, or in the narrow screens' drawer). */
export const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

/**
 * Every item of the sidebar as the user can reach it, each written 'Section > Item': opens
 * every section and group first, as a user would, then reads the menu in order.
 */
export async function sidebarOutline(page: Page): Promise<string[]> {
  const nav = sidebar(page);
  await nav.waitFor();
  const closed = nav.locator('li.ant-menu-submenu:not(.ant-menu-submenu-open) > .ant-menu-submenu-title');
  while ((await closed.count()) > 0) {
    await closed.first().click();
  }
  return nav.evaluate((root) => {
    const read = (list: Element, trail: string[]): string[] =>
      [...list.children].flatMap((li) => {
        const label =
          li.querySelector(':scope > .ant-menu-submenu-title .ant-menu-title-content, :scope > .ant-menu-title-content')?.textContent ?? '';
        const sub = li.querySelector(':scope > ul.ant-menu-sub');
        if (li.classList.contains('ant-menu-submenu') && sub) return read(sub, [...trail, label]);
        return li.classList.contains('ant-menu-item') ? [[...trail, label].join(' > ')] : [];
      });
    return read(root.querySelector('ul.ant-menu-root')!, []);
  });
}

/** The text an antd Select shows as chosen; the select is found by its combobox's accessible name. */
export async function chosenIn(page: Page, name: string): Promise<string> {
  const select = page.locator('.ant-select', { has: page.getByRole('combobox', { name, exact: true }) });
  return (await select.locator('.ant-select-content, .ant-select-selection-item').first().innerText()).trim();
}

/** Picks an option of an antd Select by typing part of its text and pressing Enter, as a keyboard user would. */
export async function pickByTyping(page: Page, name: string, text: string): Promise<void> {
  const combobox = page.getByRole('combobox', { name, exact: true });
  await combobox.click();
  await combobox.fill(text);
  await page.locator('.ant-select-item-option-active', { hasText: text }).waitFor();
  await combobox.press('Enter');
}

/** The antd Select list open now (antd keeps a closed one in the page, hidden). */
export const openSelectList = (page: Page): Locator => page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');

/** The options holding `text` in the antd Select list open now. */
export const listedOption = (page: Page, text: string): Locator =>
  openSelectList(page).locator('.ant-select-item-option', { hasText: text });

/** Clicks an option of an open Select list once the list has slid in: on a busy machine a click on one still moving lands beside it and chooses nothing. */
export async function clickListedOption(option: Locator): Promise<void> {
  await option.waitFor();
  await animationsSettled(option.page());
  await option.click();
}

/**
 * Chooses an option in a select of a dialog, single or multiple, and waits until its list has closed (a multiple one
 * stays open to take more, so the dialog's title is clicked): a list still sliding away is read by axe and covers what
 * the next step clicks.
 */
export async function pickInDialog(dialog: Locator, label: string, option: string): Promise<void> {
  const page = dialog.page();
  // Not by its exact name: where a choice is required, the browser counts the label's asterisk in it.
  const combobox = dialog.getByRole('combobox', { name: label });
  await combobox.click();
  await clickListedOption(listedOption(page, option).first());
  // `has` is matched inside each candidate, so it starts from the page, not from the dialog.
  const select = dialog.locator('.ant-select', { has: page.getByRole('combobox', { name: label }) });
  // antd 6 shows a single select's choice as the text of its content, a multiple one's each in a selection item.
  await select.locator('.ant-select-content-has-value, .ant-select-selection-item', { hasText: option }).first().waitFor();
  if ((await openSelectList(page).count()) > 0) await dialog.locator('.ant-modal-title').click();
  await selectListClosed(page);
}

/** Waits until no antd Select list is open or still closing. */
export const selectListClosed = (page: Page): Promise<void> => openSelectList(page).first().waitFor({ state: 'detached' });

/**
 * Types a day into an antd date picker, as a user typing MM/DD/YYYY over whatever it shows does, and
 * waits until the picker has taken it: a form may have filled in today already, and a click lands the
 * caret inside that text.
 */
export async function typeDay(scope: Locator, label: string, day: string): Promise<void> {
  const field = scope.getByLabel(label, { exact: true });
  await field.click();
  await field.press('ControlOrMeta+A');
  await scope.page().keyboard.type(day);
  await scope.page().keyboard.press('Enter');
  await field
    .page()
    .waitForFunction(([input, typed]) => (input as HTMLInputElement).value === typed, [await field.elementHandle(), day] as const);
}

/** Picks an option of an antd Select (without search) by clicking it. */
export async function pickByClicking(page: Page, name: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name, exact: true }).click();
  await clickListedOption(listedOption(page, option));
  await selectListClosed(page);
}

/** The portal's own API calls the page makes from now on, to read their headers. */
export function recordApiCalls(page: Page): Request[] {
  const calls: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) calls.push(request);
  });
  return calls;
}

/** Whether the page scrolls sideways: the layout must fit the viewport. */
export const overflowsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

/** The id of the element holding focus, or of the shell region around it. */
export const focusedRegion = (page: Page) =>
  page.evaluate(
    () => document.activeElement?.closest('#main-content, #main-menu, #shell-toolbar')?.id ?? document.activeElement?.tagName ?? null,
  );
