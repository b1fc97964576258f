import type { Locator, Page } from 'playwright-core';
import { SUBSCRIPTION_DIALOG_WIDTH, SubscriptionMessages } from '@portal/shared-contracts';
import { seriousA11yViolations } from '../support/accessibility';
import { portalUrl, settledDialog, signIn, useFreshPage } from '../support/browser';
import { pickInDialog } from '../support/shell';

const freshPage = useFreshPage();
let page: Page;
beforeEach(() => {
  page = freshPage();
});

// The notification types of the notifications service's seed that these tests use.
const violationCreated = 'Restraint violation created';
const capDeadlineMissed = 'Restraint CAP deadline missed';
const requestSubmitted = 'Dispute resolution request submitted';
const visitScheduled = 'Monitoring visit scheduled';
/** The district both district accounts belong to (services/identity/src/seed/demo-accounts.ts). */
const demoDistrict = 'Adams Public Schools';

const table = () => page.getByRole('main').getByRole('table');
const row = (name: string): Locator =>
  table()
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name, exact: true }) });
/** The text of a row's subscription column. */
const subscriptionOf = async (name: string) => (await row(name).getByRole('cell').nth(3).innerText()).replace(/\s+/g, ' ').trim();
const dialogOf = (name: string) => page.getByRole('dialog', { name: `Manage Subscription: ${name}` });
const confirmDialog = (name: string) => page.getByRole('dialog', { name: SubscriptionMessages.confirmUnsubscribe(name) });

/** Signs in and opens Notification Settings the way the dashboard offers it: the Messages widget's link. */
async function openSettings(email: string): Promise<void> {
  await signIn(page, email);
  await page.waitForURL(portalUrl('/'));
  await page.getByRole('region', { name: 'Messages' }).getByRole('link', { name: 'Notification Settings' }).click();
  await page.waitForURL(portalUrl('/notification-settings'));
  await page.getByRole('heading', { level: 1, name: 'Notification Settings' }).waitFor();
  await row(violationCreated).waitFor();
}

async function openDialog(name: string): Promise<Locator> {
  await page.getByRole('button', { name: `Manage Subscription for ${name}` }).click();
  const dialog = dialogOf(name);
  await dialog.waitFor();
  return dialog;
}

/** Unsubscribes through spec 8's confirmation, which names the type and answers Cancel or Unsubscribe. */
/** The unsubscribe confirmation once it has finished zooming in: a click on a button still zooming in can miss it. */
const settledConfirm = (name: string) => settledDialog(confirmDialog(name));

async function confirmUnsubscribe(name: string): Promise<void> {
  const confirm = await settledConfirm(name);
  expect(await confirm.getByRole('button').allInnerTexts()).toEqual([SubscriptionMessages.cancel, SubscriptionMessages.unsubscribe]);
  await confirm.getByRole('button', { name: SubscriptionMessages.unsubscribe }).click();
  await confirm.waitFor({ state: 'hidden' });
}

test('a district user reaches Notification Settings from the Messages widget and sees the types their role receives', async () => {
  await openSettings('districtuser@example.org');
  expect(await table().getByRole('columnheader').allInnerTexts()).toEqual([
    'Actions',
    'name',
    'description',
    'subscription',
    'Manage Subscription',
  ]);
  // The table's data rows, not the row antd measures its columns with.
  const names = await table().locator('tbody tr.ant-table-row td:nth-child(2)').allInnerTexts();
  expect(names).toEqual(expect.arrayContaining([violationCreated, capDeadlineMissed, requestSubmitted, visitScheduled]));
  // Finalizing ECO records is a state user's work.
  expect(names).not.toContain('ECO records awaiting finalization');
  expect(await subscriptionOf(capDeadlineMissed)).toMatch(/^Subscribed Required/);
  expect(
    await row(capDeadlineMissed)
      .getByRole('button', { name: `Unsubscribe from ${capDeadlineMissed}` })
      .isDisabled(),
  ).toBe(true);
  // Fewer than 25 types: one page, and the paginator's range label says so.
  await page.getByText(new RegExp(`^1 - ${names.length} / ${names.length}$`)).waitFor();
});

