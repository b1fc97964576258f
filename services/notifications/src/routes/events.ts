import type { FastifyPluginAsync } from 'fastify';
import { Type } from 'typebox';
import { AppPermissions, ErrorBody, QueueNotificationBody } from '@portal/shared-contracts';
import { NotificationQueueFigures } from '@portal/shared-contracts/admin';
import { actorOf, badRequest, type ServiceContext } from '@portal/service-kit';
import { requireQueue } from '../admin-utilities/require-queue';
import { recordAuditEvent } from '../audit/audit-events';
import { queueFigures } from '../delivery/queue-figures';
import { findEventTypeByCode } from '../event-types/event-type-repository';
import { tables } from '../tables';

const tags = ['notifications'];

/** Raising an event by hand, and the queue's figures: for administrators and ops. */
export const eventRoutes: FastifyPluginAsync<ServiceContext> = async (app, ctx) => {
  const db = tables(ctx.db);

  app.post<{ Body: QueueNotificationBody }>(
    '/api/event-notification/message/queue',
    {
      config: { access: { permissions: [AppPermissions.NotificationManage] } },
      schema: {
        tags,
        body: QueueNotificationBody,
        response: { 202: Type.Object({ id: Type.String() }), 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const type = await findEventTypeByCode(db, body.eventType);
      if (!type) throw badRequest('The event was not queued.', { 'Event type': 'There is no such notification type.' });
      if (type.has_lea && !body.leaId)
        throw badRequest('The event was not queued.', { LEA: 'This notification is about an LEA: choose one.' });
      const leaId = type.has_lea ? (body.leaId ?? null) : null;
      const id = await db.transaction().execute(async (trx) => {
        const raised = await ctx.notifications.raise(trx, {
          type: type.code,
          leaId,
          subject: body.subject ?? null,
          message: body.message,
          openUrl: body.openUrl ?? null,
        });
        await recordAuditEvent(trx, actorOf(request), {
          event: 'event-raised',
          entityType: 'notification-event',
          entityId: raised,
          leaId,
          details: { eventType: type.code },
        });
        return raised;
      });
      request.log.info({ eventId: id, type: type.code }, 'notification event raised by hand');
      return reply.status(202).send({ id });
    },
  );

  app.get(
    '/api/event-notification/queue/figures',
    {
      config: { access: { permissions: [AppPermissions.RolesManage, AppPermissions.EmailLogsView] } },
      schema: { tags, response: { 200: NotificationQueueFigures, 401: ErrorBody, 403: ErrorBody, 503: ErrorBody } },
    },
    async () => queueFigures(requireQueue(ctx), db),
  );
};
