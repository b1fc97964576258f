import type { ServiceDefinition } from '@portal/service-kit';
import { migrations } from './migrations';
import { seedRestraint } from './seed';
import { overviewRoutes } from './routes/overview';

/** Restraint & Aversive Intervention: incidents, violations, plans and reports. */
export const restraintService: ServiceDefinition = {
  name: 'restraint',
  title: 'Restraint & Aversive Intervention',
  schema: 'restraint',
  apiPrefixes: ['/api/restraint'],
  port: 8103,
  migrations,
  seed: seedRestraint,
  routes: [overviewRoutes],
};
