import { createReadStream } from 'node:fs';
import { access, link, mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { assertStorageKey, type DocumentStorage } from './storage';

/**
 * Files in a folder on this machine (the default: `documents` in the data folder), spread over
 * sub-folders by the key's first two characters so that no folder grows too large.
 */
export function folderStorage(root: string): DocumentStorage {
  const fileOf = (key: string) => {
    assertStorageKey(key);
    return path.join(root, key.slice(0, 2), key);
  };
  return {
    async put(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written aside and linked in place, so a reader never sees half a file; a link, unlike a rename, never replaces a file.
      const partial = `${file}.partial`;
      try {
        await writeFile(partial, bytes, { flag: 'wx' });
        await link(partial, file);
      } finally {
        await rm(partial, { force: true });
      }
    },
    async get(key): Promise<Readable> {
      const file = fileOf(key);
      await access(file);
      return createReadStream(file);
    },
    async exists(key) {
      const file = fileOf(key);
      try {
        await access(file);
        return true;
      } catch {
        return false;
      }
    },
  };
}
