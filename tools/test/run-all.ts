import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';

/**
 * `npm test`: type-check and lint everything, run the tools' tests (the Kubernetes manifests rendered
 * and checked against the schemas, the Dockerfiles, the production artefacts started from their
 * folders) and every package's tests through Nx, build the apps, then drive the running portal in
 * Chromium. Each step is reported; the end-to-end step needs the build.
 */
const repoRoot = path.resolve(import.meta.dirname, '../..');
// Service logs of the whole run, kept for the secrets scan at the end.
const logDir = path.join(repoRoot, '.test-output/logs');
rmSync(logDir, { recursive: true, force: true });
mkdirSync(logDir, { recursive: true });
const env = {
  ...process.env,
  NX_DAEMON: 'false',
  NX_NO_CLOUD: 'true',
  FORCE_COLOR: process.env.CI ? '0' : '1',
  PORTAL_TEST_LOG_DIR: logDir,
};

function run(title: string, command: string, args: string[]): boolean {
  console.log(`\n=== ${title}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: repoRoot, stdio: 'inherit', env });
  const ok = result.status === 0;
  console.log(`=== ${title}: ${ok ? 'passed' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return ok;
}

const nx = ['nx', 'run-many', '--outputStyle=static', '--parallel=2'];
const results: [string, boolean][] = [];
results.push([
  'lockfile installs with npm ci',
  run('lockfile installs with npm ci', 'npx', ['tsx', 'tools/lockfile/record-foreign-platform-packages.ts', '--check']),
]);
results.push(['type-check packages', run('type-check packages', 'npx', [...nx, '-t', 'typecheck'])]);
results.push(['lint', run('lint', 'npm', ['run', 'lint'])]);
results.push(['type-check tools and e2e', run('type-check tools and e2e', 'npx', ['tsc', '-p', 'tsconfig.tools.json', '--noEmit'])]);
results.push([
  'tools tests (manifests, Dockerfiles, artefacts, releases)',
  run('tools tests (manifests, Dockerfiles, artefacts, releases)', 'npm', ['run', 'test:tools']),
]);
results.push(['unit and service tests', run('unit and service tests', 'npx', [...nx, '-t', 'test', '--skip-nx-cache'])]);
const built = run('build the apps', 'npx', [...nx, '-t', 'build', '--projects=@portal/host-shell,@portal/mfe-*']);
results.push(['build the apps', built]);
if (built) results.push(['browser tests', run('browser tests', 'npm', ['run', 'test:e2e'])]);
results.push(['no secrets in the logs', run('no secrets in the logs', 'npx', ['tsx', 'tools/test/scan-logs.ts', logDir])]);

const failed = results.filter(([, ok]) => !ok);
console.log('\nSummary:');
for (const [title, ok] of results) console.log(`  ${ok ? 'ok    ' : 'FAILED'} ${title}`);
process.exit(failed.length === 0 ? 0 : 1);
