import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import cookie from '@fastify/cookie';
import { Type } from 'typebox';
import { Compile } from 'typebox/compile';
import { EmptyBody, ErrorBody, RefreshTokenRequest, TokenResponse } from '@portal/shared-contracts';
import { unauthorized, type ServiceContext } from '@portal/service-kit';
import { findAccountById } from '../accounts/account-repository';
import { recordAuditEvent } from '../audit/audit-events';
import { tokenResponse } from '../accounts/access-token';
import { portalOriginCheck } from '../sessions/origin-check';
import { refreshCookie, type RefreshCookie } from '../sessions/refresh-cookie';
import { redeemRefreshToken, type RefusalReason } from '../sessions/refresh-redemption';
import { endSession, sessionOfRefreshSecret } from '../sessions/session-repository';

/** What the 401 says; the shell shows 'session expired' and sends the user to sign in. */
const refusalMessages: Record<RefusalReason | 'missing', string> = {
  missing: 'There is no session; sign in.',
  unknown: 'The session is not known; sign in again.',
  revoked: 'The session has been ended; sign in again.',
  disabled: 'The account is disabled.',
  expired: 'The session has reached its time limit; sign in again.',
  idle: 'The session expired after a period without activity; sign in again.',
  reused: 'The session was ended because an old refresh token was used again; sign in again.',
};

/** Every refusal clears the cookie, so the browser drops a token that can no longer work. */
function refuse(
  cookie: RefreshCookie,
  request: FastifyRequest,
  reply: FastifyReply,
  reason: RefusalReason | 'missing',
  sessionId: string | null,
): never {
  request.log.info({ event: 'session-renewal-refused', reason, sessionId }, 'session renewal refused');
  cookie.clear(reply);
  throw unauthorized(refusalMessages[reason]);
}

const BearerSession = Compile(Type.Object({ sid: Type.String({ format: 'uuid' }) }));

/** Spec 7 sends these calls with an empty body; an absent body is read as {} so the body schema still applies. */
async function absentBodyAsEmptyObject(request: FastifyRequest): Promise<void> {
  request.body ??= {};
}

const renewalSchema = { tags: ['auth'], response: { 200: TokenResponse, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody } };

/** Renewing and ending a session, named by the refresh-token cookie; a failed renewal answers 401. */
export const sessionTokenRoutes: FastifyPluginAsync<ServiceContext> = async (app, { db, config }) => {
  await app.register(cookie);
  const refreshCookieOf = refreshCookie(config.publicUrl);
  const fromThePortal = portalOriginCheck(config);

  async function renew(request: FastifyRequest, reply: FastifyReply, rotate: boolean) {
    const secret = refreshCookieOf.read(request);
    if (!secret) refuse(refreshCookieOf, request, reply, 'missing', null);
    const redemption = await redeemRefreshToken(db, secret, { rotate, ip: request.ip }, config.sessions);
    if (!redemption.ok) refuse(refreshCookieOf, request, reply, redemption.reason, redemption.sessionId);
    const account = await findAccountById(db, redemption.userId);
    if (!account) refuse(refreshCookieOf, request, reply, 'unknown', redemption.sessionId);
    if (redemption.rotated) refreshCookieOf.set(reply, redemption.rotated.secret, redemption.rotated.maxAgeSeconds);
    request.log.info(
      {
        event: rotate ? 'session-refreshed' : 'access-token-issued',
        rotated: redemption.rotated !== null,
        userId: account.id,
        sessionId: redemption.sessionId,
      },
      'session renewed',
    );
    return tokenResponse(app, db, account, redemption.sessionId, config.mfa);
  }

  /**
   * The shell's renewal (spec 4: the timer before expiry, start-up, a 401): rotates the refresh
   * token and answers as sign-in does. activeSchoolYear (spec 7) is checked but not used: the
   * school year travels in the activeschoolyear header of every call, not in the token.
   */
  app.post(
    '/api/auth/refresh-token',
    {
      config: { access: { public: true } },
      onRequest: fromThePortal,
      preValidation: absentBodyAsEmptyObject,
      schema: { ...renewalSchema, body: RefreshTokenRequest },
    },
    async (request, reply) => renew(request, reply, true),
  );

  /**
   * A new access token for the session without rotating the refresh token: for a caller that
   * needs a token but must not move the cookie on, e.g. one of several tabs starting at once,
   * or a tab picking up new roles after a change of access. It does not count as activity:
   * only a refresh keeps a session from its idle expiry.
   */
  app.post(
    '/api/auth/access-token',
    {
      config: { access: { public: true } },
      onRequest: fromThePortal,
      preValidation: absentBodyAsEmptyObject,
      schema: { ...renewalSchema, body: EmptyBody },
    },
    async (request, reply) => renew(request, reply, false),
  );

  /**
   * Signs out: ends the session of the cookie and the session of the bearer token, if either
   * is given and valid, and clears the cookie. Always 204, so signing out twice is harmless.
   */
  app.post(
    '/api/auth/revoke-token',
    {
      config: { access: { public: true } },
      onRequest: fromThePortal,
      preValidation: absentBodyAsEmptyObject,
      schema: {
        tags: ['auth'],
        body: EmptyBody,
        response: { 204: Type.Null({ description: 'Signed out' }), 400: ErrorBody, 403: ErrorBody },
      },
    },
    async (request, reply) => {
      const sessionIds = new Set<string>();
      const secret = refreshCookieOf.read(request);
      const fromCookie = secret ? await sessionOfRefreshSecret(db, secret) : null;
      if (fromCookie) sessionIds.add(fromCookie);
      const fromBearer = await bearerSessionId(request);
      if (fromBearer) sessionIds.add(fromBearer);
      for (const sessionId of sessionIds) {
        const userId = await endSession(db, sessionId, 'signed-out');
        if (userId !== null)
          await recordAuditEvent(db, { event: 'session-revoked', userId, sessionId, ip: request.ip, details: { reason: 'signed-out' } });
      }
      request.log.info({ event: 'signed-out', sessionIds: [...sessionIds] }, 'signed out');
      refreshCookieOf.clear(reply);
      return reply.status(204).send();
    },
  );
};

/** The session of a valid bearer token; the route is public, so the token is checked here. */
async function bearerSessionId(request: FastifyRequest): Promise<string | null> {
  if (!request.headers.authorization) return null;
  try {
    await request.jwtVerify();
  } catch {
    return null;
  }
  return BearerSession.Check(request.user) ? request.user.sid : null;
}
