import { auditedBy, recordAudits, type Actor, type AnyDb, type AuditRecord } from '@portal/service-kit';
import type { HistoryTable, PsosDb } from '../db';

/** One change as a record's history keeps it: what, on which record, from what to what, and why. */
export interface HistoryEntry {
  entityType: HistoryTable['entity_type'];
  entityId: string | number;
  schoolYear?: number | null;
  leaId?: number | null;
  action: string;
  changes?: Record<string, unknown>;
  reason?: string | null;
}

/** Rows per INSERT: eleven parameters each, well under PostgreSQL's limit. */
const BATCH = 1000;

/**
 * Keeps changes in the records' history (psos.md: every change is kept) and in PSOS's audit trail,
 * which names the record and the fields changed, never their values. Give it the transaction of the
 * change, so both commit or neither does.
 */
export async function recordChanges(db: PsosDb, actor: Actor, entries: readonly HistoryEntry[]): Promise<void> {
  for (let start = 0; start < entries.length; start += BATCH) {
    const batch = entries.slice(start, start + BATCH);
    await db
      .insertInto('history')
      .values(
        batch.map((entry) => ({
          entity_type: entry.entityType,
          entity_id: String(entry.entityId),
          school_year: entry.schoolYear ?? null,
          lea_id: entry.leaId ?? null,
          action: entry.action,
          changes: JSON.stringify(entry.changes ?? {}),
          reason: entry.reason ?? null,
          user_id: actor.userId,
          user_name: actor.userName,
        })),
      )
      .execute();
  }
  const audits: AuditRecord[] = entries.map((entry) => ({
    ...auditedBy(actor),
    event: `psos-${entry.entityType}-${entry.action}`,
    entityType: entry.entityType,
    entityId: String(entry.entityId),
    leaId: entry.leaId ?? null,
    details: { fields: Object.keys(entry.changes ?? {}), ...(entry.schoolYear ? { schoolYear: entry.schoolYear } : {}) },
  }));
  await recordAudits(db as AnyDb, audits);
}

/** One change, as `recordChanges`. */
export const recordChange = (db: PsosDb, actor: Actor, entry: HistoryEntry): Promise<void> => recordChanges(db, actor, [entry]);
