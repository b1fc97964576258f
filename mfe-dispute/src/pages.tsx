import type { ComponentType } from 'react';
import { appById } from '@portal/shared-contracts';
import { OverviewPage, plannedPages } from '@portal/shared-contracts/sdk';
import { RequestPage } from './features/request/RequestPage';

/** This remote's entry in the shared route map: base path, routes and their permissions. */
export const appDefinition = appById('dispute');

/** The route whose page shows the figures of the app's own service. */
export const OVERVIEW_PATH = '';

/** A page for every route of this app in the route map, keyed by route path. */
export const pages: Record<string, ComponentType> = {
  [OVERVIEW_PATH]: OverviewPage,
  request: RequestPage,
  // What each route still to be built will be for, in its users' words.
  ...plannedPages({
    reports: 'Cases by type, status, LEA, year and assignee, and issues by citation and LEA.',
    'reports/summary-report': "The year's dispute resolution summary (EMAPS Table 7) with indicators B15 and B16.",
    'reports/state-tracking': 'State staff follow filings, open cases and deadlines for each LEA and each case.',
    'survey-manager': 'Write the satisfaction surveys sent to the parties when a case closes.',
    'email-templates': 'Edit the e-mail templates sent to the parties at each step of a case.',
  }),
};
