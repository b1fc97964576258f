import { sql } from 'kysely';
import { ecoSettingsFieldErrors, type EcoSettings } from '@portal/shared-contracts/eco';
import { badRequest, type Actor } from '@portal/service-kit';
import type { EcoDb } from '../db';
import { recordEcoAudit } from '../history/eco-audit';
import { replaceCategoryRules } from '../report/category-rule-table';
import { readEcoSettings } from './eco-settings';

const NOT_SAVED = 'The settings were not saved.';

/**
 * Saves the state's ECO settings, rewrites the category rule table when the reading of the rule
 * changed, and keeps each changed setting's value before and after in eco's audit trail (settings
 * hold no student's data). Give it a transaction, so the report never joins a table of the old policy.
 */
export async function saveEcoSettings(trx: EcoDb, actor: Actor, body: EcoSettings): Promise<EcoSettings> {
  const errors = ecoSettingsFieldErrors(body);
  if (Object.keys(errors).length > 0) throw badRequest(NOT_SAVED, errors);
  const next: EcoSettings = { ...body, progressQuestion: body.progressQuestion.trim() };
  const before = await readEcoSettings(trx, { lock: true });
  const changed = (Object.keys(next) as (keyof EcoSettings)[]).filter((field) => next[field] !== before[field]);
  if (changed.length === 0) return before;

  await trx
    .updateTable('settings')
    .set({
      progress_question: next.progressQuestion,
      age_expected_with_no: next.ageExpectedWithNo,
      same_rating_with_no: next.sameRatingWithNo,
      minimum_days_in_program: next.minimumDaysInProgram,
      small_cell_size: next.smallCellSize,
      entry_window_days: next.entryWindowDays,
      updated_at: sql`now()`,
      updated_by: actor.userId,
    })
    .execute();
  if (changed.includes('sameRatingWithNo')) await replaceCategoryRules(trx, next);
  await recordEcoAudit(trx, actor, {
    event: 'settings-changed',
    entityType: 'eco-settings',
    // Setting to [before, after].
    details: Object.fromEntries(changed.map((field) => [field, [before[field], next[field]]])),
  });
  return next;
}
