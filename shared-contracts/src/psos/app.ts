import { defineApp } from '../app-definition';
import { PsosPermissions as P } from './permissions';

/** Post-School Outcomes Survey: the one place its title, base path, routes and menu are written. */
export const psosApp = defineApp({
  id: 'psos',
  remoteName: 'mfe_psos',
  title: 'Post-School Outcomes Survey',
  basePath: '/post-school-outcomes',
  apiPrefix: '/api/psos',
  // The survey a youth or family answers by its single-use link, outside the guarded shell.
  publicPath: '/psos-public',
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
  menu: [
    { label: 'State Tracking', route: 'state-tracking' },
    { label: 'District Dashboard', route: 'lea-tracking' },
    { label: 'Vendor Dashboard', route: 'vendor-dashboard' },
    { label: 'Collection Manager', route: 'collection-manager' },
    { label: 'Student List Manager', route: 'student-list-manager' },
    { label: 'Survey Manager', route: 'survey-manager' },
    { label: 'Reports', route: 'reports' },
  ],
});
