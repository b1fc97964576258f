import type { FastifyPluginAsync } from 'fastify';
import type { ServiceContext } from '@portal/service-kit';

/** The text blocks the pages show (spec 3 and 7). */
export const textBlockRoutes: FastifyPluginAsync<ServiceContext> = async () => {};
