import { hasAnyPermission, isAdminUser } from './permissions';
import type { AppDef, AppId, RouteDef } from './app-definition';
import { restraintApp } from './restraint/app';
import { ecoApp } from './eco/app';
import { psosApp } from './psos/app';
import { disputeApp } from './dispute/app';
import { monitoringApp } from './monitoring/app';
import { adminApp } from './admin/app';

export type { AppDef, AppId, MenuEntry, RouteDef } from './app-definition';
export { defineApp } from './app-definition';

/**
 * The route map of spec section 2, in the sidebar's order: each application's definition, written
 * once in its own contract folder. The menu, the dashboard tiles, the route guards, remotes.json
 * and the services all read this one list.
 */
export const applications: readonly AppDef[] = [restraintApp, ecoApp, psosApp, disputeApp, monitoringApp, adminApp];

/** Shell routes that are not applications. Signed in is enough for these. */
export const shellRoutes = {
  dashboard: { path: '/', breadcrumb: 'Dashboard' },
  notificationSettings: { path: '/notification-settings', breadcrumb: 'Notification Settings' },
  account: { path: '/account', breadcrumb: 'Account' },
  contact: { path: '/contact', breadcrumb: 'Contact' },
  faq: { path: '/faq', breadcrumb: 'FAQ' },
} as const;

/** Routes outside the guarded shell (spec 2). */
export const publicRoutes = {
  login: '/auth/login',
  register: '/auth/register',
  newRegister: '/auth/new-register',
  accountCreated: '/auth/account-created',
  resetPassword: '/auth/reset-password',
  confirmEmail: '/auth/confirm-email',
  drRequest: '/dr-request',
  drPublic: '/dr-public',
  signForm: '/sign-form',
  psosPublic: psosApp.publicPath,
} as const;

export function appById(id: AppId): AppDef {
  const app = applications.find((a) => a.id === id);
  if (!app) throw new Error(`Unknown application ${id}`);
  return app;
}

/** Finds the route definition for a browser path, the most specific match first. */
export function matchRoute(pathname: string): { app: AppDef; route: RouteDef | null } | null {
  const clean = pathname.replace(/\/+$/, '') || '/';
  for (const app of applications) {
    if (clean !== app.basePath && !clean.startsWith(`${app.basePath}/`)) continue;
    const rest = clean.slice(app.basePath.length + 1);
    const route =
      [...app.routes].sort((a, b) => b.path.length - a.path.length).find((r) => rest === r.path || rest.startsWith(`${r.path}/`)) ?? null;
    return { app, route };
  }
  return null;
}

/** Spec 6: a route opens when the user holds any one of its permissions (and may open the app). */
export function canViewRoute(held: Iterable<string>, app: AppDef, route: RouteDef | null): boolean {
  const set = new Set(held);
  if (app.id === 'admin' && !isAdminUser(set)) return false;
  if (!hasAnyPermission(set, app.permissions)) return false;
  return route ? hasAnyPermission(set, route.permissions) : true;
}

export function canViewPath(held: Iterable<string>, pathname: string): boolean {
  const match = matchRoute(pathname);
  if (!match) return true;
  return canViewRoute(held, match.app, match.route);
}

/** The applications the user may open (spec 6: site admins get all of them through their permissions). */
export function allowedApplications(held: Iterable<string>): AppDef[] {
  const set = new Set(held);
  return applications.filter((a) => canViewRoute(set, a, null));
}
