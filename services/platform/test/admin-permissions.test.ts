import { AppPermissions, appById, canViewRoute, permissionCatalogue } from '@portal/shared-contracts';
import { routeAccessTable } from '@portal/service-kit';
import { demoAccounts } from '@portal/service-identity';
import { startTestPortal, type TestPortal } from '../src/testing';
import { services } from '../src/registry';

/**
 * Generated from the running services: every route that an App permission guards (the admin
 * calls, and any other), called by every demo account, must be refused with 403 exactly when the
 * account's roles hold none of the route's permissions. Ids in paths name no record and bodies
 * are empty, so an account that may make the call meets 400, 404 or an answer, never 403.
 */
let portal: TestPortal;
const heldBy = new Map<string, Set<string>>();

beforeAll(async () => {
  portal = await startTestPortal();
  const rows = await portal.db
    .selectFrom('directory.users as u')
    .innerJoin('directory.user_permissions as p', 'p.user_id', 'u.id')
    .select(['u.email', 'p.permission'])
    .execute();
  for (const { email, permission } of rows)
    heldBy.set(email as string, (heldBy.get(email as string) ?? new Set()).add(permission as string));
}, 120_000);
afterAll(() => portal?.close());

const appPermissions = new Set<string>(Object.values(AppPermissions));
const bodyFor = (method: string) => (method === 'PATCH' ? [] : ['POST', 'PUT'].includes(method) ? {} : undefined);

test('every App-guarded call answers 403 exactly to the demo roles that lack its permission', async () => {
  const guarded = services.flatMap((def) =>
    routeAccessTable(portal.app(def.name))
      .filter((route) => route.access?.permissions?.some((p) => appPermissions.has(p)))
      .map((route) => ({ service: def.name, ...route, permissions: route.access!.permissions! })),
  );
  expect(guarded.length).toBeGreaterThan(5);

  const mismatches: string[] = [];
  for (const account of demoAccounts) {
    const held = heldBy.get(account.email) ?? new Set<string>();
    const authorization = `Bearer ${await portal.tokenFor(account.email)}`;
    for (const route of guarded) {
      const url = route.url.replace(/:\w+/g, '999999');
      const payload = bodyFor(route.method);
      const res = await portal.inject({
        method: route.method,
        url,
        headers: { authorization },
        ...(payload !== undefined ? { payload } : {}),
      });
      const allowed = route.permissions.some((p) => held.has(p));
      if ((res.statusCode === 403) === allowed || res.statusCode === 401 || res.statusCode >= 500) {
        mismatches.push(`${account.role} ${route.method} ${route.url} (${route.permissions.join(' | ')}): ${res.statusCode}`);
      }
    }
  }
  expect(mismatches).toEqual([]);
}, 300_000);

test('each admin page is open exactly to the demo roles holding its key (and only to admin users)', () => {
  const admin = appById('admin');
  const catalogue = new Set(permissionCatalogue.map((p) => p.value as string));
  for (const route of admin.routes) {
    for (const key of route.permissions) expect(catalogue.has(key)).toBe(true);
    for (const account of demoAccounts) {
      const held = heldBy.get(account.email) ?? new Set<string>();
      const isAdmin = [AppPermissions.SiteAdmin, AppPermissions.StateAdmin, AppPermissions.LocalAdmin].some((p) => held.has(p));
      expect([account.role, route.path, canViewRoute(held, admin, route)]).toEqual([
        account.role,
        route.path,
        isAdmin && route.permissions.some((p) => held.has(p)),
      ]);
    }
  }
});
