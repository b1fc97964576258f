import type { ColumnType, Generated, Kysely } from 'kysely';

/** A date column: written as an ISO date, read back as a Date by the driver. */
type DateColumn = ColumnType<Date, string, string>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

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

/** The identity service's published, read-only directory views this service reads. */
interface DirectoryViews {
  'directory.leas': { id: number; name: string; is_nde_level_district: boolean };
  'directory.schools': { id: number; lea_id: number };
  'directory.school_years': { key: number; label: string };
}

export interface DisputeDatabase extends DirectoryViews {
  requests: RequestsTable;
}

export type DisputeDb = Kysely<DisputeDatabase>;
