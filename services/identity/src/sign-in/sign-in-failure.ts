import type { FastifyRequest } from 'fastify';
import type { AnyDb, ServiceContext } from '@portal/service-kit';
import type { Account } from '../accounts/account-repository';
import { recordAuditEvent } from '../audit/audit-events';
import { recordAccountLock } from './account-lock';
import type { SignInGuard } from './sign-in-guard';

/**
 * Counts a refused sign-in step (a wrong password or a wrong second factor) towards the lock of
 * the login from this address (and the login's ceiling from everywhere), writes it to the audit
 * trail, and records and mails the lock when this failure set one.
 */
export async function recordSignInFailure(
  db: AnyDb,
  ctx: Pick<ServiceContext, 'config' | 'notifications'>,
  guard: SignInGuard,
  request: FastifyRequest,
  failure: { reason: string; loginHash: string; account: Account | null; counts: boolean },
): Promise<void> {
  const { reason, loginHash, account } = failure;
  const ip = request.ip;
  const userId = account?.id ?? null;
  const lockedNow = failure.counts ? await guard.recordFailure(loginHash, ip) : null;
  await recordAuditEvent(db, { event: 'sign-in-failed', userId, ip, details: { reason, loginHash } });
  if (lockedNow) await recordAccountLock(db, ctx, guard, { loginHash, scope: lockedNow, account, ip });
  request.log.info({ event: 'sign-in-failed', reason, userId }, 'sign-in refused');
}
