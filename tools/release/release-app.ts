import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { releasesDir } from '../portal/releases';
import { repoRoot } from './sdk-surface';

/**
 * `npm run release -w @portal/mfe-eco` (or `-w @portal/host-shell`): builds the app for
 * production and copies the build into its immutable versioned folder, `releases/apps/<id>/<version>/`
 * (`releases/host/<version>/` for the host). A version is released once: to release again, raise
 * the version in the app's package.json. Promoting it is a separate step (`npm run remotes`).
 */
const appRoot = process.cwd();
const manifest = JSON.parse(readFileSync(path.join(appRoot, 'package.json'), 'utf8')) as {
  name: string;
  version: string;
  dependencies?: Record<string, string>;
};
const folder = path.basename(appRoot);
const target =
  folder === 'host-shell'
    ? path.join(releasesDir(repoRoot), 'host', manifest.version)
    : folder.startsWith('mfe-')
      ? path.join(releasesDir(repoRoot), 'apps', folder.slice('mfe-'.length), manifest.version)
      : null;
if (!target) {
  console.error(`${manifest.name} is not the host or a remote: only those are released.`);
  process.exit(1);
}
if (existsSync(target)) {
  console.error(
    `${manifest.name} ${manifest.version} is already released (${path.relative(repoRoot, target)}). A release never changes: raise the version in ${folder}/package.json to release again.`,
  );
  process.exit(1);
}

const build = spawnSync('npx', ['nx', 'run', `${manifest.name}:build`, '--outputStyle=static'], {
  cwd: repoRoot,
  stdio: 'inherit',
  env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' },
});
if (build.status !== 0) {
  console.error('The build failed; see the output above. Nothing was released.');
  process.exit(build.status ?? 1);
}
// Written beside, then moved in whole, so a half-copied folder is never taken for a release.
const partial = `${target}.partial-${process.pid}`;
mkdirSync(path.dirname(target), { recursive: true });
cpSync(path.join(appRoot, 'dist'), partial, { recursive: true });
const commit = spawnSync('git', ['rev-parse', 'HEAD'], { cwd: repoRoot, encoding: 'utf8' }).stdout.trim() || null;
writeFileSync(
  path.join(partial, 'release.json'),
  `${JSON.stringify({ app: manifest.name, version: manifest.version, sdkRange: manifest.dependencies?.['@portal/shared-contracts'] ?? null, commit, releasedAt: new Date().toISOString() }, null, 2)}\n`,
);
renameSync(partial, target);
console.log(`Released ${manifest.name} ${manifest.version} to ${path.relative(repoRoot, target)}.`);
