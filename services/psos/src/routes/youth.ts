import type { FastifyPluginAsync } from 'fastify';
import { Type } from 'typebox';
import { ErrorBody, IdParams, isDownloadFormat, PsosPermissions as P } from '@portal/shared-contracts';
import {
  Attempt,
  AttemptCreate,
  InterviewRecord,
  InterviewSave,
  VerificationUpdate,
  YouthListItem,
  YouthListQuery,
  YouthPage,
  YouthRecord,
  YouthAssignmentUpdate,
  YouthHistoryEntry,
  PsosMessages as M,
  type YouthAssignmentUpdate as YouthAssignmentUpdateBody,
  type AttemptCreate as AttemptCreateBody,
  type InterviewSave as InterviewSaveBody,
  type VerificationUpdate as VerificationUpdateBody,
  type YouthListQuery as YouthListQueryType,
} from '@portal/shared-contracts/psos';
import {
  actorOf,
  disclosedAsTheyPass,
  disclosureActorOf,
  fetchPage,
  forbidden,
  listRows,
  notFound,
  pageCache,
  parseLeaHeader,
  sendDownload,
  type ServiceContext,
} from '@portal/service-kit';
import type { PsosDb } from '../db';
import { findCollection } from '../collections/collection-read';
import { youthDisclosures } from '../history/youth-disclosure';
import { readYouthHistory } from '../history/youth-history';
import { saveInterview } from '../interviews/save-interview';
import { addAttempt, closeUnreachable, listAttempts } from '../youth/attempts';
import { readerOf, worksInLea } from '../youth/reader';
import { setVerification } from '../youth/verification';
import { reassignYouth } from '../youth/reassign';
import { withAnswers, youthDownloadColumns } from '../youth/youth-download';
import { findYouth, readInterview, readYouthRecord, youthListQuery, youthListSpec } from '../youth/youth-read';
import { psosAccess } from './psos-access';
import { SchoolYearHeaders, type SchoolYearHeadersType } from './school-year-headers';

const refusals = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const tags = ['psos'];
const viewing = psosAccess(P.StudentListView, P.DistrictDashboardView, P.VendorDashboardView, P.TrackingView);
const interviewing = psosAccess(P.DistrictDashboardView, P.VendorDashboardView, P.CollectionEdit);

/**
 * The youth of the lists: the list (a district's LEA, a vendor's youth), one youth's record, its
 * verification, its interview and its contact attempts. Every read of youth data is in the
 * disclosure log; every change in the youth's history.
 */
