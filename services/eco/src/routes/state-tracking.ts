import type { FastifyPluginAsync } from 'fastify';
import { ActiveSchoolYearHeaders, appById, ErrorBody, StateTracking } from '@portal/shared-contracts';
import type { ServiceContext } from '@portal/service-kit';
import type { EcoDb } from '../db';
import { stateTracking } from '../children/state-tracking';
import { ecoAccess } from './eco-access';

// The page's own permissions (spec 6: the state user permission), read from the route map.
const statePermissions = appById('eco').routes.find((route) => route.path === 'state-tracking')!.permissions;

/** State tracking (/child-search/state-tracking): every LEA's completion for the chosen year. */
export const stateTrackingRoutes: FastifyPluginAsync<ServiceContext> = async (app, ctx) => {
  const db: EcoDb = ctx.db;

  app.get<{ Headers: ActiveSchoolYearHeaders }>(
    '/api/eco/state-tracking',
    {
      config: ecoAccess(...statePermissions),
      schema: {
        tags: ['eco'],
        headers: ActiveSchoolYearHeaders,
        response: { 200: StateTracking, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => stateTracking(db, request.headers.activeschoolyear),
  );
};
