import type { FastifyPluginAsync } from 'fastify';
import { EcoPermissions, ErrorBody, isDownloadFormat } from '@portal/shared-contracts';
import { childSearchColumnsFor, ChildSearchQuery, ChildSearchResult } from '@portal/shared-contracts/eco';
import {
  actorCan,
  actorOf,
  badRequest,
  disclosedAsTheyPass,
  disclosureActorOf,
  forbidden,
  sendDownload,
  type ServiceContext,
} from '@portal/service-kit';
import type { EcoDb } from '../db';
import { searchChildren } from '../children/child-search';
import { childDisclosures } from '../history/child-disclosure';
import { ecoAccess } from './eco-access';

const NO_CRITERION = 'Give a name, a date of birth or a state student id to search for.';

/**
 * Child search (/child-search/search): the current LEA's children, or every LEA's with advanced
 * search; as CSV or .xlsx, the same children as the page shows, in its columns.
 */
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
    async (request, reply) => {
      const { name, birthDate, stateStudentId, allLeas, format } = request.query;
      if (!name?.trim() && !birthDate && !stateStudentId?.trim()) throw badRequest(NO_CRITERION);
      const actor = actorOf(request);
      if (allLeas && !actorCan(actor, [EcoPermissions.AdvancedSearchView])) throw forbidden();
      const leaId = allLeas ? null : request.currentLeaId();
      const reader = disclosureActorOf(request, actor);
      const found = await db.transaction().execute((trx) => searchChildren(trx, actor, request.query, leaId));
      if (isDownloadFormat(format))
        return sendDownload(reply, {
          format,
          name: 'child-search',
          columns: childSearchColumnsFor(allLeas),
          rows: disclosedAsTheyPass(
            found.items,
            (child) => [{ id: child.id, stateStudentId: child.stateStudentId }],
            (read) => childDisclosures.record(db, reader, { kind: 'export', students: read, leaId, filter: request.query }),
          ),
        });
      await childDisclosures.record(db, reader, { kind: 'search', students: found.items, leaId, filter: request.query });
      return found;
    },
  );
};