test('subscribing through the 900 px dialog, finding the choices kept, then unsubscribing from the dialog', async () => {
  await openSettings('districtuser@example.org');
  expect(await subscriptionOf(violationCreated)).toBe('Not subscribed');
  let dialog = await openDialog(violationCreated);
  // Its layout width: the box on screen is scaled while the dialog zooms in.
  expect(await dialog.evaluate((el) => (el as HTMLElement).offsetWidth)).toBe(SUBSCRIPTION_DIALOG_WIDTH);

  // Not subscribed: both channels and Daily to start; Save waits for an LEA.
  const email = dialog.getByRole('checkbox', { name: 'E-mail' });
  const inApp = dialog.getByRole('checkbox', { name: 'In-system messages' });
  const save = dialog.getByRole('button', { name: 'Save' });
  expect(await email.isChecked()).toBe(true);
  expect(await inApp.isChecked()).toBe(true);
  expect(await dialog.getByRole('radio', { name: 'Daily' }).isChecked()).toBe(true);
  expect(await dialog.getByRole('radiogroup', { name: 'Frequency' }).getByRole('radio').count()).toBe(2);
  expect(await save.isDisabled()).toBe(true);
  await dialog.getByText(SubscriptionMessages.noLea).waitFor();

  // No channel: Save stays disabled and the message says why.
  await email.uncheck();
  await inApp.uncheck();
  await dialog.getByText(SubscriptionMessages.noChannel).waitFor();
  expect(await save.isDisabled()).toBe(true);

  await email.check();
  await dialog.getByRole('radio', { name: 'Immediately' }).check();
  await pickInDialog(dialog, 'LEAs', demoDistrict);
  await dialog.getByText(SubscriptionMessages.noChannel).waitFor({ state: 'detached' });
  await dialog.getByText(SubscriptionMessages.noLea).waitFor({ state: 'detached' });
  expect(await dialog.isVisible()).toBe(true);
  await save.click();
  await page.getByText(SubscriptionMessages.saved).waitFor();
  await dialog.waitFor({ state: 'hidden' });
  await expectEventually(() => subscriptionOf(violationCreated), 'Subscribed E-mail (Immediately)');
  expect(
    await row(violationCreated)
      .getByRole('button', { name: `Unsubscribe from ${violationCreated}` })
      .isEnabled(),
  ).toBe(true);

  // Reopened, from the server's list: the choices stuck.
  await page.reload();
  await row(violationCreated).waitFor();
  dialog = await openDialog(violationCreated);
  expect(await dialog.getByRole('checkbox', { name: 'E-mail' }).isChecked()).toBe(true);
  expect(await dialog.getByRole('checkbox', { name: 'In-system messages' }).isChecked()).toBe(false);
  expect(await dialog.getByRole('radio', { name: 'Immediately' }).isChecked()).toBe(true);
  await dialog
    .locator('.ant-select', { has: page.getByRole('combobox', { name: 'LEAs' }) })
    .getByText(demoDistrict)
    .filter({ visible: true })
    .first()
    .waitFor();

  // Unsubscribe asks first; Cancel keeps the subscription.
  await dialog.getByRole('button', { name: SubscriptionMessages.unsubscribe }).click();
  await (await settledConfirm(violationCreated)).getByRole('button', { name: SubscriptionMessages.cancel }).click();
  await confirmDialog(violationCreated).waitFor({ state: 'hidden' });
  expect(await dialog.isVisible()).toBe(true);
  await dialog.getByRole('button', { name: SubscriptionMessages.unsubscribe }).click();
  await confirmUnsubscribe(violationCreated);
  await dialog.waitFor({ state: 'hidden' });
  await expectEventually(() => subscriptionOf(violationCreated), 'Not subscribed');
});

