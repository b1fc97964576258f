import type { Browser, Page, Response } from 'playwright-core';
import { permissionCatalogue, publicRoutes, shellRoutes, visibleMenu, type VisibleMenuEntry } from '@portal/shared-contracts';
import { createVerifiedRequester, freshAddress, REQUESTER_PASSWORD } from '../support/accounts';
import { launchBrowser, portalUrl, signIn } from '../support/browser';
import { expectedMenus } from '../support/expected-menus';
import { chooseSchoolYear, OPEN_YEAR } from '../support/psos';
import { pickByTyping, sidebar } from '../support/shell';
import { checkoutVersion, remoteAssetPath } from '../../tools/portal/remotes-json';
import { CONTENT_SECURITY_POLICY } from '../../tools/portal/security-headers';

const SITE_ADMIN = 'siteadmin@example.org';

/** Every screen of the site admin's menu, whose menu holds every other role's: its path by its 'Section > Item' label. */
function menuScreens(): [string, string][] {
  const flatten = (entries: readonly VisibleMenuEntry[], trail: string[]): [string, string][] =>
    entries.flatMap((entry) => [
      ...(entry.path ? ([[[...trail, entry.label].join(' > '), entry.path]] as [string, string][]) : []),
      ...flatten(entry.children ?? [], [...trail, entry.label]),
    ]);
  const apps = visibleMenu(permissionCatalogue.map((p) => p.value)).flatMap((section) => flatten(section.entries, [section.label]));
  return [
    ['Dashboard', shellRoutes.dashboard.path],
    ...apps,
    ['Help > Contact', shellRoutes.contact.path],
    ['Help > FAQ', shellRoutes.faq.path],
    ['Notification Settings', shellRoutes.notificationSettings.path],
    ['My Account', shellRoutes.account.path],
  ];
}
/** The screens the user menu opens rather than the sidebar. */
const userMenuScreens = ['Notification Settings', 'My Account'];
const screens = menuScreens();
const signInPages = [
  publicRoutes.login,
  publicRoutes.newRegister,
  publicRoutes.register,
  publicRoutes.accountCreated,
  publicRoutes.resetPassword,
  publicRoutes.confirmEmail,
];
/**
 * An application's public pages, outside the signed-in shell. Of spec 2's public routes only psos-public has a page: the
 * host routes no dr-request, dr-public or sign-form yet. A link the survey does not know still loads the whole application.
 */
const publicPages = [`${publicRoutes.psosPublic}/0f5c2a9e4b7d8c1e3a6f9b2d5c8e1a4f`];

function expectSecurityHeaders(res: globalThis.Response, what: string): void {
  const csp = res.headers.get('content-security-policy') ?? '';
  for (const directive of ["script-src 'self'", "object-src 'none'", "base-uri 'self'", "form-action 'self'", "frame-ancestors 'none'"])
    expect({ what, has: csp.split(/;\s*/).includes(directive) }).toEqual({ what, has: true });
  expect({ what, scriptSrc: /script-src[^;]*'unsafe-/.test(csp) }).toEqual({ what, scriptSrc: false });
  expect({ what, nosniff: res.headers.get('x-content-type-options'), referrer: res.headers.get('referrer-policy') }).toEqual({
    what,
    nosniff: 'nosniff',
    referrer: 'no-referrer',
  });
}

describe('the headers of what the portal serves, read as an outsider', () => {
  test('every page, remotes.json, the scripts and a remote manifest carry the policy, nosniff and no-referrer; no HSTS over plain http', async () => {
    const page = await fetch(portalUrl('/'));
    const script = /<script[^>]+src="([^"]+)"/.exec(await page.text())?.[1];
    expect(script).toBeDefined();
    const urls = [
      ...screens.map(([, path]) => path),
      ...signInPages,
      ...publicPages,
      '/remotes.json',
      script!,
      `${remoteAssetPath('eco', checkoutVersion('mfe-eco'))}mf-manifest.json`,
      '/api/identity/health',
    ];
    for (const url of urls) {
      const res = await fetch(portalUrl(url));
      expect({ url, status: res.status }).toEqual({ url, status: 200 });
      expectSecurityHeaders(res, url);
      expect({ url, hsts: res.headers.get('strict-transport-security') }).toEqual({ url, hsts: null });
    }
  });

  test('behind a trusted proxy that says the user came over https, every answer asks for HSTS', async () => {
    for (const url of ['/', '/remotes.json', '/api/identity/health']) {
      const res = await fetch(portalUrl(url), { headers: { 'x-forwarded-proto': 'https' } });
      expect({ url, hsts: res.headers.get('strict-transport-security') }).toEqual({ url, hsts: expect.stringMatching(/^max-age=\d{7,}/) });
    }
  });

  test('the mail catcher, a development tool on its own port, keeps its own headers', async () => {
    const res = await fetch(process.env.PORTAL_MAIL_URL!);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).not.toBe(CONTENT_SECURITY_POLICY);
  });
});

