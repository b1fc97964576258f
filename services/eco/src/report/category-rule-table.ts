import { sql, type Insertable } from 'kysely';
import { progressCategory, RATING_MAX, RATING_MIN } from '@portal/shared-contracts';
import type { CategoryRulesTable, EcoDb } from '../db';

/** How eco.category_rules keys a missing rating or answer, and the progress answers. */
export const MISSING_KEY = 0;
export const PROGRESS_YES_KEY = 1;
export const PROGRESS_NO_KEY = 2;

const RATING_KEYS = [MISSING_KEY, ...Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) => RATING_MIN + i)];
const PROGRESS_KEYS = [MISSING_KEY, PROGRESS_YES_KEY, PROGRESS_NO_KEY];

const ratingOf = (key: number): number | null => (key === MISSING_KEY ? null : key);
const progressOf = (key: number): boolean | null => (key === MISSING_KEY ? null : key === PROGRESS_YES_KEY);

/** progressCategory() for every entry, exit and progress key: the rows eco.category_rules holds. */
export function categoryRuleRows(): Insertable<CategoryRulesTable>[] {
  return RATING_KEYS.flatMap((entryKey) =>
    RATING_KEYS.flatMap((exitKey) =>
      PROGRESS_KEYS.map((progressKey) => {
        const result = progressCategory({ entry: ratingOf(entryKey), exit: ratingOf(exitKey), progress: progressOf(progressKey) });
        return { entry_key: entryKey, exit_key: exitKey, progress_key: progressKey, category: result.category, excluded: result.excluded, flags: result.flags };
      }),
    ),
  );
}

/**
 * Rewrites eco.category_rules from the shared rule, so the report's SQL joins the rule rather
 * than restating it, and a changed rule reaches the table with the release that changes it.
 */
export async function writeCategoryRules(db: EcoDb): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // Self-exclusive, so instances starting at once take turns instead of colliding on the key;
    // reports keep reading the committed rows meanwhile.
    await sql`lock table eco.category_rules in share row exclusive mode`.execute(trx);
    await trx.deleteFrom('category_rules').execute();
    await trx.insertInto('category_rules').values(categoryRuleRows()).execute();
  });
}
