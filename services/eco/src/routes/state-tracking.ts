import type { FastifyPluginAsync } from 'fastify';
import { ActiveSchoolYearHeaders, appById, ErrorBody, isDownloadFormat } from '@portal/shared-contracts';
import { StateTracking, StateTrackingQuery, stateTrackingColumns } from '@portal/shared-contracts/eco';
import { sendDownload, type ServiceContext } from '@portal/service-kit';
import type { EcoDb } from '../db';
import { stateTracking } from '../children/state-tracking';
import { ecoAccess } from './eco-access';

// The page's own permissions (spec 6: the state user permission), read from the route map.
const statePermissions = appById('eco').routes.find((route) => route.path === 'state-tracking')!.permissions;

/** State tracking (/child-search/state-tracking): every LEA's completion for the chosen year, on screen or as a file. */
export const stateTrackingRoutes: FastifyPluginAsync<ServiceContext<EcoDb>> = async (app, ctx) => {
  const { db } = ctx;

  app.get<{ Headers: ActiveSchoolYearHeaders; Querystring: StateTrackingQuery }>(
    '/api/eco/state-tracking',
    {
      config: ecoAccess(...statePermissions),
      schema: {
        tags: ['eco'],
        headers: ActiveSchoolYearHeaders,
        querystring: StateTrackingQuery,
        response: { 200: StateTracking, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request, reply) => {
      const tracking = await stateTracking(db, request.headers.activeschoolyear);
      const { format } = request.query;
      if (!isDownloadFormat(format)) return tracking;
      // One row per LEA: the figures are already in memory, the file still goes out as a stream.
      return sendDownload(reply, {
        format,
        name: `state-tracking-${tracking.schoolYear}`,
        columns: stateTrackingColumns,
        rows: tracking.leas,
      });
    },
  );
};
