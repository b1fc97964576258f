import { sql, type UpdateObject } from 'kysely';
import { FieldMessages, type FieldErrors } from '@portal/shared-contracts';
import {
  EcoRecordMessages,
  entryRatingField,
  exitRatingField,
  exitRatingIssues,
  OUTCOMES,
  type ExitRuleOptions,
  type RatingPhase,
  type RatingStatus,
} from '@portal/shared-contracts/eco';
import { badRequest, conflict, type Actor } from '@portal/service-kit';
import type { EcoDatabase, EcoDb } from '../db';
import { findWritableChild } from '../children/access';
import { recordChildChange, type ChildAction } from '../history/child-history';
import { readEcoSettings } from '../settings/eco-settings';
import { readChildRatings, statusField, type ChildRatings, type RatingRow } from './rating-set';

/**
 * What stands in the way of submitting: an outcome not rated, or at exit a broken rule such as an
 * undecided progress answer, or one the state has made an error since the ratings were saved.
 */
function submitErrors(row: RatingRow, current: ChildRatings, options: ExitRuleOptions): FieldErrors {
  const field = row.phase === 'entry' ? entryRatingField : exitRatingField;
  const unrated = Object.fromEntries(OUTCOMES.filter((o) => row.ratings[o] === null).map((o) => [field(o), FieldMessages.required]));
  const rules = row.phase === 'exit' ? exitRatingIssues(current.entry?.ratings ?? {}, row.ratings, row.progress, options).errors : {};
  return { ...rules, ...unrated };
}

type RatingChanges = UpdateObject<EcoDatabase, 'outcome_ratings'>;

interface Transition {
  action: Extract<ChildAction, 'submitted' | 'finalized' | 'unlocked'>;
  to: RatingStatus;
  /** Throws when the ratings may not take this step under the state's rules. */
  check(row: RatingRow | null, current: ChildRatings, options: ExitRuleOptions): asserts row is RatingRow;
  set(actor: Actor, reason: string | null): RatingChanges;
}

const transitions: Record<'submit' | 'finalize' | 'unlock', Transition> = {
  submit: {
    action: 'submitted',
    to: 'Submitted',
    check(row, current, options) {
      if (!row) throw badRequest(EcoRecordMessages.notSubmittable);
      if (row.status === 'Finalized') throw conflict(EcoRecordMessages.finalized);
      const errors = submitErrors(row, current, options);
      if (Object.keys(errors).length > 0) throw badRequest(EcoRecordMessages.notSubmittable, errors);
    },
    set: () => ({ submitted_at: sql`now()` }),
  },
  finalize: {
    action: 'finalized',
    to: 'Finalized',
    check(row) {
      if (row?.status !== 'Submitted') throw conflict(EcoRecordMessages.notSubmitted);
    },
    set: () => ({ finalized_at: sql`now()` }),
  },
  unlock: {
    action: 'unlocked',
    to: 'Draft',
    check(row) {
      if (row?.status !== 'Finalized') throw conflict(EcoRecordMessages.notFinalized);
    },
    // Who unlocked and why stay on the ratings until the next unlock; the history keeps every one.
    set: (actor, reason) => ({
      finalized_at: null,
      submitted_at: null,
      unlocked_at: sql`now()`,
      unlocked_by: actor.userId,
      unlock_reason: reason,
    }),
  },
};

export type TransitionName = keyof typeof transitions;

/**
 * Moves a phase's ratings a step through Draft, Submitted and Finalized, with the history and
 * audit entries, in the caller's transaction. `reason` is an unlock's.
 */
export async function moveRatings(
  trx: EcoDb,
  actor: Actor,
  childId: number,
  phase: RatingPhase,
  name: TransitionName,
  reason: string | null = null,
): Promise<void> {
  const transition: Transition = transitions[name];
  const child = await findWritableChild(trx, actor, childId);
  const current = await readChildRatings(trx, childId, { lock: true });
  const row = current[phase];
  transition.check(row, current, await readEcoSettings(trx));
  if (row.status === transition.to) return;
  await trx
    .updateTable('outcome_ratings')
    .set({ ...transition.set(actor, reason), status: transition.to, version: sql`version + 1`, updated_at: sql`now()` })
    .where('id', '=', row.id)
    .execute();
  await recordChildChange(trx, actor, {
    childId,
    leaId: child.leaId,
    action: transition.action,
    reason,
    changes: { [statusField(phase)]: { from: row.status, to: transition.to } },
  });
}
