import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { publicRoutes } from '@portal/shared-contracts';
import { launchBrowser, portalUrl } from '../support/browser';
import { FIRST_PAINT_BUDGET_BYTES, measureFirstPaint } from '../../bench/first-paint';
import { checkoutVersion, remoteAssetPath } from '../../tools/portal/remotes-json';

/** Where this checkout's ECO build is served. */
const eco = remoteAssetPath('eco', checkoutVersion('mfe-eco'));

interface RawAnswer {
  status: number;
  headers: Record<string, string | undefined>;
  /** The body as it crossed the network, not decompressed. */
  body: Buffer;
}

/**
 * A GET that sends `accept-encoding` exactly as given (none when undefined) and keeps the body as
 * sent: fetch would add its own accept-encoding and decompress behind our back.
 */
function rawGet(path: string, acceptEncoding?: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(portalUrl(path), { headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: Object.fromEntries(
            Object.entries(res.headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : value]),
          ),
          body: Buffer.concat(chunks),
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const varies = (answer: RawAnswer) => (answer.headers.vary ?? '').toLowerCase().split(/,\s*/).includes('accept-encoding');

/** The sign-in page's own script, by the content-hashed name its page gives it. */
async function signInScript(): Promise<string> {
  const page = await rawGet(publicRoutes.login);
  const script = /<script[^>]+src="([^"]+\.[0-9a-f]{10}\.js)"/.exec(page.body.toString())?.[1];
  expect(script).toBeDefined();
  return script!;
}

describe("the sign-in page's files go out compressed at build time", () => {
  test('a browser that accepts brotli gets the brotli copy, one that accepts only gzip the gzip copy, one that names none the file itself', async () => {
    const script = await signInScript();
    const identity = await rawGet(script);
    const brotli = await rawGet(script, 'gzip, deflate, br');
    const gzip = await rawGet(script, 'gzip');

    expect(identity.status).toBe(200);
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.headers['content-type']).toMatch(/javascript/);
    expect(Number(identity.headers['content-length'])).toBe(identity.body.length);

    expect({ status: brotli.status, encoding: brotli.headers['content-encoding'], type: brotli.headers['content-type'] }).toEqual({
      status: 200,
      encoding: 'br',
      type: identity.headers['content-type'],
    });
    expect(Number(brotli.headers['content-length'])).toBe(brotli.body.length);
    expect(brotliDecompressSync(brotli.body).equals(identity.body)).toBe(true);

    expect({ status: gzip.status, encoding: gzip.headers['content-encoding'], type: gzip.headers['content-type'] }).toEqual({
      status: 200,
      encoding: 'gzip',
      type: identity.headers['content-type'],
    });
    expect(Number(gzip.headers['content-length'])).toBe(gzip.body.length);
    expect(gunzipSync(gzip.body).equals(identity.body)).toBe(true);

    // What crosses the network shrinks: brotli smallest, then gzip, then the file as it is.
    expect(brotli.body.length).toBeLessThan(gzip.body.length);
    expect(gzip.body.length).toBeLessThan(identity.body.length / 2);
    // A shared cache must keep the three apart.
    for (const answer of [identity, brotli, gzip]) expect(varies(answer)).toBe(true);
  });

  test('a content-hashed file is cached for a year as immutable; the page, remotes.json and a remote manifest are revalidated', async () => {
    const script = await signInScript();
    for (const encoding of [undefined, 'gzip', 'br']) {
      const answer = await rawGet(script, encoding);
      expect({ encoding, cache: answer.headers['cache-control'] }).toEqual({ encoding, cache: IMMUTABLE });
    }

    for (const path of [publicRoutes.login, '/', '/remotes.json', `${eco}mf-manifest.json`, `${eco}remoteEntry.js`]) {
      const answer = await rawGet(path, 'br');
      expect({ path, status: answer.status, cache: answer.headers['cache-control'] }).toEqual({ path, status: 200, cache: 'no-cache' });
    }
  });

  test('the page itself and a remote manifest come compressed too, with the right type', async () => {
    const page = await rawGet(publicRoutes.login, 'br');
    expect({ encoding: page.headers['content-encoding'], type: page.headers['content-type'] }).toEqual({
      encoding: 'br',
      type: expect.stringMatching(/^text\/html/),
    });
    expect(brotliDecompressSync(page.body).toString()).toContain('<div id="root">');
    expect(varies(page)).toBe(true);

    const manifest = await rawGet(`${eco}mf-manifest.json`, 'gzip');
    expect({ encoding: manifest.headers['content-encoding'], type: manifest.headers['content-type'] }).toEqual({
      encoding: 'gzip',
      type: expect.stringMatching(/^application\/json/),
    });
    expect(JSON.parse(gunzipSync(manifest.body).toString())).toMatchObject({ metaData: expect.any(Object) });
  });
});

test('a first visit downloads at most 250 KB before the sign-in page paints, every script of it in brotli', async () => {
  const browser = await launchBrowser();
  try {
    const figures = await measureFirstPaint(browser, portalUrl(publicRoutes.login));
    const scripts = figures.resources.filter((r) => r.type === 'Script');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((r) => r.encoding !== 'br')).toEqual([]);
    expect(figures.transferredBytes).toBeLessThanOrEqual(FIRST_PAINT_BUDGET_BYTES);
  } finally {
    await browser.close();
  }
});
