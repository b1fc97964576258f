import { spawnSync } from 'node:child_process';

/**
 * Builds the host and the remotes through Nx, whose cache makes this a quick
 * no-op when nothing changed since the last build.
 */
export function buildApps(repoRoot: string): void {
  console.log('Building the host and the six applications (cached when unchanged)...');
  const result = spawnSync(
    'npx',
    ['nx', 'run-many', '-t', 'build', '--projects=@portal/host-shell,@portal/mfe-*', '--parallel=2', '--outputStyle=static'],
    {
      cwd: repoRoot,
      stdio: 'inherit',
      env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' },
    },
  );
  if (result.status !== 0) {
    console.error('The build failed; see the output above.');
    process.exit(result.status ?? 1);
  }
}
