import { sql } from 'kysely';
import { incidentFinalizeErrors, RestraintMessages, RestraintPermissions as R } from '@portal/shared-contracts/restraint';
import { actorCan, badRequest, conflict, forbidden, type Actor } from '@portal/service-kit';
import type { RestraintDb } from '../db';
import { findWritableIncident, type FoundIncident } from './access';
import { recordIncidentChanges } from './history';
import { incidentDecidedByState, runAfterIncidentChange } from './hooks';
import { readIncidentFields } from './incident-read';

const NOT_FINALIZED = 'The incident cannot be finalized yet.';

async function lockedForMove(trx: RestraintDb, actor: Actor, id: number, version: number | undefined): Promise<FoundIncident> {
  const found = await findWritableIncident(trx, actor, id);
  if (version !== undefined && found.version !== version) throw conflict(RestraintMessages.staleVersion);
  return found;
}

/**
 * Draft -> Finalized (violation finalize; a private school's assigned users finalize their own, with
 * no LEA step), once the required answers are complete: the record locks, and the
 * afterIncidentChange hooks (the violation rules) run in the same transaction.
 */
export async function finalizeIncident(trx: RestraintDb, actor: Actor, id: number, version?: number): Promise<void> {
  const found = await lockedForMove(trx, actor, id, version);
  if (found.privateSchoolId === null && !actorCan(actor, [R.ViolationFinalize])) throw forbidden();
  if (found.status !== 'Draft') throw conflict(RestraintMessages.notDraft);
  const errors = incidentFinalizeErrors((await readIncidentFields(trx, id))!);
  if (Object.keys(errors).length) throw badRequest(NOT_FINALIZED, errors);
  await trx
    .updateTable('incidents')
    .set({ status: 'Finalized', finalized_at: sql`now()`, reopen_reason: null, version: sql`version + 1`, updated_at: sql`now()` })
    .where('id', '=', id)
    .execute();
  await recordIncidentChanges(trx, actor, [
    { incidentId: id, leaId: found.leaId, action: 'finalized', changes: { status: { from: 'Draft', to: 'Finalized' } } },
  ]);
  await runAfterIncidentChange(trx, [id], actor, 'finalized');
}

/**
 * Finalized -> Draft (violation reopen) with a reason shown to the LEA: LEA users only before the
 * state has decided any of its violations, state users (all LEAs) at any time.
 */
export async function reopenIncident(trx: RestraintDb, actor: Actor, id: number, reason: string, version?: number): Promise<void> {
  const found = await lockedForMove(trx, actor, id, version);
  if (found.status !== 'Finalized') throw conflict(RestraintMessages.notFinalized);
  if (!actor.allLeas) {
    for (const decided of incidentDecidedByState) if (await decided(trx, id)) throw forbidden(RestraintMessages.reopenAfterDecision);
  }
  await trx
    .updateTable('incidents')
    .set({ status: 'Draft', finalized_at: null, reopen_reason: reason.trim(), version: sql`version + 1`, updated_at: sql`now()` })
    .where('id', '=', id)
    .execute();
  await recordIncidentChanges(trx, actor, [
    {
      incidentId: id,
      leaId: found.leaId,
      action: 'reopened',
      reason: reason.trim(),
      changes: { status: { from: 'Finalized', to: 'Draft' } },
    },
  ]);
  await runAfterIncidentChange(trx, [id], actor, 'reopened');
}
