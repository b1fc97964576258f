import type { FastifyPluginAsync } from 'fastify';
import { AppPermissions as A, ErrorBody, IdParams } from '@portal/shared-contracts';
import {
  PrivateSchool,
  PrivateSchoolCreate,
  PrivateSchoolList,
  PrivateSchoolUsers,
  RestraintMessages,
  RestraintPermissions as R,
} from '@portal/shared-contracts/restraint';
import { actorOf, conflict, notFound, type ServiceContext } from '@portal/service-kit';
import type { RestraintDb } from '../db';
import { restraintAccess } from './restraint-access';

const refusals = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

async function assertPrivateSchool(db: RestraintDb, id: number): Promise<void> {
  if (!(await db.selectFrom('private_schools').select('id').where('id', '=', id).executeTakeFirst()))
    throw notFound(RestraintMessages.privateSchoolNotFound);
}

/**
 * Private schools (NRS 394): the list a user enters incidents for (every one for an all-LEAs
 * user), and the state admin's setup of the schools and the users assigned to each.
 */
export const privateSchoolRoutes: FastifyPluginAsync<ServiceContext<RestraintDb>> = async (app, { db }) => {
  app.get(
    '/api/restraint/private-schools',
    {
      config: restraintAccess(R.PrivateSchoolDataEntry, R.ViolationListView),
      schema: { tags: ['restraint'], response: { 200: PrivateSchoolList, 401: ErrorBody, 403: ErrorBody } },
    },
    async (request) => {
      const actor = actorOf(request);
      let schools = db.selectFrom('private_schools as p').select(['p.id', 'p.code', 'p.name']).orderBy('p.name');
      if (!actor.allLeas)
        schools = schools.where((eb) =>
          eb.exists(
            eb
              .selectFrom('private_school_users as u')
              .select('u.user_id')
              .whereRef('u.private_school_id', '=', 'p.id')
              .where('u.user_id', '=', actor.userId),
          ),
        );
      return { items: await schools.execute() };
    },
  );

  app.post<{ Body: PrivateSchoolCreate }>(
    '/api/restraint/private-schools',
    {
      config: restraintAccess(A.StateAdmin),
      schema: { tags: ['restraint'], body: PrivateSchoolCreate, response: { 201: PrivateSchool, ...refusals } },
    },
    async (request, reply) => {
      const code = request.body.code.toUpperCase();
      if (await db.selectFrom('private_schools').select('id').where('code', '=', code).executeTakeFirst())
        throw conflict(RestraintMessages.duplicatePrivateSchool, { code: RestraintMessages.duplicatePrivateSchool });
      const school = await db
        .insertInto('private_schools')
        .values({ code, name: request.body.name.trim() })
        .returning(['id', 'code', 'name'])
        .executeTakeFirstOrThrow();
      return reply.status(201).send(school);
    },
  );

  app.get<{ Params: IdParams }>(
    '/api/restraint/private-schools/:id/users',
    {
      config: restraintAccess(A.StateAdmin),
      schema: { tags: ['restraint'], params: IdParams, response: { 200: PrivateSchoolUsers, ...refusals } },
    },
    async (request) => {
      await assertPrivateSchool(db, request.params.id);
      const rows = await db
        .selectFrom('private_school_users')
        .select('user_id')
        .where('private_school_id', '=', request.params.id)
        .orderBy('user_id')
        .execute();
      return { userIds: rows.map((row) => row.user_id) };
    },
  );

  app.put<{ Params: IdParams; Body: PrivateSchoolUsers }>(
    '/api/restraint/private-schools/:id/users',
    {
      config: restraintAccess(A.StateAdmin),
      schema: { tags: ['restraint'], params: IdParams, body: PrivateSchoolUsers, response: { 200: PrivateSchoolUsers, ...refusals } },
    },
    async (request) => {
      const { id } = request.params;
      const userIds = [...request.body.userIds].sort((a, b) => a - b);
      await db.transaction().execute(async (trx) => {
        await assertPrivateSchool(trx, id);
        await trx.deleteFrom('private_school_users').where('private_school_id', '=', id).execute();
        if (userIds.length)
          await trx
            .insertInto('private_school_users')
            .values(userIds.map((userId) => ({ private_school_id: id, user_id: userId })))
            .execute();
      });
      return { userIds };
    },
  );
};
