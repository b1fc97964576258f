import type { FastifyPluginAsync } from 'fastify';
import { ErrorBody, SessionUser, UserPreferences } from '@portal/shared-contracts';
import { JsonPatch, OwnUserDocument, UserDocument } from '@portal/shared-contracts/admin';
import { actorOf, unauthorized, type AnyDb, type ServiceContext } from '@portal/service-kit';
import { findAccountById, loadAccess, toSessionUser } from '../accounts/account-repository';
import { acceptJsonPatch, applyJsonPatch, assertBodyShape } from '../user-admin/json-patch';
import { updateOwnUser } from '../user-admin/save-user';
import { readPreferences, savePreferences } from '../user-preferences/user-preferences';

const tags = ['account'];
const refusals = { 400: ErrorBody, 401: ErrorBody, 409: ErrorBody };

async function sessionUserOf(db: AnyDb, userId: number): Promise<SessionUser> {
  const account = await findAccountById(db, userId);
  if (!account || !account.enabled) throw unauthorized();
  return toSessionUser(account, await loadAccess(db, account.id));
}

/**
 * The signed-in user's own account (spec 7's /me calls): any signed-in user, whatever their
 * permissions, reads it, edits its personal fields, and reads and saves their preferences.
 */
export const sessionUserRoutes: FastifyPluginAsync<ServiceContext> = async (app, { db }) => {
  acceptJsonPatch(app);

  app.get('/api/account/users/me', { schema: { tags, response: { 200: SessionUser, 401: ErrorBody } } }, async (request) =>
    sessionUserOf(db, request.principal!.userId),
  );

  app.put<{ Body: OwnUserDocument }>(
    '/api/account/users/me',
    { schema: { tags, body: OwnUserDocument, response: { 200: SessionUser, ...refusals } } },
    async (request) => {
      await db.transaction().execute((trx) => updateOwnUser(trx, actorOf(request), (current) => ({ ...current, ...request.body })));
      request.log.info({ event: 'user-updated', userId: request.principal!.userId, by: request.principal!.userId }, 'own account updated');
      return sessionUserOf(db, request.principal!.userId);
    },
  );

  /** The operations apply to the whole document an administrator edits, so a patch of roles or LEAs is refused as a PUT's would be. */
  app.patch<{ Body: JsonPatch }>(
    '/api/account/users/me',
    { schema: { tags, body: JsonPatch, response: { 200: SessionUser, ...refusals } } },
    async (request) => {
      await db.transaction().execute((trx) =>
        updateOwnUser(trx, actorOf(request), (current) => {
          const next = applyJsonPatch(current, request.body);
          assertBodyShape<UserDocument>(UserDocument, next);
          return next;
        }),
      );
      request.log.info({ event: 'user-updated', userId: request.principal!.userId, by: request.principal!.userId }, 'own account patched');
      return sessionUserOf(db, request.principal!.userId);
    },
  );

  app.get('/api/account/users/me/preferences', { schema: { tags, response: { 200: UserPreferences, 401: ErrorBody } } }, async (request) =>
    readPreferences(db, request.principal!.userId),
  );

  app.put<{ Body: UserPreferences }>(
    '/api/account/users/me/preferences',
    { schema: { tags, body: UserPreferences, response: { 200: UserPreferences, 400: ErrorBody, 401: ErrorBody } } },
    async (request) => {
      await db.transaction().execute((trx) => savePreferences(trx, actorOf(request), request.body));
      return readPreferences(db, request.principal!.userId);
    },
  );
};
