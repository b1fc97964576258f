import type { FastifyRequest } from 'fastify';
import { recordAudit, type AnyDb, type AuditRecord } from '@portal/service-kit';

export type AuditEventName =
  | 'event-type-updated'
  | 'event-raised'
  | 'system-message-posted'
  | 'email-retried'
  | 'job-retried'
  | 'test-email-queued'
  | 'subscription-saved'
  | 'unsubscribed';

/** Who did it: the signed-in caller, their session and address. */
export type AuditActor = Required<Pick<AuditRecord, 'actorUserId' | 'sessionId' | 'ip'>>;

/** One row of the notifications service's audit trail: the kit's shape, with this service's event names. */
export interface AuditEvent extends Omit<AuditRecord, 'event' | 'actorUserId' | 'sessionId' | 'ip'> {
  event: AuditEventName;
}

export function actorOf(request: FastifyRequest): AuditActor {
  return { actorUserId: request.principal?.userId ?? null, sessionId: request.user?.sid ?? null, ip: request.ip };
}

/** Adds an entry to the trail; give it the transaction of the change it records, so both commit or neither does. */
export async function recordAuditEvent(db: AnyDb, actor: AuditActor, event: AuditEvent): Promise<void> {
  await recordAudit(db, { ...event, ...actor });
}
