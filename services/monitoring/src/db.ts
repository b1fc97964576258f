import type { Generated, Kysely } from 'kysely';
import type { DateColumn, DirectoryTables } from '@portal/service-kit';

export type VisitType = 'OnSite' | 'Virtual' | 'DeskReview';
export type VisitBasis = 'Cyclical' | 'RiskBased' | 'Targeted' | 'FollowUp';
export type VisitStatus =
  'Planned' | 'Notified' | 'SampleLocked' | 'InReview' | 'ReviewComplete' | 'ReportIssued' | 'Correction' | 'Closed' | 'Cancelled';

export interface VisitsTable {
  id: Generated<number>;
  visit_number: string;
  lea_id: number;
  school_year: number;
  visit_type: VisitType;
  basis: VisitBasis;
  status: Generated<VisitStatus>;
  team_lead_user_id: number | null;
  start_date: DateColumn;
  end_date: DateColumn;
  notified_date: DateColumn | null;
  records_due_date: DateColumn | null;
  question_set_version: number | null;
  report_issued_date: DateColumn | null;
  cancel_reason: string | null;
  version: Generated<number>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface MonitoringDatabase extends DirectoryTables {
  visits: VisitsTable;
}

export type MonitoringDb = Kysely<MonitoringDatabase>;
