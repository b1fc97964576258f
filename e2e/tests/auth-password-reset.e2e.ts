import type { Page } from 'playwright-core';
import { seriousA11yViolations } from '../support/accessibility';
import { botToken, createVerifiedRequester, freshAddress, mailedLink } from '../support/accounts';
import { portalUrl, submitSignIn, useFreshPage } from '../support/browser';

const freshPage = useFreshPage();
let page: Page;
beforeEach(() => {
  page = freshPage();
});

const NEW_PASSWORD = 'Copper-Meadow-Rivers-77';
const resetDialog = (p: Page) => p.getByRole('dialog', { name: 'Reset Password' });

test('a user who forgot the password asks for a link, sets a new password and signs in with it', async () => {
  const email = freshAddress();
  await createVerifiedRequester(email);

  await page.goto(portalUrl('/auth/login'));
  await page.getByRole('button', { name: 'Forgot Password?' }).click();
  await resetDialog(page).getByLabel('Email').fill(email);
  await resetDialog(page).getByRole('button', { name: 'Submit' }).click();
  await resetDialog(page).getByRole('status').filter({ hasText: 'we have sent it a link to reset the password' }).waitFor();
  expect(await seriousA11yViolations(page)).toEqual([]);

  await page.goto(await mailedLink(email, 'Reset your password'));
  await page.getByRole('list', { name: 'Your new password must have:' }).getByText('At least one symbol').waitFor();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.getByLabel('New Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm New Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await page.getByText('Password Changed!').waitFor();
  await page.waitForURL(/\/auth\/login$/);

  await submitSignIn(page, email, NEW_PASSWORD);
  await page.waitForURL(/\/dispute-resolution\/request$/);
});

test('the Reset Password dialog checks the email as the login does, and Cancel closes it', async () => {
  await page.goto(portalUrl('/auth/login'));
  await page.getByRole('button', { name: 'Forgot Password?' }).click();
  await resetDialog(page).getByRole('button', { name: 'Submit' }).click();
  await resetDialog(page).getByText('A valid email is required.').waitFor();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await resetDialog(page).getByRole('button', { name: 'Cancel' }).click();
  await resetDialog(page).waitFor({ state: 'hidden' });
});

test('a reset link without its token says so and leads to the dialog for a new one', async () => {
  await page.goto(portalUrl('/auth/reset-password?email=pat%40example.com'));
  await page.getByRole('alert').filter({ hasText: 'This password reset link is invalid' }).waitFor();
  expect(await page.getByLabel('New Password', { exact: true }).count()).toBe(0);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'Ask for a new link' }).click();
  await page.waitForURL(/\/auth\/login\?forgot=1$/);
  await resetDialog(page).getByLabel('Email').waitFor();
});

test('a refused new password lists the reasons one per line, non alphanumeric read as symbol', async () => {
  const email = freshAddress();
  await createVerifiedRequester(email);
  const res = await fetch(portalUrl('/api/account/recover/password'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, recaptchaToken: await botToken() }),
  });
  expect(res.status).toBe(200);

  await page.goto(await mailedLink(email, 'Reset your password'));
  await page.getByLabel('New Password', { exact: true }).fill('weakpassword');
  await page.getByLabel('Confirm New Password', { exact: true }).fill('weakpassword');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  const alert = page.getByRole('alert');
  await alert.filter({ hasText: 'at least one symbol character' }).waitFor();
  expect(await alert.innerText()).not.toContain('non alphanumeric');
  expect(await seriousA11yViolations(page)).toEqual([]);
});
