import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import {
  AppPermissions,
  ErrorBody,
  FactorAddedResponse,
  IdParams,
  MfaMessages,
  MfaStatus,
  PasskeyIdParams,
  PasskeyOptions,
  PasskeyRegisterRequest,
  RecoveryCodesResponse,
  TotpConfirmRequest,
  TotpSetupResponse,
} from '@portal/shared-contracts';
import { actorOf, badRequest, conflict, forbidden, notFound, signedInAccess, unauthorized, type ServiceContext } from '@portal/service-kit';
import { findAccountById, loadAccess, type Account } from '../accounts/account-repository';
import { recordAuditEvent } from '../audit/audit-events';
import { revokeUserAccess } from '../accounts/revoke-user-access';
import { queueAccountMail, secondFactorResetMail } from '../mail/account-mail';
import { enrolledMethods, removeAllFactors, requiresMfa } from '../mfa/factors';
import { passkeyRegistrationOptions, registerPasskey } from '../mfa/passkeys';
import { recoveryCodesLeft, replaceRecoveryCodes } from '../mfa/recovery-codes';
import { mfaSecretKey, open, seal } from '../mfa/secret-box';
import { acceptedTotpStep, newTotpSecret, otpauthUri } from '../mfa/totp';
import { manageableUser } from '../password-reset/manageable-user';
import { addSessionFactor } from '../sessions/session-repository';

const NoContent = Type.Null({ description: 'Done' });
const done = (reply: FastifyReply) => reply.status(204).send();
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

/**
 * The signed-in user's second factors (My Account), open to every user, public requesters
 * included, and an administrator's reset of another user's. Proving a new factor also raises the
 * session it was set up in, so a user whose role needs one gets that role's permissions at once.
 */
