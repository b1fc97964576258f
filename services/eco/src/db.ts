import type { Generated, Kysely } from 'kysely';
import type { AgeExpectedWithNo, RecordConflictReason, SameRatingWithNo } from '@portal/shared-contracts/eco';
import type { DateColumn, DirectoryTables, Timestamp } from '@portal/service-kit';

export interface ChildrenTable {
  id: Generated<number>;
  state_student_id: string;
  first_name: string;
  last_name: string;
  birth_date: DateColumn;
  lea_id: number;
  school_id: number | null;
  entry_date: DateColumn;
  exit_date: DateColumn | null;
  /** Codes of the admin lookup lists exit_reasons, sex, race_ethnicity and disability_categories. */
  exit_reason: string | null;
  sex: string | null;
  race_ethnicity: string | null;
  disability_category: string | null;
  version: Generated<number>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export type RatingStatus = 'Draft' | 'Submitted' | 'Finalized';

export interface OutcomeRatingsTable {
  id: Generated<number>;
  child_id: number;
  phase: 'entry' | 'exit';
  rating_date: DateColumn;
  rating_a: number | null;
  rating_b: number | null;
  rating_c: number | null;
  progress_a: boolean | null;
  progress_b: boolean | null;
  progress_c: boolean | null;
  status: Generated<RatingStatus>;
  submitted_at: Timestamp | null;
  finalized_at: Timestamp | null;
  unlocked_at: Timestamp | null;
  unlocked_by: number | null;
  unlock_reason: string | null;
  version: Generated<number>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface ChildHistoryTable {
  id: Generated<string>;
  child_id: number;
  at: Generated<Date>;
  user_id: number | null;
  user_name: string | null;
  action: string;
  reason: string | null;
  /** Field to { from, to }. */
  changes: Generated<Record<string, { from: unknown; to: unknown }>>;
}

/** The shared category rule as a table (0 = missing; progress 1 Yes, 2 No), written at start-up. */
export interface CategoryRulesTable {
  entry_key: number;
  exit_key: number;
  progress_key: number;
  category: 'a' | 'b' | 'c' | 'd' | 'e' | null;
  excluded: string | null;
  flags: Generated<string[]>;
}

/** The state's ECO settings: one row (id is always true). */
export interface SettingsTable {
  id: Generated<boolean>;
  progress_question: string;
  age_expected_with_no: AgeExpectedWithNo;
  same_rating_with_no: SameRatingWithNo;
  minimum_days_in_program: number;
  small_cell_size: number;
  entry_window_days: number;
  updated_at: Generated<Date>;
  updated_by: number | null;
}

export interface RecordConflictsTable {
  id: Generated<number>;
  first_seen_at: Generated<Date>;
  last_seen_at: Generated<Date>;
  times_seen: Generated<number>;
  source: 'import' | 'form';
  lea_id: number;
  state_student_id: string;
  entry_date: DateColumn;
  first_name: string | null;
  last_name: string | null;
  birth_date: DateColumn | null;
  reason: RecordConflictReason;
  birth_date_differs: boolean;
  other_lea_ids: number[];
  reported_by: number | null;
  reported_by_name: string | null;
  resolved_at: Timestamp | null;
  resolved_by: number | null;
  resolved_by_name: string | null;
  resolution: string | null;
}

export interface EcoDatabase extends DirectoryTables {
  children: ChildrenTable;
  outcome_ratings: OutcomeRatingsTable;
  child_history: ChildHistoryTable;
  category_rules: CategoryRulesTable;
  settings: SettingsTable;
  record_conflicts: RecordConflictsTable;
}

export type EcoDb = Kysely<EcoDatabase>;
