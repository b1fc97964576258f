import { auditedBy, recordAudits, type Actor, type AnyDb, type AuditRecord } from '@portal/service-kit';
import type { EcoDb } from '../db';

type EcoAuditEntry = Omit<AuditRecord, 'actorUserId' | 'sessionId' | 'ip'>;

/**
 * Adds an entry to eco's audit trail for what `actor` did; who and from where come from it. Give it
 * the transaction of the change, so both commit or neither does.
 */
export async function recordEcoAudit(db: EcoDb, actor: Actor, entry: EcoAuditEntry): Promise<void> {
  await recordEcoAudits(db, actor, [entry]);
}

/** Many entries of one actor at once (an import's), as `recordEcoAudit`. */
export async function recordEcoAudits(db: EcoDb, actor: Actor, entries: readonly EcoAuditEntry[]): Promise<void> {
  await recordAudits(
    db as AnyDb,
    entries.map((entry) => ({ ...entry, ...auditedBy(actor) })),
  );
}
