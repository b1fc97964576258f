import type { ChildHistoryEntry } from '@portal/shared-contracts/eco';
import type { Actor } from '@portal/service-kit';
import type { EcoDb } from '../db';
import { recordEcoAudits } from './eco-audit';

export type ChildAction = 'created' | 'updated' | 'ratings-saved' | 'submitted' | 'finalized' | 'unlocked' | 'imported';

export interface ChildChange {
  childId: number;
  leaId: number;
  action: ChildAction;
  /** Required for an unlock; kept with the entry. */
  reason?: string | null;
  /** Field to { from, to }; only fields whose value changed. */
  changes?: Record<string, { from: unknown; to: unknown }>;
}

/** History rows per INSERT: six parameters each, well under PostgreSQL's limit per statement. */
const HISTORY_BATCH = 1000;

/**
 * Keeps a change in the child's history (who, when, what from what to what) and in the service's
 * audit trail. Give it the transaction of the change, so all three commit or none does. The audit
 * entry names the fields, never their values: the trail must not hold a student's data.
 */
export async function recordChildChange(db: EcoDb, actor: Actor, change: ChildChange): Promise<void> {
  await recordChildChanges(db, actor, [change]);
}

/** Many children's changes by one actor (an import's), in multi-row inserts, as `recordChildChange`. */
export async function recordChildChanges(db: EcoDb, actor: Actor, changes: readonly ChildChange[]): Promise<void> {
  for (let start = 0; start < changes.length; start += HISTORY_BATCH) {
    const batch = changes.slice(start, start + HISTORY_BATCH);
    await db
      .insertInto('child_history')
      .values(
        batch.map((change) => ({
          child_id: change.childId,
          user_id: actor.userId,
          user_name: actor.userName,
          action: change.action,
          reason: change.reason ?? null,
          changes: JSON.stringify(change.changes ?? {}) as never,
        })),
      )
      .execute();
  }
  await recordEcoAudits(
    db,
    actor,
    changes.map((change) => ({
      event: `child-${change.action}`,
      entityType: 'child',
      entityId: change.childId,
      leaId: change.leaId,
      details: { fields: Object.keys(change.changes ?? {}) },
    })),
  );
}

/** The child's history, newest first. */
export async function readChildHistory(db: EcoDb, childId: number): Promise<ChildHistoryEntry[]> {
  const rows = await db
    .selectFrom('child_history')
    .select(['id', 'at', 'user_name', 'action', 'reason', 'changes'])
    .where('child_id', '=', childId)
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    at: r.at.toISOString(),
    userName: r.user_name,
    action: r.action,
    reason: r.reason,
    changes: r.changes,
  }));
}
