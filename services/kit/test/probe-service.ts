import type { FastifyPluginAsync } from 'fastify';
import type { ServiceContext, ServiceDefinition } from '../src';

/** A service with no schema or migrations, only the routes a kit test needs. */
export function probeService(routes: FastifyPluginAsync<ServiceContext>): ServiceDefinition {
  return { name: 'probe', title: 'Probe', schema: 'probe', apiPrefixes: ['/api/probe'], port: 0, migrations: {}, routes: [routes] };
}
