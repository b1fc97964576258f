import type { ColumnType, Generated, Kysely } from 'kysely';
import type { DateColumn, DirectoryTables, Timestamp } from '@portal/service-kit';
import type { ReportTables } from './reports/db';
import type { IncidentDetailTables } from './incidents/tables';
import type { ViolationTables } from './violations/tables';
import type { CaseworkPlansView } from './dashboard/dashboard';
import type { ImportTables } from './imports/tables';

export interface IncidentsTable {
  id: Generated<number>;
  incident_number: string;
  lea_id: number;
  /** Null for a private school's incident (private_school_id). */
  school_id: number | null;
  private_school_id: number | null;
  record_filed_date: DateColumn | null;
  reopen_reason: string | null;
  created_by: number | null;
  school_year: number;
  local_incident_id: string;
  incident_date: DateColumn;
  discovered_date: DateColumn | null;
  location: string | null;
  setting: string | null;
  antecedent: string | null;
  behavior: string | null;
  deescalation: string | null;
  consequence: string | null;
  police_involved: Generated<boolean>;
  arrest: Generated<boolean>;
  status: Generated<'Draft' | 'Finalized'>;
  finalized_at: Timestamp | null;
  version: Generated<number>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface IncidentStudentsTable {
  id: Generated<number>;
  incident_id: number;
  state_student_id: string;
  first_name: string;
  last_name: string;
  birth_date: DateColumn;
  grade: string;
  disability_status: 'IDEA' | '504' | 'NONE';
  disability_category: string | null;
  sex: string | null;
  race_ethnicity: string | null;
  english_learner: boolean | null;
  has_iep: boolean | null;
  has_behavior_plan: boolean | null;
}

export interface InterventionsTable {
  id: Generated<number>;
  incident_student_id: number;
  intervention_type: string;
  aversive_subtype: number | null;
  start_at: Timestamp;
  end_at: Timestamp;
  duration_minutes: ColumnType<number, never, never>;
  emergency: boolean | null;
  emergency_reason: 'HARM_OTHERS' | 'HARM_SELF' | 'PROPERTY' | null;
  hold_or_device: string | null;
  medical_order: boolean | null;
  release_checks: boolean | null;
  staff_trained: boolean | null;
}

export interface RestraintDatabase
  extends DirectoryTables, IncidentDetailTables, ViolationTables, ReportTables, CaseworkPlansView, ImportTables {
  incidents: IncidentsTable;
  incident_students: IncidentStudentsTable;
  interventions: InterventionsTable;
}

export type RestraintDb = Kysely<RestraintDatabase>;
