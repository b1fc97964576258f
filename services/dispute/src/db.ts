import type { Generated, Kysely } from 'kysely';
import type { DateColumn, DirectoryTables, Timestamp } from '@portal/service-kit';

export type CaseType = 'SC' | 'DP' | 'EDP' | 'MED' | 'FAC';
export type RequesterRole = 'Parent' | 'AdultStudent' | 'Guardian' | 'Attorney' | 'Advocate' | 'Organization' | 'LeaStaff' | 'Other';
export type IntakeChannel = 'Portal' | 'Email' | 'Fax' | 'Mail' | 'HandDelivery';

export interface RequestsTable {
  id: Generated<number>;
  case_number: string | null;
  case_type: CaseType;
  /** One of the statuses of its case type (see the migration's check). */
  status: Generated<string>;
  requester_role: RequesterRole;
  is_group_complaint: Generated<boolean>;
  lea_id: number | null;
  school_id: number | null;
  school_year: number | null;
  received_date: DateColumn | null;
  intake_channel: IntakeChannel | null;
  filed_by_user_id: number | null;
  lea_notified_at: Timestamp | null;
  version: Generated<number>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface DisputeDatabase extends DirectoryTables {
  requests: RequestsTable;
}

export type DisputeDb = Kysely<DisputeDatabase>;
