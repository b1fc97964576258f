import type { ViolationHistoryEntry } from '@portal/shared-contracts/restraint';
import type { Actor, FieldChanges } from '@portal/service-kit';
import { chunks } from '../lists';
import type { RestraintDb } from '../db';

/** A change to a violation as its history keeps it, with the reason given. */
export interface ViolationChange {
  violationId: number;
  action: string;
  changes: FieldChanges;
  reason?: string | null;
}

/**
 * Keeps changes to violations in their history (who, when, old and new values, the reason given),
 * many rows to a statement. A rule run or a plan's outcome read from the findings engine may have no user.
 */
export async function recordViolationChanges(
  trx: RestraintDb,
  actor: Pick<Actor, 'userId' | 'userName'> | null,
  changes: readonly ViolationChange[],
): Promise<void> {
  for (const batch of chunks(changes)) {
    await trx
      .insertInto('violation_history')
      .values(
        batch.map((change) => ({
          violation_id: change.violationId,
          user_id: actor?.userId ?? null,
          user_name: actor?.userName ?? null,
          action: change.action,
          reason: change.reason ?? null,
          changes: JSON.stringify(change.changes),
        })),
      )
      .execute();
  }
}

/** Keeps one change to a violation in its history. */
export async function recordViolationHistory(
  trx: RestraintDb,
  actor: Pick<Actor, 'userId' | 'userName'> | null,
  violationId: number,
  action: string,
  changes: FieldChanges,
  reason: string | null = null,
): Promise<void> {
  await recordViolationChanges(trx, actor, [{ violationId, action, changes, reason }]);
}

/** A violation's history, newest first. */
export async function readViolationHistory(db: RestraintDb, violationId: number): Promise<ViolationHistoryEntry[]> {
  const rows = await db
    .selectFrom('violation_history')
    .select(['id', 'at', 'user_name', 'action', 'reason', 'changes'])
    .where('violation_id', '=', violationId)
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    at: row.at.toISOString(),
    userName: row.user_name,
    action: row.action,
    reason: row.reason,
    changes: row.changes,
  }));
}
