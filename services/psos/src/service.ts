import { ofApplication, type ServiceDefinition } from '@portal/service-kit';
import { psosApp } from '@portal/shared-contracts/psos';
import { migrations } from './migrations';
import { seedPsos } from './seed';
import { overviewRoutes } from './routes/overview';
import type { PsosDb } from './db';

/** Post-School Outcomes Survey (one year out, indicator B14): collections, student lists, contacts and interviews. */
export const psosService: ServiceDefinition<PsosDb> = {
  ...ofApplication(psosApp),
  port: 8105,
  migrations,
  reads: ['directory.leas'],
  demoSeed: seedPsos,
  routes: [overviewRoutes],
};
