import type { FastifyPluginAsync } from 'fastify';
import type { ServiceContext, ServiceDefinition } from '@portal/service-kit';
import { migrations } from './migrations';
import { seedDispute } from './seed';
import { overviewRoutes } from './routes/overview';

const routes: FastifyPluginAsync<ServiceContext> = async (app, ctx) => {
  await app.register(overviewRoutes, ctx);
};

/** Dispute Resolution: state complaints, due process, mediation and facilitation, and the public request portal. */
export const disputeService: ServiceDefinition = {
  name: 'dispute',
  title: 'Dispute Resolution',
  schema: 'dispute',
  apiPrefixes: ['/api/dispute'],
  port: 8106,
  migrations,
  seed: seedDispute,
  routes,
};
