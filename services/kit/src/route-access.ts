import type { FastifyInstance } from 'fastify';
import type { RouteAccess } from './plugins/auth';

/** A route as the service registered it, with the access rule the auth plugin enforces. */
export interface RouteAccessEntry {
  method: string;
  url: string;
  access: RouteAccess | undefined;
}

const tables = new WeakMap<FastifyInstance, RouteAccessEntry[]>();

/** Starts recording the app's routes and their access rules; call before the routes are registered. */
export function recordRouteAccess(app: FastifyInstance): void {
  const entries: RouteAccessEntry[] = [];
  tables.set(app, entries);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') entries.push({ method, url: route.url, access: route.config?.access });
    }
  });
}

/** Every route of a built service with its access rule: what the generated permission test walks. */
export function routeAccessTable(app: FastifyInstance): readonly RouteAccessEntry[] {
  return tables.get(app) ?? [];
}
