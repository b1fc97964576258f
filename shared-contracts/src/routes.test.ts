import { AppPermissions as A, EcoPermissions as E, PsosPermissions as P, permissionCatalogue } from './permissions';
import { applications, appById, canViewPath, matchRoute, type MenuEntry } from './routes';
import { visibleMenu } from './menu';

test('every route of spec 2 is in the map under its application', () => {
  const paths = applications.flatMap((a) => a.routes.map((r) => (r.path ? `${a.basePath}/${r.path}` : a.basePath)));
  for (const p of [
    '/child-search/search',
    '/child-search/exitscore',
    '/child-search/entryscore',
    '/child-search/status',
    '/child-search/apr-report',
    '/child-search/state-tracking',
    '/child-search/dashboard',
    '/child-search/child-list',
    '/restraint-aversive-intervention/dashboard',
    '/restraint-aversive-intervention/reports',
    '/restraint-aversive-intervention/incidents',
    '/restraint-aversive-intervention/state-tracking',
    '/restraint-aversive-intervention/import',
    '/dispute-resolution/request',
    '/dispute-resolution/reports',
    '/dispute-resolution/reports/summary-report',
    '/dispute-resolution/reports/state-tracking',
    '/dispute-resolution/survey-manager',
    '/dispute-resolution/email-templates',
    '/admin/manage-roles',
    '/admin/manage-roles/permissions',
    '/admin/manage-users',
    '/admin/manage-leas',
    '/admin/manage-text-blocks',
    '/admin/email-logs',
    '/admin/manage-schools',
    '/admin/list-manager',
    '/admin/manage-notification',
    '/admin/admin-utils',
    '/post-school-outcomes/state-tracking',
    '/post-school-outcomes/lea-tracking',
    '/post-school-outcomes/collection-manager',
    '/post-school-outcomes/student-list-manager',
    '/post-school-outcomes/student-list',
    '/post-school-outcomes/survey-manager',
    '/post-school-outcomes/vendor-dashboard',
    '/post-school-outcomes/reports',
    '/monitoring/survey-manager',
    '/monitoring/dashboard',
    '/monitoring/visit',
    '/monitoring/visits',
  ])
    expect(paths).toContain(p);
});

test('every permission a route names is in the catalogue', () => {
  const catalogue = new Set(permissionCatalogue.map((p) => p.value));
  for (const app of applications)
    for (const p of [...app.permissions, ...app.routes.flatMap((r) => r.permissions)]) expect(catalogue.has(p)).toBe(true);
});

test('the most specific route matches', () => {
  expect(matchRoute('/dispute-resolution/reports/summary-report')?.route?.breadcrumb).toBe('Summary Report');
  expect(matchRoute('/dispute-resolution')?.route?.breadcrumb).toBe('Dashboard');
  expect(matchRoute('/admin/manage-roles/permissions/')?.route?.breadcrumb).toBe('Permissions List');
  expect(matchRoute('/faq')).toBeNull();
});

test('spec 6: entry and exit scores need the score-submit permission; state tracking the state user permission', () => {
  const reader = [E.Access];
  expect(canViewPath(reader, '/child-search/search')).toBe(true);
  expect(canViewPath(reader, '/child-search/entryscore')).toBe(false);
  expect(canViewPath([...reader, E.SubmitScores], '/child-search/exitscore')).toBe(true);
  expect(canViewPath([...reader, E.SubmitScores], '/child-search/state-tracking')).toBe(false);
  expect(canViewPath([...reader, A.StateUser], '/child-search/state-tracking')).toBe(true);
  expect(canViewPath([E.SubmitScores], '/child-search/entryscore')).toBe(false);
});

test('spec 2: the Admin pages require an admin user as well as the page key', () => {
  expect(canViewPath([A.RolesManage], '/admin/admin-utils')).toBe(false);
  expect(canViewPath([A.StateAdmin, A.RolesManage], '/admin/admin-utils')).toBe(true);
});

test('the menu shows a section only with at least one visible item, and groups keep only visible children', () => {
  const menu = visibleMenu([P.Access, P.DistrictDashboardView, A.LocalAdmin, A.JurisdictionUsersView]);
  expect(menu.map((s) => s.label)).toEqual(['Post-School Outcomes Survey', 'Admin']);
  expect(menu[0]!.entries).toEqual([{ label: 'District Dashboard', path: '/post-school-outcomes/lea-tracking' }]);
  expect(menu[1]!.entries).toEqual([{ label: 'Manage Users', path: '/admin/manage-users' }]);
  expect(visibleMenu([])).toEqual([]);
  const all = visibleMenu(permissionCatalogue.map((p) => p.value));
  expect(
    all
      .find((s) => s.app === 'admin')!
      .entries.find((e) => e.label === 'Roles & Permissions')!
      .children!.map((c) => c.label),
  ).toEqual(['Manage Roles', 'Permissions List']);
  // Spec 2's Admin items, then the Audit Log, Admin Utilities, Mail Templates and Calendars, which its menu leaves unreachable.
  expect(all.find((s) => s.app === 'admin')!.entries.map((e) => e.label)).toEqual([
    'Manage Users',
    'Roles & Permissions',
    'Manage LEAs',
    'Manage Schools',
    'Email Logs',
    'Manage Text Blocks',
    'List Manager',
    'Manage Notification Events',
    'Audit Log',
    'Admin Utilities',
    'Mail Templates',
    'Calendars',
  ]);
  expect(appById('dispute').routes.length).toBe(7);
});

test('every menu item names a route of its own application, and no two applications share an id, name, base path or API prefix', () => {
  const routesOf = (entries: readonly MenuEntry[]): string[] =>
    entries.flatMap((e) => [...(e.route !== undefined ? [e.route] : []), ...routesOf(e.children ?? [])]);
  for (const app of applications) for (const route of routesOf(app.menu)) expect(app.routes.map((r) => r.path)).toContain(route);
  for (const key of ['id', 'remoteName', 'basePath', 'apiPrefix'] as const)
    expect(new Set(applications.map((a) => a[key])).size).toBe(applications.length);
});
