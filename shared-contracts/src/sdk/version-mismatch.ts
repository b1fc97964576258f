import { createStore } from 'zustand/vanilla';
import { VersionMismatch } from '../app-version';

/** Set once a service has found this page's version too old; the shell then shows the Version Mismatch dialog. */
export const versionMismatchStore = createStore<{ mismatch: boolean }>()(() => ({ mismatch: false }));

export function isVersionMismatch(): boolean {
  return versionMismatchStore.getState().mismatch;
}

/** Notes a service's answer that this page is out of date (426 with VERSION_MISMATCH). */
export async function noteVersionMismatch(response: Response): Promise<void> {
  if (response.status !== VersionMismatch.status) return;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { code?: unknown } | null;
  if (body?.code === VersionMismatch.code) versionMismatchStore.setState({ mismatch: true });
}
