import type { FieldChange } from '@portal/service-kit';
import type { FindingsDb } from '../db';

/** Who made a change: a person, or the engine itself (the daily run). */
export interface ChangeAuthor {
  userId: number | null;
  userName: string;
}

/** Keeps one change to a plan or its findings in the plan's history; give it the change's transaction. */
export async function recordPlanChange(
  db: FindingsDb,
  by: ChangeAuthor,
  planId: number,
  action: string,
  changes: Record<string, FieldChange> = {},
  reason: string | null = null,
): Promise<void> {
  await db
    .insertInto('plan_history')
    .values({ plan_id: planId, by_user_id: by.userId, by_name: by.userName, action, reason, changes: JSON.stringify(changes) })
    .execute();
}
