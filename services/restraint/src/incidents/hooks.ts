import type { IncidentRecord } from '@portal/shared-contracts/restraint';
import type { Actor } from '@portal/service-kit';
import type { RestraintDb } from '../db';

/** What changed an incident: the hooks run inside that change's transaction. */
export type IncidentChange = 'created' | 'updated' | 'finalized' | 'reopened';

/**
 * Runs after incidents are written, inside the same transaction (finalize, update, reopen, and a
 * create or import): the violation rules plug in here. It takes every incident of the change at
 * once, so an import's thousands are handled in bulk. A hook must not call another service while
 * the transaction is open.
 */
export type IncidentChangeHook = (trx: RestraintDb, incidentIds: readonly number[], actor: Actor, change: IncidentChange) => Promise<void>;

/** The rule run and whatever else follows every change to an incident, in order. */
export const afterIncidentChange: IncidentChangeHook[] = [];

/** The parts of GET api/restraint/incidents/{id} that other modules own (violations, flags, deadlines, follow-ups). */
export type IncidentRecordParts = Partial<Pick<IncidentRecord, 'violations' | 'flags' | 'deadlines' | 'followUps'>>;
export type IncidentRecordPart = (db: RestraintDb, incidentId: number) => Promise<IncidentRecordParts>;

/** Fills the violations, flags, deadlines and follow-ups of an incident's record; each is empty without one. */
export const incidentRecordParts: IncidentRecordPart[] = [];

/**
 * Whether the state has decided any of the incident's violations: an LEA user may reopen a
 * Finalized incident only before then (restraint.md, Statuses and moves).
 */
export type IncidentDecidedCheck = (db: RestraintDb, incidentId: number) => Promise<boolean>;
export const incidentDecidedByState: IncidentDecidedCheck[] = [];

/** Runs every hook of afterIncidentChange in order, each over all the incidents. */
export async function runAfterIncidentChange(
  trx: RestraintDb,
  incidentIds: readonly number[],
  actor: Actor,
  change: IncidentChange,
): Promise<void> {
  for (const hook of afterIncidentChange) await hook(trx, incidentIds, actor, change);
}
