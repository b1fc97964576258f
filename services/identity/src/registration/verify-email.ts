import { type VerifyEmailFailure, type VerifyEmailResponse } from '@portal/shared-contracts';
import type { AnyDb } from '@portal/service-kit';
import { findAccountToken, markAccountTokenUsed, standingOf, type TokenStanding } from '../account-links/account-tokens';
import { loadAccess } from '../accounts/account-repository';
import { recordAuditEvent } from '../audit/audit-events';
import { registrationTables } from './registration-tables';

/** A link replaced by a newer one is, to its reader, as dead as an expired one: both call for a new mail. */
const failureOf: Record<Exclude<TokenStanding, 'live'>, VerifyEmailFailure> = { expired: 'expired', voided: 'expired', used: 'used' };

export interface Verification {
  answer: VerifyEmailResponse;
  /** The account verified, for the log; null when the link did not verify. */
  userId: number | null;
}

const failed = (reason: VerifyEmailFailure): Verification => ({ answer: { success: false, role: null, reason }, userId: null });

/**
 * Spends a verification link. The row lock makes a link clicked twice at once verify once; the
 * role tells the sign-in page where a public requester goes next (spec 2).
 */
export async function verifyEmail(db: AnyDb, uid: string, ip: string): Promise<Verification> {
  const now = new Date();
  return db.transaction().execute(async (trx) => {
    const link = await findAccountToken(trx, uid, ['verify-email'], { forUpdate: true });
    if (!link) return failed('invalid');
    const standing = standingOf(link, now);
    if (standing !== 'live') return failed(failureOf[standing]);
    await markAccountTokenUsed(trx, link.id, now);
    await registrationTables(trx)
      .updateTable('users')
      .set({ email_verified_at: now, updated_at: now })
      .where('id', '=', link.userId)
      .execute();
    await recordAuditEvent(trx, { event: 'email-verified', userId: link.userId, ip });
    const { roles } = await loadAccess(trx, link.userId);
    return { answer: { success: true, role: roles[0] ?? null }, userId: link.userId };
  });
}
