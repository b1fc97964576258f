import type { FastifyPluginAsync } from 'fastify';
import { Type } from 'typebox';
import { ErrorBody, IdParams, isDownloadFormat } from '@portal/shared-contracts';
import {
  IncidentCreate,
  IncidentFinalizeRequest,
  IncidentHistory,
  incidentListColumns,
  IncidentListQuery,
  IncidentPage,
  IncidentRecord,
  IncidentReopenRequest,
  IncidentUpdate,
  RestraintPermissions as R,
} from '@portal/shared-contracts/restraint';
import {
  actorOf,
  disclosedAsTheyPass,
  disclosureActorOf,
  fetchPage,
  listRows,
  mapRows,
  pageCache,
  sendDownload,
  type ServiceContext,
} from '@portal/service-kit';
import type { RestraintDb } from '../db';
import { findIncident, viewTierOf } from '../incidents/access';
import { incidentDisclosures, studentsOfRecord, studentsOfRow } from '../incidents/disclosure';
import { readIncidentHistory } from '../incidents/history';
import { incidentListQuery, incidentListSpec, incidentPageSpec, listItemFor } from '../incidents/incident-list';
import { finalizeIncident, reopenIncident } from '../incidents/incident-moves';
import { readIncidentRecord } from '../incidents/incident-read';
import { saveIncident } from '../incidents/incident-save';
import { restraintAccess } from './restraint-access';

const refusals = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
/** The school year the list shows without a search or its own: the header's, when the page sends one. */
const OptionalSchoolYearHeaders = Type.Object({ activeschoolyear: Type.Optional(Type.Integer({ minimum: 2000, maximum: 2099 })) });
const viewing = restraintAccess(R.ViolationView, R.ViolationDetailsView);

