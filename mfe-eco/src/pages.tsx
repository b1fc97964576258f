import type { ComponentType } from 'react';
import { appById } from '@portal/shared-contracts';
import { AprReportPage } from './features/apr-report/AprReportPage';
import { ChildListPage } from './features/child-list/ChildListPage';
import { EcoDashboardPage } from './features/dashboard/EcoDashboardPage';
import { ScorePage } from './features/scores/ScorePage';
import { ChildSearchPage } from './features/search/ChildSearchPage';
import { StateTrackingPage } from './features/state-tracking/StateTrackingPage';
import { StatusPage } from './features/status/StatusPage';

/** This remote's entry in the shared route map: base path, routes and their permissions. */
export const appDefinition = appById('eco');

/** The route whose page shows the figures of the app's own service. */
export const OVERVIEW_PATH = 'dashboard';

const EntryScorePage = () => <ScorePage phase="entry" />;
const ExitScorePage = () => <ScorePage phase="exit" />;

/** A page for every route of this app in the route map, keyed by route path. */
export const pages: Record<string, ComponentType> = {
  [OVERVIEW_PATH]: EcoDashboardPage,
  search: ChildSearchPage,
  entryscore: EntryScorePage,
  exitscore: ExitScorePage,
  status: StatusPage,
  'apr-report': AprReportPage,
  'state-tracking': StateTrackingPage,
  'child-list': ChildListPage,
};
