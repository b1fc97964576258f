import { ofApplication, type ServiceDefinition } from '@portal/service-kit';
import { psosApp } from '@portal/shared-contracts/psos';
import { migrations } from './migrations';
import { seedPsos, seedPsosInstrument } from './seed';
import { overviewRoutes } from './routes/overview';
import { collectionRoutes } from './routes/collections';
import { settingsRoutes } from './routes/settings';
import { vendorRoutes } from './routes/vendors';
import { studentListRoutes } from './routes/student-lists';
import { youthRoutes } from './routes/youth';
import { reportRoutes } from './routes/reports';
import { instrumentVersionRoutes } from './routes/instrument-versions';
import type { PsosDb } from './db';

/**
 * Post-School Outcomes Survey (one year out, indicator B14): collections, vendors, student lists,
 * the survey instrument on the questionnaire engine, interviews and contacts, the B14 report.
 */
export const psosService: ServiceDefinition<PsosDb> = {
  ...ofApplication(psosApp),
  port: 8105,
  migrations,
  reads: ['directory.leas', 'directory.schools', 'directory.users', 'reference.lookup_values'],
  notificationOutbox: true,
  seed: seedPsosInstrument,
  demoSeed: seedPsos,
  routes: [
    overviewRoutes,
    collectionRoutes,
    settingsRoutes,
    vendorRoutes,
    studentListRoutes,
    youthRoutes,
    reportRoutes,
    instrumentVersionRoutes,
  ],
};
