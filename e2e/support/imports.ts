import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';

/** Clicks `button` and reads the file the page saves, as the browser hands the download over. */
export async function downloadedFile(page: Page, button: Locator): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  return { name: download.suggestedFilename(), text: await readFile(await download.path(), 'utf8') };
}

/** The words the import dialogs' progress bar says once every row of the file is done. */
export const allRowsDone = (rows: number) => `${rows.toLocaleString('en-US')} of ${rows.toLocaleString('en-US')} rows done`;
