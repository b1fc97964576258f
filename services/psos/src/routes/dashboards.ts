import type { FastifyPluginAsync } from 'fastify';
import { ErrorBody, isDownloadFormat, PsosPermissions as P } from '@portal/shared-contracts';
import {
  DistrictDashboard,
  DistrictDashboardQuery,
  PsosMessages as M,
  StateTracking,
  StateTrackingQuery,
  VendorDashboard,
  VendorDashboardQuery,
  stateTrackingColumns,
  stateTrackingLines,
  vendorLeaColumns,
  vendorLines,
  type DistrictDashboardQuery as DistrictDashboardQueryType,
  type StateTrackingQuery as StateTrackingQueryType,
  type VendorDashboardQuery as VendorDashboardQueryType,
} from '@portal/shared-contracts/psos';
import { actorOf, badRequest, forbidden, sendDownload, type ServiceContext } from '@portal/service-kit';
import type { PsosDb } from '../db';
import { findCollection } from '../collections/collection-read';
import { districtDashboard } from '../dashboards/district-dashboard';
import { stateTracking } from '../dashboards/state-tracking';
import { vendorDashboard } from '../dashboards/vendor-dashboard';
import { leaOf } from '../lists/student-lists';
import { readerOf, worksInLea } from '../youth/reader';
import { psosAccess } from './psos-access';
import { SchoolYearHeaders, type SchoolYearHeadersType } from './school-year-headers';

const refusals = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const tags = ['psos'];

/**
 * The dashboards of psos.md: state tracking (tracking view; the LEAs the user may see), the
 * District Dashboard (district dashboard view; an LEA of the user's), the Vendor Dashboard
 * (vendor dashboard view; a vendor's user its vendor, a state user the vendor they pick). Counts
 * only: no youth is named, so no disclosure is recorded.
 */
export const dashboardRoutes: FastifyPluginAsync<ServiceContext<PsosDb>> = async (app, ctx) => {
  const { db, config } = ctx;

  app.get<{ Querystring: StateTrackingQueryType; Headers: SchoolYearHeadersType }>(
    '/api/psos/dashboards/state-tracking',
    {
      config: psosAccess(P.TrackingView),
      schema: { tags, headers: SchoolYearHeaders, querystring: StateTrackingQuery, response: { 200: StateTracking, ...refusals } },
    },
    async (request, reply) => {
      const collection = await findCollection(db, {
        collectionId: request.query.collectionId,
        schoolYear: request.headers.activeschoolyear,
      });
      const tracking = await stateTracking(db, actorOf(request), collection, config.timeZone);
      if (isDownloadFormat(request.query.format))
        return sendDownload(reply, {
          format: request.query.format,
          name: 'psos-state-tracking',
          columns: stateTrackingColumns,
          rows: stateTrackingLines(tracking),
        });
      return tracking;
    },
  );

  app.get<{ Querystring: DistrictDashboardQueryType; Headers: SchoolYearHeadersType }>(
    '/api/psos/dashboards/district',
    {
      config: psosAccess(P.DistrictDashboardView),
      schema: { tags, headers: SchoolYearHeaders, querystring: DistrictDashboardQuery, response: { 200: DistrictDashboard, ...refusals } },
    },
    async (request) => {
      const actor = actorOf(request);
      const leaId = request.query.leaId ?? request.currentLeaId();
      await leaOf(db, leaId);
      if (!worksInLea(actor, leaId)) throw forbidden(M.leaNotYours);
      const collection = await findCollection(db, {
        collectionId: request.query.collectionId,
        schoolYear: request.headers.activeschoolyear,
      });
      return districtDashboard(db, collection, leaId, config.timeZone);
    },
  );

  app.get<{ Querystring: VendorDashboardQueryType; Headers: SchoolYearHeadersType }>(
    '/api/psos/dashboards/vendor',
    {
      config: psosAccess(P.VendorDashboardView),
      schema: {
        tags,
        headers: SchoolYearHeaders,
        querystring: VendorDashboardQuery,
        response: { 200: VendorDashboard, ...refusals },
      },
    },
    async (request, reply) => {
      const reader = await readerOf(db, actorOf(request));
      const asked = request.query.vendorId;
      if (reader.vendorId !== null && asked !== undefined && asked !== reader.vendorId) throw forbidden(M.otherVendor);
      if (reader.vendorId === null && !reader.actor.allLeas) throw forbidden(M.otherVendor);
      const vendorId = reader.vendorId ?? asked;
      if (vendorId === undefined) throw badRequest(M.chooseVendor, { vendorId: M.chooseVendor });
      const collection = await findCollection(db, {
        collectionId: request.query.collectionId,
        schoolYear: request.headers.activeschoolyear,
      });
      const dashboard = await vendorDashboard(db, collection, vendorId, config.timeZone);
      if (isDownloadFormat(request.query.format))
        return sendDownload(reply, {
          format: request.query.format,
          name: 'psos-vendor-dashboard',
          columns: vendorLeaColumns,
          rows: vendorLines(dashboard),
        });
      return dashboard;
    },
  );
};
