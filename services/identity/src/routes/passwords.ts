import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { Type } from 'typebox';
import {
  AppPermissions,
  ChangePasswordRequest,
  ErrorBody,
  IdParams,
  PasswordMessageResponse,
  PasswordResetMessages,
  RecoverPasswordRequest,
  RESEND_EMAIL_WAIT_SECONDS,
  ResetPasswordRequest,
} from '@portal/shared-contracts';
import { AdminChangePasswordRequest } from '@portal/shared-contracts/admin';
import { actorOf, conflict, forbidden, unauthorized, signedInAccess, type ServiceContext, botProtectionFor } from '@portal/service-kit';
import { markAccountTokenUsed, voidAccountTokens } from '../account-links/account-tokens';
import { findAccountById, findAccountByLogin } from '../accounts/account-repository';
import { recordAuditEvent } from '../audit/audit-events';
import { confirmCurrentPassword } from '../password-reset/current-password';
import { loginFingerprints } from '../password-reset/login-fingerprints';
import { manageableUser } from '../password-reset/manageable-user';
import { requireAcceptablePassword } from '../password-reset/password-refusal';
import { liveResetLink, sendResetLink } from '../password-reset/reset-link';
import { setPassword } from '../password-reset/set-password';
import { fingerprint, normaliseLogin } from '../sign-in/login-fingerprint';
import { SignInGuard } from '../sign-in/sign-in-guard';

/**
 * A recovery request is answered no sooner than this, with or without an account behind the
 * address: the database and queue work of a real one is then hidden in the wait, not timed.
 */
const RECOVERY_ANSWER_MS = 300;

const NoContent = Type.Null({ description: 'Done' });
const adminOnly = { access: { permissions: [AppPermissions.UsersManage] } };
const done = (reply: FastifyReply) => reply.status(204).send();

