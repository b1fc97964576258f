import type { EcoSettings } from '@portal/shared-contracts/eco';
import type { EcoDb } from '../db';

/**
 * The state's ECO settings; `lock` holds the row until the transaction ends. They are also the
 * category rule's policy and the exit rules' options, which take them as they are.
 */
export async function readEcoSettings(db: EcoDb, { lock = false } = {}): Promise<EcoSettings> {
  return db
    .selectFrom('settings')
    .select([
      'progress_question as progressQuestion',
      'age_expected_with_no as ageExpectedWithNo',
      'same_rating_with_no as sameRatingWithNo',
      'minimum_days_in_program as minimumDaysInProgram',
      'small_cell_size as smallCellSize',
      'entry_window_days as entryWindowDays',
    ])
    .$if(lock, (query) => query.forUpdate())
    .executeTakeFirstOrThrow();
}
