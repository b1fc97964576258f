import type { FastifyPluginAsync } from 'fastify';
import type { ServiceContext, ServiceDefinition } from '@portal/service-kit';
import { migrations } from './migrations';
import { seedMonitoring } from './seed';
import { overviewRoutes } from './routes/overview';

const routes: FastifyPluginAsync<ServiceContext> = async (app, ctx) => {
  await app.register(overviewRoutes, ctx);
};

/** Monitoring: visits, student file reviews, findings and their correction. */
export const monitoringService: ServiceDefinition = {
  name: 'monitoring',
  title: 'Monitoring',
  schema: 'monitoring',
  apiPrefixes: ['/api/monitoring'],
  port: 8107,
  migrations,
  seed: seedMonitoring,
  routes,
};
