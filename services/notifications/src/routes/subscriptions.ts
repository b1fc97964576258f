import type { FastifyPluginAsync } from 'fastify';
import { ErrorBody, IdParams, Subscription, SubscriptionList, SubscriptionSave } from '@portal/shared-contracts';
import { actorOf, signedInAccess, type ServiceContext } from '@portal/service-kit';
import { listSubscriptions, saveSubscription, unsubscribe } from '../subscriptions/subscription-repository';
import { tables } from '../tables';

const tags = ['notifications'];

/** The Notification Settings page's calls (spec 7): the user's own subscriptions only. */
export const subscriptionRoutes: FastifyPluginAsync<ServiceContext> = async (app, ctx) => {
  const db = tables(ctx.db);

  app.get(
    '/api/event-notification/subscriptions/user',
    { config: signedInAccess, schema: { tags, response: { 200: SubscriptionList, 401: ErrorBody } } },
    async (request, reply) => {
      void reply.header('cache-control', 'private, no-store');
      return listSubscriptions(db, request.principal!);
    },
  );

  app.post<{ Body: SubscriptionSave }>(
    '/api/event-notification/subscriptions',
    {
      config: signedInAccess,
      schema: { tags, body: SubscriptionSave, response: { 200: Subscription, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody } },
    },
    async (request) => {
      const saved = await saveSubscription(db, request.principal!, request.body, actorOf(request));
      request.log.info(
        { eventNotificationTypeId: saved.eventNotificationTypeId, subscriptionId: saved.eventNotificationSubscriptionId },
        'subscription saved',
      );
      return saved;
    },
  );

  app.delete<{ Params: IdParams }>(
    '/api/event-notification/subscriptions/unsubscribe/:id',
    {
      config: signedInAccess,
      schema: { tags, params: IdParams, response: { 204: { type: 'null' }, 401: ErrorBody, 404: ErrorBody, 409: ErrorBody } },
    },
    async (request, reply) => {
      await unsubscribe(db, request.principal!, request.params.id, actorOf(request));
      request.log.info({ subscriptionId: request.params.id }, 'unsubscribed');
      return reply.status(204).send();
    },
  );
};
