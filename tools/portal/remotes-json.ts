import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { applications } from '@portal/shared-contracts';

/**
 * The environment's remotes.json: which release of each remote the host loads. Titles and base
 * paths are the applications' own (shared-contracts), so this file carries only what a release
 * changes; `history` holds the versions promoted before, newest last, for a rollback.
 */
export interface RemotesJson {
  remotes: RemoteRelease[];
}

export interface RemoteRelease {
  id: string;
  /** Module Federation container name. */
  name: string;
  version: string;
  /** URL of the release's mf-manifest.json. */
  entry: string;
  history?: string[];
}

const repoRoot = path.resolve(import.meta.dirname, '../..');

/** Where a remote's release is served: under /apps/<id>/<version>/, clear of the app routes. */
export function remoteAssetPath(id: string, version: string): string {
  return `/apps/${id}/${version}/`;
}

/** The version in a workspace's package.json: what its build in this checkout is. */
export function checkoutVersion(folder: string): string {
  return (JSON.parse(readFileSync(path.join(repoRoot, folder, 'package.json'), 'utf8')) as { version: string }).version;
}

/** Every remote at the version built in this checkout. */
export function defaultRemotesJson(): RemotesJson {
  return {
    remotes: applications.map((app) => {
      const version = checkoutVersion(`mfe-${app.id}`);
      return { id: app.id, name: app.remoteName, version, entry: `${remoteAssetPath(app.id, version)}mf-manifest.json` };
    }),
  };
}

/**
 * The environment's remotes.json: the file named by REMOTES_JSON when set (read on every request,
 * so a promotion or a rollback takes effect at the next page load), else the checkout's builds.
 */
export async function currentRemotesJson(file: string | undefined): Promise<RemotesJson> {
  if (!file) return defaultRemotesJson();
  return JSON.parse(await readFile(file, 'utf8')) as RemotesJson;
}
