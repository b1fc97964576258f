import type { FastifyPluginAsync } from 'fastify';
import { AppPermissions, ErrorBody, isDownloadFormat } from '@portal/shared-contracts';
import { AuditLogPage, AuditLogQuery, AuditLogServices, auditLogColumns } from '@portal/shared-contracts/admin';
import { fetchPage, listRows, mapRows, sendDownload, type ListSpec, type ServiceContext } from '@portal/service-kit';
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

/**
 * The Audit Log: every service's append-only audit trail and record of who read student data read as one, through the
 * read-only views each service publishes in `audit_log` (never their tables), paged, filtered and exported as CSV or .xlsx in the page's columns. Under App.auditlog.view.
 */
export const auditLogRoutes: FastifyPluginAsync<ServiceContext<AdminDb>> = async (app, ctx) => {
  const { db } = ctx;

  app.get<{ Querystring: AuditLogQuery }>(
    '/api/admin/audit-events',
    {
      config: view,
      schema: { tags, querystring: AuditLogQuery, response: { 200: AuditLogPage, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody } },
    },
    async (request, reply) => {
      const entries = auditLogEntries(db, await logSources(db), request.query, request.principal!);
      if (isDownloadFormat(request.query.format))
        return sendDownload(reply, {
          format: request.query.format,
          name: 'audit-log',
          columns: auditLogColumns,
          rows: mapRows(listRows(db, entries, request.query, auditLogSpec), toAuditLogEntry),
        });
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
