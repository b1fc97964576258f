import type { FastifyPluginAsync } from 'fastify';
import { AppPermissions, ErrorBody, IdParams } from '@portal/shared-contracts';
import {
  RetryResult,
  TestEmailBody,
  TestEmailQueued,
  TestMailCaptions,
  TestMailTexts,
  testMailErrors,
  withCaptions,
} from '@portal/shared-contracts/admin';
import { actorOf, badRequest, type ServiceContext } from '@portal/service-kit';
import { requireQueue } from '../admin-utilities/require-queue';
import { retryAllFailed, retryEmail } from '../admin-utilities/retry-failed';
import { testMail } from '../admin-utilities/test-mail';
import { recordAuditEvent } from '../audit/audit-events';
import { tables } from '../tables';

const tags = ['admin-utilities'];
/** Admin Utilities' key (spec 6: admin utils needs roles manage). */
const utilitiesOnly = { access: { permissions: [AppPermissions.RolesManage] } };
const refusals = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 503: ErrorBody };

/** Admin Utilities' mail operations: failed work retried, and a test e-mail through the queue and the worker. */
export const adminUtilityRoutes: FastifyPluginAsync<ServiceContext> = async (app, ctx) => {
  const db = tables(ctx.db);

  app.post<{ Params: IdParams }>(
    '/api/emails/:id/retry',
    { config: utilitiesOnly, schema: { tags, params: IdParams, response: { 202: RetryResult, ...refusals } } },
    async (request, reply) => {
      await retryEmail(db, requireQueue(ctx), request.params.id, actorOf(request));
      request.log.info({ emailLogId: request.params.id }, 'e-mail queued again');
      return reply.status(202).send({ retried: 1 });
    },
  );

  app.post(
    '/api/emails/retry-failed',
    { config: utilitiesOnly, schema: { tags, response: { 202: RetryResult, ...refusals } } },
    async (request, reply) => {
      const retried = await retryAllFailed(db, requireQueue(ctx), actorOf(request));
      request.log.info({ retried }, 'failed notification jobs queued again');
      return reply.status(202).send({ retried });
    },
  );

  app.post<{ Body: TestEmailBody }>(
    '/api/emails/test',
    { config: utilitiesOnly, schema: { tags, body: TestEmailBody, response: { 202: TestEmailQueued, ...refusals } } },
    async (request, reply) => {
      const errors = testMailErrors(request.body);
      if (Object.keys(errors).length > 0) throw badRequest(TestMailTexts.refused, withCaptions(errors, TestMailCaptions));
      requireQueue(ctx);
      const mailId = await db.transaction().execute(async (trx) => {
        const id = await ctx.notifications.email(trx, testMail(request.body.to, request.principal!.userName));
        await recordAuditEvent(trx, actorOf(request), { event: 'test-email-queued', entityType: 'email', entityId: id });
        return id;
      });
      request.log.info({ mailId }, 'test e-mail queued');
      return reply.status(202).send({ mailId });
    },
  );
};
