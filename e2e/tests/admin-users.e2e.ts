import { randomUUID } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { mailedLink } from '../support/accounts';
import { seriousA11yViolations } from '../support/accessibility';
import { openFromMenu, portalUrl, signIn, submitSignIn, useFreshPage } from '../support/browser';
import { expectedMenus } from '../support/expected-menus';
import { pickInDialog, sidebarOutline } from '../support/shell';

const freshPage = useFreshPage();
let admin: Page;
beforeEach(() => {
  admin = freshPage();
});

const NEW_PASSWORD = 'Copper-Meadow-Rivers-77';
const DEMO_DISTRICT = 'Adams Public Schools';
/** How soon a disabled user's session must end (the rule; services re-check every 15 s). */
const ACCESS_ENDS_WITHIN_MS = 30_000;

// A user holding only the local user role sees the demo district user's sidebar.
const localUserMenu = expectedMenus['districtuser@example.org'];

/** The first page of each application in the local user's menu, which asks its service for figures. */
const applicationDashboards = [
  ['Restraint & Aversive Intervention', 'Dashboard'],
  ['Early Childhood Outcomes', 'Dashboard'],
  ['Post-School Outcomes Survey', 'District Dashboard'],
  ['Dispute Resolution', 'Dashboard'],
  ['Monitoring', 'Dashboard'],
] as const;

const dialog = (p: Page, title: string) => p.getByRole('dialog', { name: title });

/** The row of Manage Users' table for this address, once the list shows it. */
async function searchFor(email: string): Promise<Locator> {
  const search = admin.getByRole('searchbox', { name: 'Search by name, email or user name' });
  await search.fill(email);
  await search.press('Enter');
  const row = admin.getByRole('main').getByRole('row').filter({ hasText: email });
  await row.waitFor();
  return row;
}

test("an administrator creates a district user and gives a role; the user sets a password, sees that role's menu, and is signed out once disabled", async () => {
  const email = `new-${randomUUID().slice(0, 8)}@example.org`;
  const fullName = `Pat Newcomer ${email.slice(4, 8)}`;

  // The administrator adds the user to the demo district, then gives the role in a second edit.
  await signIn(admin, 'siteadmin@example.org');
  await admin.waitForURL(portalUrl('/'));
  await openFromMenu(admin, 'Admin', 'Manage Users');
  await admin.getByRole('heading', { level: 1, name: 'Manage Users' }).waitFor();
  await admin.getByRole('main').getByRole('row').filter({ hasText: 'siteadmin@example.org' }).waitFor();
  expect(await seriousA11yViolations(admin)).toEqual([]);
  await admin.getByRole('button', { name: 'Add User' }).click();
  const add = dialog(admin, 'Add User');
  await add.getByLabel('Full Name').fill(fullName);
  await add.getByLabel('Email', { exact: true }).fill(email);
  expect(await add.getByLabel('User Name').inputValue()).toBe(email);
  await pickInDialog(add, 'LEAs', DEMO_DISTRICT);
  await add.getByRole('button', { name: 'Save' }).click();
  await admin.getByText('User added; a link to choose a password is on its way').waitFor();
  await add.waitFor({ state: 'hidden' });

  const row = await searchFor(email);
  await row.getByRole('cell', { name: DEMO_DISTRICT, exact: true }).waitFor();
  await row.getByRole('button', { name: `Edit ${fullName}` }).click();
  const edit = dialog(admin, `Edit User: ${fullName}`);
  await pickInDialog(edit, 'Roles', 'LocalUser');
  await edit.getByRole('button', { name: 'Save' }).click();
  await admin.getByText('User saved').waitFor();
  await row.getByRole('cell', { name: 'LocalUser' }).waitFor();

  // The new user, in a browser of their own, chooses a password from the mail and signs in.
  const context = await admin.context().browser()!.newContext();
  try {
    const user = await context.newPage();
    await user.goto(await mailedLink(email, 'Your portal account is ready'));
    await user.getByLabel('New Password', { exact: true }).fill(NEW_PASSWORD);
    await user.getByLabel('Confirm New Password', { exact: true }).fill(NEW_PASSWORD);
    await user.getByRole('button', { name: 'Reset Password' }).click();
    await user.getByText('Password Changed!').waitFor();
    await user.waitForURL(/\/auth\/login$/);
    await submitSignIn(user, email, NEW_PASSWORD);
    await user.waitForURL(portalUrl('/'));
    expect(await sidebarOutline(user)).toEqual(localUserMenu);

    // The administrator disables the user; the user's next action, within 30 s, lands on the sign-in page.
    await row.getByRole('button', { name: `More actions for ${fullName}` }).click();
    await admin.getByRole('menuitem', { name: 'Disable' }).click();
    await dialog(admin, `Disable ${fullName}?`).getByRole('button', { name: 'Disable' }).click();
    await admin.getByText('User disabled').waitFor();
    const disabledAt = Date.now();
    await row.getByText('Disabled', { exact: true }).waitFor();

    const onSignIn = () => new URL(user.url()).pathname === '/auth/login';
    for (let action = 0; !onSignIn() && Date.now() - disabledAt < ACCESS_ENDS_WITHIN_MS; action++) {
      // Each action opens an application the user has not opened yet, so its service is asked afresh.
      const [section, item] = applicationDashboards[action % applicationDashboards.length]!;
      await openFromMenu(user, section, item).catch(() => undefined);
      await user.waitForURL(/\/auth\/login/, { timeout: 3_000 }).catch(() => undefined);
    }
    expect(onSignIn()).toBe(true);
    expect(Date.now() - disabledAt).toBeLessThan(ACCESS_ENDS_WITHIN_MS);
    await user.getByLabel('Email').waitFor();
  } finally {
    await context.close();
  }
}, 120_000);