test("a row's Unsubscribe action asks first, then ends the subscription", async () => {
  await openSettings('districtadmin@example.org');
  const unsubscribe = row(requestSubmitted).getByRole('button', { name: `Unsubscribe from ${requestSubmitted}` });
  expect(await unsubscribe.isDisabled()).toBe(true);
  const dialog = await openDialog(requestSubmitted);
  await dialog.getByRole('checkbox', { name: 'Select All' }).waitFor({ state: 'detached' });
  await pickInDialog(dialog, 'LEAs', demoDistrict);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await expectEventually(() => subscriptionOf(requestSubmitted), 'Subscribed E-mail (Daily), In-system messages');

  await unsubscribe.click();
  await confirmUnsubscribe(requestSubmitted);
  await expectEventually(() => subscriptionOf(requestSubmitted), 'Not subscribed');
  expect(await unsubscribe.isDisabled()).toBe(true);
});

test('a required type keeps its e-mail and LEAs; a date-specific type has no frequency', async () => {
  await openSettings('districtuser@example.org');
  let dialog = await openDialog(capDeadlineMissed);
  await dialog.getByText(SubscriptionMessages.required).waitFor();
  expect(await dialog.getByRole('checkbox', { name: 'E-mail' }).isDisabled()).toBe(true);
  expect(await dialog.getByRole('checkbox', { name: 'E-mail' }).isChecked()).toBe(true);
  expect(await dialog.getByRole('combobox', { name: 'LEAs' }).isDisabled()).toBe(true);
  expect(await dialog.getByRole('checkbox', { name: 'In-system messages' }).isEnabled()).toBe(true);
  expect(await dialog.getByRole('radio', { name: 'Daily' }).isEnabled()).toBe(true);
  expect(await dialog.getByRole('button', { name: SubscriptionMessages.unsubscribe }).count()).toBe(0);
  await dialog.getByRole('button', { name: SubscriptionMessages.cancel }).click();
  await dialog.waitFor({ state: 'hidden' });

  dialog = await openDialog(visitScheduled);
  await dialog.getByRole('checkbox', { name: 'E-mail' }).waitFor();
  expect(await dialog.getByRole('radiogroup').count()).toBe(0);
  expect(await dialog.getByRole('radio').count()).toBe(0);
});

test('Select All is offered to a user who may view all LEAs, and is disabled for a required type', async () => {
  await openSettings('stateuser@example.org');
  let dialog = await openDialog(capDeadlineMissed);
  const selectAll = dialog.getByRole('checkbox', { name: 'Select All' });
  expect(await selectAll.isDisabled()).toBe(true);
  expect(await selectAll.isChecked()).toBe(true);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });

  dialog = await openDialog(violationCreated);
  await dialog.getByRole('checkbox', { name: 'Select All' }).check();
  await dialog.getByText(SubscriptionMessages.noLea).waitFor({ state: 'detached' });
  expect(await dialog.getByRole('button', { name: 'Save' }).isEnabled()).toBe(true);
});

test('by keyboard: Enter opens the dialog, Escape closes it and gives focus back to its button', async () => {
  await openSettings('districtuser@example.org');
  const manage = page.getByRole('button', { name: `Manage Subscription for ${requestSubmitted}` });
  await manage.focus();
  await page.keyboard.press('Enter');
  const dialog = dialogOf(requestSubmitted);
  await dialog.waitFor();
  await page.keyboard.press('Tab');
  expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  await expectEventually(() => manage.evaluate((el) => el === document.activeElement), true);
});

describe('Notification Settings meets WCAG 2.1 AA', () => {
  test('the page, and the open dialog', async () => {
    await openSettings('districtuser@example.org');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await openDialog(violationCreated);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('at 375 px wide the table scrolls inside the page, not the page sideways', async () => {
    await page.setViewportSize({ width: 375, height: 800 });
    await openSettings('districtuser@example.org');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});

/** Polls until `read` gives `expected` (the list is read again after each change), failing with the last value. */
async function expectEventually<T>(read: () => Promise<T>, expected: T, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = await read();
  while (last !== expected && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    last = await read();
  }
  expect(last).toEqual(expected);
}
