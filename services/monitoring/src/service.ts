import type { ServiceDefinition } from '@portal/service-kit';
import { migrations } from './migrations';
import { seedMonitoring } from './seed';
import { overviewRoutes } from './routes/overview';

/** Monitoring: visits, student file reviews, findings and their correction. */
export const monitoringService: ServiceDefinition = {
  name: 'monitoring',
  title: 'Monitoring',
  schema: 'monitoring',
  apiPrefixes: ['/api/monitoring'],
  port: 8107,
  migrations,
  seed: seedMonitoring,
  routes: [overviewRoutes],
};
