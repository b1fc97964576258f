import path from 'node:path';

/** The releases folder: `releases/apps/<id>/<version>/` per remote, `releases/host/<version>/` for the host. */
export function releasesDir(repoRoot: string, env: NodeJS.ProcessEnv = process.env): string {
  return env.PORTAL_RELEASES_DIR ? path.resolve(env.PORTAL_RELEASES_DIR) : path.join(repoRoot, 'releases');
}
