import { StorageKeys, type StorageKey } from '../constants';

const reserved = new Set<string>(Object.values(StorageKeys));

/** A key of other code's own, made by `customKey`: never one of the reserved names. */
export type CustomStorageKey = string & { readonly customStorageKey: true };

/**
 * Browser storage for the keys of spec 3. Other code that wants storage passes
 * its own key through `customKey`, which refuses the reserved names so that no
 * application can overwrite the session by accident.
 */
export const storage = {
  get<T>(key: StorageKey | CustomStorageKey): T | null {
    const raw = globalThis.localStorage?.getItem(key);
    if (raw == null) return null;
    try {
      return JSON.parse(raw) as T;
    } catch {
      return null;
    }
  },
  set(key: StorageKey | CustomStorageKey, value: unknown): void {
    globalThis.localStorage?.setItem(key, JSON.stringify(value));
  },
  remove(key: StorageKey | CustomStorageKey): void {
    globalThis.localStorage?.removeItem(key);
  },
  clearSession(): void {
    for (const key of reserved) {
      if (key === StorageKeys.language || key === StorageKeys.currentLea || key === StorageKeys.currentSchoolYear) continue;
      globalThis.localStorage?.removeItem(key);
    }
    for (const key of sessionKeysStored()) globalThis.localStorage?.removeItem(key);
    globalThis.sessionStorage?.clear();
  },
};

export function customKey(name: string): CustomStorageKey {
  if (reserved.has(name)) throw new Error(`Storage key '${name}' is reserved`);
  return name as CustomStorageKey;
}

// Marks the keys `sessionKey` makes, so that signing out finds them without knowing any application.
const SESSION_KEY_PREFIX = 'session.';

/** A key of an application's own for what belongs to the signed-in user's work: signing out forgets it. */
export function sessionKey(name: string): CustomStorageKey {
  return customKey(`${SESSION_KEY_PREFIX}${name}`);
}

function sessionKeysStored(): string[] {
  const store = globalThis.localStorage;
  if (!store) return [];
  return Array.from({ length: store.length }, (_, i) => store.key(i)).filter((key): key is string => !!key?.startsWith(SESSION_KEY_PREFIX));
}
