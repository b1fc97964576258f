import { gzipSync } from 'node:zlib';
import type { Browser, Response } from 'playwright-core';

export interface ScriptSize {
  path: string;
  rawBytes: number;
  gzipBytes: number;
}

export interface FirstPaintFigures {
  firstContentfulPaintMs: number;
  gzipBytes: number;
  scripts: ScriptSize[];
}

/** The budget for the JavaScript loaded before the sign-in page first paints (1 KB = 1,000 bytes). */
export const FIRST_PAINT_BUDGET_BYTES = 250_000;

/**
 * The JavaScript a first-time visitor downloads before the page's first contentful paint.
 * Each body is gzipped here at zlib's default level: the gateway sends it uncompressed, and
 * a CDN would not, so this is the size comparable from one build to the next.
 */
export async function measureFirstPaint(browser: Browser, url: string): Promise<FirstPaintFigures> {
  // A new context has an empty cache: a first visit.
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const scripts: Response[] = [];
    page.on('response', (response) => {
      if ((response.headers()['content-type'] ?? '').includes('javascript')) scripts.push(response);
    });
    await page.goto(url);
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, undefined, { timeout: 30_000 });
    const timing = await page.evaluate(() => ({
      firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
      responseEnds: performance
        .getEntriesByType('resource')
        .map((e) => [e.name, (e as PerformanceResourceTiming).responseEnd] as [string, number]),
    }));
    // Resource timing and the paint share the page's clock; Playwright's events do not.
    const responseEnd = new Map(timing.responseEnds);
    const beforePaint = scripts.filter((r) => (responseEnd.get(r.url()) ?? Infinity) <= timing.firstContentfulPaint);
    const sizes = await Promise.all(
      beforePaint.map(async (r) => {
        const body = await r.body();
        return { path: new URL(r.url()).pathname, rawBytes: body.length, gzipBytes: gzipSync(body).length };
      }),
    );
    sizes.sort((a, b) => b.gzipBytes - a.gzipBytes);
    return {
      firstContentfulPaintMs: timing.firstContentfulPaint,
      gzipBytes: sizes.reduce((sum, s) => sum + s.gzipBytes, 0),
      scripts: sizes,
    };
  } finally {
    await context.close();
  }
}
