import type { FastifyPluginAsync } from 'fastify';
import { Type, type Static } from 'typebox';
import { ActiveSchoolYearHeaders, DEFAULT_PAGE_SIZE, EcoPermissions, ErrorBody, PageQuery } from '@portal/shared-contracts';
import type { ServiceContext } from '@portal/service-kit';
import type { EcoDb } from '../db';
import { inProgramDuring } from '../program-year';

const RatingStatus = Type.Union([Type.Literal('Draft'), Type.Literal('Submitted'), Type.Literal('Finalized'), Type.Null()]);
const IsoDate = Type.String({ format: 'date' });

const ChildListItem = Type.Object({
  id: Type.Integer(),
  stateStudentId: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  birthDate: IsoDate,
  schoolId: Type.Union([Type.Integer(), Type.Null()]),
  entryDate: IsoDate,
  exitDate: Type.Union([IsoDate, Type.Null()]),
  entryStatus: RatingStatus,
  exitStatus: RatingStatus,
});

const ChildListResponse = Type.Object({ items: Type.Array(ChildListItem), total: Type.Integer() });
type ChildListResponse = Static<typeof ChildListResponse>;

/** The child list (/child-search/child-list): the LEA's children in the program during the chosen year, by name. */
export const childrenRoutes: FastifyPluginAsync<ServiceContext> = async (app, ctx) => {
  const db: EcoDb = ctx.db;

  app.get<{ Headers: ActiveSchoolYearHeaders; Querystring: PageQuery; Reply: ChildListResponse }>(
    '/api/eco/children',
    {
      config: { access: { permissions: [EcoPermissions.Access] } },
      schema: {
        tags: ['eco'],
        headers: ActiveSchoolYearHeaders,
        querystring: PageQuery,
        response: { 200: ChildListResponse, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => {
      const leaId = request.currentLeaId();
      const pageNumber = request.query.pageNumber ?? 1;
      const pageSize = request.query.pageSize ?? DEFAULT_PAGE_SIZE;
      const children = db.selectFrom('children as c').where('c.lea_id', '=', leaId).where(inProgramDuring(request.headers.activeschoolyear));

      const [items, count] = await Promise.all([
        children
          .leftJoin('outcome_ratings as en', (join) => join.onRef('en.child_id', '=', 'c.id').on('en.phase', '=', 'entry'))
          .leftJoin('outcome_ratings as ex', (join) => join.onRef('ex.child_id', '=', 'c.id').on('ex.phase', '=', 'exit'))
          .select((eb) => [
            'c.id',
            'c.state_student_id as stateStudentId',
            'c.first_name as firstName',
            'c.last_name as lastName',
            eb.cast<string>('c.birth_date', 'text').as('birthDate'),
            'c.school_id as schoolId',
            eb.cast<string>('c.entry_date', 'text').as('entryDate'),
            eb.cast<string | null>('c.exit_date', 'text').as('exitDate'),
            'en.status as entryStatus',
            'ex.status as exitStatus',
          ])
          .orderBy('c.last_name')
          .orderBy('c.first_name')
          .orderBy('c.id')
          .limit(pageSize)
          .offset((pageNumber - 1) * pageSize)
          .execute(),
        children.select((eb) => eb.cast<number>(eb.fn.countAll(), 'integer').as('total')).executeTakeFirstOrThrow(),
      ]);
      return { items, total: count.total };
    },
  );
};
