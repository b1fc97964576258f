import type { FastifyPluginAsync } from 'fastify';
import type { ServiceContext } from '@portal/service-kit';

/** Password recovery, reset and change, and the administrators' password calls (spec 7). */
export const passwordRoutes: FastifyPluginAsync<ServiceContext> = async () => {};