describe('every screen runs under the policy', () => {
  let browser: Browser;
  let page: Page;
  const violations: string[] = [];
  const apiAnswers: Response[] = [];

  /** The violations the page reported, from the console and from securitypolicyviolation events, since the last call. */
  async function reported(): Promise<string[]> {
    const events = await page.evaluate(() => (window as { cspViolations?: string[] }).cspViolations?.splice(0) ?? []);
    return [...violations.splice(0), ...events];
  }

  /** Opens a screen and waits until it has loaded its application and its data. */
  async function open(path: string): Promise<void> {
    await page.goto(portalUrl(path), { waitUntil: 'networkidle' });
    await page.locator('#main-content').waitFor();
    await page.waitForFunction(() => !document.body.innerText.includes('Please Wait...'));
  }

  /** Opens a dialog with the button named `opener`, expects no violation while it is open, and cancels it. */
  async function walkDialog(opener: string, name: string | RegExp): Promise<void> {
    await page.getByRole('button', { name: opener, exact: true }).click();
    const dialog = page.getByRole('dialog', { name });
    await dialog.getByRole('button', { name: 'Cancel' }).waitFor();
    expect({ dialog: String(name), violations: await reported() }).toEqual({ dialog: String(name), violations: [] });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
  }

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await browser.newPage();
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as { cspViolations?: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} blocked ${e.blockedURI}`), true);
    });
    page.on('console', (message) => {
      if (/Content[- ]Security[- ]Policy/i.test(message.text())) violations.push(message.text());
    });
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/api/')) apiAnswers.push(response);
    });
  });
  afterAll(() => browser?.close());

  test('the watch sees a violation: a script written into the page is refused and reported', async () => {
    await page.goto(portalUrl(publicRoutes.login), { waitUntil: 'networkidle' });
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injectedRan = true';
      document.head.append(script);
      return (window as { injectedRan?: boolean }).injectedRan === true;
    });
    expect(ran).toBe(false);
    await page.waitForFunction(() => ((window as { cspViolations?: string[] }).cspViolations?.length ?? 0) > 0);
    expect((await reported()).join('\n')).toContain('script-src');
  });

  test('the sign-in pages and the public pages', async () => {
    for (const path of [...signInPages, ...publicPages]) {
      await page.goto(portalUrl(path), { waitUntil: 'networkidle' });
      await page.locator('h1').first().waitFor();
      expect({ path, violations: await reported() }).toEqual({ path, violations: [] });
    }
  });

  test('signing in, which solves the bot-protection challenge in the page', async () => {
    await signIn(page, SITE_ADMIN);
    await sidebar(page).waitFor();
    expect(await reported()).toEqual([]);
  });

  test("the menu walked here is the site admin's", () => {
    const labels = screens.map(([label]) => label.replace(/^Dispute Resolution > Reports$/, 'Dispute Resolution > Reports > Reports'));
    expect(labels.filter((label) => !userMenuScreens.includes(label))).toEqual(expectedMenus[SITE_ADMIN]);
  });

  test.each(screens)('%s (%s)', async (label, path) => {
    await open(path);
    expect({ label, violations: await reported() }).toEqual({ label, violations: [] });
  });

  test("an ECO child's entry score page, opened from a district's child list, and its Edit dialog", async () => {
    await pickByTyping(page, 'LEA', 'Adams Public Schools');
    await page.waitForURL(portalUrl('/'));
    await open('/child-search/child-list');
    // A child whose entry ratings are not finalized yet, so that the record may still be edited.
    await page.getByRole('main').getByRole('table').locator('a[href*="/entryscore?"]').first().click();
    await page.getByRole('heading', { level: 1, name: 'Entry Score' }).waitFor();
    await page.getByRole('button', { name: 'Edit child', exact: true }).waitFor();
    expect(await reported()).toEqual([]);
    await walkDialog('Edit child', /^Edit /);
  });

  test('a restraint incident, opened from the incidents list', async () => {
    await open('/restraint-aversive-intervention/incidents');
    await page.getByRole('table', { name: 'Reported incidents' }).getByRole('link').first().click();
    await page.getByRole('heading', { level: 1, name: /^Incident / }).waitFor();
    expect(await reported()).toEqual([]);
  });

  test("a PSOS youth's interview screen, opened from the district's work list, and its contact attempt dialog", async () => {
    await chooseSchoolYear(page, OPEN_YEAR);
    await open('/post-school-outcomes/lea-tracking');
    await page
      .getByRole('table', { name: 'Youth to interview' })
      .getByRole('row')
      .filter({ has: page.getByRole('button', { name: /^Log attempt for / }) })
      .first()
      .getByRole('link')
      .click();
    await page.getByRole('heading', { level: 1, name: /^Interview: / }).waitFor();
    await page.getByRole('form', { name: 'Interview' }).waitFor();
    expect(await reported()).toEqual([]);
    await walkDialog('Log an attempt', /^Log a contact attempt with /);
  });

  test("My Account's authenticator set-up, as a requester who has no second factor", async () => {
    const email = freshAddress();
    await createVerifiedRequester(email);
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await signIn(page, email, REQUESTER_PASSWORD);
    await page.waitForURL((url) => !url.pathname.startsWith('/auth/'));
    await open(shellRoutes.account.path);
    await page.getByRole('button', { name: 'Set up authenticator app', disabled: false }).click();
    await page.getByLabel('Secret key').waitFor();
    expect(await reported()).toEqual([]);
  });

  test('every answer of the API to the signed-in pages may not be stored', async () => {
    const authenticated = await Promise.all(
      apiAnswers
        .filter((r) => r.request().headers().authorization)
        .map(async (r) => ({ url: r.url(), cache: await r.headerValue('cache-control') })),
    );
    expect(authenticated.length).toBeGreaterThan(screens.length);
    // Text blocks are the agency's published texts, no one's record; their route asks only for revalidation.
    const personal = authenticated.filter((a) => !new URL(a.url).pathname.startsWith('/api/text-blocks'));
    expect(personal.filter((a) => !a.cache?.includes('no-store'))).toEqual([]);
  });
});
