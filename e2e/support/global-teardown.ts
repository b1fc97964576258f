import { stopPortal, type PortalProcess } from './portal-process';

export default async function globalTeardown() {
  const portal = (globalThis as { __portal?: PortalProcess }).__portal;
  if (portal) await stopPortal(portal);
}
