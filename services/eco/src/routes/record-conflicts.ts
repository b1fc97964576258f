import type { FastifyPluginAsync } from 'fastify';
import { Type } from 'typebox';
import { appById, ErrorBody, IdParams, isDownloadFormat } from '@portal/shared-contracts';
import {
  type RecordConflict,
  RecordConflictList,
  RecordConflictMessages,
  RecordConflictQuery,
  recordConflictColumns,
  ResolveRecordConflict,
} from '@portal/shared-contracts/eco';
import { actorOf, badRequest, disclosedAsTheyPass, disclosureActorOf, sendDownload, type ServiceContext } from '@portal/service-kit';
import type { EcoDb } from '../db';
import { listConflicts, resolveConflict } from '../children/record-conflicts';
import { childDisclosures } from '../history/child-disclosure';
import { ecoAccess } from './eco-access';

// The state's staff review conflicts beside State Tracking: its permissions, from the route map.
const stateAccess = ecoAccess(...appById('eco').routes.find((route) => route.path === 'state-tracking')!.permissions);
const refusals = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

/** The records districts could not save beside another LEA's, for the state to review and settle. */
export const recordConflictRoutes: FastifyPluginAsync<ServiceContext<EcoDb>> = async (app, ctx) => {
  const { db } = ctx;

  app.get<{ Querystring: RecordConflictQuery }>(
    '/api/eco/record-conflicts',
    {
      config: stateAccess,
      schema: { tags: ['eco'], querystring: RecordConflictQuery, response: { 200: RecordConflictList, ...refusals } },
    },
    async (request, reply) => {
      const { status = 'open', format } = request.query;
      const reader = disclosureActorOf(request);
      const items = await listConflicts(db, status);
      // The list shows students' ids and names from every LEA: it is a read of student data like the
      // child list. A held record was never saved, so its student is named by the state student id alone.
      const filter = { ...request.query, status };
      const studentOf = (held: RecordConflict) => ({ stateStudentId: held.stateStudentId });
      if (!isDownloadFormat(format)) {
        await childDisclosures.record(db, reader, { kind: 'list', students: items.map(studentOf), leaId: null, filter });
        return { items };
      }
      return sendDownload(reply, {
        format,
        name: `eco-record-conflicts-${status}`,
        columns: recordConflictColumns,
        rows: disclosedAsTheyPass(
          items,
          (held) => [studentOf(held)],
          (read) => childDisclosures.record(db, reader, { kind: 'export', students: read, leaId: null, filter }),
        ),
      });
    },
  );

  app.post<{ Params: IdParams; Body: ResolveRecordConflict }>(
    '/api/eco/record-conflicts/:id/resolve',
    {
      config: stateAccess,
      schema: { tags: ['eco'], params: IdParams, body: ResolveRecordConflict, response: { 204: Type.Null(), ...refusals } },
    },
    async (request, reply) => {
      const resolution = request.body.resolution.trim();
      if (!resolution)
        throw badRequest(RecordConflictMessages.resolutionRequired, { resolution: RecordConflictMessages.resolutionRequired });
      const actor = actorOf(request);
      await db.transaction().execute((trx) => resolveConflict(trx, actor, request.params.id, resolution));
      return reply.status(204).send();
    },
  );
};
