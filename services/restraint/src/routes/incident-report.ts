import type { FastifyPluginAsync } from 'fastify';
import { Type, type Static } from 'typebox';
import { ErrorBody } from '@portal/shared-contracts';
import { IncidentParams, RestraintPermissions } from '@portal/shared-contracts/restraint';
import { actorOf, type ServiceContext } from '@portal/service-kit';
import type { RestraintDb } from '../db';
import { findIncident, viewTierOf } from '../incidents/access';
import { readIncidentRecord } from '../incidents/incident-read';
import { incidentReportPdf } from '../reports/incident-pdf';
import { reportPack } from '../reports/report-settings';
import { restraintAccess } from './restraint-access';

const IncidentReportQuery = Type.Object(
  {
    stateStudentId: Type.Optional(Type.String({ minLength: 1, maxLength: 20, description: "One student's copy: no other child is named" })),
  },
  { additionalProperties: false },
);
type IncidentReportQuery = Static<typeof IncidentReportQuery>;

/**
 * The incident report (restraint.md, Reports and formulas): the full record as a PDF, the
 * parent's written notice, cut to the caller's view tier, of an incident the caller may see.
 */
export const incidentReportRoutes: FastifyPluginAsync<ServiceContext<RestraintDb>> = async (app, ctx) => {
  const { db } = ctx;

  app.get<{ Params: IncidentParams; Querystring: IncidentReportQuery }>(
    '/api/restraint/incidents/:id/report.pdf',
    {
      config: restraintAccess(RestraintPermissions.IncidentReportView),
      schema: {
        tags: ['restraint'],
        description: "The incident as a PDF, the parent's written notice; with stateStudentId, that student's copy.",
        params: IncidentParams,
        querystring: IncidentReportQuery,
        response: { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const incident = await findIncident(db, actor, request.params.id);
      const [record, pack] = await Promise.all([readIncidentRecord(db, incident.id, viewTierOf(actor)), reportPack(db)]);
      const pdf = await incidentReportPdf(record, { pack, timeZone: ctx.config.timeZone, now: new Date() }, request.query.stateStudentId);
      const name = request.query.stateStudentId ? `${record.number}-${request.query.stateStudentId}` : record.number;
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${name.replace(/[^\w.-]/g, '_')}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};
