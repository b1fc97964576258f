import type { FastifyPluginAsync } from 'fastify';
import { ActiveSchoolYearHeaders, appById, ErrorBody, isDownloadFormat } from '@portal/shared-contracts';
import {
  DASHBOARD_PERMISSIONS,
  RestraintDashboard,
  RestraintDashboardQuery,
  RestraintStateTracking,
  RestraintStateTrackingQuery,
  restraintStateTrackingColumns,
} from '@portal/shared-contracts/restraint';
import { actorOf, forbidden, sendDownload, type ServiceContext } from '@portal/service-kit';
import type { RestraintDb } from '../db';
import { restraintDashboard } from '../dashboard/dashboard';
import { restraintStateTracking } from '../state-tracking/state-tracking';

const MODULE = appById('restraint').permissions;
// The pages' own permissions, read from the route map, so the service asks what the shell asks.
const permissionsOf = (path: string) => appById('restraint').routes.find((route) => route.path === path)!.permissions;

/** The dashboard (any user of the application) and state tracking (state users), for the school year of the header. */
export const dashboardRoutes: FastifyPluginAsync<ServiceContext<RestraintDb>> = async (app, ctx) => {
  const { db } = ctx;

  app.get<{ Headers: ActiveSchoolYearHeaders; Querystring: RestraintDashboardQuery }>(
    '/api/restraint/dashboard',
    {
      config: { access: { permissions: DASHBOARD_PERMISSIONS, module: MODULE } },
      schema: {
        tags: ['restraint'],
        headers: ActiveSchoolYearHeaders,
        querystring: RestraintDashboardQuery,
        response: { 200: RestraintDashboard, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const leaId = request.query.leaId ?? null;
      if (leaId !== null && !actor.allLeas && !actor.leaIds.includes(leaId)) throw forbidden();
      return restraintDashboard(db, actor, { leaId, schoolYear: request.headers.activeschoolyear, timeZone: ctx.config.timeZone });
    },
  );

  app.get<{ Headers: ActiveSchoolYearHeaders; Querystring: RestraintStateTrackingQuery }>(
    '/api/restraint/state-tracking',
    {
      config: { access: { permissions: permissionsOf('state-tracking'), module: MODULE } },
      schema: {
        tags: ['restraint'],
        headers: ActiveSchoolYearHeaders,
        querystring: RestraintStateTrackingQuery,
        response: { 200: RestraintStateTracking, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request, reply) => {
      const tracking = await restraintStateTracking(db, request.headers.activeschoolyear, ctx.config.timeZone);
      const { format } = request.query;
      if (!isDownloadFormat(format)) return tracking;
      return sendDownload(reply, {
        format,
        name: `restraint-state-tracking-${tracking.schoolYear}`,
        columns: restraintStateTrackingColumns,
        rows: [...tracking.leas, ...tracking.privateSchools, tracking.total],
      });
    },
  );
};
