import { sql } from 'kysely';
import { incidentFinalizeErrors } from '@portal/shared-contracts/restraint';
import type { Actor } from '@portal/service-kit';
import type { RestraintDb } from '../db';
import { recordIncidentChanges } from '../incidents/history';
import { runAfterIncidentChange } from '../incidents/hooks';
import { readIncidentsFields } from '../incidents/incident-read';
import { chunks } from '../lists';
import type { IncidentOutcome } from './import-writes';
import type { StageProgress } from './progress';

/** The history of what the import wrote: an "imported" entry with its changes for each new or changed incident. */
export async function recordImported(
  trx: RestraintDb,
  actor: Actor,
  outcomes: readonly IncidentOutcome[],
  progress: StageProgress,
): Promise<void> {
  const written = outcomes.filter((o) => o.change !== 'unchanged');
  let done = 0;
  for (const batch of chunks(written)) {
    await recordIncidentChanges(
      trx,
      actor,
      batch.map((o) => ({ incidentId: o.id, action: 'imported' as const, changes: o.changes })),
    );
    await progress((done += batch.length) / written.length);
  }
}

/**
 * "Finalize on commit": the incident's own finalize move (incidents/incident-moves.ts) made for
 * every written incident at once: Draft to Finalized, the move in each history, then the
 * afterIncidentChange hooks (the rules) over them in bulk, in the import's transaction.
 * A new incident is complete by the import's own checks; a stored Draft the file only added to
 * is checked as the finalize route checks it and stays a Draft if its other parts are not
 * complete. Answers the ids it finalized; a preview answers them and does no more: the move, its
 * history and the rules' findings would be rolled back unread (the answer names no violation).
 */
export async function finalizeImported(
  trx: RestraintDb,
  actor: Actor,
  outcomes: readonly IncidentOutcome[],
  { preview, progress }: { preview: boolean; progress: StageProgress },
): Promise<Set<number>> {
  const stored = await readIncidentsFields(
    trx,
    outcomes.filter((o) => o.plan.stored).map((o) => o.id),
  );
  const ids = outcomes
    .filter((o) => {
      if (!o.plan.stored) return true;
      const fields = stored.get(o.id);
      return fields !== undefined && Object.keys(incidentFinalizeErrors(fields)).length === 0;
    })
    .map((o) => o.id);
  if (preview) return new Set(ids);
  for (const batch of chunks(ids)) {
    await trx
      .updateTable('incidents')
      .set({ status: 'Finalized', finalized_at: sql`now()`, reopen_reason: null, version: sql`version + 1`, updated_at: sql`now()` })
      .where('id', 'in', batch)
      .execute();
  }
  await recordIncidentChanges(
    trx,
    actor,
    ids.map((incidentId) => ({ incidentId, action: 'finalized' as const, changes: { status: { from: 'Draft', to: 'Finalized' } } })),
  );
  // The rules in bulk a thousand incidents at a time, so the progress moves while they run.
  let done = 0;
  for (const batch of chunks(ids)) {
    await runAfterIncidentChange(trx, batch, actor, 'finalized');
    await progress((done += batch.length) / ids.length);
  }
  return new Set(ids);
}
