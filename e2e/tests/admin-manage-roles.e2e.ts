import type { Page } from 'playwright-core';
import { Roles } from '@portal/shared-contracts';
import { seriousA11yViolations } from '../support/accessibility';
import { portalUrl, signIn, useFreshPage } from '../support/browser';

const freshPage = useFreshPage();
let page: Page;
beforeEach(() => {
  page = freshPage();
});

test("a state administrator opens Manage Roles and a built-in role's dialog; both meet WCAG 2.1 AA", async () => {
  await signIn(page, 'stateadmin@example.org');
  await page.waitForURL(portalUrl('/'));
  await page.goto(portalUrl('/admin/manage-roles'));
  await page.getByRole('heading', { level: 1, name: 'Manage Roles' }).waitFor();
  const row = page
    .getByRole('main')
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: `Modify ${Roles.LocalUser}`, exact: true }) });
  // Its Built In cell is the only Yes/No cell of the row.
  await row.getByRole('cell', { name: 'Yes', exact: true }).waitFor();
  expect(await seriousA11yViolations(page)).toEqual([]);

  await row.getByRole('button', { name: `Modify ${Roles.LocalUser}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Modify Role: ${Roles.LocalUser}` });
  await dialog.getByText("The portal's own roles keep their names.").waitFor();
  // Not by its exact name: the browser counts a required field's asterisk in it.
  const name = dialog.getByRole('textbox', { name: /Name/ });
  expect(await name.inputValue()).toBe(Roles.LocalUser);
  expect(await name.isDisabled()).toBe(true);
  const permissions = dialog.getByRole('group', { name: 'Permissions', exact: true });
  expect(await permissions.getByRole('checkbox', { checked: true }).count()).toBeGreaterThan(0);
  expect(await seriousA11yViolations(page)).toEqual([]);

  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await dialog.waitFor({ state: 'hidden' });
});
