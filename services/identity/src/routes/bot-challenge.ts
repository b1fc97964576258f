import type { FastifyPluginAsync } from 'fastify';
import { BotChallenge } from '@portal/shared-contracts';
import { botProtectionFor, type ServiceContext } from '@portal/service-kit';

/** Issues the proof-of-work challenge a browser solves before sign-in and registration. */
export const botChallengeRoutes: FastifyPluginAsync<ServiceContext> = async (app, ctx) => {
  const bots = botProtectionFor(ctx, app.log);
  app.get(
    '/api/auth/challenge',
    { config: { access: { public: true } }, schema: { tags: ['auth'], response: { 200: BotChallenge } } },
    async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
      return bots.challenge();
    },
  );
};
