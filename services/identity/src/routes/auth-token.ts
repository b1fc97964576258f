import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyPluginAsync } from 'fastify';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import { ErrorBody, Roles, SignInResponse, TokenRequest, VerificationMessages } from '@portal/shared-contracts';
import { HttpError, tooManyRequests, unauthorized, type ServiceContext, botProtectionFor } from '@portal/service-kit';
import { findAccountByLogin, loadAccess } from '../accounts/account-repository';
import { recordAuditEvent } from '../audit/audit-events';
import { timingDummyHash, verifyPassword } from '../passwords';
import { fingerprint, normaliseLogin } from '../sign-in/login-fingerprint';
import { SignInGuard } from '../sign-in/sign-in-guard';
import { recordSignInFailure } from '../sign-in/sign-in-failure';
import { completeSignIn } from '../sign-in/complete-sign-in';
import { enrolledMethods } from '../mfa/factors';
import { MFA_CHALLENGE_SECONDS, startMfaChallenge } from '../mfa/mfa-challenges';
import { portalOriginCheck } from '../sessions/origin-check';

/** The one answer for every failed sign-in, locked or not, so it reveals nothing about the account. */
export const INVALID_CREDENTIALS = 'Invalid email or password.';

const TOO_MANY_SIGN_INS = 'Too many sign-in attempts from this address. Please wait a minute and try again.';

export const authTokenRoutes: FastifyPluginAsync<ServiceContext> = async (app, ctx) => {
  const { db, config, redis } = ctx;
  await app.register(formbody, { bodyLimit: 16_384 });
  await app.register(cookie);
  const guard = new SignInGuard(redis, config.signIn, app.log);
  const bots = botProtectionFor(ctx, app.log);

  /**
   * Signs in: starts a session, whose first refresh token goes only into the HttpOnly cookie.
   * A user with a second factor gets no session yet, only a short-lived token for POST /api/auth/mfa.
   */
  app.post(
    '/api/auth/token',
    {
      // The per-address sign-in limit below replaces the general one: it is stricter, and answers 503, not 500, without Redis.
      config: { access: { public: true }, rateLimit: false },
      // A page elsewhere must not sign the browser in to an account of its choosing.
      onRequest: portalOriginCheck(config),
      schema: {
        tags: ['auth'],
        consumes: ['application/x-www-form-urlencoded'],
        body: TokenRequest,
        response: { 200: SignInResponse, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 429: ErrorBody, 503: ErrorBody },
      },
    },
    async (request, reply) => {
      const { username, password, recaptchaToken } = request.body as TokenRequest;
      const ip = request.ip;
      const retryAfterSeconds = await guard.admitAddress(ip);
      if (retryAfterSeconds !== null) throw tooManyRequests(TOO_MANY_SIGN_INS, retryAfterSeconds);
      await bots.require(recaptchaToken);

      const login = normaliseLogin(username);
      const loginHash = fingerprint(login);
      const standing = await guard.standing(loginHash, ip);
      if (standing.failures >= config.signIn.delayAfterFailures) await sleep(config.signIn.delayMs);
      const account = await findAccountByLogin(db, login);
      // Checked even for an unknown or locked login, so the answer takes as long either way.
      const passwordOk = await verifyPassword(account?.passwordHash ?? (await timingDummyHash()), password);
      if (standing.locked || !account || !passwordOk || !account.enabled) {
        const reason = standing.locked ? 'locked' : !account ? 'unknown-login' : !passwordOk ? 'wrong-password' : 'disabled';
        await recordSignInFailure(db, ctx, guard, request, { reason, loginHash, account: account ?? null, counts: reason !== 'locked' });
        throw unauthorized(INVALID_CREDENTIALS);
      }

      // Said only to whoever knows the password: a public requester must prove the address first.
      if (!account.emailVerified && (await loadAccess(db, account.id)).roles.includes(Roles.DisputePublicUser)) {
        await recordAuditEvent(db, {
          event: 'sign-in-failed',
          userId: account.id,
          ip,
          details: { reason: 'email-not-verified', loginHash },
        });
        throw new HttpError(403, 'EMAIL_NOT_VERIFIED', VerificationMessages.notVerified);
      }
      // The failures are cleared only once the whole sign-in succeeds, so knowing the password
      // does not buy fresh guesses at the second factor.
      const methods = await enrolledMethods(db, account.id);
      if (methods.length > 0) {
        const mfaToken = await startMfaChallenge(db, account.id, loginHash);
        await recordAuditEvent(db, { event: 'sign-in-second-factor-asked', userId: account.id, ip, details: { methods } });
        return { mfaRequired: true as const, mfaToken, methods, expiresIn: MFA_CHALLENGE_SECONDS };
      }
      return completeSignIn(app, ctx, guard, request, reply, { account, loginHash, amr: ['pwd'] });
    },
  );
};
