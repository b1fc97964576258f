import type { PortalProcess } from './portal-process';

export default async function globalTeardown() {
  const portal = (globalThis as { __portal?: PortalProcess }).__portal;
  if (!portal || portal.child.exitCode !== null) return;
  await new Promise<void>((resolve) => {
    portal.child.once('exit', () => resolve());
    portal.child.kill('SIGTERM');
  });
}
