import type { ComponentType } from 'react';
import { appById } from '@portal/shared-contracts';
import { plannedPages } from '@portal/shared-contracts/sdk';
import { RestraintDashboardPage } from './features/dashboard/RestraintDashboardPage';
import { StateTrackingPage } from './features/state-tracking/StateTrackingPage';
import { ImportPage } from './features/import/ImportPage';
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
  incidents: IncidentsPage,
  // What each route still to be built will be for, in its users' words.
  ...plannedPages({
    reports:
      'Reports on restraint and aversive intervention by district, school, student, teacher and incident, counted from finalized incidents.',
  }),
};
