import { defineApp } from '../app-definition';
import { AppPermissions as A } from '../permissions';
import { RestraintPermissions as R } from './permissions';

const reports = [R.DistrictReportView, R.SchoolReportView, R.StudentReportView, R.TeacherReportView, R.IncidentReportView] as const;

/** Restraint & Aversive Intervention: the one place its title, base path, routes and menu are written. */
export const restraintApp = defineApp({
  id: 'restraint',
  remoteName: 'mfe_restraint',
  title: 'Restraint & Aversive Intervention',
  basePath: '/restraint-aversive-intervention',
  apiPrefix: '/api/restraint',
  permissions: [R.Access],
  routes: [
    { path: 'dashboard', breadcrumb: 'Dashboard', permissions: [R.Access] },
    { path: 'reports', breadcrumb: 'Reports', permissions: reports },
    { path: 'incidents', breadcrumb: 'Incidents', permissions: [R.ViolationListView, R.ViolationView] },
    { path: 'state-tracking', breadcrumb: 'State Tracking', permissions: [A.StateUser, A.StateAdmin] },
    { path: 'import', breadcrumb: 'Data Import', permissions: [R.DataImport] },
  ],
  menu: [
    { label: 'Dashboard', route: 'dashboard' },
    { label: 'Reports', route: 'reports' },
    { label: 'Incidents', route: 'incidents' },
    { label: 'State Tracking', route: 'state-tracking' },
    { label: 'Data Import', route: 'import' },
  ],
});

/**
 * One incident's page: the Incidents page with `?incidentId=`. Every link to an incident (the list,
 * import results, the links in notifications and mail) is built here, so none leads to Not found.
 */
export const incidentPagePath = (incidentId: number) => `${restraintApp.basePath}/incidents?incidentId=${incidentId}`;
