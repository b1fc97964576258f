import type { ComponentType } from 'react';
import { appById } from '@portal/shared-contracts';
import { OverviewPage, plannedPages } from '@portal/shared-contracts/sdk';
import { IncidentsPage } from './features/incidents/IncidentsPage';

/** This remote's entry in the shared route map: base path, routes and their permissions. */
export const appDefinition = appById('restraint');

/** The route whose page shows the figures of the app's own service. */
export const OVERVIEW_PATH = 'dashboard';

/** A page for every route of this app in the route map, keyed by route path. */
export const pages: Record<string, ComponentType> = {
  [OVERVIEW_PATH]: OverviewPage,
  incidents: IncidentsPage,
  // What each route still to be built will be for, in its users' words.
  ...plannedPages({
    reports:
      'Reports on restraint and aversive intervention by district, school, student, teacher and incident, counted from finalized incidents.',
    'state-tracking': "State staff follow each LEA's drafts, finalized incidents, violations and plans for the chosen school year.",
    import: 'Upload a CSV file of interventions to add many incidents at once, with a report of the rows that were rejected.',
  }),
};
