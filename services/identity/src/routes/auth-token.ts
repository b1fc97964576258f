import type { FastifyPluginAsync } from 'fastify';
import formbody from '@fastify/formbody';
import { ErrorBody, TokenRequest, TokenResponse } from '@portal/shared-contracts';
import { unauthorized, type ServiceContext } from '@portal/service-kit';
import { findAccountByLogin, loadAccess } from '../accounts/account-repository';
import { ACCESS_TOKEN_SECONDS, signAccessToken } from '../accounts/access-token';
import { timingDummyHash, verifyPassword } from '../passwords';

/** The one answer for every failed sign-in, so it reveals nothing about the account. */
export const INVALID_CREDENTIALS = 'Invalid email or password.';

export const authTokenRoutes: FastifyPluginAsync<ServiceContext> = async (app, { db }) => {
  await app.register(formbody, { bodyLimit: 16_384 });

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
    async (request) => {
      const { username, password } = request.body as TokenRequest;
      const account = await findAccountByLogin(db, username.trim());
      const passwordOk = await verifyPassword(account?.passwordHash ?? (await timingDummyHash()), password);
      if (!account || !passwordOk || !account.enabled) {
        request.log.info({ event: 'sign-in-failed' }, 'sign-in refused');
        throw unauthorized(INVALID_CREDENTIALS);
      }
      const access = await loadAccess(db, account.id);
      request.log.info({ event: 'sign-in', userId: account.id }, 'signed in');
      return {
        accessToken: signAccessToken(app, account, access),
        expiresIn: ACCESS_TOKEN_SECONDS,
        leaId: account.leaId,
        id: account.id,
      };
    },
  );
};
