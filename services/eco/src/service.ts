import { ofApplication, type ServiceDefinition } from '@portal/service-kit';
import { ecoApp } from '@portal/shared-contracts/eco';
import { migrations } from './migrations';
import { seedEco } from './seed';
import { childSearchRoutes } from './routes/child-search';
import { childrenRoutes } from './routes/children';
import { importRoutes } from './routes/imports';
import { overviewRoutes } from './routes/overview';
import { ratingRoutes } from './routes/ratings';
import { recordConflictRoutes } from './routes/record-conflicts';
import { reportRoutes } from './routes/reports';
import { settingsRoutes } from './routes/settings';
import { stateTrackingRoutes } from './routes/state-tracking';
import { writeCategoryRules } from './report/category-rule-table';
import type { EcoDb } from './db';

/** Early Childhood Outcomes (child search): children, entry and exit ratings, the B7 report. */
export const ecoService: ServiceDefinition<EcoDb> = {
  ...ofApplication(ecoApp),
  port: 8104,
  migrations,
  reads: ['directory.leas', 'directory.schools', 'directory.data_version', 'reference.lookup_values'],
  demoSeed: seedEco,
  routes: [
    overviewRoutes,
    childrenRoutes,
    childSearchRoutes,
    ratingRoutes,
    stateTrackingRoutes,
    recordConflictRoutes,
    reportRoutes,
    importRoutes,
    settingsRoutes,
  ],
  async onReady(_app, ctx) {
    await writeCategoryRules(ctx.db);
  },
};