/** Password recovery, reset and change, and the administrators' password calls (spec 7). */
export const passwordRoutes: FastifyPluginAsync<ServiceContext> = async (app, ctx) => {
  const { db, config } = ctx;
  const guard = new SignInGuard(ctx.redis, config.signIn, app.log);
  const bots = botProtectionFor(ctx, app.log);

  /**
   * Forgot password: the same answer whether or not the address has an account, so it tells nobody
   * who has one. A solved bot-protection challenge first, and at most one link per account per 300 s
   * (as verification mails), so that nobody can flood a mailbox with links.
   */
  app.post<{ Body: RecoverPasswordRequest }>(
    '/api/account/recover/password',
    {
      config: { access: { public: true }, rateLimit: { max: 5, timeWindow: '1 minute' } },
      schema: {
        tags: ['account'],
        body: RecoverPasswordRequest,
        response: { 200: PasswordMessageResponse, 400: ErrorBody, 429: ErrorBody, 503: ErrorBody },
      },
    },
    async (request) => {
      const answerAt = Date.now() + RECOVERY_ANSWER_MS;
      await bots.require(request.body.recaptchaToken);
      const login = normaliseLogin(request.body.email);
      const account = await findAccountByLogin(db, login);
      // The address must be the account's e-mail, not its user name; a disabled account gets no link it could not use.
      const owner = account?.enabled && normaliseLogin(account.email) === login ? account : null;
      const heldBack = owner !== null && !(await guard.takeMailTurn('recovery', owner.id, RESEND_EMAIL_WAIT_SECONDS));
      const recipient = heldBack ? null : owner;
      await db.transaction().execute(async (trx) => {
        await recordAuditEvent(trx, {
          event: 'password-reset-requested',
          userId: account?.id ?? null,
          ip: request.ip,
          details: { loginHash: fingerprint(login), sent: recipient !== null, ...(heldBack ? { heldBack } : {}) },
        });
        if (recipient) await sendResetLink(trx, ctx, recipient);
      });
      await sleep(Math.max(0, answerAt - Date.now()));
      return { message: PasswordResetMessages.requested };
    },
  );

  /** Spends a reset link on a new password: every session ends, and the sign-in lock goes, since the link proved the mailbox. */
  app.post<{ Body: ResetPasswordRequest }>(
    '/api/account/reset/password',
    {
      config: { access: { public: true } },
      schema: { tags: ['account'], body: ResetPasswordRequest, response: { 200: PasswordMessageResponse, 400: ErrorBody, 503: ErrorBody } },
    },
    async (request) => {
      const { email, password, token } = request.body;
      const userId = await db.transaction().execute(async (trx) => {
        const { id: linkId, account } = await liveResetLink(trx, token, email);
        requireAcceptablePassword(password, account.email);
        // Before any write, so that Redis failing leaves the link unspent; a lock lifted for a reset that then fails costs little.
        for (const login of loginFingerprints(account)) await guard.unlock(login);
        await markAccountTokenUsed(trx, linkId);
        await voidAccountTokens(trx, account.id, 'reset-password');
        await recordAuditEvent(trx, { event: 'password-reset', userId: account.id, ip: request.ip });
        await setPassword(trx, ctx, account, password, 'password-reset');
        return account.id;
      });
      request.log.info({ event: 'password-reset', userId }, 'password reset');
      return { message: PasswordResetMessages.changed };
    },
  );

  /** Change password, for oneself only: the current password must be given, and every session ends, the caller's too. */
  app.put<{ Params: IdParams; Body: ChangePasswordRequest }>(
    '/api/account/users/:id/password',
    {
      config: signedInAccess,
      schema: {
        tags: ['account'],
        params: IdParams,
        body: ChangePasswordRequest,
        response: { 204: NoContent, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 503: ErrorBody },
      },
    },
    async (request, reply) => {
      const principal = actorOf(request);
      const { id, currentPassword, newPassword } = request.body;
      if (request.params.id !== id || id !== principal.userId) throw forbidden();
      const account = await findAccountById(db, id);
      if (!account?.enabled) throw unauthorized();
      await confirmCurrentPassword(db, ctx, guard, account, currentPassword, request.ip);
      requireAcceptablePassword(newPassword, account.email, currentPassword);
      await db.transaction().execute(async (trx) => {
        await recordAuditEvent(trx, { event: 'password-changed', userId: id, ip: request.ip });
        await setPassword(trx, ctx, account, newPassword, 'password-changed');
      });
      request.log.info({ event: 'password-changed', userId: id }, 'password changed');
      return done(reply);
    },
  );

  /** An administrator sends a user a reset link, as Forgot password would. */
  app.post<{ Params: IdParams }>(
    '/api/account/reset/user-password/:id',
    {
      config: adminOnly,
      schema: {
        tags: ['account'],
        params: IdParams,
        response: { 204: NoContent, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 503: ErrorBody },
      },
    },
    async (request, reply) => {
      const by = actorOf(request).userId;
      const account = await manageableUser(db, actorOf(request), request.params.id);
      if (!account.enabled) throw conflict('The account is disabled; enable it before sending a reset link.');
      await db.transaction().execute(async (trx) => {
        await recordAuditEvent(trx, { event: 'password-reset-requested', userId: account.id, ip: request.ip, details: { by, sent: true } });
        await sendResetLink(trx, ctx, account);
      });
      request.log.info({ event: 'password-reset-requested', userId: account.id, by }, 'reset link sent by an administrator');
      return done(reply);
    },
  );

  /**
   * An administrator sets a user's password. Not their own: that needs the current password,
   * so a session left open cannot be used to take the account.
   */
  app.put<{ Body: AdminChangePasswordRequest }>(
    '/api/account/admin/changeuser-password',
    {
      config: adminOnly,
      schema: {
        tags: ['account'],
        body: AdminChangePasswordRequest,
        response: { 204: NoContent, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 503: ErrorBody },
      },
    },
    async (request, reply) => {
      const by = actorOf(request).userId;
      const { id, newPassword } = request.body;
      if (id === by) throw forbidden('Change your own password with your current password.');
      const account = await manageableUser(db, actorOf(request), id);
      requireAcceptablePassword(newPassword, account.email);
      await db.transaction().execute(async (trx) => {
        await recordAuditEvent(trx, { event: 'password-set-by-admin', userId: id, ip: request.ip, details: { by } });
        await setPassword(trx, ctx, account, newPassword, 'password-changed');
      });
      request.log.info({ event: 'password-set-by-admin', userId: id, by }, 'password set by an administrator');
      return done(reply);
    },
  );

  /** An administrator ends a sign-in lock before its time. */
  app.put<{ Params: IdParams }>(
    '/api/account/users/unblock/:id',
    {
      config: adminOnly,
      schema: {
        tags: ['account'],
        params: IdParams,
        response: { 204: NoContent, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 503: ErrorBody },
      },
    },
    async (request, reply) => {
      const by = actorOf(request).userId;
      const account = await manageableUser(db, actorOf(request), request.params.id);
      for (const login of loginFingerprints(account)) await guard.unlock(login);
      await recordAuditEvent(db, { event: 'user-unblocked', userId: account.id, ip: request.ip, details: { by } });
      request.log.info({ event: 'user-unblocked', userId: account.id, by }, 'user unblocked');
      return done(reply);
    },
  );
};
