import type { AnyDb, ServiceContext } from '@portal/service-kit';
import { voidAccountTokens } from '../account-links/account-tokens';
import type { Account } from '../accounts/account-repository';
import { revokeUserAccess } from '../accounts/revoke-user-access';
import { passwordChangedMail, queueAccountMail } from '../mail/account-mail';
import { hashPassword } from '../passwords';

/**
 * Stores the new password and signs the user out everywhere, so whoever knew the old one loses
 * the sessions it opened; the mail lets the owner notice a change they did not make. Call it
 * last in the transaction of the change: once the mail is queued, only the commit may fail.
 */
export async function setPassword(
  trx: AnyDb,
  ctx: Pick<ServiceContext, 'config' | 'notifications'>,
  account: Account,
  password: string,
  reason: 'password-changed' | 'password-reset',
): Promise<void> {
  const now = new Date();
  // A reset link was opened from the account's mailbox, which proves the address as well as a verification link does.
  const verified = reason === 'password-reset' && !account.emailVerified ? { email_verified_at: now } : {};
  await trx
    .updateTable('users')
    .set({ password_hash: await hashPassword(password), updated_at: now, ...verified })
    .where('id', '=', account.id)
    .execute();
  await revokeUserAccess(trx, account.id, reason);
  // An e-mail change asked for in a session the new password ends goes with it.
  await voidAccountTokens(trx, account.id, 'change-email', now);
  await queueAccountMail(trx, ctx.notifications, account.email, passwordChangedMail(ctx.config.publicUrl, account.fullName));
}
