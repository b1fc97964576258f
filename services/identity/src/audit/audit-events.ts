import { recordAudit, type AnyDb, type AuditRecord } from '@portal/service-kit';

export type AuditEventName =
  | 'sign-in'
  | 'sign-in-failed'
  | 'account-locked'
  | 'sign-in-second-factor-asked'
  | 'second-factor-added'
  | 'second-factor-removed'
  | 'second-factor-reset'
  | 'recovery-codes-created'
  | 'recovery-code-used'
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
  | 'email-change-requested'
  | 'email-changed'
  | 'verification-mail-resent'
  | 'text-block-updated'
  | 'user-created'
  | 'user-updated'
  | 'user-deleted'
  | 'user-preferences-updated'
  | 'role-created'
  | 'role-updated'
  | 'role-deleted'
  | 'lea-created'
  | 'lea-updated'
  | 'lea-deleted'
  | 'school-created'
  | 'school-updated'
  | 'school-deleted'
  | 'schools-imported';

/** One row of identity's audit trail: the kit's shape, with identity's event names. */
export interface AuditEvent extends Omit<AuditRecord, 'event'> {
  event: AuditEventName;
}

/**
 * Adds an event to the audit trail; give it the transaction of the change it records, so both
 * commit or neither does. An event about an account with no actor named was done by that account.
 */
export async function recordAuditEvent(db: AnyDb, event: AuditEvent): Promise<void> {
  const userId = event.userId ?? null;
  await recordAudit(db, {
    ...event,
    actorUserId: event.actorUserId !== undefined ? event.actorUserId : userId,
    ...(userId !== null && event.entityType === undefined ? { entityType: 'user', entityId: userId } : {}),
  });
}
