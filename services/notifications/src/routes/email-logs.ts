import type { FastifyPluginAsync } from 'fastify';
import { Type } from 'typebox';
import { AppPermissions, ErrorBody, IdParams, isDownloadFormat } from '@portal/shared-contracts';
import { EmailLogDetail, EmailLogPage, EmailLogQuery, EmailLogTexts, emailLogColumns } from '@portal/shared-contracts/admin';
import { fetchPage, listRows, mapRows, notFound, sendDownload, type ServiceContext } from '@portal/service-kit';
import { emailLogListSpec, emailLogQuery, readEmailLog, toEmailLogEntry } from '../email-logs/email-log-list';
import { tables } from '../tables';

const tags = ['email-logs'];
const viewOnly = { access: { permissions: [AppPermissions.EmailLogsView] } };

/** The Email Logs page's calls under spec 7's /api/emails: every mail the worker tried, and one with its bodies. */
export const emailLogRoutes: FastifyPluginAsync<ServiceContext> = async (app, ctx) => {
  const db = tables(ctx.db);

  app.get<{ Querystring: EmailLogQuery }>(
    '/api/emails',
    {
      config: viewOnly,
      schema: { tags, querystring: EmailLogQuery, response: { 200: EmailLogPage, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody } },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'private, no-store');
      const query = emailLogQuery(db, request.query);
      if (isDownloadFormat(request.query.format))
        return sendDownload(reply, {
          format: request.query.format,
          name: 'email-logs',
          columns: emailLogColumns,
          rows: mapRows(listRows(ctx.db, query, request.query, emailLogListSpec), toEmailLogEntry),
        });
      const page = await fetchPage(query, request.query, emailLogListSpec);
      return { ...page, items: page.items.map(toEmailLogEntry) };
    },
  );

  app.get(
    '/api/emails/types',
    { config: viewOnly, schema: { tags, response: { 200: Type.Array(Type.String()), 401: ErrorBody, 403: ErrorBody } } },
    async () => (await db.selectFrom('email_log').select('type').distinct().orderBy('type').execute()).map((r) => r.type),
  );

  app.get<{ Params: IdParams }>(
    '/api/emails/:id',
    {
      config: viewOnly,
      schema: { tags, params: IdParams, response: { 200: EmailLogDetail, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody } },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'private, no-store');
      const mail = await readEmailLog(db, request.params.id);
      if (!mail) throw notFound(EmailLogTexts.notFound);
      return mail;
    },
  );
};
