import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** What a browser downloads and compresses well. Source maps are left out: only an open DevTools fetches them. */
const TEXT_FILE = /\.(js|mjs|css|html|json|svg|txt)$/;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

/** A compressed copy is fresh when it is at least as new as its file (the build keeps independent-packages/ between runs). */
async function isFresh(file: string, copy: string): Promise<boolean> {
  try {
    return (await stat(copy)).mtimeMs >= (await stat(file)).mtimeMs;
  } catch {
    return false;
  }
}

/**
 * Writes `<file>.br` (brotli at its highest quality) and `<file>.gz` (gzip level 9) beside every
 * text file of a built app's folder, so the gateway sends the smallest the browser accepts without
 * compressing on each request. A copy that would not be smaller is not kept: the gateway then
 * sends the file as it is.
 */
export async function precompress(dist: string): Promise<void> {
  const files = (await filesUnder(dist)).filter((file) => TEXT_FILE.test(file));
  await Promise.all(
    files.map(async (file) => {
      const body = await readFile(file);
      const encodings: [string, () => Promise<Buffer>][] = [
        [
          '.br',
          () =>
            brotli(body, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
              },
            }),
        ],
        ['.gz', () => gzipAsync(body, { level: constants.Z_BEST_COMPRESSION })],
      ];
      for (const [extension, compress] of encodings) {
        const copy = file + extension;
        if (await isFresh(file, copy)) continue;
        const compressed = await compress();
        if (compressed.length < body.length) await writeFile(copy, compressed);
        else await rm(copy, { force: true });
      }
    }),
  );
}
