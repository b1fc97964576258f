import type { Browser, Page } from 'playwright-core';
import { openFromMenu, portalUrl, signIn } from '../e2e/support/browser';

/** The applications the district user can open, as the menu names them; the section is also the title of the app's card. */
const DISTRICT_USER_APPS = [
  { section: 'Restraint & Aversive Intervention', item: 'Dashboard' },
  { section: 'Early Childhood Outcomes', item: 'Dashboard' },
  { section: 'Post-School Outcomes Survey', item: 'District Dashboard' },
  { section: 'Dispute Resolution', item: 'Dashboard' },
  { section: 'Monitoring', item: 'Dashboard' },
] as const;

export interface AppOpenFigure {
  application: string;
  ms: number;
}

export interface AppOpenFigures {
  apps: AppOpenFigure[];
  medianMs: number;
}

type BenchWindow = Window & { __benchMenuClickAt?: number };

/**
 * Signs in as the district user and opens each application once from the menu, so every
 * remote loads for the first time. Both ends are taken on the page's clock: the menu item's
 * click event, and the first animation frame in which the app card's first figure is visible.
 */
export async function measureAppOpening(browser: Browser): Promise<AppOpenFigures> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await signIn(page, 'districtuser@example.org');
    await page.waitForURL(portalUrl('/'));
    // Only menu items open an application; clicks that expand a section are not the start.
    await page.evaluate(() => {
      document.addEventListener(
        'click',
        (event) => {
          if (event.target instanceof Element && event.target.closest('li.ant-menu-item'))
            (window as BenchWindow).__benchMenuClickAt = event.timeStamp;
        },
        true,
      );
    });
    const apps: AppOpenFigure[] = [];
    for (const { section, item } of DISTRICT_USER_APPS) apps.push({ application: section, ms: await timeOpening(page, section, item) });
    return { apps, medianMs: median(apps.map((a) => a.ms)) };
  } finally {
    await context.close();
  }
}

async function timeOpening(page: Page, section: string, item: string): Promise<number> {
  await page.evaluate(() => delete (window as BenchWindow).__benchMenuClickAt);
  const [shown] = await Promise.all([
    page.waitForFunction(
      (application) => {
        // The card is titled "<application>: <LEA>, <year>" once its figures have arrived.
        const card = Array.from(document.querySelectorAll('.ant-card')).find((c) => c.textContent?.includes(`${application}: `));
        return card?.querySelector('[data-testid^="figure-"]')?.checkVisibility() ? performance.now() : false;
      },
      section,
      { polling: 'raf', timeout: 30_000 },
    ),
    openFromMenu(page, section, item),
  ]);
  const shownAt = (await shown.jsonValue()) as number;
  const clickedAt = await page.evaluate(() => (window as BenchWindow).__benchMenuClickAt);
  if (clickedAt === undefined) throw new Error(`${section}: the click on its menu item was not seen`);
  if (clickedAt > shownAt) throw new Error(`${section}: its figures were on screen before the menu click`);
  return shownAt - clickedAt;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
