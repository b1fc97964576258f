import type { Page } from 'playwright-core';
import { seriousA11yViolations } from '../support/accessibility';
import { portalUrl, signIn, useFreshPage } from '../support/browser';

const freshPage = useFreshPage();
let page: Page;
beforeEach(() => {
  page = freshPage();
});

const storedToken = (p: Page) => p.evaluate(() => localStorage.getItem('accessToken'));

/** Replaces the stored access token with one whose claims were altered, so every service refuses it. */
const forgeStoredToken = (p: Page) =>
  p.evaluate(() => {
    const token = JSON.parse(localStorage.getItem('accessToken') ?? '""') as string;
    const [header, , signature] = token.split('.');
    const forged = btoa(JSON.stringify({ sub: '1', permission: ['App.siteadmin'], exp: 4102444800 })).replace(/=+$/, '');
    localStorage.setItem('accessToken', JSON.stringify(`${header}.${forged}.${signature}`));
  });

test('the refresh token lives only in an HttpOnly, Secure, SameSite=Strict cookie scoped to /api/auth', async () => {
  await signIn(page, 'districtuser@example.org');
  await page.waitForURL(portalUrl('/'));
  const cookies = await page.context().cookies();
  const refresh = cookies.find((c) => c.name === 'portal_rt');
  expect(refresh).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict', path: '/api/auth' });
  expect(await page.evaluate(() => document.cookie)).not.toContain('portal_rt');
});

test('a stored session whose access token has expired is renewed at start, before the app loads', async () => {
  await signIn(page, 'districtuser@example.org');
  await page.waitForURL(portalUrl('/'));
  const before = await storedToken(page);
  await page.evaluate(() => localStorage.setItem('expiresIn', JSON.stringify(Date.now() - 1000)));
  await page.goto(portalUrl('/child-search/dashboard'));
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
  expect(page.url()).toBe(portalUrl('/child-search/dashboard'));
  const after = await storedToken(page);
  expect(after).not.toBeNull();
  expect(after).not.toBe(before);
});

test('signing out revokes the session on the server: the old refresh cookie no longer works', async () => {
  await signIn(page, 'stateuser@example.org');
  await page.waitForURL(portalUrl('/'));
  const refresh = (await page.context().cookies()).find((c) => c.name === 'portal_rt');
  expect(refresh).toBeDefined();
  await page.getByRole('button', { name: /Jordan Stateuser/ }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).waitFor();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await page.waitForURL(/\/auth\/login$/);
  const replay = await page.request.post(portalUrl('/api/auth/refresh-token'), {
    headers: { cookie: `portal_rt=${refresh!.value}`, 'content-type': 'application/json' },
    data: {},
  });
  expect(replay.status()).toBe(401);
});

test('when the session has ended too, a refused token leads to sign in, with the way back kept', async () => {
  await signIn(page, 'districtuser@example.org');
  await page.waitForURL(portalUrl('/'));
  await forgeStoredToken(page);
  await page.context().clearCookies();
  await page.goto(portalUrl('/child-search/dashboard'));
  await page.waitForURL(/\/auth\/login\?returnUrl=%2Fchild-search%2Fdashboard/);
  await page.getByLabel('Email').waitFor();
  expect(await storedToken(page)).toBeNull();
  expect(await seriousA11yViolations(page)).toEqual([]);
});
