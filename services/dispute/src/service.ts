import { ofApplication, type ServiceDefinition } from '@portal/service-kit';
import { disputeApp } from '@portal/shared-contracts/dispute';
import { migrations } from './migrations';
import { seedDispute } from './seed';
import { overviewRoutes } from './routes/overview';
import type { DisputeDb } from './db';

/** Dispute Resolution: state complaints, due process, mediation and facilitation, and the public request portal. */
export const disputeService: ServiceDefinition<DisputeDb> = {
  ...ofApplication(disputeApp),
  port: 8106,
  migrations,
  reads: ['directory.leas'],
  demoSeed: seedDispute,
  routes: [overviewRoutes],
};
