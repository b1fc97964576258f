import type { FastifyPluginAsync } from 'fastify';
import { Type, type Static } from 'typebox';
import { DisputePermissions, ErrorBody, Headers, OverviewResponse, schoolYearLabel } from '@portal/shared-contracts';
import { notFound, type ServiceContext } from '@portal/service-kit';
import { closedStatuses, uncountedStatuses } from '../case-status';
import { visibleCases } from '../case-visibility';
import type { DisputeDb } from '../db';

const OverviewHeaders = Type.Object({
  [Headers.ActiveSchoolYear]: Type.Integer({ minimum: 2000, maximum: 2099, description: 'Reporting year of SEA receipt by its ending year: 2026 is 2025-2026' }),
});

/** Cases received about the selected LEA in the year, as far as the caller may see them. */
export const overviewRoutes: FastifyPluginAsync<ServiceContext> = async (app, ctx) => {
  const db: DisputeDb = ctx.db;

  app.get<{ Headers: Static<typeof OverviewHeaders>; Reply: OverviewResponse }>(
    '/api/dispute/overview',
    {
      config: { access: { permissions: [DisputePermissions.Access] } },
      schema: {
        tags: ['dispute'],
        headers: OverviewHeaders,
        response: { 200: OverviewResponse, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      const leaId = request.currentLeaId();
      const schoolYear = request.headers.activeschoolyear;
      const row = await db
        .selectFrom('directory.leas as l')
        .leftJoin('requests as r', (join) =>
          join
            .onRef('r.lea_id', '=', 'l.id')
            .on('r.school_year', '=', schoolYear)
            .on('r.status', 'not in', uncountedStatuses)
            .on(visibleCases(request.principal!)),
        )
        .where('l.id', '=', leaId)
        .groupBy('l.name')
        .select((eb) => [
          'l.name',
          eb.cast<number>(eb.fn.count('r.id'), 'integer').as('received'),
          eb.cast<number>(eb.fn.count('r.id').filterWhere('r.status', 'not in', closedStatuses), 'integer').as('open'),
          eb.cast<number>(eb.fn.count('r.id').filterWhere('r.case_type', '=', 'SC'), 'integer').as('stateComplaints'),
          eb.cast<number>(eb.fn.count('r.id').filterWhere('r.case_type', 'in', ['DP', 'EDP']), 'integer').as('dueProcess'),
          eb.cast<number>(eb.fn.count('r.id').filterWhere('r.case_type', 'in', ['MED', 'FAC']), 'integer').as('mediations'),
        ])
        .executeTakeFirst();
      if (!row) throw notFound('LEA not found');
      return {
        leaId,
        leaName: row.name,
        schoolYear: schoolYearLabel(schoolYear),
        figures: [
          { key: 'received', label: 'Cases received', value: row.received },
          { key: 'open', label: 'Open cases', value: row.open },
          { key: 'stateComplaints', label: 'State complaints', value: row.stateComplaints },
          { key: 'dueProcess', label: 'Due process complaints', value: row.dueProcess },
          { key: 'mediations', label: 'Mediations and facilitations', value: row.mediations },
        ],
      };
    },
  );
};
