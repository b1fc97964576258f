import type { Generated } from 'kysely';
import type { DateColumn, Timestamp } from '@portal/service-kit';

// The tables of migration 2026_11_27_0002 (incident details); db.ts adds them to the database type.

export interface PrivateSchoolsTable {
  id: Generated<number>;
  code: string;
  name: string;
}

export interface PrivateSchoolUsersTable {
  private_school_id: number;
  user_id: number;
}

export interface IncidentStaffTable {
  id: Generated<number>;
  incident_id: number;
  staff_id: string;
  name: string;
  job_title: string | null;
  role: 'APPLIED' | 'OBSERVED' | 'MONITORED' | 'APPROVED_CONTINUATION';
  last_training_date: DateColumn | null;
}

export interface IncidentInjuriesTable {
  id: Generated<number>;
  incident_id: number;
  person: 'STUDENT' | 'STAFF' | 'OTHER';
  state_student_id: string | null;
  name: string | null;
  description: string;
  treatment: string | null;
}

export interface IncidentNoticesTable {
  id: Generated<number>;
  incident_id: number;
  recipient: 'PARENT' | 'ADMINISTRATOR' | 'IEP_TEAM' | 'BOARD';
  state_student_id: string | null;
  method: 'IN_PERSON' | 'PHONE' | 'EMAIL' | 'LETTER' | 'OTHER' | null;
  sent_at: Timestamp | null;
  /** Set by the rule run from the active pack's clock. */
  due_by: Timestamp | null;
  on_time: boolean | null;
}

export interface IncidentNumbersTable {
  school_year: number;
  last_number: number;
}

export interface IncidentHistoryTable {
  id: Generated<string>;
  incident_id: number;
  at: Generated<Date>;
  user_id: number | null;
  user_name: string | null;
  action: string;
  reason: string | null;
  changes: Generated<Record<string, { from: unknown; to: unknown }>>;
}

export interface IncidentDetailTables {
  private_schools: PrivateSchoolsTable;
  private_school_users: PrivateSchoolUsersTable;
  incident_staff: IncidentStaffTable;
  incident_injuries: IncidentInjuriesTable;
  incident_notices: IncidentNoticesTable;
  incident_numbers: IncidentNumbersTable;
  incident_history: IncidentHistoryTable;
}
