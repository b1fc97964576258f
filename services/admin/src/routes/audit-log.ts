import type { FastifyPluginAsync } from 'fastify';
import { AppPermissions, AuditLogPage, AuditLogQuery, AuditLogServices, ErrorBody, type AuditLogEntry } from '@portal/shared-contracts';
import { fetchForExport, fetchPage, sendCsv, type CsvColumn, type ListSpec, type ServiceContext } from '@portal/service-kit';
import { auditLogEntries, toAuditLogEntry } from '../audit-log/audit-log-query';
import { logSources, servicesOf } from '../audit-log/audit-trail-sources';
import type { AdminDb } from '../db';

const view = { access: { permissions: [AppPermissions.AuditLogView] } };
const tags = ['audit-log'];

// "key" (service and id) is unique over the whole log, where an id is unique only in its own trail.
const auditLogSpec: ListSpec = {
  sortColumns: { occurredAt: 'e.occurred_at' },
  defaultSort: { field: 'occurredAt', direction: 'desc' },
  tieBreaker: 'key',
};

const csvColumns: CsvColumn<AuditLogEntry>[] = [
  { header: 'When', value: (e) => e.occurredAt },
  { header: 'Service', value: (e) => e.service },
  { header: 'Event', value: (e) => e.event },
  { header: 'Actor', value: (e) => e.actorName },
  { header: 'Actor id', value: (e) => e.actorUserId },
  { header: 'User', value: (e) => e.userName },
  { header: 'User id', value: (e) => e.userId },
  { header: 'Record type', value: (e) => e.entityType },
  { header: 'Record id', value: (e) => e.entityId },
  { header: 'LEA', value: (e) => e.leaName },
  { header: 'LEA id', value: (e) => e.leaId },
  { header: 'IP', value: (e) => e.ip },
  { header: 'Details', value: (e) => JSON.stringify(e.details) },
  { header: 'Students', value: (e) => e.students?.count ?? null },
];

/**
 * The Audit Log: every service's append-only audit trail and record of who read student data read as one (reading another schema is
 * allowed, writing never), paged, filtered and exported as CSV. Under App.auditlog.view.
 */
export const auditLogRoutes: FastifyPluginAsync<ServiceContext> = async (app, ctx) => {
  const db: AdminDb = ctx.db;

  app.get<{ Querystring: AuditLogQuery }>(
    '/api/admin/audit-events',
    {
      config: view,
      schema: { tags, querystring: AuditLogQuery, response: { 200: AuditLogPage, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody } },
    },
    async (request, reply) => {
      const entries = auditLogEntries(db, await logSources(db), request.query, request.principal!);
      if (request.query.format === 'csv')
        return sendCsv(
          reply,
          'audit-log.csv',
          csvColumns,
          (await fetchForExport(entries, request.query, auditLogSpec)).map(toAuditLogEntry),
        );
      const page = await fetchPage(entries, request.query, auditLogSpec);
      return { ...page, items: page.items.map(toAuditLogEntry) };
    },
  );

  app.get(
    '/api/admin/audit-events/services',
    { config: view, schema: { tags, response: { 200: AuditLogServices, 401: ErrorBody, 403: ErrorBody } } },
    async () => servicesOf(await logSources(db)),
  );
};
