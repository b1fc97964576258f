import { ofApplication, type ServiceDefinition } from '@portal/service-kit';
import { monitoringApp } from '@portal/shared-contracts/monitoring';
import { migrations } from './migrations';
import { seedMonitoring } from './seed';
import { overviewRoutes } from './routes/overview';
import type { MonitoringDb } from './db';

/** Monitoring: visits, student file reviews, findings and their correction. */
export const monitoringService: ServiceDefinition<MonitoringDb> = {
  ...ofApplication(monitoringApp),
  port: 8107,
  migrations,
  reads: ['directory.leas'],
  demoSeed: seedMonitoring,
  routes: [overviewRoutes],
};
