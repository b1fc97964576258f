import { sql, type Insertable, type SqlBool } from 'kysely';
import {
  OUTCOMES,
  progressCategory,
  RATING_MAX,
  RATING_MIN,
  type CategoryPolicy,
  type Outcome,
  type QualityFlag,
} from '@portal/shared-contracts/eco';
import type { CategoryRulesTable, EcoDb } from '../db';
import { readEcoSettings } from '../settings/eco-settings';

/** How eco.category_rules keys a missing rating or answer, and the progress answers. */
export const MISSING_KEY = 0;
export const PROGRESS_YES_KEY = 1;
export const PROGRESS_NO_KEY = 2;

/** One outcome's keys in eco.category_rules, from a child's entry ratings (en) and exit ratings (ex). */
function outcomeKeysOf(outcome: Outcome) {
  const column = outcome.toLowerCase();
  return {
    entry: sql`coalesce(${sql.ref(`en.rating_${column}`)}, ${sql.lit(MISSING_KEY)})`,
    exit: sql`coalesce(${sql.ref(`ex.rating_${column}`)}, ${sql.lit(MISSING_KEY)})`,
    progress: sql`case ${sql.ref(`ex.progress_${column}`)} when true then ${sql.lit(PROGRESS_YES_KEY)} when false then ${sql.lit(PROGRESS_NO_KEY)} else ${sql.lit(MISSING_KEY)} end`,
  };
}

/** A child's three outcomes as rows keyed as eco.category_rules keys them. */
function outcomeKeyRows() {
  const rows = OUTCOMES.map((outcome) => {
    const keys = outcomeKeysOf(outcome);
    return sql`(${sql.lit(outcome)}, ${keys.entry}, ${keys.exit}, ${keys.progress})`;
  });
  return sql<{ outcome: Outcome; entry_key: number; exit_key: number; progress_key: number }>`(values ${sql.join(rows)})`;
}

const OUTCOME_KEY_COLUMNS = sql`o(outcome, entry_key, exit_key, progress_key)`;

/** The outcome keys as a lateral table o, so one join with eco.category_rules categorises all three outcomes. */
export const outcomeKeys = () => outcomeKeyRows().as<'o'>(OUTCOME_KEY_COLUMNS);

/** Whether the rule row r carries the data-quality flag. */
export const hasFlag = (flag: QualityFlag) => sql<SqlBool>`${flag} = any(r.flags)`;

/**
 * The data-quality flags of any of a child's outcomes under its current ratings (en, ex), each once.
 * Each outcome's rule is read by the table's key: as a join, PostgreSQL hashed the whole rule table
 * again for every child of a page.
 */
export const qualityFlagsOfChild = () => {
  const flagsOf = (outcome: Outcome) => {
    const keys = outcomeKeysOf(outcome);
    return sql`(select r.flags from eco.category_rules r
      where r.entry_key = ${keys.entry} and r.exit_key = ${keys.exit} and r.progress_key = ${keys.progress})`;
  };
  return sql<QualityFlag[]>`array(select distinct f from unnest(${sql.join(OUTCOMES.map(flagsOf), sql` || `)}) as f order by f)`;
};

const RATING_KEYS = [MISSING_KEY, ...Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) => RATING_MIN + i)];
const PROGRESS_KEYS = [MISSING_KEY, PROGRESS_YES_KEY, PROGRESS_NO_KEY];

const ratingOf = (key: number): number | null => (key === MISSING_KEY ? null : key);
const progressOf = (key: number): boolean | null => (key === MISSING_KEY ? null : key === PROGRESS_YES_KEY);

/** progressCategory() under the state's policy for every entry, exit and progress key: the rows eco.category_rules holds. */
export function categoryRuleRows(policy: CategoryPolicy): Insertable<CategoryRulesTable>[] {
  return RATING_KEYS.flatMap((entryKey) =>
    RATING_KEYS.flatMap((exitKey) =>
      PROGRESS_KEYS.map((progressKey) => {
        const result = progressCategory({ entry: ratingOf(entryKey), exit: ratingOf(exitKey), progress: progressOf(progressKey) }, policy);
        return {
          entry_key: entryKey,
          exit_key: exitKey,
          progress_key: progressKey,
          category: result.category,
          excluded: result.excluded,
          flags: result.flags,
        };
      }),
    ),
  );
}

// Self-exclusive, so writers take turns instead of colliding on the key; reports keep reading the
// committed rows meanwhile.
const lockCategoryRules = (trx: EcoDb) => sql`lock table eco.category_rules in share row exclusive mode`.execute(trx);

/** Replaces eco.category_rules with the rule under `policy`, in the caller's transaction (a change of the state's settings). */
export async function replaceCategoryRules(trx: EcoDb, policy: CategoryPolicy): Promise<void> {
  await lockCategoryRules(trx);
  await trx.deleteFrom('category_rules').execute();
  await trx.insertInto('category_rules').values(categoryRuleRows(policy)).execute();
}

/**
 * Rewrites eco.category_rules from the shared rule under the state's stored policy, so the report's
 * SQL joins the rule rather than restating it, and a changed rule reaches the table with the
 * release that changes it.
 */
export async function writeCategoryRules(db: EcoDb): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // The policy is read once the table is locked: a settings change already waiting for the lock
    // holds its new policy and writes its table after this one, never before.
    await lockCategoryRules(trx);
    await replaceCategoryRules(trx, await readEcoSettings(trx));
  });
}
