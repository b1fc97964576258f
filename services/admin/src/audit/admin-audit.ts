import { auditedBy, recordAudit, type Actor, type AnyDb, type AuditRecord } from '@portal/service-kit';

export type AdminAuditEventName =
  | 'list-value-added'
  | 'list-value-renamed'
  | 'list-values-reordered'
  | 'list-value-retired'
  | 'list-value-restored'
  | 'state-holiday-added'
  | 'state-holiday-removed'
  | 'state-holidays-generated'
  | 'school-calendar-imported'
  | 'school-calendar-deleted';

/** One entry of admin's audit trail: the kit's shape with admin's event names; who and from where come from the actor. */
export interface AdminAuditEvent extends Omit<AuditRecord, 'event' | 'actorUserId' | 'sessionId' | 'ip'> {
  event: AdminAuditEventName;
}

/** Records what `actor` did; give it the transaction of the change, so both commit or neither does. */
export async function recordAdminAudit(db: AnyDb, actor: Actor, event: AdminAuditEvent): Promise<void> {
  await recordAudit(db, { ...event, ...auditedBy(actor) });
}
