import type { ColumnType, Generated, Kysely } from 'kysely';
import type { AnyDb } from '@portal/service-kit';

export type AuditEventName =
  | 'sign-in'
  | 'sign-in-failed'
  | 'account-locked'
  | 'refresh-token-reused'
  | 'session-revoked'
  | 'user-access-revoked'
  | 'password-reset-requested'
  | 'password-reset'
  | 'password-changed'
  | 'password-set-by-admin'
  | 'user-unblocked'
  | 'registered'
  | 'registration-for-existing-address'
  | 'email-verified'
  | 'verification-mail-resent'
  | 'text-block-updated';

/** One row of the audit trail. details must never hold a password, a token or a login in clear. */
export interface AuditEvent {
  event: AuditEventName;
  userId?: number | null;
  sessionId?: string | null;
  ip?: string | null;
  details?: Record<string, string | number | boolean | null>;
}

/** identity.audit_events (migration 0003); rows can only be added. */
interface AuditTables {
  audit_events: {
    id: Generated<string>;
    occurred_at: Generated<Date>;
    event: string;
    user_id: number | null;
    session_id: string | null;
    ip: string | null;
    details: ColumnType<unknown, string, never>;
  };
}

/** Adds an event to the audit trail; give it the transaction of the change it records, so both commit or neither does. */
export async function recordAuditEvent(anyDb: AnyDb, event: AuditEvent): Promise<void> {
  const db: Kysely<AuditTables> = anyDb;
  await db
    .insertInto('audit_events')
    .values({
      event: event.event,
      user_id: event.userId ?? null,
      session_id: event.sessionId ?? null,
      ip: event.ip ?? null,
      details: JSON.stringify(event.details ?? {}),
    })
    .execute();
}
