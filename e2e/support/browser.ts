import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { demoTotpSecrets } from '@portal/service-identity/demo-mfa';
import { claimDemoOtp } from './demo-otp';
import { STATE_TIME_ZONE } from './state-time';

/** Debian's Chromium, headless, with nothing reaching outside this machine, on the state's clock. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    env: { ...process.env, TZ: STATE_TIME_ZONE },
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export function portalUrl(path = '/'): string {
  const base = process.env.PORTAL_URL;
  if (!base) throw new Error('PORTAL_URL is not set: run through the e2e jest config');
  return `${base}${path}`;
}

export const DEMO_PASSWORD = 'Portal-Demo-2026!';

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto(portalUrl('/auth/login'));
  await submitSignIn(page, email, password);
}

/**
 * Fills the sign-in form already on screen (keeps its returnUrl). A demo account with an
 * authenticator app then gets the code its app would show, as `npm run demo:otp` prints it.
 */
export async function submitSignIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  if (password === DEMO_PASSWORD && email in demoTotpSecrets) await enterDemoOtp(page, email);
}

/** Enters the code the demo account's authenticator app would show, on the sign-in's second step. */
export async function enterDemoOtp(page: Page, email: string): Promise<void> {
  const field = page.getByLabel('Authentication code');
  await field.waitFor();
  const code = await claimDemoOtp(portalUrl(), email);
  await field.fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
}

/** Opens an item of a sidebar section, as a user would: expand the section, click the item. */
export async function openFromMenu(page: Page, section: string, item: string): Promise<void> {
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  const sectionItem = menu.getByRole('menuitem', { name: section, exact: true });
  // `has` is matched inside each candidate, so it starts from the page, not from the menu.
  const list = menu.locator('li.ant-menu-submenu', { has: page.getByRole('menuitem', { name: section, exact: true }) });
  if (!(await list.evaluate((el) => el.classList.contains('ant-menu-submenu-open')))) await sectionItem.click();
  // A click while the section is still sliding open can land on the list between its items and go nowhere.
  await list.locator(':scope.ant-menu-submenu-open > ul.ant-menu-sub:not(.ant-motion-collapse)').waitFor();
  await list.getByRole('menuitem', { name: item, exact: true }).click();
}

/**
 * One browser for the test file and a fresh page, in its own context (storage and
 * cookies), for every test. Read the page through the returned function.
 */
export function useFreshPage(): () => Page {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });
  beforeEach(async () => {
    page = await browser.newPage();
  });
  afterEach(async () => {
    await page.context().close();
  });
  return () => page;
}

/**
 * Waits until the page's finite animations end: a dialog zooming in moves its buttons, and axe
 * reads a message still fading in as faint. Endless ones (spinners) never end and are left alone.
 */
export async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const ending = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/**
 * `dialog` once it shows and has stopped zooming in: a click on one of its buttons while it moves
 * (slowly, on a busy machine) can be lost, and a confirm then never answers.
 */
export async function settledDialog(dialog: Locator): Promise<Locator> {
  await dialog.waitFor();
  await animationsSettled(dialog.page());
  return dialog;
}
