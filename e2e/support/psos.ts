import type { Page } from 'playwright-core';
import { openFromMenu } from './browser';
import { chosenIn, clickListedOption, listedOption } from './shell';

export const PSOS = 'Post-School Outcomes Survey';

/**
 * Issue 17's demo collections by school year: 2023-2024 Closed, 2024-2025 Open (window 1 June to
 * 30 September 2026, most interviews done), 2025-2026 Draft (the demo district's list not started).
 */
export const CLOSED_YEAR = '2023-2024';
export const OPEN_YEAR = '2024-2025';
export const DRAFT_YEAR = '2025-2026';

/** Chooses the top bar's school year, which picks the collection; the whole application reloads (spec 4). */
export async function chooseSchoolYear(page: Page, label: string): Promise<void> {
  if ((await chosenIn(page, 'School Year')) === label) return;
  await page.getByRole('combobox', { name: 'School Year', exact: true }).click();
  await Promise.all([page.waitForEvent('load'), clickListedOption(listedOption(page, label))]);
  await page.getByRole('combobox', { name: 'School Year', exact: true }).waitFor();
}

/** Opens a PSOS page from the sidebar and waits for its title. */
export async function openPsosPage(page: Page, item: string, title = item): Promise<void> {
  await openFromMenu(page, PSOS, item);
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
}
