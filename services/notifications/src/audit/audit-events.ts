import { auditedBy, recordAudit, type Actor, type AnyDb, type AuditRecord } from '@portal/service-kit';

export type AuditEventName =
  | 'event-type-updated'
  | 'event-raised'
  | 'system-message-posted'
  | 'email-retried'
  | 'job-retried'
  | 'test-email-queued'
  | 'subscription-saved'
  | 'unsubscribed'
  | 'mail-type-created'
  | 'mail-template-saved'
  | 'mail-template-test-sent';

/** One row of the notifications service's audit trail: the kit's shape, with this service's event names. */
export interface AuditEvent extends Omit<AuditRecord, 'event' | 'actorUserId' | 'sessionId' | 'ip'> {
  event: AuditEventName;
}

/** Adds an entry to the trail; give it the transaction of the change it records, so both commit or neither does. */
export async function recordAuditEvent(db: AnyDb, actor: Actor, event: AuditEvent): Promise<void> {
  await recordAudit(db, { ...event, ...auditedBy(actor) });
}
