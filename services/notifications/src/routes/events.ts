import type { FastifyPluginAsync } from 'fastify';
import { Type } from 'typebox';
import { AppPermissions, ErrorBody, NotificationQueueFigures, QueueNotificationBody } from '@portal/shared-contracts';
import { badRequest, HttpError, type ServiceContext } from '@portal/service-kit';
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
      schema: { tags, body: QueueNotificationBody, response: { 202: Type.Object({ id: Type.String() }), 400: ErrorBody, 401: ErrorBody, 403: ErrorBody } },
    },
    async (request, reply) => {
      const body = request.body;
      const type = await findEventTypeByCode(db, body.eventType);
      if (!type) throw badRequest('The event was not queued.', { 'Event type': 'There is no such notification type.' });
      if (type.has_lea && !body.leaId) throw badRequest('The event was not queued.', { LEA: 'This notification is about an LEA: choose one.' });
      const id = await ctx.notifications.raise(ctx.db, {
        type: type.code,
        leaId: type.has_lea ? (body.leaId ?? null) : null,
        subject: body.subject ?? null,
        message: body.message,
        openUrl: body.openUrl ?? null,
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
    async () => {
      if (!ctx.notificationQueue) throw new HttpError(503, 'UNAVAILABLE', 'The notification queue cannot be reached.');
      return queueFigures(ctx.notificationQueue, db);
    },
  );
};
