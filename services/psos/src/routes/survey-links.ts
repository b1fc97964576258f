import type { FastifyPluginAsync } from 'fastify';
import { ErrorBody, IdParams, PsosPermissions as P } from '@portal/shared-contracts';
import {
  SurveyLink,
  SurveyLinksQuery,
  surveyLinkColumns,
  PublicSubmission,
  PublicSubmissionReceipt,
  PublicSurvey,
  SurveyTokenParams,
  type PublicSubmission as PublicSubmissionBody,
  type SurveyLinksQuery as SurveyLinksQueryType,
} from '@portal/shared-contracts/psos';
import { actorOf, botProtectionFor, disclosureActorOf, forbidden, sendDownload, type ServiceContext } from '@portal/service-kit';
import type { PsosDb } from '../db';
import { findCollection } from '../collections/collection-read';
import { youthDisclosures } from '../history/youth-disclosure';
import { readPublicSurvey, takePublicSubmission } from '../links/public-survey';
import { linkUrl, makeSurveyLink, makeSurveyLinks } from '../links/survey-links';
import { readerOf, worksInLea } from '../youth/reader';
import { psosAccess } from './psos-access';
import { SchoolYearHeaders, type SchoolYearHeadersType } from './school-year-headers';

const refusals = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const tags = ['psos'];
const interviewing = psosAccess(P.DistrictDashboardView, P.VendorDashboardView, P.CollectionEdit);
/**
 * The public survey's limits per address, well under the general one: enough for a family to open
 * and reload its link and send once, too few to try tokens or flood submissions.
 */
export const PublicSurveyRateLimits = {
  read: { max: 30, timeWindow: '1 minute' },
  submit: { max: 10, timeWindow: '1 minute' },
} as const;

/**
 * Public survey links (psos.md, "Who answers and how"): interviewers and the state make them, one
 * youth at a time or as a file for letters; the youth or a family member answers at
 * /psos-public/{token} without signing in, once.
 */
export const surveyLinkRoutes: FastifyPluginAsync<ServiceContext<PsosDb>> = async (app, ctx) => {
  const { db, config } = ctx;
  const bots = botProtectionFor(ctx, app.log);

  app.post<{ Params: IdParams }>(
    '/api/psos/youth/:id/link',
    { config: interviewing, schema: { tags, params: IdParams, response: { 201: SurveyLink, ...refusals } } },
    async (request, reply) => {
      const reader = await readerOf(db, actorOf(request));
      const link = await db.transaction().execute((trx) => makeSurveyLink(trx, reader, request.params.id));
      return reply.status(201).send({ youthId: request.params.id, ...link, url: linkUrl(config.publicUrl, link.token) });
    },
  );

  app.post<{ Querystring: SurveyLinksQueryType; Headers: SchoolYearHeadersType }>(
    '/api/psos/links',
    {
      config: interviewing,
      schema: {
        tags,
        headers: SchoolYearHeaders,
        querystring: SurveyLinksQuery,
        response: { 200: { description: 'The links as CSV or a spreadsheet, for letters.' }, ...refusals },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const reader = await readerOf(db, actor);
      const collection = await findCollection(db, {
        collectionId: request.query.collectionId,
        schoolYear: request.headers.activeschoolyear,
      });
      const leaId = request.query.leaId ?? null;
      if (reader.vendorId === null && leaId !== null && !worksInLea(actor, leaId)) throw forbidden();
      const rows = await db
        .transaction()
        .execute((trx) =>
          makeSurveyLinks(trx, reader, collection, { leaId, renew: request.query.renew ?? false, publicUrl: config.publicUrl }),
        );
      // The file names each youth and where they live: a disclosure of every one.
      await youthDisclosures.record(db, disclosureActorOf(request, actor), {
        kind: 'export',
        students: rows.map((r) => ({ id: r.youthId, stateStudentId: r.stateStudentId })),
        leaId,
        filter: { collectionId: collection.id, purpose: 'survey links' },
      });
      return sendDownload(reply, { format: request.query.format ?? 'csv', name: 'psos-survey-links', columns: surveyLinkColumns, rows });
    },
  );

  app.get<{ Params: SurveyTokenParams }>(
    '/api/psos/public/survey/:token',
    {
      config: { access: { public: true }, rateLimit: PublicSurveyRateLimits.read },
      schema: { tags, params: SurveyTokenParams, response: { 200: PublicSurvey, 400: ErrorBody, 404: ErrorBody, 429: ErrorBody } },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return readPublicSurvey(ctx, request.params.token);
    },
  );

  app.post<{ Params: SurveyTokenParams; Body: PublicSubmissionBody }>(
    '/api/psos/public/survey/:token',
    {
      config: { access: { public: true }, rateLimit: PublicSurveyRateLimits.submit },
      schema: {
        tags,
        params: SurveyTokenParams,
        body: PublicSubmission,
        response: { 201: PublicSubmissionReceipt, 400: ErrorBody, 404: ErrorBody, 409: ErrorBody, 429: ErrorBody, 503: ErrorBody },
      },
    },
    async (request, reply) => {
      const { recaptchaToken, ...submission } = request.body;
      await bots.require(recaptchaToken);
      await db
        .transaction()
        .execute((trx) => takePublicSubmission(trx, request.params.token, submission, { timeZone: config.timeZone, ip: request.ip }));
      return reply.status(201).send({ received: true });
    },
  );
};
