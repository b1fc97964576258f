import type { FastifyPluginAsync } from 'fastify';
import { AppPermissions, ErrorBody, IdParams, isDownloadFormat } from '@portal/shared-contracts';
import {
  EventTypeCaptions,
  EventTypeMessages,
  eventTypeColumns,
  eventTypeErrors,
  NotificationEventType,
  NotificationEventTypePage,
  NotificationEventTypeQuery,
  NotificationEventTypeUpdate,
  withCaptions,
} from '@portal/shared-contracts/admin';
import { actorOf, badRequest, fetchPage, listRows, mapRows, notFound, sendDownload, type ServiceContext } from '@portal/service-kit';
import { recordAuditEvent } from '../audit/audit-events';
import {
  changedFields,
  eventTypeListSpec,
  eventTypeQuery,
  readEventType,
  toNotificationEventType,
  updateEventType,
} from '../event-types/event-type-admin';
import { tables } from '../tables';

const tags = ['notification-types'];
const manageOnly = { access: { permissions: [AppPermissions.NotificationManage] } };

/**
 * Manage Notification Events: the types the services raise, listed, read and edited. There is no
 * create or delete: a type exists because a service's code raises its code, so a type made here
 * would never fire, and removing one would orphan the events already received under it.
 */
export const eventTypeRoutes: FastifyPluginAsync<ServiceContext> = async (app, ctx) => {
  const db = tables(ctx.db);

  app.get<{ Querystring: NotificationEventTypeQuery }>(
    '/api/event-notification/types',
    {
      config: manageOnly,
      schema: {
        tags,
        querystring: NotificationEventTypeQuery,
        response: { 200: NotificationEventTypePage, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request, reply) => {
      const query = eventTypeQuery(db, request.query);
      if (isDownloadFormat(request.query.format))
        return sendDownload(reply, {
          format: request.query.format,
          name: 'notification-events',
          columns: eventTypeColumns,
          rows: mapRows(listRows(ctx.db, query, request.query, eventTypeListSpec), toNotificationEventType),
        });
      const page = await fetchPage(query, request.query, eventTypeListSpec);
      return { ...page, items: page.items.map(toNotificationEventType) };
    },
  );

  app.get<{ Params: IdParams }>(
    '/api/event-notification/types/:id',
    {
      config: manageOnly,
      schema: {
        tags,
        params: IdParams,
        response: { 200: NotificationEventType, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      const type = await readEventType(db, request.params.id);
      if (!type) throw notFound(EventTypeMessages.notFound);
      return type;
    },
  );

  app.put<{ Params: IdParams; Body: NotificationEventTypeUpdate }>(
    '/api/event-notification/types/:id',
    {
      config: manageOnly,
      schema: {
        tags,
        params: IdParams,
        body: NotificationEventTypeUpdate,
        response: { 200: NotificationEventType, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      const errors = eventTypeErrors(request.body);
      if (Object.keys(errors).length > 0) throw badRequest(EventTypeMessages.refused, withCaptions(errors, EventTypeCaptions));
      const saved = await db.transaction().execute(async (trx) => {
        // Locked, so two administrators saving at once are recorded in the order they were applied.
        const before = await eventTypeQuery(trx).where('t.id', '=', request.params.id).forUpdate('t').executeTakeFirst();
        if (!before) throw notFound(EventTypeMessages.notFound);
        await updateEventType(trx, before.id, request.body);
        const changed = changedFields(toNotificationEventType(before), request.body);
        await recordAuditEvent(trx, actorOf(request), {
          event: 'event-type-updated',
          entityType: 'notification-type',
          entityId: before.id,
          details: { code: before.code, changed },
        });
        return (await readEventType(trx, before.id))!;
      });
      request.log.info({ eventTypeId: saved.id }, 'notification type updated');
      return saved;
    },
  );
};
