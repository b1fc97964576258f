import type { FastifyRequest } from 'fastify';
import type { AnyDb, SignInSettings } from '@portal/service-kit';
import { recordAuditEvent } from '../audit/audit-events';
import type { SignInGuard } from './sign-in-guard';

/**
 * Counts a refused sign-in step (a wrong password or a wrong second factor) towards the
 * login's lock and writes it to the audit trail, with the lock when this failure set it.
 */
export async function recordSignInFailure(
  db: AnyDb,
  guard: SignInGuard,
  settings: SignInSettings,
  request: FastifyRequest,
  failure: { reason: string; loginHash: string; userId: number | null; counts: boolean },
): Promise<void> {
  const { reason, loginHash, userId } = failure;
  const ip = request.ip;
  const lockedNow = failure.counts && (await guard.recordFailure(loginHash));
  await recordAuditEvent(db, { event: 'sign-in-failed', userId, ip, details: { reason, loginHash } });
  if (lockedNow)
    await recordAuditEvent(db, { event: 'account-locked', userId, ip, details: { loginHash, lockSeconds: settings.lockSeconds } });
  request.log.info({ event: 'sign-in-failed', reason, userId }, 'sign-in refused');
}
