import { defineApp } from '../app-definition';
import { MonitoringPermissions as M } from './permissions';

/** Monitoring: the one place its title, base path, routes and menu are written. */
export const monitoringApp = defineApp({
  id: 'monitoring',
  remoteName: 'mfe_monitoring',
  title: 'Monitoring',
  basePath: '/monitoring',
  apiPrefix: '/api/monitoring',
  permissions: [M.Access],
  routes: [
    { path: 'dashboard', breadcrumb: 'Dashboard', permissions: [M.DashboardView] },
    { path: 'visit', breadcrumb: 'Visit', permissions: [M.VisitView] },
    { path: 'visits', breadcrumb: 'Visit', permissions: [M.VisitView] },
    { path: 'survey-manager', breadcrumb: 'Survey Manager', permissions: [M.SurveyManage] },
  ],
  menu: [
    { label: 'Dashboard', route: 'dashboard' },
    { label: 'Visit', route: 'visit' },
    { label: 'Survey Manager', route: 'survey-manager' },
  ],
});
