import type { ComponentType } from 'react';
import { appById } from '@portal/shared-contracts';
import { OverviewPage, plannedPages } from '@portal/shared-contracts/sdk';

/** This remote's entry in the shared route map: base path, routes and their permissions. */
export const appDefinition = appById('monitoring');

/** The route whose page shows the figures of the app's own service. */
export const OVERVIEW_PATH = 'dashboard';

/** A page for every route of this app in the route map, keyed by route path. */
export const pages: Record<string, ComponentType> = {
  [OVERVIEW_PATH]: OverviewPage,
  // What each route still to be built will be for, in its users' words.
  ...plannedPages({
    visit: 'The list of monitoring visits, where each visit is planned, sampled, reviewed and followed through to correction.',
    visits: 'The list of monitoring visits, where each visit is planned, sampled, reviewed and followed through to correction.',
    'survey-manager': 'Write the file-review questionnaires that monitors answer during a visit.',
  }),
};
