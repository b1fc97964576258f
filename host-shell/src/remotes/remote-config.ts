import { type AppId } from '@portal/shared-contracts';

/** One entry of the per-environment remotes.json the host reads at start. */
export interface RemoteEntry {
  id: AppId;
  /** Module Federation container name. */
  name: string;
  version: string;
  /** URL of the release's mf-manifest.json; the title and base path are the application's own. */
  entry: string;
}

let config: Promise<RemoteEntry[]> | null = null;

/**
 * Promoting or rolling back a remote is an edit of remotes.json. It is read once
 * per page load, and again when the user retries an application that failed.
 */
export function loadRemoteConfig({ fresh = false } = {}): Promise<RemoteEntry[]> {
  if (fresh) config = null;
  config ??= fetch('/remotes.json', { cache: 'no-cache' })
    .then((r) => {
      if (!r.ok) throw new Error(`remotes.json answered ${r.status}`);
      return r.json() as Promise<{ remotes: RemoteEntry[] }>;
    })
    .then((body) => body.remotes)
    .catch((error: unknown) => {
      config = null;
      throw error;
    });
  return config;
}