export const youthRoutes: FastifyPluginAsync<ServiceContext<PsosDb>> = async (app, ctx) => {
  const { db } = ctx;
  const pages = pageCache(db, { versions: ['psos.data_version'], maxEntries: ctx.config.listCacheEntries });

  app.get<{ Querystring: YouthListQueryType; Headers: SchoolYearHeadersType }>(
    '/api/psos/youth',
    {
      config: viewing,
      schema: { tags, headers: SchoolYearHeaders, querystring: YouthListQuery, response: { 200: YouthPage, ...refusals } },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const disclosing = disclosureActorOf(request, actor);
      // The reader's vendor and the collection decide which youth are listed; a kept page was
      // read with them, so answering it reads neither again.
      const listed = async () => {
        const reader = await readerOf(db, actor);
        const collection = await findCollection(db, {
          collectionId: request.query.collectionId,
          schoolYear: request.headers.activeschoolyear,
        });
        const { vendorId } = request.query;
        // Listing by vendor is the state's view across LEAs; a vendor's user is held to its own youth whatever it asks.
        if (vendorId !== undefined && reader.vendorId === null && !actor.allLeas) throw forbidden(M.vendorFilterStateOnly);
        // A vendor's youth are in every LEA; anyone else sees one LEA of theirs at a time.
        const leaId = request.query.leaId ?? (reader.vendorId === null && vendorId === undefined ? request.currentLeaId() : null);
        if (reader.vendorId === null && leaId !== null && !worksInLea(actor, leaId)) throw forbidden();
        return {
          reader,
          collection,
          leaId,
          youth: () => youthListQuery(db, reader, { schoolYear: collection.schoolYear, leaId }, request.query),
          filter: { ...request.query, collectionId: collection.id },
        };
      };
      if (isDownloadFormat(request.query.format)) {
        const { reader, collection, leaId, youth, filter } = await listed();
        // The youth-level download (psos.md): the list's columns and each youth's answers.
        return sendDownload(reply, {
          format: request.query.format,
          name: 'psos-youth',
          columns: await youthDownloadColumns(db, collection),
          // An export discloses every youth in it, so the entry names each one, not only the filter.
          rows: disclosedAsTheyPass(
            withAnswers(db, reader, listRows(db, youth(), request.query, youthListSpec)),
            (row) => [{ id: row.id, stateStudentId: row.stateStudentId }],
            (read) => youthDisclosures.record(db, disclosing, { kind: 'export', students: read, leaId, filter }),
          ),
        });
      }
      const asked = { ...request.query, schoolYear: request.headers.activeschoolyear, currentLeaId: parseLeaHeader(request) };
      const kept = await pages.read(
        { list: 'psos.youth', actor, scope: asked },
        async () => {
          const { leaId, youth, filter } = await listed();
          return { page: await fetchPage(youth(), request.query, youthListSpec), leaId, filter };
        },
        {
          reader: disclosing,
          of: (read) => youthDisclosures.of({ kind: 'list', students: read.page.items, leaId: read.leaId, filter: read.filter }),
        },
      );
      return pages.send(reply, kept.page);
    },
  );

  app.get<{ Params: IdParams }>(
    '/api/psos/youth/:id',
    { config: viewing, schema: { tags, params: IdParams, response: { 200: YouthRecord, ...refusals } } },
    async (request) => {
      const actor = actorOf(request);
      const record = await readYouthRecord(db, await readerOf(db, actor), request.params.id);
      await youthDisclosures.record(db, disclosureActorOf(request, actor), { kind: 'record', students: [record], leaId: record.leaId });
      return record;
    },
  );

  app.get<{ Params: IdParams }>(
    '/api/psos/youth/:id/history',
    { config: viewing, schema: { tags, params: IdParams, response: { 200: Type.Array(YouthHistoryEntry), ...refusals } } },
    async (request) => {
      const actor = actorOf(request);
      const reader = await readerOf(db, actor);
      const youth = await findYouth(db, reader, request.params.id);
      const history = await readYouthHistory(db, reader, youth);
      // The history shows the record's values, so reading it is a read of the record.
      await youthDisclosures.record(db, disclosureActorOf(request, actor), { kind: 'record', students: [youth], leaId: youth.leaId });
      return history;
    },
  );

  app.put<{ Params: IdParams; Body: VerificationUpdateBody }>(
    '/api/psos/youth/:id/verification',
    {
      config: psosAccess(P.StudentListView, P.CollectionEdit),
      schema: { tags, params: IdParams, body: VerificationUpdate, response: { 200: YouthListItem, ...refusals } },
    },
    async (request) => {
      const reader = await readerOf(db, actorOf(request));
      return db.transaction().execute(async (trx) => {
        await setVerification(trx, reader, request.params.id, request.body);
        const youth = await findYouth(trx, reader, request.params.id);
        return youthListQuery(trx, reader, { schoolYear: youth.schoolYear, leaId: youth.leaId }, {})
          .where('y.id', '=', youth.id)
          .executeTakeFirstOrThrow();
      });
    },
  );

  app.put<{ Params: IdParams; Body: InterviewSaveBody }>(
    '/api/psos/youth/:id/interview',
    { config: interviewing, schema: { tags, params: IdParams, body: InterviewSave, response: { 200: InterviewRecord, ...refusals } } },
    async (request) => {
      const reader = await readerOf(db, actorOf(request));
      return db.transaction().execute(async (trx) => {
        await saveInterview(trx, reader, request.params.id, request.body, ctx.config.timeZone);
        const interview = await readInterview(trx, reader, request.params.id);
        if (!interview) throw notFound();
        return interview;
      });
    },
  );

  app.get<{ Params: IdParams }>(
    '/api/psos/youth/:id/attempts',
    { config: viewing, schema: { tags, params: IdParams, response: { 200: Type.Array(Attempt), ...refusals } } },
    async (request) => {
      const actor = actorOf(request);
      const youth = await findYouth(db, await readerOf(db, actor), request.params.id);
      // The attempts name the numbers and addresses used: a read of the youth's record.
      await youthDisclosures.record(db, disclosureActorOf(request, actor), { kind: 'record', students: [youth], leaId: youth.leaId });
      return listAttempts(db, youth.id);
    },
  );

  app.post<{ Params: IdParams; Body: AttemptCreateBody }>(
    '/api/psos/youth/:id/attempts',
    { config: interviewing, schema: { tags, params: IdParams, body: AttemptCreate, response: { 201: Attempt, ...refusals } } },
    async (request, reply) => {
      const reader = await readerOf(db, actorOf(request));
      const attempt = await db.transaction().execute(async (trx) => {
        const id = await addAttempt(trx, reader, request.params.id, request.body);
        return (await listAttempts(trx, request.params.id)).find((a) => a.id === id)!;
      });
      return reply.status(201).send(attempt);
    },
  );

  app.post<{ Params: IdParams }>(
    '/api/psos/youth/:id/unreachable',
    { config: interviewing, schema: { tags, params: IdParams, response: { 200: YouthListItem, ...refusals } } },
    async (request) => {
      const reader = await readerOf(db, actorOf(request));
      return db.transaction().execute(async (trx) => {
        await closeUnreachable(trx, reader, request.params.id);
        const youth = await findYouth(trx, reader, request.params.id);
        return youthListQuery(trx, reader, { schoolYear: youth.schoolYear, leaId: youth.leaId }, {})
          .where('y.id', '=', youth.id)
          .executeTakeFirstOrThrow();
      });
    },
  );

  app.put<{ Params: IdParams; Body: YouthAssignmentUpdateBody }>(
    '/api/psos/youth/:id/assignment',
    {
      config: psosAccess(P.CollectionEdit),
      schema: { tags, params: IdParams, body: YouthAssignmentUpdate, response: { 200: YouthListItem, ...refusals } },
    },
    async (request) => {
      const reader = await readerOf(db, actorOf(request));
      return db.transaction().execute(async (trx) => {
        await reassignYouth(trx, reader, request.params.id, request.body);
        const youth = await findYouth(trx, reader, request.params.id);
        return youthListQuery(trx, reader, { schoolYear: youth.schoolYear, leaId: youth.leaId }, {})
          .where('y.id', '=', youth.id)
          .executeTakeFirstOrThrow();
      });
    },
  );
};