export const accountMfaRoutes: FastifyPluginAsync<ServiceContext> = async (app, ctx) => {
  const { db, config } = ctx;
  const key = mfaSecretKey(ctx);

  async function me(request: FastifyRequest): Promise<Account> {
    const account = await findAccountById(db, actorOf(request).userId);
    if (!account) throw unauthorized();
    return account;
  }

  /** The recovery codes that come with a first factor; none when the user already has a set. */
  async function factorAdded(request: FastifyRequest, userId: number, method: 'otp' | 'hwk', factor: string): Promise<FactorAddedResponse> {
    const sessionId = actorOf(request).sessionId;
    return db.transaction().execute(async (trx) => {
      if (sessionId) await addSessionFactor(trx, sessionId, method);
      await recordAuditEvent(trx, { event: 'second-factor-added', userId, ip: request.ip, details: { factor } });
      if ((await recoveryCodesLeft(trx, userId)) > 0) return { recoveryCodes: [] };
      await recordAuditEvent(trx, { event: 'recovery-codes-created', userId, ip: request.ip });
      return { recoveryCodes: await replaceRecoveryCodes(trx, userId) };
    });
  }

  /** Removing a factor leaves a user whose role needs one with at least one other. */
  async function requireAnotherFactor(userId: number, removing: 'totp' | 'passkey', passkeysLeft: number): Promise<void> {
    if (!requiresMfa((await loadAccess(db, userId)).roles, config.mfa)) return;
    const methods = await enrolledMethods(db, userId);
    const others = removing === 'totp' ? methods.includes('passkey') : methods.includes('totp') || passkeysLeft > 1;
    if (!others) throw conflict(MfaMessages.lastFactor);
  }

  app.get(
    '/api/account/mfa',
    { config: signedInAccess, schema: { tags: ['account'], response: { 200: MfaStatus, ...errors } } },
    async (request) => {
      const account = await me(request);
      const [totp, passkeys, codes, access] = await Promise.all([
        db
          .selectFrom('user_totp')
          .select('user_id')
          .where('user_id', '=', account.id)
          .where('confirmed_at', 'is not', null)
          .executeTakeFirst(),
        db
          .selectFrom('user_passkeys')
          .select(['id', 'name', 'created_at', 'last_used_at'])
          .where('user_id', '=', account.id)
          .orderBy('created_at')
          .execute(),
        recoveryCodesLeft(db, account.id),
        loadAccess(db, account.id),
      ]);
      return {
        required: requiresMfa(access.roles, config.mfa),
        totp: totp !== undefined,
        passkeys: passkeys.map((p) => ({
          id: p.id,
          name: p.name,
          createdAt: p.created_at.toISOString(),
          lastUsedAt: p.last_used_at?.toISOString() ?? null,
        })),
        recoveryCodesLeft: codes,
      };
    },
  );

  /** A new authenticator-app secret, kept sealed and unconfirmed until the app's first code proves it was added. */
  app.post(
    '/api/account/mfa/totp/setup',
    { config: signedInAccess, schema: { tags: ['account'], response: { 200: TotpSetupResponse, ...errors } } },
    async (request) => {
      const account = await me(request);
      const secret = newTotpSecret();
      const replaced = await db
        .insertInto('user_totp')
        .values({ user_id: account.id, secret_encrypted: seal(key, secret) })
        .onConflict((oc) =>
          oc
            .column('user_id')
            .doUpdateSet({ secret_encrypted: seal(key, secret), created_at: new Date() })
            .where('user_totp.confirmed_at', 'is', null),
        )
        .returning('user_id')
        .executeTakeFirst();
      if (!replaced) throw conflict('An authenticator app is set up already; remove it first to set up another.');
      return { secret, otpauthUri: otpauthUri(secret, account.email) };
    },
  );

  app.post(
    '/api/account/mfa/totp',
    { config: signedInAccess, schema: { tags: ['account'], body: TotpConfirmRequest, response: { 200: FactorAddedResponse, ...errors } } },
    async (request) => {
      const account = await me(request);
      const pending = await db
        .selectFrom('user_totp')
        .select('secret_encrypted')
        .where('user_id', '=', account.id)
        .where('confirmed_at', 'is', null)
        .executeTakeFirst();
      if (!pending) throw conflict(MfaMessages.setupExpired);
      const step = acceptedTotpStep(open(key, pending.secret_encrypted), (request.body as TotpConfirmRequest).code, null);
      if (step === null) throw badRequest(MfaMessages.codeWrong);
      await db.updateTable('user_totp').set({ confirmed_at: new Date(), last_used_step: step }).where('user_id', '=', account.id).execute();
      return factorAdded(request, account.id, 'otp', 'totp');
    },
  );

  app.delete(
    '/api/account/mfa/totp',
    { config: signedInAccess, schema: { tags: ['account'], response: { 204: NoContent, ...errors } } },
    async (request, reply) => {
      const account = await me(request);
      await requireAnotherFactor(account.id, 'totp', 0);
      const removed = await db.deleteFrom('user_totp').where('user_id', '=', account.id).executeTakeFirst();
      if (Number(removed.numDeletedRows) === 0) throw notFound('There is no authenticator app to remove.');
      await recordAuditEvent(db, { event: 'second-factor-removed', userId: account.id, ip: request.ip, details: { factor: 'totp' } });
      return done(reply);
    },
  );

  app.post(
    '/api/account/mfa/passkeys/options',
    { config: signedInAccess, schema: { tags: ['account'], response: { 200: PasskeyOptions, ...errors } } },
    async (request) => passkeyRegistrationOptions(db, config, await me(request)),
  );

  app.post(
    '/api/account/mfa/passkeys',
    {
      config: signedInAccess,
      schema: { tags: ['account'], body: PasskeyRegisterRequest, response: { 200: FactorAddedResponse, ...errors } },
    },
    async (request) => {
      const account = await me(request);
      const { name, credential } = request.body as PasskeyRegisterRequest;
      if (!(await registerPasskey(db, config, account.id, name, credential as unknown as RegistrationResponseJSON)))
        throw badRequest(MfaMessages.passkeyRefused);
      return factorAdded(request, account.id, 'hwk', 'passkey');
    },
  );

  app.delete(
    '/api/account/mfa/passkeys/:passkeyId',
    { config: signedInAccess, schema: { tags: ['account'], params: PasskeyIdParams, response: { 204: NoContent, ...errors } } },
    async (request, reply) => {
      const account = await me(request);
      const passkeys = await db.selectFrom('user_passkeys').select('id').where('user_id', '=', account.id).execute();
      const { passkeyId } = request.params as PasskeyIdParams;
      if (!passkeys.some((p) => p.id === passkeyId)) throw notFound('There is no such passkey.');
      await requireAnotherFactor(account.id, 'passkey', passkeys.length);
      await db.deleteFrom('user_passkeys').where('id', '=', passkeyId).execute();
      await recordAuditEvent(db, { event: 'second-factor-removed', userId: account.id, ip: request.ip, details: { factor: 'passkey' } });
      return done(reply);
    },
  );

  /** A new set of recovery codes; the old set stops working. */
  app.post(
    '/api/account/mfa/recovery-codes',
    { config: signedInAccess, schema: { tags: ['account'], response: { 200: RecoveryCodesResponse, ...errors } } },
    async (request) => {
      const account = await me(request);
      if ((await enrolledMethods(db, account.id)).length === 0) throw conflict(MfaMessages.noRecoveryCodesWithoutFactor);
      return db.transaction().execute(async (trx) => {
        await recordAuditEvent(trx, { event: 'recovery-codes-created', userId: account.id, ip: request.ip });
        return { recoveryCodes: await replaceRecoveryCodes(trx, account.id) };
      });
    },
  );

  /** An administrator removes a user's second factors (the user lost them); audited, and the user is told by e-mail. */
  app.delete(
    '/api/users/:id/mfa',
    {
      config: { access: { permissions: [AppPermissions.UsersManage] } },
      schema: { tags: ['users'], params: IdParams, response: { 204: NoContent, ...errors } },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      if ((request.params as IdParams).id === actor.userId) throw forbidden('Remove your own second factors on My Account.');
      const account = await manageableUser(db, actor, (request.params as IdParams).id);
      await db.transaction().execute(async (trx) => {
        const removed = await removeAllFactors(trx, account.id);
        if (removed === 0) throw conflict(MfaMessages.nothingToReset);
        await recordAuditEvent(trx, { event: 'second-factor-reset', userId: account.id, actorUserId: actor.userId, ip: request.ip });
        // The lost factor may be in someone else's hands: what it signed in ends with it.
        await revokeUserAccess(trx, account.id, 'second-factor-reset');
        await queueAccountMail(trx, ctx.notifications, account.email, secondFactorResetMail(config.publicUrl, account.fullName));
      });
      request.log.info({ event: 'second-factor-reset', userId: account.id, by: actor.userId }, 'second factor reset by an administrator');
      return done(reply);
    },
  );
};
