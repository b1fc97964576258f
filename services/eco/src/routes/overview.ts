import type { FastifyPluginAsync } from 'fastify';
import { EcoPermissions, ErrorBody, OverviewResponse, schoolYearLabel } from '@portal/shared-contracts';
import { notFound, type ServiceContext } from '@portal/service-kit';
import type { EcoDb } from '../db';
import { exitedDuring, inProgramDuring } from '../program-year';
import { SchoolYearHeaders } from './school-year-headers';

/** The LEA's dashboard counts (eco.md, Workflow): what is missing and what waits for the state. */
export const overviewRoutes: FastifyPluginAsync<ServiceContext> = async (app, ctx) => {
  const db: EcoDb = ctx.db;

  app.get<{ Headers: SchoolYearHeaders; Reply: OverviewResponse }>(
    '/api/eco/overview',
    {
      config: { access: { permissions: [EcoPermissions.Access] } },
      schema: {
        tags: ['eco'],
        headers: SchoolYearHeaders,
        response: { 200: OverviewResponse, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      const leaId = request.currentLeaId();
      const schoolYear = request.headers.activeschoolyear;
      const row = await db
        .selectFrom('directory.leas as l')
        .leftJoin('children as c', (join) => join.onRef('c.lea_id', '=', 'l.id').on(inProgramDuring(schoolYear)))
        .leftJoin('outcome_ratings as en', (join) => join.onRef('en.child_id', '=', 'c.id').on('en.phase', '=', 'entry'))
        .leftJoin('outcome_ratings as ex', (join) => join.onRef('ex.child_id', '=', 'c.id').on('ex.phase', '=', 'exit'))
        .where('l.id', '=', leaId)
        .groupBy('l.name')
        .select((eb) => {
          const exited = exitedDuring(schoolYear);
          return [
            'l.name',
            eb.cast<number>(eb.fn.count('c.id'), 'integer').as('inProgram'),
            eb.cast<number>(eb.fn.count('c.id').filterWhere('en.id', 'is', null), 'integer').as('missingEntry'),
            eb.cast<number>(eb.fn.count('c.id').filterWhere(exited), 'integer').as('exited'),
            eb.cast<number>(eb.fn.count('c.id').filterWhere(eb.and([exited, eb('ex.id', 'is', null)])), 'integer').as('missingExit'),
            eb
              .cast<number>(eb.fn.count('c.id').filterWhere(eb.or([eb('en.status', '=', 'Submitted'), eb('ex.status', '=', 'Submitted')])), 'integer')
              .as('awaitingFinalization'),
          ];
        })
        .executeTakeFirst();
      if (!row) throw notFound('LEA not found');
      return {
        leaId,
        leaName: row.name,
        schoolYear: schoolYearLabel(schoolYear),
        figures: [
          { key: 'inProgram', label: 'Children in the program', value: row.inProgram },
          { key: 'missingEntry', label: 'Without entry ratings', value: row.missingEntry },
          { key: 'exited', label: 'Exited this year', value: row.exited },
          { key: 'missingExit', label: 'Exits without exit ratings', value: row.missingExit },
          { key: 'awaitingFinalization', label: 'Waiting for finalization', value: row.awaitingFinalization },
        ],
      };
    },
  );
};
