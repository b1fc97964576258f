import type { Kysely } from 'kysely';
import type { AnyDb, SessionSettings } from '@portal/service-kit';
import { hashOpaqueSecret, newOpaqueSecret } from '../secrets';
import { endSession, insertRefreshToken, refreshTokenExpiry } from './session-repository';
import type { SessionTables } from './session-tables';
import { recordAuditEvent } from '../audit/audit-events';

/** Why a refresh token bought nothing; each has its own message for the 401. */
export type RefusalReason = 'unknown' | 'revoked' | 'disabled' | 'expired' | 'idle' | 'reused';

export type Redemption =
  | {
      ok: true;
      sessionId: string;
      userId: number;
      /** The successor token for the cookie; null when nothing was rotated. */
      rotated: { secret: string; maxAgeSeconds: number } | null;
    }
  | { ok: false; reason: RefusalReason; sessionId: string | null };

/**
 * Trades a refresh token for the right to a new access token, rotating it when asked.
 *
 * A token already rotated is either a concurrent request (two tabs refreshing at once,
 * which share one cookie jar) or a stolen copy. Within `reuseGraceSeconds` of its
 * rotation it is taken for the former: the caller gets an access token for the session
 * but no third refresh token, because the browser already holds the successor from the
 * request that rotated. Later, it can only be a copy, and the whole family is revoked.
 */
export async function redeemRefreshToken(
  anyDb: AnyDb,
  secret: string,
  opts: { rotate: boolean; ip: string | null },
  settings: SessionSettings,
  now = new Date(),
): Promise<Redemption> {
  const db: Kysely<SessionTables> = anyDb;
  return db.transaction().execute(async (trx): Promise<Redemption> => {
    // The row lock queues every request carrying this token: one rotates it, the others then find it used.
    const token = await trx
      .selectFrom('refresh_tokens')
      .select(['id', 'session_id', 'expires_at', 'used_at'])
      .where('token_hash', '=', hashOpaqueSecret(secret))
      .forUpdate()
      .executeTakeFirst();
    if (!token) return { ok: false, reason: 'unknown', sessionId: null };
    const refuse = (reason: RefusalReason): Redemption => ({ ok: false, reason, sessionId: token.session_id });

    // Read after taking the lock, so a revocation committed meanwhile is seen.
    const session = await trx
      .selectFrom('sessions as s')
      .innerJoin('users as u', 'u.id', 's.user_id')
      .select(['s.user_id', 's.absolute_expires_at', 's.revoked_at', 'u.enabled'])
      .where('s.id', '=', token.session_id)
      .executeTakeFirstOrThrow();
    if (session.revoked_at) return refuse('revoked');
    if (!session.enabled) return refuse('disabled');
    if (session.absolute_expires_at <= now) return refuse('expired');
    const redeemed = (rotated: { secret: string; maxAgeSeconds: number } | null): Redemption => ({
      ok: true,
      sessionId: token.session_id,
      userId: session.user_id,
      rotated,
    });

    if (token.used_at) {
      if (now.getTime() - token.used_at.getTime() <= settings.reuseGraceSeconds * 1000) return redeemed(null);
      await endSession(trx, token.session_id, 'refresh-token-reused', now);
      await recordAuditEvent(trx, { event: 'refresh-token-reused', userId: session.user_id, sessionId: token.session_id, ip: opts.ip });
      return refuse('reused');
    }
    if (token.expires_at <= now) return refuse('idle');

    await trx.updateTable('sessions').set({ last_used_at: now }).where('id', '=', token.session_id).execute();
    if (!opts.rotate) return redeemed(null);
    const successor = newOpaqueSecret();
    const successorId = await insertRefreshToken(
      trx,
      token.session_id,
      successor,
      refreshTokenExpiry(now, session.absolute_expires_at, settings),
      now,
    );
    await trx.updateTable('refresh_tokens').set({ used_at: now, replaced_by: successorId }).where('id', '=', token.id).execute();
    const maxAgeSeconds = Math.floor((session.absolute_expires_at.getTime() - now.getTime()) / 1000);
    return redeemed({ secret: successor, maxAgeSeconds });
  });
}
