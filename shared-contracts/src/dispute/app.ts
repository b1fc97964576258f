import { defineApp } from '../app-definition';
import { AppPermissions as A } from '../permissions';
import { DisputePermissions as D } from './permissions';

/** Dispute Resolution: the one place its title, base path, routes and menu are written. */
export const disputeApp = defineApp({
  id: 'dispute',
  remoteName: 'mfe_dispute',
  title: 'Dispute Resolution',
  basePath: '/dispute-resolution',
  apiPrefix: '/api/dispute',
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
  menu: [
    { label: 'Dashboard', route: '' },
    { label: 'Create Request', route: 'request' },
    {
      label: 'Reports',
      route: 'reports',
      children: [
        { label: 'Summary Report', route: 'reports/summary-report' },
        { label: 'State Tracking', route: 'reports/state-tracking' },
      ],
    },
    { label: 'Survey Manager', route: 'survey-manager' },
    { label: 'Manage Email Templates', route: 'email-templates' },
  ],
});
