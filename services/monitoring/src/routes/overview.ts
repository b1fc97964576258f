import type { FastifyPluginAsync } from 'fastify';
import { Type, type Static } from 'typebox';
import { ErrorBody, Headers, MonitoringPermissions, OverviewResponse, schoolYearLabel } from '@portal/shared-contracts';
import { notFound, type ServiceContext } from '@portal/service-kit';
import type { MonitoringDb } from '../db';
import { visibleVisits } from '../visit-visibility';

const OverviewHeaders = Type.Object({
  [Headers.ActiveSchoolYear]: Type.Integer({ minimum: 2000, maximum: 2099, description: 'School year by its ending year: 2026 is 2025-2026' }),
});

/** The selected LEA's visits of the year by stage of the lifecycle (monitoring.md, Visit lifecycle). */
export const overviewRoutes: FastifyPluginAsync<ServiceContext> = async (app, ctx) => {
  const db: MonitoringDb = ctx.db;

  app.get<{ Headers: Static<typeof OverviewHeaders>; Reply: OverviewResponse }>(
    '/api/monitoring/overview',
    {
      config: { access: { permissions: [MonitoringPermissions.Access] } },
      schema: {
        tags: ['monitoring'],
        headers: OverviewHeaders,
        response: { 200: OverviewResponse, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      const leaId = request.currentLeaId();
      const schoolYear = request.headers.activeschoolyear;
      const row = await db
        .selectFrom('directory.leas as l')
        .leftJoin('visits as v', (join) =>
          join
            .onRef('v.lea_id', '=', 'l.id')
            .on('v.school_year', '=', schoolYear)
            .on('v.status', '<>', 'Cancelled')
            .on(visibleVisits(request.principal!)),
        )
        .where('l.id', '=', leaId)
        .groupBy('l.name')
        .select((eb) => [
          'l.name',
          eb.cast<number>(eb.fn.count('v.id'), 'integer').as('visits'),
          eb.cast<number>(eb.fn.count('v.id').filterWhere('v.status', 'in', ['Planned', 'Notified']), 'integer').as('upcoming'),
          eb.cast<number>(eb.fn.count('v.id').filterWhere('v.status', 'in', ['SampleLocked', 'InReview', 'ReviewComplete']), 'integer').as('inReview'),
          eb.cast<number>(eb.fn.count('v.id').filterWhere('v.status', 'in', ['ReportIssued', 'Correction']), 'integer').as('inCorrection'),
          eb.cast<number>(eb.fn.count('v.id').filterWhere('v.status', '=', 'Closed'), 'integer').as('closed'),
        ])
        .executeTakeFirst();
      if (!row) throw notFound('LEA not found');
      return {
        leaId,
        leaName: row.name,
        schoolYear: schoolYearLabel(schoolYear),
        figures: [
          { key: 'visits', label: 'Visits this year', value: row.visits },
          { key: 'upcoming', label: 'Planned or notified', value: row.upcoming },
          { key: 'inReview', label: 'In review', value: row.inReview },
          { key: 'inCorrection', label: 'Report issued or in correction', value: row.inCorrection },
          { key: 'closed', label: 'Closed', value: row.closed },
        ],
      };
    },
  );
};
