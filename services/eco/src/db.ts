import type { Generated, Kysely } from 'kysely';
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
  version: Generated<number>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface EcoDatabase extends DirectoryTables {
  children: ChildrenTable;
  outcome_ratings: OutcomeRatingsTable;
}

export type EcoDb = Kysely<EcoDatabase>;
