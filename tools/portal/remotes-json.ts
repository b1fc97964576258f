import { readFile } from 'node:fs/promises';
import { applications } from '@portal/shared-contracts';

export interface RemotesJson {
  remotes: { id: string; name: string; entry: string; basePath: string; title: string }[];
}

/** Where each remote's built assets are served: under /apps/<id>/, clear of the app routes. */
export function remoteAssetPath(id: string): string {
  return `/apps/${id}/`;
}

export function defaultRemotesJson(): RemotesJson {
  return {
    remotes: applications.map((app) => ({
      id: app.id,
      name: app.remoteName,
      entry: `${remoteAssetPath(app.id)}mf-manifest.json`,
      basePath: app.basePath,
      title: app.title,
    })),
  };
}

/**
 * The environment's remotes.json: the file named by REMOTES_JSON when set (read on
 * every request, so promoting or rolling back a remote is an edit of that file),
 * else the default that points at the remotes built in this checkout.
 */
export async function currentRemotesJson(file: string | undefined): Promise<RemotesJson> {
  if (!file) return defaultRemotesJson();
  return JSON.parse(await readFile(file, 'utf8')) as RemotesJson;
}
