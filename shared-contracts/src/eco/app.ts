import { defineApp } from '../app-definition';
import { AppPermissions as A } from '../permissions';
import { EcoPermissions as E } from './permissions';

/** Early Childhood Outcomes: the one place its title, base path, routes and menu are written. */
export const ecoApp = defineApp({
  id: 'eco',
  remoteName: 'mfe_eco',
  title: 'Early Childhood Outcomes',
  basePath: '/child-search',
  apiPrefix: '/api/eco',
  permissions: [E.Access],
  routes: [
    { path: 'search', breadcrumb: 'Child Search', permissions: [E.Access] },
    // Those who enter and submit ratings, and the state staff who finalize and unlock them, work on these pages.
    { path: 'entryscore', breadcrumb: 'Entry Score', permissions: [E.SubmitScores, E.FinalizeScores, E.Unlock] },
    { path: 'exitscore', breadcrumb: 'Exit Score', permissions: [E.SubmitScores, E.FinalizeScores, E.Unlock] },
    { path: 'status', breadcrumb: 'Status', permissions: [E.Access] },
    { path: 'apr-report', breadcrumb: 'Reports', permissions: [E.ReportsView] },
    { path: 'state-tracking', breadcrumb: 'State Tracking', permissions: [A.StateUser, A.StateAdmin] },
    { path: 'dashboard', breadcrumb: 'Dashboard', permissions: [E.Access] },
    { path: 'child-list', breadcrumb: 'Child List', permissions: [E.Access] },
  ],
  menu: [
    { label: 'State Tracking', route: 'state-tracking' },
    { label: 'Dashboard', route: 'dashboard' },
    { label: 'Child List', route: 'child-list' },
    { label: 'Child Search', route: 'search' },
    { label: 'Reports', route: 'apr-report' },
  ],
});
