import type { ComponentType } from 'react';
import { appById } from '@portal/shared-contracts';
import { RestraintDashboardPage } from './features/dashboard/RestraintDashboardPage';
import { StateTrackingPage } from './features/state-tracking/StateTrackingPage';
import { ImportPage } from './features/import/ImportPage';
import { ReportsPage } from './features/reports/ReportsPage';
import { IncidentsPage } from './features/incidents/IncidentsPage';

/** This remote's entry in the shared route map: base path, routes and their permissions. */
export const appDefinition = appById('restraint');

/** The route whose page shows the figures of the app's own service. */
export const OVERVIEW_PATH = 'dashboard';

/** A page for every route of this app in the route map, keyed by route path. */
export const pages: Record<string, ComponentType> = {
  [OVERVIEW_PATH]: RestraintDashboardPage,
  'state-tracking': StateTrackingPage,
  import: ImportPage,
  reports: ReportsPage,
  incidents: IncidentsPage,
};
