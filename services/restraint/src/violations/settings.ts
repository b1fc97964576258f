import { sql } from 'kysely';
import {
  restraintSettingsFieldErrors,
  rulePack,
  type RestraintSettings,
  type RulePack,
  type RulePackCode,
} from '@portal/shared-contracts/restraint';
import { badRequest, type Actor } from '@portal/service-kit';
import type { RestraintDb } from '../db';

/** The installation's restraint settings; `lock` holds the row until the transaction ends. */
export async function readRestraintSettings(db: RestraintDb, { lock = false } = {}): Promise<RestraintSettings> {
  const row = await db
    .selectFrom('settings')
    .select([
      'active_pack',
      'disabled_rules as disabledRules',
      'timeliness_creates_violation as timelinessCreatesViolation',
      'training_current_months as trainingCurrentMonths',
      'follow_up_due_days as followUpDueDays',
      'small_cell_size as smallCellSize',
    ])
    .$if(lock, (query) => query.forUpdate())
    .executeTakeFirstOrThrow();
  const { active_pack, ...rest } = row;
  return { activePack: active_pack as RulePackCode, ...rest };
}

/** The active rule pack and the settings the rules read. */
export async function activeRules(db: RestraintDb): Promise<{ pack: RulePack; settings: RestraintSettings }> {
  const settings = await readRestraintSettings(db);
  return { pack: rulePack(settings.activePack), settings };
}

/**
 * Saves the settings (a state administrator's). Switching the pack changes the rules and clocks of
 * every later run without code; switches of the old pack's rules that the new one lacks are refused.
 */
export async function saveRestraintSettings(trx: RestraintDb, actor: Actor, body: RestraintSettings): Promise<RestraintSettings> {
  const errors = restraintSettingsFieldErrors(body);
  if (Object.keys(errors).length > 0) throw badRequest('The settings were not saved.', errors);
  await readRestraintSettings(trx, { lock: true });
  await trx
    .updateTable('settings')
    .set({
      active_pack: body.activePack,
      disabled_rules: body.disabledRules,
      timeliness_creates_violation: body.timelinessCreatesViolation,
      training_current_months: body.trainingCurrentMonths,
      follow_up_due_days: body.followUpDueDays,
      small_cell_size: body.smallCellSize,
      updated_at: sql`now()`,
      updated_by: actor.userId,
    })
    .execute();
  return readRestraintSettings(trx);
}
