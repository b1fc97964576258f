import type { Page } from 'playwright-core';
import { seriousA11yViolations } from '../support/accessibility';
import { launchBrowser, openFromMenu, portalUrl, signIn, useFreshPage } from '../support/browser';

const freshPage = useFreshPage();

const LIST_PATH = '/admin/manage-roles/permissions';

/**
 * What a person checks to know where they are in the list: the first row, the page shown, and the column
 * sorted by; read once the list shows `pageNumber` and has its rows (the old page stays while the new one loads).
 */
async function position(page: Page, pageNumber: string) {
  const main = page.getByRole('main');
  await main.locator('.ant-pagination-item-active', { hasText: new RegExp(`^${pageNumber}$`) }).waitFor();
  await main.locator('.ant-table .ant-spin-spinning').waitFor({ state: 'detached' });
  const table = main.getByRole('table');
  const firstRow = table.getByRole('row').nth(1);
  await firstRow.waitFor();
  return {
    firstRow: await firstRow.innerText(),
    currentPage: await page.getByRole('main').locator('.ant-pagination-item-active').innerText(),
    sortedBy: await table.getByRole('columnheader', { name: 'name', exact: true }).getAttribute('aria-sort'),
  };
}

test('a paged and sorted list is where it was after Back, after a reload, and when its URL is opened elsewhere', async () => {
  const page = freshPage();
  await signIn(page, 'siteadmin@example.org');
  await page.waitForURL(portalUrl('/'));
  await page.goto(portalUrl(LIST_PATH));
  await page.getByRole('heading', { level: 1, name: 'Permissions List' }).waitFor();

  const header = page.getByRole('main').getByRole('columnheader', { name: 'name', exact: true });
  // Each action once the table shows the one before, as a person sees the arrow turn: antd works out the
  // next direction from the order the table shows, so a click before it re-renders sorts the same way again.
  const shown = (order: string) =>
    page.waitForFunction((o) => {
      const cell = [...document.querySelectorAll('main th')].find((th) => th.textContent?.trim() === 'name');
      return cell?.getAttribute('aria-sort') === o;
    }, order);
  await header.click();
  await shown('ascending');
  await header.click();
  await page.waitForURL((url) => url.searchParams.get('order') === 'desc');
  await shown('descending');
  await page.getByRole('main').locator('.ant-pagination li[title="2"]').click();
  await page.waitForURL((url) => url.searchParams.get('page') === '2');
  const there = await position(page, '2');
  expect(there.currentPage).toBe('2');
  expect(there.sortedBy).toBe('descending');
  expect(await seriousA11yViolations(page)).toEqual([]);

  await openFromMenu(page, 'Admin', 'Manage Users');
  await page.getByRole('heading', { level: 1, name: 'Manage Users' }).waitFor();
  await page.goBack();
  await page.getByRole('heading', { level: 1, name: 'Permissions List' }).waitFor();
  expect(await position(page, '2')).toEqual(there);

  await page.reload();
  await page.getByRole('heading', { level: 1, name: 'Permissions List' }).waitFor();
  expect(await position(page, '2')).toEqual(there);

  // A shared link: another browser signs in and opens the address as it stands.
  const link = page.url();
  const elsewhere = await launchBrowser();
  try {
    const other = await elsewhere.newPage();
    await signIn(other, 'siteadmin@example.org');
    await other.waitForURL(portalUrl('/'));
    await other.goto(link);
    await other.getByRole('heading', { level: 1, name: 'Permissions List' }).waitFor();
    expect(await position(other, '2')).toEqual(there);
  } finally {
    await elsewhere.close();
  }
});