/** The incidents list (violation view list) and an incident: add, open, change, finalize, reopen, and its history. */
export const incidentRoutes: FastifyPluginAsync<ServiceContext<RestraintDb>> = async (app, ctx) => {
  const { db } = ctx;
  const timeZone = ctx.config.timeZone;
  // The list shows the directory's LEA and school names beside restraint's own data.
  const pages = pageCache(db, { versions: ['restraint.data_version', 'directory.data_version'], maxEntries: ctx.config.listCacheEntries });

  app.get<{ Querystring: IncidentListQuery; Headers: { activeschoolyear?: number } }>(
    '/api/restraint/incidents',
    {
      config: restraintAccess(R.ViolationListView),
      schema: {
        tags: ['restraint'],
        headers: OptionalSchoolYearHeaders,
        querystring: IncidentListQuery,
        response: { 200: IncidentPage, ...refusals },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const reader = disclosureActorOf(request, actor);
      const toItem = listItemFor(viewTierOf(actor));
      const incidents = () => incidentListQuery(db, actor, request.query, request.headers.activeschoolyear);
      const leaId = request.query.leaId ?? null;
      const filter = { ...request.query, schoolYear: request.query.schoolYear ?? request.headers.activeschoolyear ?? null };
      if (isDownloadFormat(request.query.format))
        return sendDownload(reply, {
          format: request.query.format,
          name: 'restraint-incidents',
          columns: incidentListColumns,
          // An export discloses every student in it, so the entry names each one, not only the filter.
          rows: disclosedAsTheyPass(
            mapRows(listRows(db, await incidents(), request.query, incidentListSpec), toItem),
            studentsOfRow,
            (students) => incidentDisclosures.record(db, reader, { kind: 'export', students, leaId, filter }),
          ),
        });
      const page = await pages.read(
        { list: 'restraint.incidents', actor, scope: filter },
        async () => {
          const read = await fetchPage(await incidents(), request.query, incidentPageSpec(db));
          return { ...read, items: read.items.map(toItem) };
        },
        { reader, of: (read) => incidentDisclosures.of({ kind: 'list', students: read.items.flatMap(studentsOfRow), leaId, filter }) },
      );
      return pages.send(reply, page);
    },
  );

  app.post<{ Body: IncidentCreate }>(
    '/api/restraint/incidents',
    {
      config: restraintAccess(R.ViolationCreate, R.PrivateSchoolDataEntry),
      schema: { tags: ['restraint'], body: IncidentCreate, response: { 201: IncidentRecord, ...refusals } },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const record = await db.transaction().execute(async (trx) => {
        const saved = await saveIncident(trx, actor, request.body, { timeZone });
        return readIncidentRecord(trx, saved.id, viewTierOf(actor));
      });
      return reply.status(201).send(record);
    },
  );

  app.get<{ Params: IdParams }>(
    '/api/restraint/incidents/:id',
    { config: viewing, schema: { tags: ['restraint'], params: IdParams, response: { 200: IncidentRecord, ...refusals } } },
    async (request) => {
      const actor = actorOf(request);
      const incident = await findIncident(db, actor, request.params.id);
      const record = await readIncidentRecord(db, incident.id, viewTierOf(actor));
      await incidentDisclosures.record(db, disclosureActorOf(request, actor), {
        kind: 'record',
        students: studentsOfRecord(record),
        leaId: record.leaId,
      });
      return record;
    },
  );

  app.put<{ Params: IdParams; Body: IncidentUpdate }>(
    '/api/restraint/incidents/:id',
    {
      config: restraintAccess(R.ViolationUpdate, R.PrivateSchoolDataEntry),
      schema: { tags: ['restraint'], params: IdParams, body: IncidentUpdate, response: { 200: IncidentRecord, ...refusals } },
    },
    async (request) => {
      const actor = actorOf(request);
      return db.transaction().execute(async (trx) => {
        await saveIncident(trx, actor, { ...request.body, id: request.params.id }, { timeZone });
        return readIncidentRecord(trx, request.params.id, viewTierOf(actor));
      });
    },
  );

  app.post<{ Params: IdParams; Body: IncidentFinalizeRequest }>(
    '/api/restraint/incidents/:id/finalize',
    {
      config: restraintAccess(R.ViolationFinalize, R.PrivateSchoolDataEntry),
      schema: { tags: ['restraint'], params: IdParams, body: IncidentFinalizeRequest, response: { 200: IncidentRecord, ...refusals } },
    },
    async (request) => {
      const actor = actorOf(request);
      return db.transaction().execute(async (trx) => {
        await finalizeIncident(trx, actor, request.params.id, request.body.version);
        return readIncidentRecord(trx, request.params.id, viewTierOf(actor));
      });
    },
  );

  app.post<{ Params: IdParams; Body: IncidentReopenRequest }>(
    '/api/restraint/incidents/:id/reopen',
    {
      config: restraintAccess(R.ViolationReopen),
      schema: { tags: ['restraint'], params: IdParams, body: IncidentReopenRequest, response: { 200: IncidentRecord, ...refusals } },
    },
    async (request) => {
      const actor = actorOf(request);
      return db.transaction().execute(async (trx) => {
        await reopenIncident(trx, actor, request.params.id, request.body.reason, request.body.version);
        return readIncidentRecord(trx, request.params.id, viewTierOf(actor));
      });
    },
  );

  app.get<{ Params: IdParams }>(
    '/api/restraint/incidents/:id/history',
    { config: viewing, schema: { tags: ['restraint'], params: IdParams, response: { 200: IncidentHistory, ...refusals } } },
    async (request) => {
      const actor = actorOf(request);
      const incident = await findIncident(db, actor, request.params.id);
      const items = await readIncidentHistory(db, incident.id, viewTierOf(actor));
      // The history shows the record's values, so reading it is a read of the record.
      const students = await db
        .selectFrom('incident_students')
        .select(['id', 'state_student_id as stateStudentId'])
        .where('incident_id', '=', incident.id)
        .execute();
      await incidentDisclosures.record(db, disclosureActorOf(request, actor), { kind: 'record', students, leaId: incident.leaId });
      return { items };
    },
  );
};
