import type { FastifyPluginAsync } from 'fastify';
import { ErrorBody, SessionUser } from '@portal/shared-contracts';
import { unauthorized, type ServiceContext } from '@portal/service-kit';
import { findAccountById, loadAccess, toSessionUser } from '../accounts/account-repository';

export const sessionUserRoutes: FastifyPluginAsync<ServiceContext> = async (app, { db }) => {
  app.get(
    '/api/account/users/me',
    { schema: { tags: ['account'], response: { 200: SessionUser, 401: ErrorBody } } },
    async (request) => {
      const principal = request.principal!;
      const account = await findAccountById(db, principal.userId);
      if (!account || !account.enabled) throw unauthorized();
      return toSessionUser(account, await loadAccess(db, account.id));
    },
  );
};
