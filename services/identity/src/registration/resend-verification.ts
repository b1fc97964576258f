import { notFound, type ServiceContext } from '@portal/service-kit';
import { findAccountToken, type AccountToken } from '../account-links/account-tokens';
import { recordAuditEvent } from '../audit/audit-events';
import { sendVerificationMail, takeMailTurn } from './verification-mail';

const UNKNOWN_REGISTRATION = 'This link is not valid or has expired. Please register again.';

/**
 * The account-created page's registration id stays good for its week; a verification link,
 * even expired, replaced or spent, still names the account to send a new one to.
 */
function namesAccount(handle: AccountToken | null, now: Date): handle is AccountToken {
  return handle !== null && (handle.purpose === 'verify-email' || handle.expiresAt > now);
}

export type ResendResult = { sent: true; userId: number } | { sent: false; waitSeconds: number };

/** Spec 4's resend: a new verification mail for the account the uid names, once its wait is over. */
export async function resendVerification(
  ctx: Pick<ServiceContext, 'db' | 'config' | 'notifications'>,
  uid: string,
  ip: string,
): Promise<ResendResult> {
  const now = new Date();
  const handle = await findAccountToken(ctx.db, uid, ['resend-verification', 'verify-email']);
  if (!namesAccount(handle, now)) throw notFound(UNKNOWN_REGISTRATION);
  return ctx.db.transaction().execute(async (trx) => {
    const turn = await takeMailTurn(trx, handle.userId, now);
    if (!turn) throw notFound(UNKNOWN_REGISTRATION);
    if (turn.waitSeconds > 0) return { sent: false, waitSeconds: turn.waitSeconds };
    const mail = await sendVerificationMail(trx, ctx, turn.recipient, now);
    await recordAuditEvent(trx, { event: 'verification-mail-resent', userId: handle.userId, ip, details: { mail } });
    return { sent: true, userId: handle.userId };
  });
}
