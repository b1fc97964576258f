import type { Page } from 'playwright-core';
import { seriousA11yViolations } from '../support/accessibility';
import { freshAddress, mailedLink, REQUESTER_PASSWORD } from '../support/accounts';
import { portalUrl, submitSignIn, useFreshPage } from '../support/browser';

const freshPage = useFreshPage();
let page: Page;
beforeEach(() => {
  page = freshPage();
});

const AGREEMENT = 'I agree to the terms of use of this portal.';
const createAccount = (p: Page) => p.getByRole('button', { name: 'Create Account' });

/** Leaves a field as a user does, so that its message shows. */
async function touch(p: Page, label: string): Promise<void> {
  await p.getByLabel(label, { exact: true }).focus();
  await p.getByLabel(label, { exact: true }).blur();
}

test('a requester registers, opens the link from the mail, signs in and lands on the request page', async () => {
  const email = freshAddress();
  await page.goto(portalUrl('/auth/new-register'));
  await page.getByRole('heading', { level: 1, name: 'Request Dispute Resolution / Create a User Account' }).waitFor();
  await page.getByLabel('Full Name').fill('Pat Requester');
  await page.getByLabel('Password', { exact: true }).fill(REQUESTER_PASSWORD);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Confirm Password').fill(REQUESTER_PASSWORD);
  await page.getByLabel(AGREEMENT).check();
  await createAccount(page).click();

  await page.waitForURL(/\/auth\/account-created\?uid=[\w-]+&email=/);
  await page.getByRole('heading', { level: 1, name: 'Account Creation Success' }).waitFor();
  await page.getByText(`We sent a confirmation email to ${email}.`).waitFor();
  expect(await seriousA11yViolations(page)).toEqual([]);

  await page.goto(await mailedLink(email, 'Confirm your email address'));
  await page.getByRole('heading', { name: 'Email address verified' }).waitFor();
  expect(await page.getByRole('button', { name: 'Forgot Password?' }).count()).toBe(0);
  expect(await seriousA11yViolations(page)).toEqual([]);

  await submitSignIn(page, email, REQUESTER_PASSWORD);
  await page.waitForURL(/\/dispute-resolution\/request$/);
});

test('new-register shows each message of spec 5 and keeps Create Account disabled while the form is invalid', async () => {
  await page.goto(portalUrl('/auth/new-register'));
  await createAccount(page).waitFor();
  expect(await createAccount(page).isDisabled()).toBe(true);

  for (const label of ['Full Name', 'Password', 'Email', 'Confirm Password']) await touch(page, label);
  await page.getByLabel(AGREEMENT).check();
  await page.getByLabel(AGREEMENT).uncheck();
  await page.getByLabel(AGREEMENT).blur();
  for (const message of [
    'Full name is required.',
    'Password is required.',
    'Email is required.',
    'Confirming your password is required.',
    'You must accept the agreement to create an account.',
  ]) {
    await page.getByText(message, { exact: true }).waitFor();
  }
  expect(await seriousA11yViolations(page)).toEqual([]);

  await page.getByLabel('Email').fill('not-an-email');
  await page.getByText('Please enter a valid email address.', { exact: true }).waitFor();
  await page.getByLabel('Password', { exact: true }).fill('Short-1a');
  await page.getByText('Password must be at least 12 characters.', { exact: true }).waitFor();
  await page.getByLabel('Password', { exact: true }).fill('longenoughbutplain');
  await page
    .getByText('Password must include at least one uppercase letter, one lowercase letter, one number, and one special character.', {
      exact: true,
    })
    .waitFor();
  await page.getByLabel('Password', { exact: true }).fill(REQUESTER_PASSWORD);
  await page.getByLabel('Confirm Password').fill(`${REQUESTER_PASSWORD}x`);
  await page.getByLabel('Confirm Password').blur();
  await page.getByText('Passwords do not match.', { exact: true }).waitFor();
  expect(await createAccount(page).isDisabled()).toBe(true);

  await page.getByLabel('Full Name').fill('Pat Requester');
  await page.getByLabel('Email').fill(freshAddress());
  await page.getByLabel('Confirm Password').fill(REQUESTER_PASSWORD);
  await page.getByLabel(AGREEMENT).check();
  await page.waitForFunction(() => !document.querySelector<HTMLButtonElement>('button[type="submit"]')?.disabled);
  expect(await page.locator('[aria-invalid="true"]').count()).toBe(0);
});

test('the legacy register form shows its messages and links back to sign in', async () => {
  await page.goto(portalUrl('/auth/register'));
  await page.getByRole('button', { name: 'Register' }).click();
  expect(await page.getByText('You must enter a value', { exact: true }).count()).toBe(5);
  await page.getByLabel('Email').fill('pat');
  await page.getByLabel('Password', { exact: true }).fill('one');
  await page.getByLabel('Confirm Password').fill('two');
  await page.getByLabel('Confirm Password').blur();
  await page.getByText('Not a valid email', { exact: true }).waitFor();
  await page.getByText('Passwords must match', { exact: true }).waitFor();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'Back to sign in' }).click();
  await page.waitForURL(/\/auth\/login$/);
});
