import type { ColumnType, Generated, Kysely } from 'kysely';
import type {
  FindingLevel,
  FindingSource,
  FindingStatus,
  PlanDocumentRole,
  PlanItemAction,
  PlanItemStatus,
  PlanStatus,
} from '@portal/shared-contracts/findings';
import type { MergeData } from '@portal/shared-contracts';
import type { DateColumn, DirectoryTables, FieldChange, OutboxTables } from '@portal/service-kit';

/** A date column: reads select it as text (`due_date::text`), never as a Date in the server's zone. */
type Day = DateColumn;

export interface FindingsTable {
  id: Generated<number>;
  source: FindingSource;
  source_record_id: string;
  idempotency_key: string;
  lea_id: number;
  citation: string;
  description: string | null;
  level: FindingLevel;
  issue_date: Day;
  due_date: Day;
  status: Generated<FindingStatus>;
  corrected_date: Day | null;
  timely: boolean | null;
  counts_for_b18: boolean;
  plan_id: number | null;
  created_at: Generated<Date>;
  created_by: number;
}

export interface PlansTable {
  id: Generated<number>;
  source: FindingSource;
  lea_id: number;
  plan_group_key: string;
  status: Generated<PlanStatus>;
  due_date: Day;
  submitted_date: Day | null;
  approved_date: Day | null;
  evidence_submitted_date: Day | null;
  verified_date: Day | null;
  /** How often its evidence was sent back: a missed notice goes out again after each (restraint.md). */
  evidence_returns: Generated<number>;
  merge: ColumnType<MergeData, string, string>;
  open_url: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface PlanItemsTable {
  id: Generated<number>;
  plan_id: number;
  position: number;
  action: PlanItemAction;
  description: string;
  owner: string;
  target_date: Day;
  status: PlanItemStatus;
}

export interface PlanDocumentsTable {
  plan_id: number;
  document_id: number;
  role: PlanDocumentRole;
  added_at: Generated<Date>;
  added_by: number;
  added_by_name: string;
}

export interface PlanExtensionsTable {
  id: Generated<number>;
  plan_id: number;
  old_due_date: Day;
  new_due_date: Day;
  reason: string;
  by_user_id: number;
  by_name: string;
  at: Generated<Date>;
}

export interface PlanHistoryTable {
  id: Generated<number>;
  plan_id: number;
  at: Generated<Date>;
  by_user_id: number | null;
  by_name: string;
  action: string;
  reason: string | null;
  changes: ColumnType<Record<string, FieldChange>, string, string>;
}

/** Each deadline notification sent, by its key (plan, type, due date, offset): sent once. */
export interface PlanNoticesTable {
  plan_id: number;
  kind: 'warning' | 'missed';
  due_date: Day;
  offset_days: number;
  sent_at: Generated<Date>;
}

/** One row per day the daily run ran: several instances run it once. */
export interface DailyRunsTable {
  run_date: Day;
  ran_at: Generated<Date>;
}

export interface CaseworkViews {
  'casework.document_versions': {
    document_id: number;
    owner: string;
    record_type: string;
    record_id: string;
    version: number;
    status: 'Pending' | 'Approved' | 'Rejected';
    deleted: boolean;
  };
}

export interface FindingsDatabase extends OutboxTables, DirectoryTables, CaseworkViews {
  findings: FindingsTable;
  plans: PlansTable;
  plan_items: PlanItemsTable;
  plan_documents: PlanDocumentsTable;
  plan_extensions: PlanExtensionsTable;
  plan_history: PlanHistoryTable;
  plan_notices: PlanNoticesTable;
  daily_runs: DailyRunsTable;
}

export type FindingsDb = Kysely<FindingsDatabase>;
