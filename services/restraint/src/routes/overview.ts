import type { FastifyPluginAsync } from 'fastify';
import { Type, type Static } from 'typebox';
import { ErrorBody, Headers, OverviewResponse, RestraintPermissions, schoolYearLabel } from '@portal/shared-contracts';
import { notFound, type ServiceContext } from '@portal/service-kit';
import type { RestraintDb } from '../db';

const OverviewHeaders = Type.Object({
  [Headers.ActiveSchoolYear]: Type.Integer({ minimum: 2000, maximum: 2099, description: 'School year by its ending year: 2026 is 2025-2026' }),
});

/**
 * The first figures of the restraint dashboard for the selected LEA and year.
 * Students and instances count finalized incidents only, as the reports do
 * (restraint.md, Reports and formulas).
 */
export const overviewRoutes: FastifyPluginAsync<ServiceContext> = async (app, ctx) => {
  const db: RestraintDb = ctx.db;

  app.get<{ Headers: Static<typeof OverviewHeaders>; Reply: OverviewResponse }>(
    '/api/restraint/overview',
    {
      config: { access: { permissions: [RestraintPermissions.Access] } },
      schema: {
        tags: ['restraint'],
        headers: OverviewHeaders,
        response: { 200: OverviewResponse, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      const leaId = request.currentLeaId();
      const schoolYear = request.headers.activeschoolyear;
      const row = await db
        .selectFrom('directory.leas as l')
        .leftJoin('incidents as i', (join) => join.onRef('i.lea_id', '=', 'l.id').on('i.school_year', '=', schoolYear))
        .leftJoin('incident_students as s', 's.incident_id', 'i.id')
        .leftJoin('interventions as v', 'v.incident_student_id', 's.id')
        .where('l.id', '=', leaId)
        .groupBy('l.name')
        .select((eb) => {
          const finalized = eb('i.status', '=', 'Finalized');
          return [
            'l.name',
            eb.cast<number>(eb.fn.count('i.id').distinct(), 'integer').as('incidents'),
            eb.cast<number>(eb.fn.count('i.id').distinct().filterWhere('i.status', '=', 'Draft'), 'integer').as('drafts'),
            eb.cast<number>(eb.fn.count('i.id').distinct().filterWhere(finalized), 'integer').as('finalized'),
            eb.cast<number>(eb.fn.count('s.state_student_id').distinct().filterWhere(finalized), 'integer').as('students'),
            eb.cast<number>(eb.fn.count('v.id').filterWhere(finalized), 'integer').as('instances'),
          ];
        })
        .executeTakeFirst();
      if (!row) throw notFound('LEA not found');
      return {
        leaId,
        leaName: row.name,
        schoolYear: schoolYearLabel(schoolYear),
        figures: [
          { key: 'incidents', label: 'Incidents this year', value: row.incidents },
          { key: 'drafts', label: 'Drafts', value: row.drafts },
          { key: 'finalized', label: 'Finalized', value: row.finalized },
          { key: 'students', label: 'Students involved', value: row.students },
          { key: 'instances', label: 'Interventions', value: row.instances },
        ],
      };
    },
  );
};
