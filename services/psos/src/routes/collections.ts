import type { FastifyPluginAsync } from 'fastify';
import { ErrorBody, IdParams, PsosPermissions as P } from '@portal/shared-contracts';
import {
  AssignmentUpdate,
  CollectionCreate,
  CollectionLeaList,
  CollectionLeaParams,
  CollectionList,
  CollectionQuery,
  CollectionRecord,
  CollectionUpdate,
  DuplicateList,
  PsosMessages as M,
  ReasonBody,
  ResetRequest,
  ResetResult,
  type AssignmentUpdate as AssignmentUpdateBody,
  type CollectionCreate as CollectionCreateBody,
  type CollectionLeaParams as CollectionLeaParamsType,
  type CollectionQuery as CollectionQueryType,
  type CollectionUpdate as CollectionUpdateBody,
  type ReasonBody as ReasonBodyType,
  type ResetRequest as ResetRequestBody,
} from '@portal/shared-contracts/psos';
import { actorOf, forbidden, type ServiceContext } from '@portal/service-kit';
import type { PsosDb } from '../db';
import { findCollection, listCollections, readCollectionRecord } from '../collections/collection-read';
import { closeCollection, createCollection, openCollection, reopenCollection, updateCollection } from '../collections/collection-moves';
import { collectionLeas, crossLeaDuplicates, setListBack, submitList } from '../lists/student-lists';
import { resetLea } from '../reset/reset-lea';
import { assignLea } from '../vendors/vendors';
import { psosAccess } from './psos-access';
import { SchoolYearHeaders, type SchoolYearHeadersType } from './school-year-headers';

const refusals = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const tags = ['psos'];
/** Every PSOS page names the collection it shows, so each of its view permissions reads them. */
const anyView = psosAccess(
  P.CollectionView,
  P.TrackingView,
  P.DistrictDashboardView,
  P.VendorDashboardView,
  P.StudentListView,
  P.SurveyListView,
  P.ReportsView,
);
const editing = psosAccess(P.CollectionEdit);

/**
 * The collection manager (psos.md, "The collection"): one collection per school year, Draft, Open,
 * Closed and reopened with a reason; each LEA's list and assignment; the district's submit, the
 * state's set-back; the district dashboard reset; the cross-LEA duplicates of state tracking.
 */
