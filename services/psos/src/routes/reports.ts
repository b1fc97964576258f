import type { FastifyPluginAsync } from 'fastify';
import { ErrorBody, PsosPermissions as P } from '@portal/shared-contracts';
import {
  B14Query,
  B14Report,
  PsosMessages as M,
  ResponseEffort,
  ResponseEffortQuery,
  type B14Query as B14QueryType,
} from '@portal/shared-contracts/psos';
import { actorOf, forbidden, type Actor, type ServiceContext } from '@portal/service-kit';
import type { PsosDb } from '../db';
import { findCollection, settingsInForce } from '../collections/collection-read';
import { leaOf } from '../lists/student-lists';
import { sendB14Report } from '../reports/b14-download';
import { b14Figures, b14Report, priorCollection } from '../reports/b14-report';
import { responseEffort } from '../reports/response-effort';
import { worksInLea } from '../youth/reader';
import { psosAccess } from './psos-access';
import { SchoolYearHeaders, type SchoolYearHeadersType } from './school-year-headers';

/** The LEA a report is of, checked: none is the state's report, which needs every LEA; else one of the caller's. */
async function reportedLea(db: PsosDb, actor: Actor, leaId: number | undefined): Promise<number | null> {
  if (leaId === undefined) {
    if (!actor.allLeas) throw forbidden(M.stateOnly);
    return null;
  }
  await leaOf(db, leaId);
  if (!worksInLea(actor, leaId)) throw forbidden();
  return leaId;
}

/**
 * The B14 report (reports view): the state's (no leaId; it needs every LEA) or one LEA's, for the
 * collection named or the header's school year. Interim while the collection is Open, Final once
 * it is Closed. Counts only: no youth is named, so no disclosure is recorded. With `format` a file;
 * with `public=true` the edition for publication, suppressed as the collection's settings say.
 * And the response effort of the same collection and LEA.
 */
export const reportRoutes: FastifyPluginAsync<ServiceContext<PsosDb>> = async (app, ctx) => {
  const { db } = ctx;

  app.get<{ Querystring: B14QueryType; Headers: SchoolYearHeadersType }>(
    '/api/psos/reports/b14',
    {
      config: psosAccess(P.ReportsView),
      schema: {
        tags: ['psos'],
        headers: SchoolYearHeaders,
        querystring: B14Query,
        response: { 200: B14Report, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      const collection = await findCollection(db, {
        collectionId: request.query.collectionId,
        schoolYear: request.headers.activeschoolyear,
      });
      const leaId = await reportedLea(db, actorOf(request), request.query.leaId);
      if (!request.query.format) return b14Report(db, collection, leaId);
      const settings = await settingsInForce(db, collection.schoolYear);
      const prior = await priorCollection(db, collection);
      return sendB14Report(reply, request.query.format, {
        report: await b14Figures(db, collection, leaId),
        prior: prior && (await b14Figures(db, prior, leaId)),
        smallCellSize: request.query.public && settings.publicSuppression ? settings.suppressionThreshold : 0,
      });
    },
  );

  app.get<{ Querystring: ResponseEffortQuery; Headers: SchoolYearHeadersType }>(
    '/api/psos/reports/effort',
    {
      config: psosAccess(P.ReportsView),
      schema: {
        tags: ['psos'],
        headers: SchoolYearHeaders,
        querystring: ResponseEffortQuery,
        response: { 200: ResponseEffort, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      const collection = await findCollection(db, {
        collectionId: request.query.collectionId,
        schoolYear: request.headers.activeschoolyear,
      });
      return responseEffort(db, collection, await reportedLea(db, actorOf(request), request.query.leaId));
    },
  );
};
