import type { Page } from 'playwright-core';
import { OwnUserMessages } from '@portal/shared-contracts/admin';
import { seriousA11yViolations } from '../support/accessibility';
import { REQUESTER_PASSWORD, createVerifiedRequester, freshAddress, mailedLink } from '../support/accounts';
import { portalUrl, submitSignIn, useFreshPage } from '../support/browser';

const freshPage = useFreshPage();
let page: Page;
beforeEach(() => {
  page = freshPage();
});

test('My Account changes the e-mail address only with the current password and the link mailed to the new address', async () => {
  const email = freshAddress();
  const newEmail = freshAddress();
  await createVerifiedRequester(email);
  await page.goto(portalUrl('/auth/login'));
  await submitSignIn(page, email, REQUESTER_PASSWORD);
  await page.waitForURL(/\/dispute-resolution\/request$/);

  await page.getByRole('button', { name: /Pat Requester/ }).click();
  await page.getByRole('menuitem', { name: 'My Account' }).click();
  await page.waitForURL(/\/account$/);
  await page.getByRole('heading', { name: 'Second sign-in factor' }).waitFor();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.getByLabel('Email').fill(newEmail);
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText(OwnUserMessages.currentPasswordForEmail).waitFor();
  expect(await seriousA11yViolations(page)).toEqual([]);

  await page.getByLabel('Current Password').fill(REQUESTER_PASSWORD);
  await page.getByRole('button', { name: 'Save' }).click();
  await page
    .getByRole('status')
    .filter({ hasText: OwnUserMessages.confirmationSent(newEmail) })
    .waitFor();

  await page.goto(await mailedLink(newEmail, 'Confirm your new email address'));
  await page
    .getByRole('status')
    .filter({ hasText: OwnUserMessages.emailConfirmed(newEmail) })
    .waitFor();
  expect(await seriousA11yViolations(page)).toEqual([]);

  await page.getByRole('link', { name: 'Go to sign in' }).click();
  await page.waitForURL(/\/auth\/login/);
  await submitSignIn(page, newEmail, REQUESTER_PASSWORD);
  await page.waitForURL(/\/dispute-resolution\/request$/);
});
