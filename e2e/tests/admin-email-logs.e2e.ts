import { randomUUID } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { TestMailCaptions, TestMailTexts } from '@portal/shared-contracts/admin';
import { waitForMail } from '@portal/mail-catcher/wait-for-mail';
import { seriousA11yViolations } from '../support/accessibility';
import { openFromMenu, portalUrl, signIn, useFreshPage } from '../support/browser';

const freshPage = useFreshPage();
let page: Page;
beforeEach(() => {
  page = freshPage();
});

const main = () => page.getByRole('main');
const rowTo = (address: string): Locator =>
  main()
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: address, exact: true }) });

/** Searches the log for the address until the worker has logged its mail (it logs an attempt as it starts it). */
async function findLogged(address: string): Promise<Locator> {
  const search = main().getByRole('searchbox', { name: 'Search recipient or subject' });
  const deadline = Date.now() + 30_000;
  for (;;) {
    await search.fill(address);
    await search.press('Enter');
    try {
      await rowTo(address).waitFor({ timeout: 2_000 });
      return rowTo(address);
    } catch (error) {
      if (Date.now() > deadline) throw error;
    }
  }
}

test('an administrator sends a test e-mail from Admin Utilities and finds it in Email Logs with its body', async () => {
  const address = `e2e-${randomUUID().slice(0, 8)}@example.org`;
  await signIn(page, 'stateadmin@example.org');
  await page.waitForURL(portalUrl('/'));

  // Admin Utilities is not in spec 2's menu: an administrator opens it by its address.
  await page.goto(portalUrl('/admin/admin-utils'));
  await page.getByRole('heading', { level: 1, name: 'Admin Utilities' }).waitFor();
  await main().getByText('E-mails sent').waitFor();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await main().getByLabel(TestMailCaptions.to).fill(address);
  await main().getByRole('button', { name: 'Send test e-mail' }).click();
  await main().getByRole('status').getByText(TestMailTexts.queued).waitFor();

  // It went through the queue and the worker to the SMTP catcher.
  const mail = await waitForMail(process.env.PORTAL_MAIL_URL!, (m) => m.to.includes(address), 20_000);
  expect(mail.subject).toBe(TestMailTexts.subject);

  await openFromMenu(page, 'Admin', 'Email Logs');
  await page.waitForURL(portalUrl('/admin/email-logs'));
  await page.getByRole('heading', { level: 1, name: 'Email Logs' }).waitFor();
  const row = await findLogged(address);
  expect(await row.getByRole('cell').nth(1).innerText()).toBe(TestMailTexts.subject);
  expect(await row.getByRole('cell').nth(2).innerText()).toBe('admin-test');
  expect(['Sent', 'On its way']).toContain(await row.getByRole('cell').nth(3).innerText());
  expect(await seriousA11yViolations(page)).toEqual([]);

  await row.getByRole('button', { name: `View e-mail to ${address}: ${TestMailTexts.subject}` }).click();
  const viewer = page.getByRole('dialog', { name: `E-mail: ${TestMailTexts.subject}` });
  await viewer.waitFor();
  await viewer.getByText('This is a test e-mail sent by stateadmin@example.org from Admin Utilities', { exact: false }).first().waitFor();
  await viewer.getByRole('tab', { name: 'HTML part' }).click();
  const html = viewer.getByRole('tabpanel', { name: 'HTML part' });
  await html.locator('p', { hasText: 'This is a test e-mail sent by stateadmin@example.org' }).waitFor();
  expect(await html.locator('script').count()).toBe(0);
});
