import type { ColumnType, Generated } from 'kysely';
import type { DateColumn, FieldChanges, OutboxTables, Timestamp } from '@portal/service-kit';
import type { ViolationStatus } from '@portal/shared-contracts/restraint';

// The tables of migration 2026_11_27_0003 (violations, flags, deadlines, follow-ups, settings) and 0011 (the daily runs); db.ts adds them.

export interface ViolationsTable {
  id: Generated<number>;
  incident_id: number;
  violation_number: string;
  state_student_id: string | null;
  rule_code: string;
  found_by: 'rule' | 'lea' | 'state';
  status: Generated<ViolationStatus>;
  occurred_at: Timestamp | null;
  discovered_at: Timestamp | null;
  reported_to_board_at: Timestamp | null;
  note: string | null;
  decision_reason: string | null;
  decided_by: number | null;
  decided_at: Timestamp | null;
  escalation_action: string | null;
  escalation_date: DateColumn | null;
  decision_round: Generated<number>;
  finding_id: number | null;
  plan_id: number | null;
  plan_status: string | null;
  plan_due_date: DateColumn | null;
  created_by: number | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface ViolationHistoryTable {
  id: Generated<string>;
  violation_id: number;
  at: Generated<Date>;
  user_id: number | null;
  user_name: string | null;
  action: string;
  reason: string | null;
  changes: ColumnType<FieldChanges, string | undefined, string>;
}

export interface IncidentFlagsTable {
  id: Generated<number>;
  incident_id: number;
  rule_code: string;
  state_student_id: string | null;
  raised_at: Generated<Date>;
}

type Json<T> = ColumnType<T, string | undefined, string>;

export interface IncidentDeadlinesTable {
  id: Generated<number>;
  incident_id: number;
  rule_code: string;
  state_student_id: string | null;
  anchor: string;
  day_type: 'calendar' | 'business' | 'school' | 'hours';
  n: number;
  due_date: DateColumn;
  due_at: Timestamp;
  estimated: Generated<boolean>;
  status: 'Pending' | 'Met' | 'Missed' | 'Waived' | 'Superseded';
  met: string | null;
  extensions: Json<unknown[]>;
  pauses: Json<unknown[]>;
  updated_at: Generated<Date>;
}

export interface IncidentFollowUpsTable {
  id: Generated<number>;
  incident_id: number;
  state_student_id: string;
  kind: string;
  trigger: number;
  status: Generated<'Required' | 'Held' | 'Waived'>;
  due_date: DateColumn | null;
  held_date: DateColumn | null;
  waiver_document_id: number | null;
  updated_at: Generated<Date>;
}

export interface RestraintSettingsTable {
  id: Generated<boolean>;
  active_pack: string;
  disabled_rules: ColumnType<string[], string[] | undefined, string[]>;
  timeliness_creates_violation: ColumnType<string[], string[] | undefined, string[]>;
  training_current_months: number;
  follow_up_due_days: number | null;
  small_cell_size: Generated<number>;
  updated_at: Generated<Date>;
  updated_by: number | null;
}

/** One row per day the daily run ran. */
export interface DailyRunsTable {
  run_date: DateColumn;
  ran_at: Generated<Date>;
}

export interface ViolationTables extends OutboxTables {
  violations: ViolationsTable;
  violation_history: ViolationHistoryTable;
  incident_flags: IncidentFlagsTable;
  incident_deadlines: IncidentDeadlinesTable;
  incident_follow_ups: IncidentFollowUpsTable;
  settings: RestraintSettingsTable;
  daily_runs: DailyRunsTable;
}
