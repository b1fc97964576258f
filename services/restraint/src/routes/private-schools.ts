import type { FastifyPluginAsync } from 'fastify';
import { ErrorBody } from '@portal/shared-contracts';
import { PrivateSchoolList, RestraintPermissions as R } from '@portal/shared-contracts/restraint';
import { actorOf, type ServiceContext } from '@portal/service-kit';
import type { RestraintDb } from '../db';
import { restraintAccess } from './restraint-access';

/** GET api/restraint/private-schools: those the caller enters incidents for; every one for an all-LEAs user. */
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
};
