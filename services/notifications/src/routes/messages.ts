import type { FastifyPluginAsync } from 'fastify';
import { Type } from 'typebox';
import { AppPermissions, ErrorBody, IdParams, NotificationMessageList } from '@portal/shared-contracts';
import {
  SystemMessageCaptions,
  SystemMessageTexts,
  systemMessageErrors,
  withCaptions,
  SystemMessageBody,
} from '@portal/shared-contracts/admin';
import { actorOf, badRequest, notFound, readLea, signedInAccess, type ServiceContext } from '@portal/service-kit';
import { listUserMessages, postSystemMessage, updateUserMessage } from '../messages/message-repository';
import { tables } from '../tables';

const NO_SUCH_MESSAGE = 'There is no such message.';
const tags = ['notifications'];

/** The signed-in user's system messages (spec 7): list, open (Viewed) and dismiss; only their own. */
export const messageRoutes: FastifyPluginAsync<ServiceContext> = async (app, ctx) => {
  const db = tables(ctx.db);
  const listOwn = { config: signedInAccess, schema: { tags, response: { 200: NotificationMessageList, 401: ErrorBody } } };
  // Spec 7 names both: the Messages widget's call and the older notificationmesages one.
  for (const url of ['/api/event-notification/message/user-messages', '/api/notificationmesages']) {
    app.get(url, listOwn, async (request, reply) => {
      void reply.header('cache-control', 'private, no-store');
      return listUserMessages(db, request.principal!.userId);
    });
  }

  for (const change of ['view', 'dismiss'] as const) {
    app.put<{ Params: IdParams }>(
      `/api/event-notification/message/${change}/:id`,
      { config: signedInAccess, schema: { tags, params: IdParams, response: { 204: { type: 'null' }, 401: ErrorBody, 404: ErrorBody } } },
      async (request, reply) => {
        if (!(await updateUserMessage(db, request.principal!.userId, request.params.id, change))) throw notFound(NO_SUCH_MESSAGE);
        return reply.status(204).send();
      },
    );
  }

  app.post<{ Body: SystemMessageBody }>(
    '/api/notificationmesages',
    {
      // Managing notifications, or Admin Utilities' key (spec 6), which posts them too.
      config: { access: { permissions: [AppPermissions.NotificationManage, AppPermissions.RolesManage] } },
      schema: {
        tags,
        body: SystemMessageBody,
        response: { 201: Type.Object({ delivered: Type.Integer() }), 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      const errors = systemMessageErrors(request.body);
      if (Object.keys(errors).length > 0) throw badRequest(SystemMessageTexts.refused, withCaptions(errors, SystemMessageCaptions));
      if (request.body.audience === 'lea') await readLea(db, request.body.leaId!);
      const delivered = await postSystemMessage(db, request.body, actorOf(request));
      request.log.info({ delivered }, 'system message posted');
      return reply.status(201).send({ delivered });
    },
  );
};
