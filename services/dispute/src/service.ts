import type { ServiceDefinition } from '@portal/service-kit';
import { migrations } from './migrations';
import { seedDispute } from './seed';
import { overviewRoutes } from './routes/overview';

/** Dispute Resolution: state complaints, due process, mediation and facilitation, and the public request portal. */
export const disputeService: ServiceDefinition = {
  name: 'dispute',
  title: 'Dispute Resolution',
  schema: 'dispute',
  apiPrefixes: ['/api/dispute'],
  port: 8106,
  migrations,
  seed: seedDispute,
  routes: [overviewRoutes],
};
