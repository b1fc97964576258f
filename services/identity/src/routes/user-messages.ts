import type { FastifyPluginAsync } from 'fastify';
import { ErrorBody, IdParams, NotificationMessageList } from '@portal/shared-contracts';
import { notFound, type ServiceContext } from '@portal/service-kit';
import { listUserMessages, updateUserMessage } from '../user-messages/user-message-repository';

const NO_SUCH_MESSAGE = 'There is no such message.';

/** The signed-in user's system messages (spec 7): list, open (Viewed) and dismiss; only their own. */
export const userMessageRoutes: FastifyPluginAsync<ServiceContext> = async (app, { db }) => {
  app.get(
    '/api/event-notification/message/user-messages',
    { schema: { tags: ['notifications'], response: { 200: NotificationMessageList, 401: ErrorBody } } },
    async (request, reply) => {
      void reply.header('cache-control', 'private, no-store');
      return listUserMessages(db, request.principal!.userId);
    },
  );

  for (const change of ['view', 'dismiss'] as const) {
    app.put<{ Params: IdParams }>(
      `/api/event-notification/message/${change}/:id`,
      { schema: { tags: ['notifications'], params: IdParams, response: { 204: { type: 'null' }, 401: ErrorBody, 404: ErrorBody } } },
      async (request, reply) => {
        if (!(await updateUserMessage(db, request.principal!.userId, request.params.id, change))) throw notFound(NO_SUCH_MESSAGE);
        return reply.status(204).send();
      },
    );
  }
};
