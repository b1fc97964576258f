import type { FastifyPluginAsync } from 'fastify';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import { ErrorBody, TokenRequest, TokenResponse } from '@portal/shared-contracts';
import { unauthorized, type ServiceContext } from '@portal/service-kit';
import { findAccountByLogin } from '../accounts/account-repository';
import { tokenResponse } from '../accounts/access-token';
import { timingDummyHash, verifyPassword } from '../passwords';
import { setRefreshCookie } from '../sessions/refresh-cookie';
import { startSession } from '../sessions/session-repository';

/** The one answer for every failed sign-in, so it reveals nothing about the account. */
export const INVALID_CREDENTIALS = 'Invalid email or password.';

export const authTokenRoutes: FastifyPluginAsync<ServiceContext> = async (app, { db, config }) => {
  await app.register(formbody, { bodyLimit: 16_384 });
  await app.register(cookie);

  /** Signs in: starts a session, whose first refresh token goes only into the HttpOnly cookie. */
  app.post(
    '/api/auth/token',
    {
      config: { access: { public: true } },
      schema: {
        tags: ['auth'],
        consumes: ['application/x-www-form-urlencoded'],
        body: TokenRequest,
        response: { 200: TokenResponse, 400: ErrorBody, 401: ErrorBody },
      },
    },
    async (request, reply) => {
      const { username, password } = request.body as TokenRequest;
      const account = await findAccountByLogin(db, username.trim());
      const passwordOk = await verifyPassword(account?.passwordHash ?? (await timingDummyHash()), password);
      if (!account || !passwordOk || !account.enabled) {
        request.log.info({ event: 'sign-in-failed' }, 'sign-in refused');
        throw unauthorized(INVALID_CREDENTIALS);
      }
      const session = await startSession(db, account.id, config.sessions);
      setRefreshCookie(reply, session.refreshSecret, config.sessions.absoluteLifetimeSeconds);
      request.log.info({ event: 'sign-in', userId: account.id, sessionId: session.sessionId }, 'signed in');
      return tokenResponse(app, db, account, session.sessionId);
    },
  );
};
