import { AppPermissions, appById, canViewRoute, permissionCatalogue } from '@portal/shared-contracts';
import { accessRuleFault, routeAccessTable, type RouteAccess, type RouteAccessEntry } from '@portal/service-kit';
import { demoAccounts } from '@portal/service-identity';
import { startTestPortal, type TestPortal, type TestResponse } from '../src/testing';
import { services } from '../src/registry';

/**
 * Generated from the running services: every route of every service, as the service registered it
 * with its declared access, called without a token and as every demo account, in an LEA of theirs
 * and in one that is not. Ids in paths name no record and bodies are empty, so a caller who may
 * make the call meets 400, 404 or an answer, never 401 or 403; one who may not meets 403 and
 * never a 2xx; no call answers 5xx. An account's own LEA is its first (Adams for the state-wide
 * accounts, none for the requester); the other LEA is one it does not belong to, and every call
 * but a public one naming it is refused, so no route hands out another LEA's data.
 */
let portal: TestPortal;
const heldBy = new Map<string, Set<string>>();
const leasOf = new Map<string, number[]>();
let adamsId: number;
let otherLeaId: number;

beforeAll(async () => {
  portal = await startTestPortal();
  const rows = await portal.db
    .selectFrom('directory.users as u')
    .innerJoin('directory.user_permissions as p', 'p.user_id', 'u.id')
    .select(['u.email', 'p.permission'])
    .execute();
  for (const { email, permission } of rows)
    heldBy.set(email as string, (heldBy.get(email as string) ?? new Set()).add(permission as string));
  const memberships = await portal.db
    .selectFrom('directory.users as u')
    .innerJoin('directory.user_leas as l', 'l.user_id', 'u.id')
    .select(['u.email', 'l.lea_id'])
    .orderBy('l.lea_id')
    .execute();
  for (const { email, lea_id } of memberships) leasOf.set(email as string, [...(leasOf.get(email as string) ?? []), lea_id as number]);
  adamsId = leasOf.get('districtuser@example.org')![0]!;
  const other = await portal.db
    .selectFrom('directory.leas')
    .select('id')
    .where('id', '!=', adamsId)
    .where('is_nde_level_district', '=', false)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  otherLeaId = other.id as number;
}, 120_000);
afterAll(() => portal?.close());

const appPermissions = new Set<string>(Object.values(AppPermissions));
const bodyFor = (method: string) => (method === 'PATCH' ? [] : ['POST', 'PUT'].includes(method) ? {} : undefined);
/** What the kit's auth plugin answers a request without a valid token. */
const TOKEN_REFUSED = 'The access token is missing, expired or not valid.';

interface MatrixRoute extends RouteAccessEntry {
  service: string;
}

const everyRoute = (): MatrixRoute[] =>
  services.flatMap((def) => routeAccessTable(portal.app(def.name)).map((route) => ({ service: def.name, ...route })));

const kindOf = (access: RouteAccess) => (access.public ? 'public' : access.signedIn ? 'signed-in' : 'permissions');

function mayCall(access: RouteAccess, held: ReadonlySet<string>): boolean {
  if (access.public || access.signedIn) return true;
  const holds = (list: readonly string[] | undefined) => !list || list.some((p) => held.has(p));
  return holds(access.permissions) && holds(access.module);
}

test('every route declares its access: public, any signed-in user, or the permissions it takes', () => {
  const routes = everyRoute();
  expect(routes.length).toBeGreaterThan(100);
  expect(routes.filter((route) => accessRuleFault(route.access) !== null).map((r) => `${r.method} ${r.url}`)).toEqual([]);
  // Each kind is in use, and the App permissions (the admin calls) are among those guarded.
  expect(new Set(routes.map((route) => kindOf(route.access)))).toEqual(new Set(['public', 'signed-in', 'permissions']));
  expect(routes.filter((route) => route.access.permissions?.some((p) => appPermissions.has(p))).length).toBeGreaterThan(5);
});

/** Whether a caller in an LEA of theirs met what the route's access says, and what that is. */
function inOwnLea(access: RouteAccess, may: boolean, status: number): [boolean, string] {
  if (access.public) return [true, 'no 5xx'];
  if (!may) return [status === 403, '403'];
  // A signed-in route may itself refuse a record that is not the caller's (another user's password).
  if (access.signedIn) return [status !== 401, 'not 401'];
  return [status !== 401 && status !== 403, 'neither 401 nor 403'];
}

test('every route answers every demo account, in its own LEA and in another, as its declared access says', async () => {
  // The routes callers reach: the gateway and the Ingress forward /api only (a pod's /metrics is the scraper's).
  const routes = everyRoute().filter((route) => route.url.startsWith('/api/'));
  const call = async (route: MatrixRoute, headers: Record<string, string>) => {
    const payload = bodyFor(route.method);
    return portal.inject({
      method: route.method,
      url: route.url.replace(/:\w+/g, '999999'),
      headers,
      ...(payload !== undefined ? { payload } : {}),
    });
  };
  // A call may end the session it was made in (signing out, POST /api/auth/revoke-token, with the
  // bearer token): a 401 then signs the account in afresh, through the harness, and asks again.
  const tokens = new Map<string, string>();
  const callAs = async (route: MatrixRoute, email: string, leaId: number | null): Promise<TestResponse> => {
    const ask = async () =>
      call(route, { authorization: `Bearer ${tokens.get(email)}`, ...(leaId !== null ? { currentleaid: String(leaId) } : {}) });
    if (!tokens.has(email)) tokens.set(email, await portal.tokenFor(email));
    const res = await ask();
    if (res.statusCode !== 401 || route.access.public) return res;
    tokens.set(email, (await portal.signIn(email)).accessToken);
    return ask();
  };

  const mismatches: string[] = [];
  const check = (route: MatrixRoute, who: string, res: TestResponse, ok: boolean, expected: string) => {
    if (!ok || res.statusCode >= 500) {
      mismatches.push(
        `${who} ${route.method} ${route.url} (${kindOf(route.access)} ${route.access.permissions?.join(' | ') ?? ''}): ${res.statusCode}, expected ${expected}`,
      );
    }
  };
  const refusedToken = (res: TestResponse) => res.statusCode === 401 && (res.json() as { message?: string }).message === TOKEN_REFUSED;

  for (const route of routes) {
    // No token for a public route; a token that is not one for the others (a signed-in twin of a public URL is chosen by it).
    const anonymous = await call(route, route.access.public ? {} : { authorization: 'Bearer not-a-token' });
    check(
      route,
      'anonymous',
      anonymous,
      route.access.public ? !refusedToken(anonymous) : anonymous.statusCode === 401,
      route.access.public ? 'no token refusal' : '401',
    );

    for (const account of demoAccounts) {
      const held = heldBy.get(account.email) ?? new Set<string>();
      const allLeas = held.has(AppPermissions.AllLeas);
      const own = allLeas ? adamsId : (leasOf.get(account.email)?.[0] ?? null);
      const res = await callAs(route, account.email, own);
      check(route, `${account.role} in own LEA`, res, ...inOwnLea(route.access, mayCall(route.access, held), res.statusCode));

      if (allLeas) continue;
      const foreign = await callAs(route, account.email, otherLeaId);
      if (route.access.public) check(route, `${account.role} in another LEA`, foreign, true, 'no 5xx');
      else check(route, `${account.role} in another LEA`, foreign, foreign.statusCode === 403, '403');
    }
  }
  expect(mismatches).toEqual([]);
}, 600_000);

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
