import type { FastifyPluginAsync } from 'fastify';
import { ErrorBody, PsosPermissions as P } from '@portal/shared-contracts';
import {
  InstrumentVersionFields,
  InstrumentVersionList,
  InstrumentVersionRecord,
  VersionParams,
  type InstrumentVersionFields as InstrumentVersionFieldsBody,
  type VersionParams as VersionParamsType,
} from '@portal/shared-contracts/psos';
import { actorOf, type ServiceContext } from '@portal/service-kit';
import type { PsosDb } from '../db';
import {
  addInstrumentVersion,
  changeInstrumentVersion,
  listInstrumentVersions,
  publishInstrumentVersion,
  readInstrumentVersion,
  retireInstrumentVersion,
} from '../interviews/instrument-versions';
import { psosAccess } from './psos-access';

const refusals = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const tags = ['psos'];
const viewing = psosAccess(P.SurveyListView, P.CollectionView, P.CollectionEdit);
const editing = psosAccess(P.CollectionEdit);
// An interviewer (a district's or a vendor's) asks the collection's version's questions, so may read a version.
const reading = psosAccess(P.SurveyListView, P.CollectionView, P.CollectionEdit, P.DistrictDashboardView, P.VendorDashboardView);

/**
 * The survey manager (psos.md, "The survey instrument"): instrument versions Draft, Published or
 * Retired on the questionnaire engine. Reading needs survey list view (one version: an interviewer's
 * too); a new version, its changes, publishing and retiring need collection edit. A published version never changes.
 */
export const instrumentVersionRoutes: FastifyPluginAsync<ServiceContext<PsosDb>> = async (app, ctx) => {
  const { db } = ctx;

  app.get(
    '/api/psos/instrument-versions',
    { config: viewing, schema: { tags, response: { 200: InstrumentVersionList, ...refusals } } },
    () => listInstrumentVersions(db),
  );

  app.get<{ Params: VersionParamsType }>(
    '/api/psos/instrument-versions/:version',
    { config: reading, schema: { tags, params: VersionParams, response: { 200: InstrumentVersionRecord, ...refusals } } },
    (request) => readInstrumentVersion(db, request.params.version),
  );

  app.post<{ Body: InstrumentVersionFieldsBody }>(
    '/api/psos/instrument-versions',
    { config: editing, schema: { tags, body: InstrumentVersionFields, response: { 201: InstrumentVersionRecord, ...refusals } } },
    async (request, reply) => {
      const version = await db.transaction().execute((trx) => addInstrumentVersion(trx, actorOf(request), request.body));
      return reply.status(201).send(await readInstrumentVersion(db, version));
    },
  );

  app.put<{ Params: VersionParamsType; Body: InstrumentVersionFieldsBody }>(
    '/api/psos/instrument-versions/:version',
    {
      config: editing,
      schema: { tags, params: VersionParams, body: InstrumentVersionFields, response: { 200: InstrumentVersionRecord, ...refusals } },
    },
    async (request) => {
      await db.transaction().execute((trx) => changeInstrumentVersion(trx, actorOf(request), request.params.version, request.body));
      return readInstrumentVersion(db, request.params.version);
    },
  );

  for (const [action, move] of [
    ['publish', publishInstrumentVersion],
    ['retire', retireInstrumentVersion],
  ] as const)
    app.post<{ Params: VersionParamsType }>(
      `/api/psos/instrument-versions/:version/${action}`,
      { config: editing, schema: { tags, params: VersionParams, response: { 200: InstrumentVersionRecord, ...refusals } } },
      async (request) => {
        await db.transaction().execute((trx) => move(trx, actorOf(request), request.params.version));
        return readInstrumentVersion(db, request.params.version);
      },
    );
};
