import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TokenResponse } from '@portal/shared-contracts';
import type { ServiceContext } from '@portal/service-kit';
import type { Account } from '../accounts/account-repository';
import { tokenResponse } from '../accounts/access-token';
import { recordAuditEvent } from '../audit/audit-events';
import { refreshCookie } from '../sessions/refresh-cookie';
import { startSession } from '../sessions/session-repository';
import type { SignInGuard } from './sign-in-guard';

/** The end of every successful sign-in: the login's failures forgotten, a session signed in by `amr`, its cookie and token. */
export async function completeSignIn(
  app: FastifyInstance,
  { db, config }: ServiceContext,
  guard: SignInGuard,
  request: FastifyRequest,
  reply: FastifyReply,
  signIn: { account: Account; loginHash: string; amr: string[] },
): Promise<TokenResponse> {
  const { account, loginHash, amr } = signIn;
  await guard.clearFailures(loginHash, request.ip);
  const session = await startSession(db, account.id, config.sessions, amr);
  await recordAuditEvent(db, { event: 'sign-in', userId: account.id, sessionId: session.sessionId, ip: request.ip, details: { amr } });
  refreshCookie(config.publicUrl).set(reply, session.refreshSecret, config.sessions.absoluteLifetimeSeconds);
  request.log.info({ event: 'sign-in', userId: account.id, sessionId: session.sessionId, amr }, 'signed in');
  return tokenResponse(app, db, account, session.sessionId, config.mfa);
}
