import type { Generated, Kysely } from 'kysely';
import type { DateColumn, DirectoryTables, Timestamp } from '@portal/service-kit';

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

export interface CollectionsTable {
  school_year: number;
  status: Generated<CollectionStatus>;
  instrument_version: number | null;
  window_start_date: DateColumn;
  window_end_date: DateColumn;
  verification_due_date: DateColumn | null;
  opened_at: Timestamp | null;
  closed_at: Timestamp | null;
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
  contact_used: string | null;
  note: string | null;
  created_at: Generated<Date>;
}

export interface PsosDatabase extends DirectoryTables {
  collections: CollectionsTable;
  student_lists: StudentListsTable;
  leavers: LeaversTable;
  contact_attempts: ContactAttemptsTable;
}

export type PsosDb = Kysely<PsosDatabase>;
