import type { Page } from 'playwright-core';
import { EventTypeMessages } from '@portal/shared-contracts/admin';
import { seriousA11yViolations } from '../support/accessibility';
import { openFromMenu, portalUrl, signIn, useFreshPage } from '../support/browser';

const freshPage = useFreshPage();
let page: Page;
beforeEach(() => {
  page = freshPage();
});

const typeName = 'PSOS collection opened';

test('an administrator edits a notification event, and its subscribers see the new words on Notification Settings', async () => {
  await signIn(page, 'stateadmin@example.org');
  await page.waitForURL(portalUrl('/'));
  await openFromMenu(page, 'Admin', 'Manage Notification Events');
  await page.waitForURL(portalUrl('/admin/manage-notification'));
  const main = page.getByRole('main');
  const row = main.getByRole('row').filter({ has: page.getByRole('cell', { name: typeName, exact: true }) });
  await row.waitFor();
  expect(await seriousA11yViolations(page)).toEqual([]);

  await row.getByRole('button', { name: `Edit ${typeName}` }).click();
  const dialog = page.getByRole('dialog', { name: `Edit Notification Event: ${typeName}` });
  await dialog.waitFor();
  expect(await seriousA11yViolations(page)).toEqual([]);
  const description = 'The post-school outcomes survey collection for the year is open: start your calls.';
  await dialog.getByLabel('Description').fill(description);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await page.getByText(EventTypeMessages.saved).waitFor();
  await dialog.waitFor({ state: 'hidden' });
  await row.getByRole('cell', { name: description }).waitFor();

  // A user who receives the type reads the new description on their settings page.
  await page.goto(portalUrl('/notification-settings'));
  await main
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: typeName, exact: true }) })
    .getByRole('cell', { name: description })
    .waitFor();
});
