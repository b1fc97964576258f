import type { FastifyPluginAsync } from 'fastify';
import cookie from '@fastify/cookie';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import { ErrorBody, MfaMessages, MfaTokenRequest, MfaVerifyRequest, PasskeyOptions, TokenResponse } from '@portal/shared-contracts';
import { tooManyRequests, unauthorized, type ServiceContext } from '@portal/service-kit';
import { findAccountById } from '../accounts/account-repository';
import { recordAuditEvent } from '../audit/audit-events';
import { verifyTotpCode } from '../mfa/factors';
import { completeMfaChallenge, pendingSignIn, setPasskeyChallenge, type PendingSignIn } from '../mfa/mfa-challenges';
import { passkeyAuthenticationOptions, verifyPasskey } from '../mfa/passkeys';
import { redeemRecoveryCode } from '../mfa/recovery-codes';
import { mfaSecretKey } from '../mfa/secret-box';
import { portalOriginCheck } from '../sessions/origin-check';
import { completeSignIn } from '../sign-in/complete-sign-in';
import { recordSignInFailure } from '../sign-in/sign-in-failure';
import { SignInGuard } from '../sign-in/sign-in-guard';

const TOO_MANY_SIGN_INS = 'Too many sign-in attempts from this address. Please wait a minute and try again.';

/**
 * The second step of a sign-in: the token the password step answered with, traded with a code
 * from the authenticator app, a recovery code or a passkey's signature for a session. Every
 * wrong answer counts towards the login's lock as a wrong password does; a locked login is
 * refused even the right code.
 */
export const mfaSignInRoutes: FastifyPluginAsync<ServiceContext> = async (app, ctx) => {
  const { db, config, redis } = ctx;
  await app.register(cookie);
  const guard = new SignInGuard(redis, config.signIn, app.log);
  const key = mfaSecretKey(ctx);
  // The steps of a sign-in, checked as the password step is: no page elsewhere drives them.
  const fromThePortal = portalOriginCheck(config);

  async function admit(ip: string, token: string): Promise<PendingSignIn> {
    const retryAfterSeconds = await guard.admitAddress(ip);
    if (retryAfterSeconds !== null) throw tooManyRequests(TOO_MANY_SIGN_INS, retryAfterSeconds);
    const pending = await pendingSignIn(db, token);
    if (!pending) throw unauthorized(MfaMessages.challengeExpired);
    return pending;
  }

  app.post(
    '/api/auth/mfa/passkey-options',
    {
      config: { access: { public: true }, rateLimit: false },
      onRequest: fromThePortal,
      schema: {
        tags: ['auth'],
        body: MfaTokenRequest,
        response: { 200: PasskeyOptions, 401: ErrorBody, 403: ErrorBody, 429: ErrorBody, 503: ErrorBody },
      },
    },
    async (request) => {
      const pending = await admit(request.ip, (request.body as MfaTokenRequest).mfaToken);
      const options = await passkeyAuthenticationOptions(config, db, pending.userId);
      await setPasskeyChallenge(db, pending.id, options.challenge);
      return options;
    },
  );

  app.post(
    '/api/auth/mfa',
    {
      config: { access: { public: true }, rateLimit: false },
      onRequest: fromThePortal,
      schema: {
        tags: ['auth'],
        body: MfaVerifyRequest,
        response: { 200: TokenResponse, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 429: ErrorBody, 503: ErrorBody },
      },
    },
    async (request, reply) => {
      const body = request.body as MfaVerifyRequest;
      const pending = await admit(request.ip, body.mfaToken);
      const { userId, loginHash } = pending;
      const standing = await guard.standing(loginHash, request.ip);
      const account = await findAccountById(db, userId);
      const proved = standing.locked || !account?.enabled ? false : await provedFactor(pending, body);
      if (!proved) {
        const reason = standing.locked ? 'locked' : !account?.enabled ? 'disabled' : `wrong-${body.method}`;
        await recordSignInFailure(db, ctx, guard, request, { reason, loginHash, account: account ?? null, counts: !standing.locked });
        throw unauthorized(body.method === 'passkey' ? MfaMessages.passkeyRefused : MfaMessages.codeWrong);
      }
      if (!account || !(await completeMfaChallenge(db, pending.id))) throw unauthorized(MfaMessages.challengeExpired);
      if (body.method === 'recovery') await recordAuditEvent(db, { event: 'recovery-code-used', userId, ip: request.ip });
      return completeSignIn(app, ctx, guard, request, reply, {
        account,
        loginHash,
        amr: ['pwd', body.method === 'passkey' ? 'hwk' : 'otp'],
      });
    },
  );

  async function provedFactor(pending: PendingSignIn, body: MfaVerifyRequest): Promise<boolean> {
    switch (body.method) {
      case 'totp':
        return verifyTotpCode(db, key, pending.userId, body.code);
      case 'recovery':
        return redeemRecoveryCode(db, pending.userId, body.code);
      case 'passkey':
        return (
          pending.passkeyChallenge !== null &&
          verifyPasskey(db, config, pending.userId, pending.passkeyChallenge, body.credential as unknown as AuthenticationResponseJSON)
        );
    }
  }
};