export const collectionRoutes: FastifyPluginAsync<ServiceContext<PsosDb>> = async (app, ctx) => {
  const { db } = ctx;
  const record = (id: number) => readCollectionRecord(db, id);

  app.get('/api/psos/collections', { config: anyView, schema: { tags, response: { 200: CollectionList, ...refusals } } }, () =>
    listCollections(db),
  );

  app.post<{ Body: CollectionCreateBody }>(
    '/api/psos/collections',
    { config: editing, schema: { tags, body: CollectionCreate, response: { 201: CollectionRecord, ...refusals } } },
    async (request, reply) => {
      const id = await db.transaction().execute((trx) => createCollection(trx, actorOf(request), request.body));
      return reply.status(201).send(await record(id));
    },
  );

  app.get<{ Params: IdParams }>(
    '/api/psos/collections/:id',
    { config: anyView, schema: { tags, params: IdParams, response: { 200: CollectionRecord, ...refusals } } },
    (request) => record(request.params.id),
  );

  app.put<{ Params: IdParams; Body: CollectionUpdateBody }>(
    '/api/psos/collections/:id',
    { config: editing, schema: { tags, params: IdParams, body: CollectionUpdate, response: { 200: CollectionRecord, ...refusals } } },
    async (request) => {
      await db.transaction().execute((trx) => updateCollection(trx, actorOf(request), request.params.id, request.body));
      return record(request.params.id);
    },
  );

  app.post<{ Params: IdParams }>(
    '/api/psos/collections/:id/open',
    { config: editing, schema: { tags, params: IdParams, response: { 200: CollectionRecord, ...refusals } } },
    async (request) => {
      await db.transaction().execute((trx) => openCollection(trx, actorOf(request), request.params.id, ctx.notifications));
      ctx.notifications.flush();
      return record(request.params.id);
    },
  );

  app.post<{ Params: IdParams }>(
    '/api/psos/collections/:id/close',
    { config: editing, schema: { tags, params: IdParams, response: { 200: CollectionRecord, ...refusals } } },
    async (request) => {
      await db.transaction().execute((trx) => closeCollection(trx, actorOf(request), request.params.id));
      return record(request.params.id);
    },
  );

  app.post<{ Params: IdParams; Body: ReasonBodyType }>(
    '/api/psos/collections/:id/reopen',
    { config: editing, schema: { tags, params: IdParams, body: ReasonBody, response: { 200: CollectionRecord, ...refusals } } },
    async (request) => {
      await db.transaction().execute((trx) => reopenCollection(trx, actorOf(request), request.params.id, request.body.reason));
      return record(request.params.id);
    },
  );

  app.get<{ Params: IdParams }>(
    '/api/psos/collections/:id/leas',
    {
      config: psosAccess(P.CollectionView, P.StudentListView, P.TrackingView),
      schema: { tags, params: IdParams, response: { 200: CollectionLeaList, ...refusals } },
    },
    async (request) => collectionLeas(db, actorOf(request), await findCollection(db, { collectionId: request.params.id })),
  );

  app.put<{ Params: CollectionLeaParamsType; Body: AssignmentUpdateBody }>(
    '/api/psos/collections/:id/leas/:leaId/assignment',
    {
      config: editing,
      schema: { tags, params: CollectionLeaParams, body: AssignmentUpdate, response: { 204: { type: 'null' }, ...refusals } },
    },
    async (request, reply) => {
      const { id, leaId } = request.params;
      await db.transaction().execute((trx) => assignLea(trx, actorOf(request), id, leaId, request.body.vendorId));
      return reply.status(204).send();
    },
  );

  app.post<{ Params: CollectionLeaParamsType }>(
    '/api/psos/collections/:id/leas/:leaId/list/submit',
    {
      config: psosAccess(P.StudentListView),
      schema: { tags, params: CollectionLeaParams, response: { 204: { type: 'null' }, ...refusals } },
    },
    async (request, reply) => {
      await db.transaction().execute((trx) => submitList(trx, actorOf(request), request.params.id, request.params.leaId));
      return reply.status(204).send();
    },
  );

  app.post<{ Params: CollectionLeaParamsType; Body: ReasonBodyType }>(
    '/api/psos/collections/:id/leas/:leaId/list/set-back',
    { config: editing, schema: { tags, params: CollectionLeaParams, body: ReasonBody, response: { 204: { type: 'null' }, ...refusals } } },
    async (request, reply) => {
      const { id, leaId } = request.params;
      await db.transaction().execute((trx) => setListBack(trx, actorOf(request), id, leaId, request.body.reason));
      return reply.status(204).send();
    },
  );

  app.post<{ Params: CollectionLeaParamsType; Body: ResetRequestBody }>(
    '/api/psos/collections/:id/leas/:leaId/reset',
    {
      config: psosAccess(P.DistrictDashboardReset),
      schema: { tags, params: CollectionLeaParams, body: ResetRequest, response: { 200: ResetResult, ...refusals } },
    },
    async (request) => {
      const { id, leaId } = request.params;
      return db.transaction().execute((trx) => resetLea(trx, actorOf(request), id, leaId, request.body));
    },
  );

  app.get<{ Querystring: CollectionQueryType; Headers: SchoolYearHeadersType }>(
    '/api/psos/duplicates',
    {
      config: psosAccess(P.TrackingView, P.CollectionEdit),
      schema: { tags, headers: SchoolYearHeaders, querystring: CollectionQuery, response: { 200: DuplicateList, ...refusals } },
    },
    async (request) => {
      const collection = await findCollection(db, {
        collectionId: request.query.collectionId,
        schoolYear: request.headers.activeschoolyear,
      });
      if (!actorOf(request).allLeas) throw forbidden(M.stateOnly);
      return crossLeaDuplicates(db, collection.schoolYear);
    },
  );
};
