import type { FastifyRequest } from 'fastify';
import { recordAudit, type AnyDb, type AuditRecord } from '@portal/service-kit';

export type AdminAuditEventName =
  'list-value-added' | 'list-value-renamed' | 'list-values-reordered' | 'list-value-retired' | 'list-value-restored';

/** One entry of admin's audit trail: the kit's shape with admin's event names; who and from where come from the request. */
export interface AdminAuditEvent extends Omit<AuditRecord, 'event' | 'actorUserId' | 'sessionId' | 'ip'> {
  event: AdminAuditEventName;
}

/** Records what the caller of `request` did; give it the transaction of the change, so both commit or neither does. */
export async function recordAdminAudit(db: AnyDb, request: FastifyRequest, event: AdminAuditEvent): Promise<void> {
  await recordAudit(db, { ...event, actorUserId: request.principal?.userId ?? null, sessionId: request.user?.sid ?? null, ip: request.ip });
}
