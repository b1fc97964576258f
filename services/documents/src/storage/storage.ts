import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';

/**
 * Where a version's file is kept: a folder or an S3-compatible bucket, behind one interface. Keys are
 * made by `newStorageKey`, never from anything a user sent, so a file name cannot reach a path or a
 * bucket key.
 */
export interface DocumentStorage {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The file as a stream; fails when there is none under the key. */
  get(key: string): Promise<Readable>;
  exists(key: string): Promise<boolean>;
}

const STORAGE_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A new key for a file: a random UUID. */
export const newStorageKey = (): string => randomUUID();

/** Refuses a key `newStorageKey` did not make, so no caller can steer a storage to another place. */
export function assertStorageKey(key: string): void {
  if (!STORAGE_KEY.test(key)) throw new Error(`Not a document storage key: ${JSON.stringify(key)}`);
}
