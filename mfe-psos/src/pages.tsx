import type { ComponentType } from 'react';
import { appById } from '@portal/shared-contracts';
import { CollectionManagerPage } from './features/collection-manager/CollectionManagerPage';
import { DistrictDashboardPage } from './features/lea-tracking/DistrictDashboardPage';
import { ReportsPage } from './features/reports/ReportsPage';
import { StateTrackingPage } from './features/state-tracking/StateTrackingPage';
import { SurveyManagerPage } from './features/survey-manager/SurveyManagerPage';
import { VendorDashboardPage } from './features/vendor-dashboard/VendorDashboardPage';
import { StudentListPage } from './features/student-list/StudentListPage';
import { StudentListManagerPage } from './features/student-list-manager/StudentListManagerPage';

/** This remote's entry in the shared route map: base path, routes and their permissions. */
export const appDefinition = appById('psos');

/** The route whose page shows the figures of the app's own service. */
export const OVERVIEW_PATH = 'lea-tracking';

/** A page for every route of this app in the route map, keyed by route path. */
export const pages: Record<string, ComponentType> = {
  [OVERVIEW_PATH]: DistrictDashboardPage,
  'state-tracking': StateTrackingPage,
  'vendor-dashboard': VendorDashboardPage,
  'survey-manager': SurveyManagerPage,
  reports: ReportsPage,
  'collection-manager': CollectionManagerPage,
  'student-list-manager': StudentListManagerPage,
  'student-list': StudentListPage,
};
