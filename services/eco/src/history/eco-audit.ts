import { auditedBy, recordAudit, type Actor, type AnyDb, type AuditRecord } from '@portal/service-kit';
import type { EcoDb } from '../db';

/**
 * Adds an entry to eco's audit trail for what `actor` did; who and from where come from it. Give it
 * the transaction of the change, so both commit or neither does.
 */
export async function recordEcoAudit(db: EcoDb, actor: Actor, entry: Omit<AuditRecord, 'actorUserId' | 'sessionId' | 'ip'>): Promise<void> {
  await recordAudit(db as AnyDb, { ...entry, ...auditedBy(actor) });
}
