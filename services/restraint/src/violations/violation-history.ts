import type { Actor } from '@portal/service-kit';
import type { RestraintDb } from '../db';

/**
 * Keeps a change to one of an incident's violations or follow-ups in the incident's history (who,
 * when, old and new values), each field named after the record it belongs to ("RAI-25-00012-V1.status"),
 * so the incident's one history shows its violations' lives too. A rule run with no user has no actor.
 */
export async function recordViolationHistory(
  trx: RestraintDb,
  actor: Pick<Actor, 'userId' | 'userName'> | null,
  incidentId: number,
  action: string,
  record: string,
  changes: Record<string, { from: unknown; to: unknown }>,
  reason: string | null = null,
): Promise<void> {
  await trx
    .insertInto('incident_history')
    .values({
      incident_id: incidentId,
      user_id: actor?.userId ?? null,
      user_name: actor?.userName ?? null,
      action,
      reason,
      changes: Object.fromEntries(Object.entries(changes).map(([field, change]) => [`${record}.${field}`, change])),
    })
    .execute();
}
