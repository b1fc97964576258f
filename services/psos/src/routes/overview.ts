import type { FastifyPluginAsync } from 'fastify';
import { Type, type Static } from 'typebox';
import { ErrorBody, Headers, OverviewResponse, PsosPermissions, schoolYearLabel } from '@portal/shared-contracts';
import { notFound, type ServiceContext } from '@portal/service-kit';
import type { PsosDb } from '../db';

const OverviewHeaders = Type.Object({
  [Headers.ActiveSchoolYear]: Type.Integer({ minimum: 2000, maximum: 2099, description: 'Collection by the school year the youth left: 2026 is 2025-2026' }),
});

/**
 * The collection's first figures for the selected LEA (psos.md, Dashboards):
 * listed leavers (L), verification still pending, exclusions (X), respondents (R)
 * and the contact effort so far.
 */
export const overviewRoutes: FastifyPluginAsync<ServiceContext> = async (app, ctx) => {
  const db: PsosDb = ctx.db;

  app.get<{ Headers: Static<typeof OverviewHeaders>; Reply: OverviewResponse }>(
    '/api/psos/overview',
    {
      config: { access: { permissions: [PsosPermissions.Access] } },
      schema: {
        tags: ['psos'],
        headers: OverviewHeaders,
        response: { 200: OverviewResponse, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      const leaId = request.currentLeaId();
      const schoolYear = request.headers.activeschoolyear;
      const row = await db
        .selectFrom('directory.leas as l')
        .leftJoin('leavers as y', (join) => join.onRef('y.lea_id', '=', 'l.id').on('y.school_year', '=', schoolYear))
        .leftJoin('contact_attempts as a', 'a.leaver_id', 'y.id')
        .where('l.id', '=', leaId)
        .groupBy('l.name')
        .select((eb) => [
          'l.name',
          eb.cast<number>(eb.fn.count('y.id').distinct(), 'integer').as('listed'),
          eb.cast<number>(eb.fn.count('y.id').distinct().filterWhere('y.verification_status', '=', 'Pending'), 'integer').as('pending'),
          eb.cast<number>(eb.fn.count('y.id').distinct().filterWhere('y.verification_status', '=', 'Excluded'), 'integer').as('excluded'),
          eb
            .cast<number>(
              eb.fn
                .count('y.id')
                .distinct()
                .filterWhere(eb.and([eb('y.survey_status', '=', 'Completed'), eb('y.verification_status', '<>', 'Excluded')])),
              'integer',
            )
            .as('respondents'),
          eb.cast<number>(eb.fn.count('a.id'), 'integer').as('attempts'),
        ])
        .executeTakeFirst();
      if (!row) throw notFound('LEA not found');
      return {
        leaId,
        leaName: row.name,
        schoolYear: schoolYearLabel(schoolYear),
        figures: [
          { key: 'listed', label: 'Leavers listed', value: row.listed },
          { key: 'pending', label: 'Verification pending', value: row.pending },
          { key: 'excluded', label: 'Excluded', value: row.excluded },
          { key: 'respondents', label: 'Respondents', value: row.respondents },
          { key: 'attempts', label: 'Contact attempts', value: row.attempts },
        ],
      };
    },
  );
};
