import type { Locator, Page } from 'playwright-core';
import { seriousA11yViolations } from '../support/accessibility';
import { portalUrl, signIn, useFreshPage } from '../support/browser';

// Every test that changes messages signs in as its own demo account, so the tests stay independent.
const freshPage = useFreshPage();
let page: Page;
beforeEach(() => {
  page = freshPage();
});

// The demo messages of every staff account (services/identity/src/seed/demo-messages.ts), newest first.
const ecoCollection = 'The 2025-2026 early childhood outcomes collection is open. Exit scores are due by June 30.';
const restraintReports = 'Restraint and aversive intervention reports for the first semester are ready to review.';
const maintenance = 'Scheduled maintenance: the portal will be unavailable Saturday from 8:00 PM to 10:00 PM.';

async function signInToDashboard(email: string): Promise<void> {
  await signIn(page, email);
  await page.waitForURL(/\/(dispute-resolution\/request)?$/);
  if (page.url() !== portalUrl('/')) await page.goto(portalUrl('/'));
  await page.getByRole('heading', { level: 1, name: /^Good (morning|afternoon|evening)/ }).waitFor();
}

const messagesWidget = () => page.getByRole('region', { name: 'Messages' });

/**
 * The texts of the demo messages in the widget, in its order, once it has listed `count` of them. The
 * list may also hold the daily run's deadline notices about the demo plans, which come and go with the
 * date, so those are left out.
 */
async function listedMessages(count: number): Promise<string[]> {
  const buttons = messagesWidget()
    .getByRole('listitem')
    .getByRole('button', { name: /^(?!Dismiss message)/ })
    .filter({ hasNotText: /^The corrective action plan/ });
  await buttons.nth(count - 1).waitFor();
  return buttons.allInnerTexts();
}

const messageItem = (text: string): Locator => messagesWidget().getByRole('listitem').filter({ hasText: text });
const newTagOf = (text: string) => messageItem(text).getByText('New', { exact: true });

/** The tiles on screen as [title, where Open goes]. */
async function tiles(): Promise<[string, string | null][]> {
  const links = page.getByRole('main').getByRole('link', { name: /^Open / });
  await links.first().waitFor();
  return Promise.all(
    (await links.all()).map(
      async (link) =>
        [(await link.getAttribute('aria-label'))!.slice('Open '.length), await link.getAttribute('href')] as [string, string | null],
    ),
  );
}

test('a district user is greeted by name, reads the main text block and opens the four applications their role allows', async () => {
  await signInToDashboard('districtuser@example.org');
  const greeting = await page.getByRole('heading', { level: 1 }).innerText();
  expect(greeting).toMatch(/^Good (morning|afternoon|evening), Casey Districtuser$/);
  await page.getByText('Welcome to the special education portal.', { exact: false }).waitFor();
  expect(await tiles()).toEqual([
    ['Restraint & Aversive Intervention', '/restraint-aversive-intervention/dashboard'],
    ['Early Childhood Outcomes', '/child-search/dashboard'],
    ['Post-School Outcomes Survey', '/post-school-outcomes/lea-tracking'],
    ['Dispute Resolution', '/dispute-resolution'],
  ]);
  // By keyboard: the Open link of a tile takes Enter like any link.
  await page.getByRole('link', { name: 'Open Post-School Outcomes Survey' }).focus();
  await page.keyboard.press('Enter');
  await page.waitForURL(portalUrl('/post-school-outcomes/lea-tracking'));
});

test("the Messages widget lists the user's three system messages, newest first, the two New ones marked", async () => {
  await signInToDashboard('stateuser@example.org');
  expect(await listedMessages(3)).toEqual([ecoCollection, restraintReports, maintenance]);
  expect(await newTagOf(ecoCollection).count()).toBe(1);
  expect(await newTagOf(restraintReports).count()).toBe(1);
  expect(await newTagOf(maintenance).count()).toBe(0);
  expect(await messagesWidget().getByRole('link', { name: 'Notification Settings' }).getAttribute('href')).toBe('/notification-settings');
});

test('a dismissed message leaves the list, by keyboard, and stays gone after a reload', async () => {
  await signInToDashboard('stateadmin@example.org');
  await listedMessages(3);
  await page.getByRole('button', { name: `Dismiss message: ${restraintReports}` }).focus();
  await page.keyboard.press('Enter');
  await messageItem(restraintReports).waitFor({ state: 'detached' });
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Messages');
  expect(await listedMessages(2)).toEqual([ecoCollection, maintenance]);
  await page.reload();
  expect(await listedMessages(2)).toEqual([ecoCollection, maintenance]);
});

test('opening a New message follows its link, and back on the dashboard it shows as viewed', async () => {
  await signInToDashboard('districtadmin@example.org');
  await listedMessages(3);
  await messagesWidget().getByRole('button', { name: ecoCollection, exact: true }).click();
  await page.waitForURL(portalUrl('/child-search/dashboard'));
  await page.goBack();
  await page.waitForURL(portalUrl('/'));
  await listedMessages(3);
  expect(await newTagOf(ecoCollection).count()).toBe(0);
  expect(await newTagOf(restraintReports).count()).toBe(1);
  await page.reload();
  await listedMessages(3);
  expect(await newTagOf(ecoCollection).count()).toBe(0);
});

test('a requester sees the Dispute Resolution tile and their one message', async () => {
  await signInToDashboard('requester@example.org');
  expect(await tiles()).toEqual([['Dispute Resolution', '/dispute-resolution']]);
  expect(await listedMessages(1)).toEqual([
    'Your dispute resolution request was received. A staff member will contact you within five business days.',
  ]);
});

describe('the dashboard meets WCAG 2.1 AA and fits the screen', () => {
  test.each([375, 1024, 1280])('at %p px wide: no serious or critical axe violations, no sideways scrolling', async (width) => {
    await page.setViewportSize({ width, height: 800 });
    await signInToDashboard('siteadmin@example.org');
    await listedMessages(3);
    await page.getByText('Welcome to the special education portal.', { exact: false }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
