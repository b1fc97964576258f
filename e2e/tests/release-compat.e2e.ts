import { execFile } from 'node:child_process';
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { SHELL_SDK_SHARE, SHELL_SDK_VERSION } from '@portal/shared-contracts/mf/compat';
import { seriousA11yViolations } from '../support/accessibility';
import { launchBrowser, openFromMenu, portalUrl, signIn } from '../support/browser';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const env = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run through the e2e jest config`);
  return value;
};
let browser: Browser;
let original: string;

beforeAll(async () => {
  browser = await launchBrowser();
  original = readFileSync(env('PORTAL_REMOTES_JSON'), 'utf8');
  // Releases of ECO as the release command lays them out: this checkout's build, each declaring
  // the shell SDK range it was built for, as a remote built before or after this host would.
  for (const [version, range] of [
    ['1.0.1', `^${SHELL_SDK_VERSION}`],
    ['9.0.0', '^9.0.0'],
    ['0.9.0', '^0.9.0'],
  ] as const) {
    const target = path.join(env('PORTAL_RELEASES_DIR'), 'apps', 'eco', version);
    cpSync(path.join(repoRoot, 'mfe-eco', 'dist'), target, { recursive: true });
    const manifestFile = path.join(target, 'mf-manifest.json');
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as { shared: { name: string; requiredVersion: string }[] };
    for (const shared of manifest.shared) if (shared.name === SHELL_SDK_SHARE) shared.requiredVersion = range;
    writeFileSync(manifestFile, JSON.stringify(manifest));
    // The build's compressed copies hold the manifest as built; the gateway would send those first.
    for (const copy of ['.br', '.gz']) rmSync(`${manifestFile}${copy}`, { force: true });
  }
});
afterAll(async () => {
  writeFileSync(env('PORTAL_REMOTES_JSON'), original);
  await browser.close();
});

/** `npm run remotes -- <args>` against this run's portal and remotes.json. */
function remotesCommand(...args: string[]): Promise<{ code: number; out: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', path.join(repoRoot, 'tools/release/remotes-cli.ts'), ...args],
      { cwd: repoRoot, env: { ...process.env, REMOTES_JSON: env('PORTAL_REMOTES_JSON'), PORTAL_URL: env('PORTAL_URL') } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, out: `${stdout}${stderr}` }),
    );
  });
}

const ecoRelease = () =>
  (
    JSON.parse(readFileSync(env('PORTAL_REMOTES_JSON'), 'utf8')) as { remotes: { id: string; version: string; entry: string }[] }
  ).remotes.find((r) => r.id === 'eco');

async function openEco(page: Page): Promise<string[]> {
  const loaded: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/apps/eco/')) loaded.push(pathname.split('/')[3]!);
  });
  await page.goto(portalUrl('/child-search/dashboard'));
  return loaded;
}

test('promote checks a release against the running host: one built for a newer SDK is refused, a fitting one runs, rollback returns', async () => {
  const before = readFileSync(env('PORTAL_REMOTES_JSON'), 'utf8');
  const refused = await remotesCommand('promote', 'eco', '9.0.0');
  expect(refused.code).toBe(1);
  expect(refused.out).toContain(
    `Refused, nothing changed: eco 9.0.0 needs shell SDK ^9.0.0 and the portal's host provides ${SHELL_SDK_VERSION}: release and start the newer host first.`,
  );
  expect(readFileSync(env('PORTAL_REMOTES_JSON'), 'utf8')).toBe(before);

  const promoted = await remotesCommand('promote', 'eco', '1.0.1');
  expect(promoted).toEqual({ code: 0, out: expect.stringContaining('eco now runs 1.0.1') });
  expect(ecoRelease()).toMatchObject({ version: '1.0.1', entry: '/apps/eco/1.0.1/mf-manifest.json' });

  const page = await browser.newPage();
  await signIn(page, 'districtuser@example.org');
  await page.waitForURL(portalUrl('/'));
  const loaded = await openEco(page);
  await page.locator('[data-testid^="figure-"]').first().waitFor({ timeout: 20_000 });
  expect(new Set(loaded)).toEqual(new Set(['1.0.1']));
  await page.close();

  const rolledBack = await remotesCommand('rollback', 'eco');
  expect(rolledBack).toEqual({ code: 0, out: expect.stringContaining('eco is back on') });
  expect(JSON.parse(readFileSync(env('PORTAL_REMOTES_JSON'), 'utf8'))).toEqual({
    remotes: (JSON.parse(before) as { remotes: { id: string }[] }).remotes.map((r) => (r.id === 'eco' ? { ...r, history: [] } : r)),
  });
});

test('a remote released for a newer portal, or one the portal has left behind, says so in the shell while the rest works', async () => {
  const point = (version: string) => {
    const body = JSON.parse(original) as { remotes: { id: string; version: string; entry: string }[] };
    const remotes = body.remotes.map((r) => (r.id === 'eco' ? { ...r, version, entry: `/apps/eco/${version}/mf-manifest.json` } : r));
    writeFileSync(env('PORTAL_REMOTES_JSON'), JSON.stringify({ remotes }));
  };
  point('9.0.0');
  const page = await browser.newPage();
  await signIn(page, 'districtuser@example.org');
  await page.waitForURL(portalUrl('/'));
  await openEco(page);
  await page.getByText('Early Childhood Outcomes: this application needs a newer portal').waitFor();
  await page.getByText('Reload the page to get the newest portal.', { exact: false }).waitFor();
  expect(await page.getByRole('button', { name: 'Retry' }).count()).toBe(0);
  expect(await seriousA11yViolations(page)).toEqual([]);

  await openFromMenu(page, 'Restraint & Aversive Intervention', 'Dashboard');
  await page.locator('[data-testid^="figure-"]').first().waitFor({ timeout: 20_000 });

  point('0.9.0');
  await page.reload();
  await openEco(page);
  await page.getByText('Early Childhood Outcomes: this application needs an update').waitFor();
  await page.close();
});
