import type { FastifyPluginAsync } from 'fastify';
import { Type } from 'typebox';
import { ActiveSchoolYearHeaders, EcoPermissions, ErrorBody, IdParams, isDownloadFormat } from '@portal/shared-contracts';
import {
  ChildFields,
  ChildHistoryEntry,
  childListColumns,
  ChildListQuery,
  childStatusColumns,
  ChildPage,
  ChildRecord,
  ChildUpdate,
} from '@portal/shared-contracts/eco';
import {
  actorOf,
  disclosedAsTheyPass,
  disclosureActorOf,
  fetchPage,
  forbidden,
  listRows,
  pageCache,
  sendDownload,
  type ServiceContext,
} from '@portal/service-kit';
import type { EcoDb } from '../db';
import { findChild, worksInLea } from '../children/access';
import { childListQuery, childListSpec } from '../children/child-list';
import { readChildRecord } from '../children/child-record';
import { createChild, updateChild } from '../children/child-save';
import { holdingForReview } from '../children/record-conflicts';
import { childDisclosures } from '../history/child-disclosure';
import { readChildHistory } from '../history/child-history';
import { ecoAccess } from './eco-access';

const moduleAccess = ecoAccess(EcoPermissions.Access);
const refusals = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

/** The child list (/child-search/child-list) and a child's record: add, open, change, and its history. */
export const childrenRoutes: FastifyPluginAsync<ServiceContext<EcoDb>> = async (app, ctx) => {
  const { db } = ctx;
  // The list shows the directory's school names beside ECO's own data.
  const pages = pageCache(db, { versions: ['eco.data_version', 'directory.data_version'], maxEntries: ctx.config.listCacheEntries });

  app.get<{ Headers: ActiveSchoolYearHeaders; Querystring: ChildListQuery }>(
    '/api/eco/children',
    {
      config: moduleAccess,
      schema: { tags: ['eco'], headers: ActiveSchoolYearHeaders, querystring: ChildListQuery, response: { 200: ChildPage, ...refusals } },
    },
    async (request, reply) => {
      // State tracking opens any LEA's list; others see the LEAs they work in, as with CurrentLeaId.
      const actor = actorOf(request);
      const reader = disclosureActorOf(request, actor);
      const leaId = request.query.leaId ?? request.currentLeaId();
      if (!worksInLea(actor, leaId)) throw forbidden();
      const schoolYear = request.headers.activeschoolyear;
      const children = () => childListQuery(db, actor, leaId, schoolYear, request.query);
      const filter = { ...request.query, leaId, schoolYear };
      if (isDownloadFormat(request.query.format))
        return sendDownload(reply, {
          format: request.query.format,
          name: request.query.view === 'status' ? 'child-status' : 'child-list',
          columns: request.query.view === 'status' ? childStatusColumns : childListColumns,
          // An export discloses every child in it, so the entry names each one, not only the filter.
          rows: disclosedAsTheyPass(
            listRows(db, children(), request.query, childListSpec),
            (child) => [{ id: child.id, stateStudentId: child.stateStudentId }],
            (read) => childDisclosures.record(db, reader, { kind: 'export', students: read, leaId, filter }),
          ),
        });
      const page = await pages.read(
        { list: 'eco.children', actor, scope: filter },
        () => fetchPage(children(), request.query, childListSpec),
        {
          reader,
          of: (read) => childDisclosures.of({ kind: 'list', students: read.items, leaId, filter }),
        },
      );
      return pages.send(reply, page);
    },
  );

  app.post<{ Body: ChildFields }>(
    '/api/eco/children',
    { config: moduleAccess, schema: { tags: ['eco'], body: ChildFields, response: { 201: ChildRecord, ...refusals } } },
    async (request, reply) => {
      const actor = actorOf(request);
      const record = await holdingForReview(db, actor, () =>
        db.transaction().execute(async (trx) => readChildRecord(trx, await createChild(trx, actor, request.body, ctx.config.timeZone))),
      );
      return reply.status(201).send(record);
    },
  );

  app.get<{ Params: IdParams }>(
    '/api/eco/children/:id',
    { config: moduleAccess, schema: { tags: ['eco'], params: IdParams, response: { 200: ChildRecord, ...refusals } } },
    async (request) => {
      const actor = actorOf(request);
      const child = await findChild(db, actor, request.params.id);
      const record = await readChildRecord(db, child.id);
      await childDisclosures.record(db, disclosureActorOf(request, actor), { kind: 'record', students: [record], leaId: child.leaId });
      return record;
    },
  );

  app.put<{ Params: IdParams; Body: ChildUpdate }>(
    '/api/eco/children/:id',
    { config: moduleAccess, schema: { tags: ['eco'], params: IdParams, body: ChildUpdate, response: { 200: ChildRecord, ...refusals } } },
    async (request) => {
      const actor = actorOf(request);
      return holdingForReview(db, actor, () =>
        db.transaction().execute(async (trx) => {
          await updateChild(trx, actor, request.params.id, request.body, ctx.config.timeZone);
          return readChildRecord(trx, request.params.id);
        }),
      );
    },
  );

  app.get<{ Params: IdParams }>(
    '/api/eco/children/:id/history',
    { config: moduleAccess, schema: { tags: ['eco'], params: IdParams, response: { 200: Type.Array(ChildHistoryEntry), ...refusals } } },
    async (request) => {
      const actor = actorOf(request);
      const child = await findChild(db, actor, request.params.id);
      const history = await readChildHistory(db, child.id);
      // The history shows the record's values, so reading it is a read of the record.
      await childDisclosures.record(db, disclosureActorOf(request, actor), { kind: 'record', students: [child], leaId: child.leaId });
      return history;
    },
  );
};
