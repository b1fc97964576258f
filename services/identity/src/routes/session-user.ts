import type { FastifyPluginAsync } from 'fastify';
import { ErrorBody, PasswordMessageResponse, SessionUser, UserPreferences } from '@portal/shared-contracts';
import {
  ConfirmEmailRequest,
  JsonPatch,
  OwnUserDocument,
  OwnUserMessages,
  OwnUserSaved,
  UserDocument,
} from '@portal/shared-contracts/admin';
import { actorOf, unauthorized, type AnyDb, signedInAccess, type ServiceContext } from '@portal/service-kit';
import { findAccountById, loadAccess, toSessionUser } from '../accounts/account-repository';
import { confirmEmailChange, requestEmailChange } from '../accounts/email-change';
import { confirmCurrentPassword } from '../password-reset/current-password';
import { normaliseLogin } from '../sign-in/login-fingerprint';
import { SignInGuard } from '../sign-in/sign-in-guard';
import { acceptJsonPatch, applyJsonPatch, assertBodyShape } from '../user-admin/json-patch';
import { updateOwnUser } from '../user-admin/save-user';
import { invalid } from '../user-admin/user-checks';
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
export const sessionUserRoutes: FastifyPluginAsync<ServiceContext> = async (app, ctx) => {
  const { db } = ctx;
  const guard = new SignInGuard(ctx.redis, ctx.config.signIn, app.log);
  acceptJsonPatch(app);

  app.get(
    '/api/account/users/me',
    { config: signedInAccess, schema: { tags, response: { 200: SessionUser, 401: ErrorBody } } },
    async (request) => sessionUserOf(db, request.principal!.userId),
  );

  /**
   * A new e-mail address needs the current password (checked, counted and locked as sign-in is) and
   * takes effect only from the link mailed to it: a stolen session alone cannot move the account
   * to another mailbox and then reset its password from there.
   */
  app.put<{ Body: OwnUserDocument }>(
    '/api/account/users/me',
    { config: signedInAccess, schema: { tags, body: OwnUserDocument, response: { 200: OwnUserSaved, ...refusals, 503: ErrorBody } } },
    async (request) => {
      const { currentPassword, ...document } = request.body;
      const actor = actorOf(request);
      const account = await findAccountById(db, actor.userId);
      if (!account?.enabled) throw unauthorized();
      const changesEmail = normaliseLogin(document.email) !== normaliseLogin(account.email);
      if (changesEmail) {
        if (!currentPassword) throw invalid({ currentPassword: OwnUserMessages.currentPasswordForEmail });
        // Outside the edit's transaction: a wrong password is counted and audited even though the edit is refused.
        await confirmCurrentPassword(db, ctx, guard, account, currentPassword, request.ip);
      }
      const pendingEmail = await db.transaction().execute(async (trx) => {
        const saved = await updateOwnUser(trx, actor, (current) => ({ ...current, ...document }), { emailChange: 'by-link' });
        if (!changesEmail) return undefined;
        await requestEmailChange(trx, ctx, account, saved.email, { by: 'owner', sessionId: actor.sessionId, ip: request.ip });
        return saved.email;
      });
      request.log.info(
        { event: 'user-updated', userId: actor.userId, by: actor.userId, emailChangeAsked: changesEmail },
        'own account updated',
      );
      return { ...(await sessionUserOf(db, actor.userId)), ...(pendingEmail ? { pendingEmail } : {}) };
    },
  );

  /** The link mailed to a new address: public, since it may be opened where the user is not signed in. */
  app.post<{ Body: ConfirmEmailRequest }>(
    '/api/account/confirm-email',
    {
      config: { access: { public: true } },
      schema: { tags, body: ConfirmEmailRequest, response: { 200: PasswordMessageResponse, 400: ErrorBody, 409: ErrorBody } },
    },
    async (request) => {
      const email = await db.transaction().execute((trx) => confirmEmailChange(trx, request.body.token, request.ip));
      return { message: OwnUserMessages.emailConfirmed(email) };
    },
  );

  /** The operations apply to the whole document an administrator edits, so a patch of roles or LEAs is refused as a PUT's would be. */
  app.patch<{ Body: JsonPatch }>(
    '/api/account/users/me',
    { config: signedInAccess, schema: { tags, body: JsonPatch, response: { 200: SessionUser, ...refusals } } },
    async (request) => {
      await db.transaction().execute((trx) =>
        updateOwnUser(
          trx,
          actorOf(request),
          (current) => {
            const next = applyJsonPatch(current, request.body);
            assertBodyShape<UserDocument>(UserDocument, next);
            return next;
          },
          { emailChange: 'refused' },
        ),
      );
      request.log.info({ event: 'user-updated', userId: request.principal!.userId, by: request.principal!.userId }, 'own account patched');
      return sessionUserOf(db, request.principal!.userId);
    },
  );

  app.get(
    '/api/account/users/me/preferences',
    { config: signedInAccess, schema: { tags, response: { 200: UserPreferences, 401: ErrorBody } } },
    async (request) => readPreferences(db, request.principal!.userId),
  );

  app.put<{ Body: UserPreferences }>(
    '/api/account/users/me/preferences',
    { config: signedInAccess, schema: { tags, body: UserPreferences, response: { 200: UserPreferences, 400: ErrorBody, 401: ErrorBody } } },
    async (request) => {
      await db.transaction().execute((trx) => savePreferences(trx, actorOf(request), request.body));
      return readPreferences(db, request.principal!.userId);
    },
  );
};
