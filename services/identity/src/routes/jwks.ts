import type { FastifyPluginAsync } from 'fastify';
import { JwksResponse } from '@portal/shared-contracts';
import { toJwk, type ServiceContext } from '@portal/service-kit';

/** Publishes the public key other services verify access tokens with. */
export const jwksRoutes: FastifyPluginAsync<ServiceContext> = async (app, { signingKey }) => {
  if (!signingKey) throw new Error('The identity service needs a signing key');
  const body = { keys: [toJwk(signingKey)] };
  app.get(
    '/api/auth/.well-known/jwks.json',
    { config: { access: { public: true } }, schema: { tags: ['auth'], response: { 200: JwksResponse } } },
    async (_request, reply) => {
      void reply.header('cache-control', 'public, max-age=300');
      return body;
    },
  );
};
