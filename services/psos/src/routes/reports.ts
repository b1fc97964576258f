import type { FastifyPluginAsync } from 'fastify';
import { ErrorBody, PsosPermissions as P } from '@portal/shared-contracts';
import { B14Query, B14Report, PsosMessages as M, type B14Query as B14QueryType } from '@portal/shared-contracts/psos';
import { actorOf, forbidden, type ServiceContext } from '@portal/service-kit';
import type { PsosDb } from '../db';
import { findCollection, settingsInForce } from '../collections/collection-read';
import { leaOf } from '../lists/student-lists';
import { sendB14Report } from '../reports/b14-download';
import { b14Figures, b14Report, priorCollection } from '../reports/b14-report';
import { worksInLea } from '../youth/reader';
import { psosAccess } from './psos-access';
import { SchoolYearHeaders, type SchoolYearHeadersType } from './school-year-headers';

/**
 * The B14 report (reports view): the state's (no leaId; it needs every LEA) or one LEA's, for the
 * collection named or the header's school year. Interim while the collection is Open, Final once
 * it is Closed. Counts only: no youth is named, so no disclosure is recorded. With `format` a file;
 * with `public=true` the edition for publication, suppressed as the collection's settings say.
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
      const actor = actorOf(request);
      const collection = await findCollection(db, {
        collectionId: request.query.collectionId,
        schoolYear: request.headers.activeschoolyear,
      });
      const leaId = request.query.leaId ?? null;
      if (leaId === null && !actor.allLeas) throw forbidden(M.stateOnly);
      if (leaId !== null) {
        await leaOf(db, leaId);
        if (!worksInLea(actor, leaId)) throw forbidden();
      }
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
};
