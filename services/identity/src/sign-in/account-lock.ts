import type { AnyDb, ServiceContext } from '@portal/service-kit';
import type { Account } from '../accounts/account-repository';
import { recordAuditEvent } from '../audit/audit-events';
import { accountLockedMail, queueAccountMail } from '../mail/account-mail';
import type { LockScope, SignInGuard } from './sign-in-guard';

export interface LockedLogin {
  loginHash: string;
  scope: LockScope;
  /** The account the login names; null for an unknown login, which is locked the same way. */
  account: Account | null;
  ip: string;
}

/**
 * Records a lock in the audit trail and tells the owner by mail, once per lock time however many
 * addresses lock the account, so the notice cannot be used to flood their mailbox.
 */
export async function recordAccountLock(
  db: AnyDb,
  ctx: Pick<ServiceContext, 'config' | 'notifications'>,
  guard: SignInGuard,
  lock: LockedLogin,
): Promise<void> {
  const { account, scope, loginHash, ip } = lock;
  const { lockSeconds } = ctx.config.signIn;
  const mailed = account?.enabled === true && (await guard.takeMailTurn('locked', account.id, lockSeconds));
  await db.transaction().execute(async (trx) => {
    await recordAuditEvent(trx, {
      event: 'account-locked',
      userId: account?.id ?? null,
      ip,
      details: { loginHash, lockSeconds, scope, mailed },
    });
    if (mailed)
      await queueAccountMail(
        trx,
        ctx.notifications,
        account.email,
        accountLockedMail(ctx.config.publicUrl, account.fullName, scope === 'login', lockSeconds),
      );
  });
}
