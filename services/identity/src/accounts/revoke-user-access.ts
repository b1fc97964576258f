import type { Kysely } from 'kysely';
import type { AnyDb } from '@portal/service-kit';
import type { SessionEndReason, SessionTables } from '../sessions/session-tables';
import { recordAuditEvent } from '../audit/audit-events';

/** A change to a user that must reach the access tokens already handed out. */
export type AccessChange =
  'password-changed' | 'password-reset' | 'user-disabled' | 'second-factor-reset' | 'roles-changed' | 'leas-changed' | 'email-changed';

/**
 * After these the user signs in again everywhere. After a role or LEA change the next
 * refresh is enough: it issues an access token with the new roles or LEAs.
 */
const sessionEndingChanges = [
  'password-changed',
  'password-reset',
  'user-disabled',
  'second-factor-reset',
  'email-changed',
] as const satisfies readonly (AccessChange & SessionEndReason)[];

function endsSessions(reason: AccessChange): reason is (typeof sessionEndingChanges)[number] {
  return (sessionEndingChanges as readonly AccessChange[]).includes(reason);
}

/**
 * Makes every access token the user holds fail on every service within the session-state
 * cache time (at most 30 s), by bumping the token version the tokens carry as `tv`; for a
 * password change or reset, a disabled account or a reset second factor it also ends all the user's sessions.
 * Call it inside the transaction that makes the change, so both commit or neither does.
 */
export async function revokeUserAccess(
  anyDb: AnyDb,
  userId: number,
  reason: AccessChange,
  now = new Date(),
  { keepSession }: { keepSession?: string | null } = {},
): Promise<void> {
  const db: Kysely<SessionTables> = anyDb;
  const revoke = async (trx: Kysely<SessionTables>) => {
    await trx
      .updateTable('users')
      .set((eb) => ({ token_version: eb('token_version', '+', 1), updated_at: now }))
      .where('id', '=', userId)
      .execute();
    if (endsSessions(reason)) {
      let sessions = trx
        .updateTable('sessions')
        .set({ revoked_at: now, revoked_reason: reason })
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null);
      // The session that made the change signs in again by refreshing: the token version still ends its access token.
      if (keepSession) sessions = sessions.where('id', '<>', keepSession);
      await sessions.execute();
    }
    await recordAuditEvent(trx, { event: 'user-access-revoked', userId, details: { reason } });
  };
  await (db.isTransaction ? revoke(db) : db.transaction().execute(revoke));
}
