import type { FastifyPluginAsync } from 'fastify';
import type { ServiceContext } from '@portal/service-kit';

/** Registration, e-mail verification and resend (spec 2, 4 and 7). */
export const registrationRoutes: FastifyPluginAsync<ServiceContext> = async () => {};
