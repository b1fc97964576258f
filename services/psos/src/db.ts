import type { ColumnType, Generated, Kysely } from 'kysely';
import type { B14Category, PsosSettings } from '@portal/shared-contracts/psos';
import type {
  AuditTables,
  DateColumn,
  DirectoryTables,
  DisclosureTables,
  OutboxTables,
  QuestionnaireTables,
  Timestamp,
} from '@portal/service-kit';

export type CollectionStatus = 'Draft' | 'Open' | 'Closed';
export type ListStatus = 'NotStarted' | 'InVerification' | 'Verified';
export type VerificationStatus = 'Pending' | 'Confirmed' | 'Excluded';
export type ExclusionReason = 'NOT_A_LEAVER' | 'DUPLICATE' | 'RETURNED_TO_SCHOOL' | 'DECEASED';
export type SurveyStatus = 'NotContacted' | 'InProgress' | 'Incomplete' | 'Unreachable' | 'Refused' | 'Completed';
export type ExitReason = 'GRADUATED' | 'ALTERNATE_DIPLOMA' | 'CERTIFICATE' | 'MAX_AGE' | 'DROPPED_OUT' | 'MOVED_NOT_CONTINUING';
export type ContactMode = 'PHONE' | 'TEXT' | 'EMAIL' | 'MAIL' | 'IN_PERSON' | 'WEB';
export type ContactOutcome =
  | 'COMPLETED'
  | 'PARTIAL'
  | 'CALLBACK'
  | 'NO_ANSWER'
  | 'BUSY'
  | 'LEFT_MESSAGE'
  | 'WRONG_NUMBER'
  | 'DISCONNECTED'
  | 'UNDELIVERABLE'
  | 'REFUSED'
  | 'REPORTED_DECEASED'
  | 'REPORTED_RETURNED'
  | 'OTHER';

/** A jsonb column written as JSON text, read back parsed. */
type Json<T> = ColumnType<T, string, string>;

export interface CollectionsTable {
  id: Generated<number>;
  school_year: number;
  status: Generated<CollectionStatus>;
  instrument_version: number | null;
  window_start_date: DateColumn;
  window_end_date: DateColumn;
  verification_due_date: DateColumn | null;
  opened_at: Timestamp | null;
  closed_at: Timestamp | null;
  /** The state's settings as copied in at opening; null while Draft. */
  settings: ColumnType<PsosSettings | null, string | null, string | null>;
  reopened_at: Timestamp | null;
  reopen_reason: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface StudentListsTable {
  school_year: number;
  lea_id: number;
  status: Generated<ListStatus>;
  verified_at: Timestamp | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface LeaversTable {
  id: Generated<number>;
  school_year: number;
  lea_id: number;
  school_id: number | null;
  state_student_id: string;
  first_name: string;
  last_name: string;
  birth_date: DateColumn;
  exit_date: DateColumn;
  exit_reason: ExitReason;
  disability_category: string;
  sex: string;
  race_ethnicity: string;
  english_learner: boolean;
  phone: string | null;
  alt_phone: string | null;
  guardian_phone: string | null;
  guardian_name: string | null;
  email: string | null;
  street: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  verification_status: Generated<VerificationStatus>;
  exclusion_reason: ExclusionReason | null;
  survey_status: Generated<SurveyStatus>;
  /** A reassignment of this youth alone; null: the LEA's assignment. */
  assignment: 'District' | 'Vendor' | null;
  assigned_vendor_id: number | null;
  /** Closed as Unreachable after enough attempts. */
  unreachable_at: Timestamp | null;
  version: Generated<number>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface ContactAttemptsTable {
  id: Generated<number>;
  leaver_id: number;
  attempted_at: Timestamp;
  mode: ContactMode;
  outcome: ContactOutcome;
  user_id: number | null;
  user_name: string | null;
  vendor_id: number | null;
  contact_used: string | null;
  note: string | null;
  created_at: Generated<Date>;
}

export interface SettingsTable {
  id: Generated<boolean>;
  value: Json<PsosSettings>;
  updated_at: Generated<Date>;
  updated_by: number | null;
}

export interface VendorsTable {
  id: Generated<number>;
  name: string;
  active: Generated<boolean>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface VendorUsersTable {
  user_id: number;
  vendor_id: number;
  updated_at: Generated<Date>;
  updated_by: number | null;
}

export interface LeaAssignmentsTable {
  school_year: number;
  lea_id: number;
  vendor_id: number;
}

export interface InterviewsTable {
  leaver_id: number;
  response_id: number;
  instrument_version: number;
  mode: 'PHONE' | 'IN_PERSON' | 'PAPER' | 'WEB';
  interview_date: DateColumn;
  respondent: 'YOUTH' | 'FAMILY';
  he: boolean | null;
  ce: boolean | null;
  oe: boolean | null;
  emp: boolean | null;
  category: B14Category | null;
  user_id: number | null;
  user_name: string | null;
  vendor_id: number | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface HistoryTable {
  id: Generated<number>;
  occurred_at: Generated<Date>;
  entity_type: 'collection' | 'list' | 'youth' | 'vendor' | 'vendor-user' | 'settings' | 'instrument';
  entity_id: string;
  school_year: number | null;
  lea_id: number | null;
  action: string;
  changes: Json<Record<string, unknown>>;
  reason: string | null;
  user_id: number | null;
  user_name: string | null;
}

export interface ResetArchiveTable {
  id: Generated<number>;
  reset_at: Generated<Date>;
  school_year: number;
  lea_id: number;
  user_id: number;
  reason: string;
  counts: Json<Record<string, number>>;
  removed: Json<Record<string, unknown[]>>;
}

/** The admin service's published lookup lists. */
interface ReferenceTables {
  'reference.lookup_values': { list_code: string; code: string; label: string; sort_order: number; retired: boolean };
}

export interface PsosDatabase extends DirectoryTables, ReferenceTables, AuditTables, DisclosureTables, OutboxTables, QuestionnaireTables {
  collections: CollectionsTable;
  student_lists: StudentListsTable;
  leavers: LeaversTable;
  contact_attempts: ContactAttemptsTable;
  settings: SettingsTable;
  vendors: VendorsTable;
  vendor_users: VendorUsersTable;
  lea_assignments: LeaAssignmentsTable;
  interviews: InterviewsTable;
  history: HistoryTable;
  reset_archive: ResetArchiveTable;
}

export type PsosDb = Kysely<PsosDatabase>;
