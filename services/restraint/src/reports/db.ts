import type { Generated, Selectable } from 'kysely';
import type { DateColumn, Timestamp } from '@portal/service-kit';
import type { AnnualReportStatus } from '@portal/shared-contracts/restraint';

export interface AnnualReportsTable {
  id: Generated<number>;
  lea_id: number;
  school_year: number;
  status: Generated<AnnualReportStatus>;
  submitted_at: Timestamp | null;
  submitted_by: string | null;
  decided_at: Timestamp | null;
  decided_by: string | null;
  returned_reason: string | null;
  version: Generated<number>;
  updated_at: Generated<Date>;
}
export type AnnualReportRow = Selectable<AnnualReportsTable>;

export interface AnnualReportSchoolsTable {
  annual_report_id: number;
  school_id: number;
  teachers: number | null;
  pupils: number | null;
  physical: number | null;
  mechanical: number | null;
  violations: number | null;
}

export interface AnnualReportHistoryTable {
  id: Generated<number>;
  annual_report_id: number;
  user_id: number;
  user_name: string;
  action: string;
  reason: string | null;
  changes: unknown;
  occurred_at: Generated<Date>;
}

/** The findings engine's published plans (read only): restraint's are keyed restraint-incident-{incident id}. */
export interface PublishedPlansView {
  id: number;
  source: string;
  lea_id: number;
  plan_group_key: string;
  status: string;
  due_date: DateColumn;
  evidence_submitted_date: DateColumn | null;
  verified_date: DateColumn | null;
}

/** The reports' own tables, and the views they read, added to RestraintDatabase. */
export interface ReportTables {
  'casework.plans': PublishedPlansView;
  annual_reports: AnnualReportsTable;
  annual_report_schools: AnnualReportSchoolsTable;
  annual_report_history: AnnualReportHistoryTable;
}
