import { RESEND_EMAIL_WAIT_SECONDS } from '@portal/shared-contracts';
import type { AnyDb, ServiceContext } from '@portal/service-kit';
import { issueAccountToken } from '../account-links/account-tokens';
import { alreadyRegisteredMail, queueAccountMail, verificationMail } from '../mail/account-mail';
import { registrationTables } from './registration-tables';

/** The user a registration or verification mail goes to. */
export interface MailRecipient {
  id: number;
  email: string;
  fullName: string;
  verified: boolean;
}

export type VerificationMailKind = 'verification' | 'already-registered';

/**
 * Takes the user's turn for a registration or verification mail (spec 4: one per 300 s), in the
 * transaction that sends it. waitSeconds is 0 when the mail may go, and its time is then
 * recorded; else how long is left. The user's row stays locked until the transaction ends, so
 * of two requests at once only one mails. Null for a user that no longer exists.
 */
export async function takeMailTurn(
  trx: AnyDb,
  userId: number,
  now: Date,
): Promise<{ recipient: MailRecipient; waitSeconds: number } | null> {
  const db = registrationTables(trx);
  const user = await db
    .selectFrom('users')
    .select(['id', 'email', 'full_name', 'email_verified_at', 'verification_mail_sent_at'])
    .where('id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
  if (!user) return null;
  const recipient = { id: user.id, email: user.email, fullName: user.full_name, verified: user.email_verified_at !== null };
  const nextAllowed = (user.verification_mail_sent_at?.getTime() ?? 0) + RESEND_EMAIL_WAIT_SECONDS * 1000;
  const waitSeconds = Math.max(0, Math.ceil((nextAllowed - now.getTime()) / 1000));
  if (waitSeconds === 0) await db.updateTable('users').set({ verification_mail_sent_at: now }).where('id', '=', userId).execute();
  return { recipient, waitSeconds };
}

/**
 * A new verification link (voiding the older ones) by mail; a verified address has nothing
 * left to verify and is told it already has an account. In the caller's transaction.
 */
export async function sendVerificationMail(
  trx: AnyDb,
  ctx: Pick<ServiceContext, 'config' | 'notifications'>,
  recipient: MailRecipient,
  now: Date,
): Promise<VerificationMailKind> {
  const { publicUrl } = ctx.config;
  if (recipient.verified) {
    await queueAccountMail(trx, ctx.notifications, recipient.email, alreadyRegisteredMail(publicUrl, recipient.fullName));
    return 'already-registered';
  }
  const uid = await issueAccountToken(trx, recipient.id, 'verify-email', now);
  await queueAccountMail(trx, ctx.notifications, recipient.email, verificationMail(publicUrl, recipient.fullName, uid));
  return 'verification';
}
