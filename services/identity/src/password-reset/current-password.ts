import { setTimeout as sleep } from 'node:timers/promises';
import { PasswordResetMessages } from '@portal/shared-contracts';
import { HttpError, type AnyDb, type ServiceContext } from '@portal/service-kit';
import type { Account } from '../accounts/account-repository';
import { recordAuditEvent } from '../audit/audit-events';
import { verifyPassword } from '../passwords';
import { recordAccountLock } from '../sign-in/account-lock';
import type { SignInGuard } from '../sign-in/sign-in-guard';
import { loginFingerprints } from './login-fingerprints';

/**
 * Checks the password a signed-in user gives as their current one, slowed, counted and locked
 * exactly as sign-in is: otherwise a stolen session would be a way round the sign-in lock to
 * guess the password. While the login is locked even the right password is refused.
 */
export async function confirmCurrentPassword(
  db: AnyDb,
  ctx: Pick<ServiceContext, 'config' | 'notifications'>,
  guard: SignInGuard,
  account: Account,
  password: string,
  ip: string,
): Promise<void> {
  const settings = ctx.config.signIn;
  const logins = loginFingerprints(account);
  const standings = await Promise.all(logins.map((login) => guard.standing(login, ip)));
  if (standings.some((s) => s.failures >= settings.delayAfterFailures)) await sleep(settings.delayMs);
  const passwordOk = await verifyPassword(account.passwordHash, password);
  const locked = standings.some((s) => s.locked);
  if (passwordOk && !locked) return;

  const scopes = locked ? [] : await Promise.all(logins.map((login) => guard.recordFailure(login, ip)));
  await recordAuditEvent(db, {
    event: 'sign-in-failed',
    userId: account.id,
    ip,
    details: { reason: locked ? 'locked' : 'wrong-current-password' },
  });
  for (const [i, scope] of scopes.entries())
    if (scope) await recordAccountLock(db, ctx, guard, { loginHash: logins[i]!, scope, account, ip });
  throw new HttpError(400, 'CURRENT_PASSWORD_WRONG', PasswordResetMessages.currentWrong);
}
