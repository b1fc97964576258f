import type { FastifyPluginAsync } from 'fastify';
import { EcoPermissions, ErrorBody } from '@portal/shared-contracts';
import { ChildSearchQuery, ChildSearchResult } from '@portal/shared-contracts/eco';
import { actorCan, actorOf, badRequest, disclosureActorOf, forbidden, type ServiceContext } from '@portal/service-kit';
import type { EcoDb } from '../db';
import { searchChildren } from '../children/child-search';
import { recordChildrenRead } from '../history/child-disclosure';
import { ecoAccess } from './eco-access';

const NO_CRITERION = 'Give a name, a date of birth or a state student id to search for.';

/** Child search (/child-search/search): the current LEA's children, or every LEA's with advanced search. */
export const childSearchRoutes: FastifyPluginAsync<ServiceContext<EcoDb>> = async (app, ctx) => {
  const { db } = ctx;

  app.get<{ Querystring: ChildSearchQuery }>(
    '/api/eco/children/search',
    {
      config: ecoAccess(EcoPermissions.Access),
      schema: {
        tags: ['eco'],
        querystring: ChildSearchQuery,
        response: { 200: ChildSearchResult, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => {
      const { name, birthDate, stateStudentId, allLeas } = request.query;
      if (!name?.trim() && !birthDate && !stateStudentId?.trim()) throw badRequest(NO_CRITERION);
      const actor = actorOf(request);
      if (allLeas && !actorCan(actor, [EcoPermissions.AdvancedSearchView])) throw forbidden();
      const leaId = allLeas ? null : request.currentLeaId();
      const found = await db.transaction().execute((trx) => searchChildren(trx, actor, request.query, leaId));
      await recordChildrenRead(db, disclosureActorOf(request, actor), {
        kind: 'search',
        children: found.items,
        leaId,
        filter: request.query,
      });
      return found;
    },
  );
};
