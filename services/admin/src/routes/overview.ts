import type { FastifyPluginAsync } from 'fastify';
import { Type, type Static } from 'typebox';
import { ErrorBody, Headers, OverviewResponse, adminUserPermissions, schoolYearLabel } from '@portal/shared-contracts';
import { notFound, type ServiceContext } from '@portal/service-kit';
import type { AdminDb } from '../db';

const OverviewHeaders = Type.Object({
  [Headers.ActiveSchoolYear]: Type.Integer({ minimum: 2000, maximum: 2099, description: 'School year by its ending year: 2026 is 2025-2026' }),
});

/** What the administrator looks after: the List Manager's lists and the directory's size. */
export const overviewRoutes: FastifyPluginAsync<ServiceContext> = async (app, ctx) => {
  const db: AdminDb = ctx.db;

  app.get<{ Headers: Static<typeof OverviewHeaders>; Reply: OverviewResponse }>(
    '/api/admin/overview',
    {
      config: { access: { permissions: adminUserPermissions } },
      schema: {
        tags: ['admin'],
        headers: OverviewHeaders,
        response: { 200: OverviewResponse, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      const leaId = request.currentLeaId();
      const row = await db
        .selectFrom('directory.leas as l')
        .where('l.id', '=', leaId)
        .select((eb) => [
          'l.name',
          eb.cast<number>(eb.selectFrom('lookup_lists').select(eb.fn.countAll().as('n')), 'integer').as('lists'),
          eb.cast<number>(eb.selectFrom('lookup_values').select(eb.fn.countAll().as('n')).where('retired_at', 'is', null), 'integer').as('activeValues'),
          eb.cast<number>(eb.selectFrom('lookup_values').select(eb.fn.countAll().as('n')).where('retired_at', 'is not', null), 'integer').as('retiredValues'),
          eb
            .cast<number>(eb.selectFrom('directory.leas as d').select(eb.fn.countAll().as('n')).where('d.is_nde_level_district', '=', false), 'integer')
            .as('leas'),
          eb.cast<number>(eb.selectFrom('directory.schools as s').select(eb.fn.countAll().as('n')).whereRef('s.lea_id', '=', 'l.id'), 'integer').as('schools'),
        ])
        .executeTakeFirst();
      if (!row) throw notFound('LEA not found');
      return {
        leaId,
        leaName: row.name,
        schoolYear: schoolYearLabel(request.headers.activeschoolyear),
        figures: [
          { key: 'lists', label: 'Lookup lists', value: row.lists },
          { key: 'activeValues', label: 'List values in use', value: row.activeValues },
          { key: 'retiredValues', label: 'Retired list values', value: row.retiredValues },
          { key: 'leas', label: 'Districts and charters', value: row.leas },
          { key: 'schools', label: "This LEA's schools", value: row.schools },
        ],
      };
    },
  );
};
