import type { Browser } from 'playwright-core';

export interface TransferredResource {
  path: string;
  /** Chromium's resource type: Document, Script, Stylesheet, Fetch, Font... */
  type: string;
  /** The response's Content-Encoding, `identity` when none. */
  encoding: string;
  /** The body as the page reads it, decompressed. */
  decodedBytes: number;
  /** What crossed the network: the response's headers and its body as sent. */
  transferredBytes: number;
}

export interface FirstPaintFigures {
  firstContentfulPaintMs: number;
  transferredBytes: number;
  resources: TransferredResource[];
}

/** The budget for what crosses the network before the sign-in page first paints (1 KB = 1,000 bytes). */
export const FIRST_PAINT_BUDGET_BYTES = 250_000;

interface Loading {
  url: string;
  type: string;
  encoding: string;
  decodedBytes: number;
  transferredBytes?: number;
  finishedAt?: number;
}

/**
 * Everything a first-time visitor downloads before the page's first contentful paint, in the
 * bytes that crossed the network (the DevTools protocol's encodedDataLength: headers and the body
 * as the gateway sent it, compressed or not), so the figure is what a user on a slow line waits for.
 * A resource counts when its last byte arrived before the paint; the paint's time comes from the
 * same protocol clock (the page's firstContentfulPaint lifecycle event).
 */
export async function measureFirstPaint(browser: Browser, url: string): Promise<FirstPaintFigures> {
  // A new context has an empty cache: a first visit.
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const loadings = new Map<string, Loading>();
    let paintedAt: number | undefined;
    const painted = new Promise<void>((resolve) => {
      cdp.on('Page.lifecycleEvent', (event) => {
        if (event.name !== 'firstContentfulPaint' || paintedAt !== undefined) return;
        paintedAt = event.timestamp;
        resolve();
      });
    });
    cdp.on('Network.responseReceived', (event) => {
      const encoding = Object.entries(event.response.headers).find(([name]) => name.toLowerCase() === 'content-encoding')?.[1];
      loadings.set(event.requestId, { url: event.response.url, type: event.type, encoding: encoding ?? 'identity', decodedBytes: 0 });
    });
    cdp.on('Network.dataReceived', (event) => {
      const loading = loadings.get(event.requestId);
      if (loading) loading.decodedBytes += event.dataLength;
    });
    cdp.on('Network.loadingFinished', (event) => {
      const loading = loadings.get(event.requestId);
      if (!loading) return;
      loading.transferredBytes = event.encodedDataLength;
      loading.finishedAt = event.timestamp;
    });
    await cdp.send('Network.enable');
    await cdp.send('Page.enable');
    await cdp.send('Page.setLifecycleEventsEnabled', { enabled: true });

    await page.goto(url);
    await Promise.race([
      painted,
      new Promise((_resolve, reject) => setTimeout(() => reject(new Error(`${url} did not paint within 30 s`)), 30_000).unref()),
    ]);
    const firstContentfulPaintMs = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN);

    const resources = [...loadings.values()]
      .filter((l) => l.finishedAt !== undefined && l.finishedAt <= paintedAt!)
      .map((l) => ({
        path: new URL(l.url).pathname,
        type: l.type,
        encoding: l.encoding,
        decodedBytes: l.decodedBytes,
        transferredBytes: l.transferredBytes!,
      }))
      .sort((a, b) => b.transferredBytes - a.transferredBytes);
    return {
      firstContentfulPaintMs,
      transferredBytes: resources.reduce((sum, r) => sum + r.transferredBytes, 0),
      resources,
    };
  } finally {
    await context.close();
  }
}
