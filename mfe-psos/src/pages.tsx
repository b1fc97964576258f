import type { ComponentType } from 'react';
import { appById } from '@portal/shared-contracts';
import { OverviewPage, plannedPages } from '@portal/shared-contracts/sdk';
import { CollectionManagerPage } from './features/collection-manager/CollectionManagerPage';

/** This remote's entry in the shared route map: base path, routes and their permissions. */
export const appDefinition = appById('psos');

/** The route whose page shows the figures of the app's own service. */
export const OVERVIEW_PATH = 'lea-tracking';

/** A page for every route of this app in the route map, keyed by route path. */
export const pages: Record<string, ComponentType> = {
  [OVERVIEW_PATH]: OverviewPage,
  'collection-manager': CollectionManagerPage,
  ...plannedPages({
    'state-tracking': "State staff follow each LEA's student list, contact attempts and response rate for the collection.",
    'vendor-dashboard': "A survey vendor's youth, contact attempts and completed interviews, per LEA and in total.",
    'student-list-manager': "Upload and verify each LEA's list of youth who left school, to be surveyed one year out.",
    'student-list': "The youth on one LEA's list, with their verification and survey status.",
    'survey-manager': 'Write and publish versions of the survey questions.',
    reports: 'The post-school outcomes report (indicator B14) for the state and each LEA, with downloads.',
  }),
};
