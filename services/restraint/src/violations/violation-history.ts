import type { ViolationHistoryEntry } from '@portal/shared-contracts/restraint';
import type { Actor, FieldChanges } from '@portal/service-kit';
import type { RestraintDb } from '../db';

/**
 * Keeps a change to a violation in its history (who, when, old and new values, the reason given).
 * A rule run or a plan's outcome read from the findings engine may have no user.
 */
export async function recordViolationHistory(
  trx: RestraintDb,
  actor: Pick<Actor, 'userId' | 'userName'> | null,
  violationId: number,
  action: string,
  changes: FieldChanges,
  reason: string | null = null,
): Promise<void> {
  await trx
    .insertInto('violation_history')
    .values({
      violation_id: violationId,
      user_id: actor?.userId ?? null,
      user_name: actor?.userName ?? null,
      action,
      reason,
      changes: JSON.stringify(changes),
    })
    .execute();
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
