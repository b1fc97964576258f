import type { ComponentType } from 'react';
import { appById } from '@portal/shared-contracts';
import { OverviewPage, plannedPages } from '@portal/shared-contracts/sdk';

/** This remote's entry in the shared route map: base path, routes and their permissions. */
export const appDefinition = appById('eco');

/** The route whose page shows the figures of the app's own service. */
export const OVERVIEW_PATH = 'dashboard';

/** A page for every route of this app in the route map, keyed by route path. */
export const pages: Record<string, ComponentType> = {
  [OVERVIEW_PATH]: OverviewPage,
  // What each route still to be built will be for, in its users' words.
  ...plannedPages({
    search: 'Find a child by name, date of birth or state student id, or add a new child.',
    entryscore: "Enter a child's entry ratings on the three outcomes when the child joins the program.",
    exitscore: "Enter a child's exit ratings and progress answers when the child leaves the program.",
    status: 'See, for each child, which ratings are missing and what comes next.',
    'apr-report': 'The annual performance report on early childhood outcomes (indicator B7).',
    'state-tracking': "State staff follow every LEA's completion of entry and exit ratings for the chosen school year.",
    'child-list': "The LEA's children, filtered by status, school, entry or exit window and missing data.",
  }),
};
