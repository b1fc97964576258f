import {
  AppPermissions as A,
  DisputePermissions as D,
  EcoPermissions as E,
  MonitoringPermissions as M,
  PsosPermissions as P,
  RestraintPermissions as R,
  hasAnyPermission,
  isAdminUser,
  type Permission,
} from './permissions';

/**
 * The route map of spec section 2, with the permissions each route accepts
 * (any one of them grants access). The menu, the dashboard tiles, the route
 * guards and the services all read this one table.
 */
export interface RouteDef {
  /** Path relative to the application's base path ('' is the base itself). */
  path: string;
  breadcrumb: string;
  permissions: readonly Permission[];
}

export type AppId = 'restraint' | 'eco' | 'psos' | 'dispute' | 'monitoring' | 'admin';

export interface AppDef {
  id: AppId;
  /** Module Federation container name. */
  remoteName: string;
  title: string;
  basePath: string;
  /** Permissions that open the application at all. */
  permissions: readonly Permission[];
  routes: readonly RouteDef[];
}

const stateTracking = [A.StateUser, A.StateAdmin] as const;
const restraintReports = [
  R.DistrictReportView,
  R.SchoolReportView,
  R.StudentReportView,
  R.TeacherReportView,
  R.IncidentReportView,
] as const;

export const applications: readonly AppDef[] = [
  {
    id: 'restraint',
    remoteName: 'mfe_restraint',
    title: 'Restraint & Aversive Intervention',
    basePath: '/restraint-aversive-intervention',
    permissions: [R.Access],
    routes: [
      { path: 'dashboard', breadcrumb: 'Dashboard', permissions: [R.Access] },
      { path: 'reports', breadcrumb: 'Reports', permissions: restraintReports },
      { path: 'incidents', breadcrumb: 'Incidents', permissions: [R.ViolationListView, R.ViolationView] },
      { path: 'state-tracking', breadcrumb: 'State Tracking', permissions: stateTracking },
      { path: 'import', breadcrumb: 'Data Import', permissions: [R.DataImport] },
    ],
  },
  {
    id: 'eco',
    remoteName: 'mfe_eco',
    title: 'Early Childhood Outcomes',
    basePath: '/child-search',
    permissions: [E.Access],
    routes: [
      { path: 'search', breadcrumb: 'Child Search', permissions: [E.Access] },
      // Those who enter and submit ratings, and the state staff who finalize and unlock them, work on these pages.
      { path: 'entryscore', breadcrumb: 'Entry Score', permissions: [E.SubmitScores, E.FinalizeScores, E.Unlock] },
      { path: 'exitscore', breadcrumb: 'Exit Score', permissions: [E.SubmitScores, E.FinalizeScores, E.Unlock] },
      { path: 'status', breadcrumb: 'Status', permissions: [E.Access] },
      { path: 'apr-report', breadcrumb: 'Reports', permissions: [E.ReportsView] },
      { path: 'state-tracking', breadcrumb: 'State Tracking', permissions: stateTracking },
      { path: 'dashboard', breadcrumb: 'Dashboard', permissions: [E.Access] },
      { path: 'child-list', breadcrumb: 'Child List', permissions: [E.Access] },
    ],
  },
  {
    id: 'psos',
    remoteName: 'mfe_psos',
    title: 'Post-School Outcomes Survey',
    basePath: '/post-school-outcomes',
    permissions: [P.Access],
    routes: [
      { path: 'state-tracking', breadcrumb: 'State Tracking', permissions: [P.TrackingView] },
      { path: 'lea-tracking', breadcrumb: 'District Dashboard', permissions: [P.DistrictDashboardView] },
      { path: 'vendor-dashboard', breadcrumb: 'Vendor Dashboard', permissions: [P.VendorDashboardView] },
      { path: 'collection-manager', breadcrumb: 'Collection Manager', permissions: [P.CollectionView] },
      { path: 'student-list-manager', breadcrumb: 'Student List Manager', permissions: [P.StudentListView] },
      { path: 'student-list', breadcrumb: 'Student List', permissions: [P.StudentListView] },
      { path: 'survey-manager', breadcrumb: 'Survey Manager', permissions: [P.SurveyListView] },
      { path: 'reports', breadcrumb: 'Reports', permissions: [P.ReportsView] },
    ],
  },
  {
    id: 'dispute',
    remoteName: 'mfe_dispute',
    title: 'Dispute Resolution',
    basePath: '/dispute-resolution',
    permissions: [D.Access],
    routes: [
      { path: '', breadcrumb: 'Dashboard', permissions: [D.Access] },
      { path: 'request', breadcrumb: 'Create Request', permissions: [D.RequestsCreate, D.RequestsView] },
      { path: 'reports', breadcrumb: 'Reports', permissions: [D.ReportsView] },
      { path: 'reports/summary-report', breadcrumb: 'Summary Report', permissions: [D.SummaryReport] },
      { path: 'reports/state-tracking', breadcrumb: 'State Tracking', permissions: [D.StateTracking] },
      // Spec 6 names no survey permission for dispute resolution: surveys are run by state admins.
      { path: 'survey-manager', breadcrumb: 'Survey Manager', permissions: [A.StateAdmin] },
      { path: 'email-templates', breadcrumb: 'Manage Email Templates', permissions: [D.EmailTemplatesManage] },
    ],
  },
  {
    id: 'monitoring',
    remoteName: 'mfe_monitoring',
    title: 'Monitoring',
    basePath: '/monitoring',
    permissions: [M.Access],
    routes: [
      { path: 'dashboard', breadcrumb: 'Dashboard', permissions: [M.DashboardView] },
      { path: 'visit', breadcrumb: 'Visit', permissions: [M.VisitView] },
      { path: 'visits', breadcrumb: 'Visit', permissions: [M.VisitView] },
      { path: 'survey-manager', breadcrumb: 'Survey Manager', permissions: [M.SurveyManage] },
    ],
  },
  {
    id: 'admin',
    remoteName: 'mfe_admin',
    title: 'Admin',
    basePath: '/admin',
    permissions: [A.SiteAdmin, A.StateAdmin, A.LocalAdmin],
    routes: [
      { path: 'manage-users', breadcrumb: 'Manage Users', permissions: [A.UsersView, A.JurisdictionUsersView] },
      { path: 'manage-roles', breadcrumb: 'Manage Roles', permissions: [A.RolesView, A.RolesManage] },
      { path: 'manage-roles/permissions', breadcrumb: 'Permissions List', permissions: [A.RolesView, A.RolesManage] },
      { path: 'manage-leas', breadcrumb: 'Manage LEAs', permissions: [A.LeasManage] },
      { path: 'manage-schools', breadcrumb: 'Manage Schools', permissions: [A.SchoolsManage] },
      { path: 'email-logs', breadcrumb: 'Email Logs', permissions: [A.EmailLogsView] },
      { path: 'manage-text-blocks', breadcrumb: 'Manage Text Blocks', permissions: [A.TextBlocksManage] },
      { path: 'list-manager', breadcrumb: 'List Manager', permissions: [A.ListManagerManage] },
      { path: 'manage-notification', breadcrumb: 'Manage Notification Events', permissions: [A.NotificationManage] },
      { path: 'admin-utils', breadcrumb: 'Admin Utilities', permissions: [A.RolesManage] },
      { path: 'audit-log', breadcrumb: 'Audit Log', permissions: [A.AuditLogView] },
    ],
  },
];

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
  drRequest: '/dr-request',
  drPublic: '/dr-public',
  signForm: '/sign-form',
  psosPublic: '/psos-public',
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
