import type { FastifyInstance } from 'fastify';
import type { RouteAccess } from './plugins/auth';

/** A route as the service registered it, with the access rule the auth plugin enforces. */
export interface RouteAccessEntry {
  method: string;
  url: string;
  access: RouteAccess;
}

const tables = new WeakMap<FastifyInstance, RouteAccessEntry[]>();

/** Any signed-in user, whatever their permissions: for routes that answer only about the caller. */
export const signedInAccess: { access: RouteAccess } = { access: { signedIn: true } };

/** What is wrong with a route's access rule, or null when it declares exactly one kind of access. */
export function accessRuleFault(access: RouteAccess | undefined): string | null {
  if (!access) return 'declares no access';
  const kinds = [access.public === true, access.signedIn === true, access.permissions !== undefined].filter(Boolean).length;
  if (kinds !== 1) return 'must declare exactly one of public, signedIn or permissions';
  if (access.permissions?.length === 0 || access.module?.length === 0) return 'names an empty permission list, which no one holds';
  if (access.module && !access.permissions) return 'names module permissions without the route’s own';
  return null;
}

/**
 * Starts recording the app's routes and their access rules; call before the routes are registered.
 * A route whose access is not declared stops the registration, so the service does not start:
 * forgetting it would otherwise mean "any signed-in user" without anyone deciding so.
 */
export function recordRouteAccess(app: FastifyInstance): void {
  const entries: RouteAccessEntry[] = [];
  tables.set(app, entries);
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat().filter((method) => method !== 'HEAD');
    if (methods.length === 0) return;
    const access = route.config?.access;
    const fault = accessRuleFault(access);
    if (fault) {
      throw new Error(
        `${methods.join(', ')} ${route.url} ${fault}: give it config.access { public: true }, { signedIn: true } or { permissions: [...] }.`,
      );
    }
    for (const method of methods) entries.push({ method, url: route.url, access: access! });
  });
}

/** Every route of a built service with its access rule: what the generated permission test walks. */
export function routeAccessTable(app: FastifyInstance): readonly RouteAccessEntry[] {
  return tables.get(app) ?? [];
}
