import type { Page } from 'playwright-core';
import { totpCode } from '@portal/service-identity/totp';
import { seriousA11yViolations } from '../support/accessibility';
import { createVerifiedRequester, freshAddress, REQUESTER_PASSWORD } from '../support/accounts';
import { portalUrl, signIn, useFreshPage } from '../support/browser';

const freshPage = useFreshPage();
let page: Page;
beforeEach(() => {
  page = freshPage();
});

const claims = (p: Page) =>
  p.evaluate(() => {
    const token = JSON.parse(localStorage.getItem('accessToken') ?? '""') as string;
    return JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as { amr: string[]; role: string[] };
  });

test('the site admin is asked for the authenticator code after the password, and signs in with it', async () => {
  await page.goto(portalUrl('/auth/login'));
  await page.getByLabel('Email').fill('siteadmin@example.org');
  await page.getByLabel('Password', { exact: true }).fill('Portal-Demo-2026!');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByText('Enter the 6-digit code your authenticator app shows.').waitFor();
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
  expect(await seriousA11yViolations(page)).toEqual([]);

  await page.getByLabel('Authentication code').fill('000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.getByText('Error: The code is not correct, or it has already been used.').waitFor();
  expect(await seriousA11yViolations(page)).toEqual([]);

  await signIn(page, 'siteadmin@example.org');
  await page.waitForURL(portalUrl('/'));
  expect(await claims(page)).toMatchObject({ amr: ['pwd', 'otp'], role: ['SiteAdmin'] });
});

test('a user without a second factor signs in with the password alone', async () => {
  await signIn(page, 'districtuser@example.org');
  await page.waitForURL(portalUrl('/'));
  expect((await claims(page)).amr).toEqual(['pwd']);
});

test('a public requester sets up an authenticator app on My Account, and is then asked for its code at sign-in', async () => {
  const email = freshAddress();
  await createVerifiedRequester(email);
  await signIn(page, email, REQUESTER_PASSWORD);
  await page.waitForURL((url) => !url.pathname.startsWith('/auth/'));
  await page.getByRole('button', { name: 'Pat Requester' }).click();
  await page.getByRole('menuitem', { name: 'My Account' }).click();
  await page.getByRole('heading', { name: 'Second sign-in factor' }).waitFor();
  // Enabled once the page knows the user's factors.
  await page.getByRole('button', { name: 'Set up authenticator app', disabled: false }).waitFor();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Set up authenticator app' }).click();
  const secret = (await page.getByLabel('Secret key').innerText()).trim();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.getByLabel('Code from the app').fill(totpCode(secret));
  await page.getByRole('button', { name: 'Confirm' }).click();
  const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await codes.first().waitFor();
  expect(await codes.count()).toBe(10);
  await page.getByText('An authenticator app is set up.').waitFor();
  expect(await seriousA11yViolations(page)).toEqual([]);

  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.goto(portalUrl('/auth/login'));
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(REQUESTER_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  // The code the app shows next: the one used to confirm it is spent.
  await page.getByLabel('Authentication code').fill(totpCode(secret, Date.now() + 30_000));
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/auth/'));
  expect((await claims(page)).amr).toEqual(['pwd', 'otp']);
});
