import { sql } from 'kysely';
import { type FieldErrors } from '@portal/shared-contracts';
import {
  EcoRecordMessages,
  entryRatingIssues,
  exitRatingIssues,
  ratingDateError,
  type ExitRuleOptions,
  type RatingPhase,
  type RatingsSave,
} from '@portal/shared-contracts/eco';
import { badRequest, changedFields, conflict, type Actor } from '@portal/service-kit';
import type { EcoDb } from '../db';
import { findWritableChild } from '../children/access';
import { recordChildChange } from '../history/child-history';
import { readChildRatings, ratingFields, statusField, type ChildRatings, type RatingRow } from './rating-set';
import { readEcoSettings } from '../settings/eco-settings';
import { stateToday } from './state-today';

const NOT_SAVED = 'The ratings were not saved.';

type Saved = Pick<RatingRow, 'ratingDate' | 'ratings' | 'progress'>;

/**
 * The hard data-entry rules, as the state has set them, on the ratings as they would stand after
 * the save. New entry ratings are also held against saved exit ratings, so no save leaves the pair
 * breaking a rule.
 */
function ruleErrors(phase: RatingPhase, saved: Saved, current: ChildRatings, options: ExitRuleOptions): FieldErrors {
  if (phase === 'entry') {
    const exit = current.exit ? exitRatingIssues(saved.ratings, current.exit.ratings, current.exit.progress, options).errors : {};
    return { ...exit, ...entryRatingIssues(saved.ratings).errors };
  }
  return exitRatingIssues(current.entry!.ratings, saved.ratings, saved.progress, options).errors;
}

/**
 * Saves a phase's ratings as a draft (a submitted set goes back to draft). Nothing is saved while a
 * rule is broken; warnings are kept and answered with the ratings. Give it a transaction.
 */
export async function saveRatings(
  trx: EcoDb,
  actor: Actor,
  childId: number,
  phase: RatingPhase,
  body: RatingsSave,
  timeZone: string,
): Promise<void> {
  const child = await findWritableChild(trx, actor, childId);
  const current = await readChildRatings(trx, childId, { lock: true });
  const before = current[phase];
  if (before?.status === 'Finalized') throw conflict(EcoRecordMessages.finalized);
  if (before && body.version !== before.version) throw conflict(EcoRecordMessages.staleVersion);
  if (phase === 'exit' && !current.entry) throw badRequest(EcoRecordMessages.exitBeforeEntryRatings);
  if (phase === 'exit' && child.exitDate === null) throw badRequest(EcoRecordMessages.exitRatingsNeedExitDate);

  // The progress question is asked at exit only.
  const noAnswers = { A: null, B: null, C: null };
  const saved: Saved = {
    ratingDate: body.ratingDate,
    ratings: body.ratings,
    progress: phase === 'exit' ? (body.progress ?? noAnswers) : noAnswers,
  };
  const dateError = ratingDateError(saved.ratingDate, await stateToday(trx, timeZone));
  const errors: FieldErrors = {
    ...(dateError ? { ratingDate: dateError } : {}),
    ...ruleErrors(phase, saved, current, await readEcoSettings(trx)),
  };
  if (Object.keys(errors).length > 0) throw badRequest(NOT_SAVED, errors);

  const { ratings, progress } = saved;
  const columns = {
    rating_date: saved.ratingDate,
    rating_a: ratings.A,
    rating_b: ratings.B,
    rating_c: ratings.C,
    progress_a: progress.A,
    progress_b: progress.B,
    progress_c: progress.C,
  };
  if (before) {
    await trx
      .updateTable('outcome_ratings')
      .set({ ...columns, status: 'Draft', submitted_at: null, version: sql`version + 1`, updated_at: sql`now()` })
      .where('id', '=', before.id)
      .execute();
  } else {
    await trx
      .insertInto('outcome_ratings')
      .values({ child_id: childId, phase, ...columns })
      .execute();
  }
  const changes = changedFields(before && { ...ratingFields(phase, before), [statusField(phase)]: before.status }, {
    ...ratingFields(phase, saved),
    [statusField(phase)]: 'Draft',
  });
  await recordChildChange(trx, actor, { childId, leaId: child.leaId, action: 'ratings-saved', changes });
}
