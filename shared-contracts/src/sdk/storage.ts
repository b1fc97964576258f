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
    clearDisputeRequest();
    globalThis.sessionStorage?.clear();
  },
};

export function customKey(name: string): CustomStorageKey {
  if (reserved.has(name)) throw new Error(`Storage key '${name}' is reserved`);
  return name as CustomStorageKey;
}

/** The dispute-resolution request being filled in: written by that application, cleared by the shell. */
export const DisputeRequestKeys = {
  requestId: customKey('disputeResolutionId'),
  formId: customKey('disputeResolutionFormId'),
} as const;

/** Spec 2: leaving the request page (and signing out) forgets the request in progress. */
export function clearDisputeRequest(): void {
  for (const key of Object.values(DisputeRequestKeys)) storage.remove(key);
}
