import { PasswordResetMessages } from '@portal/shared-contracts';
import { HttpError, type AnyDb, type ServiceContext } from '@portal/service-kit';
import { findAccountToken, issueAccountToken, standingOf } from '../account-links/account-tokens';
import { findAccountById, type Account } from '../accounts/account-repository';
import { passwordResetMail, queueAccountMail } from '../mail/account-mail';
import { normaliseLogin } from '../sign-in/login-fingerprint';

/** Issues a reset link (voiding the account's older ones) and queues its mail; call it last in the caller's transaction, as setPassword. */
export async function sendResetLink(trx: AnyDb, ctx: Pick<ServiceContext, 'config' | 'notifications'>, account: Account): Promise<void> {
  const secret = await issueAccountToken(trx, account.id, 'reset-password');
  await queueAccountMail(
    trx,
    ctx.notifications,
    account.email,
    passwordResetMail(ctx.config.publicUrl, account.fullName, account.email, secret),
  );
}

export interface ResetLink {
  id: string;
  account: Account;
}

/**
 * The live reset link a secret names, for the account with that e-mail address, its row locked
 * until the transaction ends so that it is spent once. Unknown, expired, used, voided or
 * someone else's: one refusal for all, so the answer tells nothing about the account.
 */
export async function liveResetLink(trx: AnyDb, secret: string, email: string): Promise<ResetLink> {
  const invalid = new HttpError(400, 'RESET_LINK_INVALID', PasswordResetMessages.linkInvalid);
  const link = await findAccountToken(trx, secret, ['reset-password'], { forUpdate: true });
  if (!link || standingOf(link, new Date()) !== 'live') throw invalid;
  const account = await findAccountById(trx, link.userId);
  if (!account?.enabled || normaliseLogin(account.email) !== normaliseLogin(email)) throw invalid;
  return { id: link.id, account };
}
