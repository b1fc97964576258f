import type { Generated, Selectable } from 'kysely';
import type { Timestamp } from '@portal/service-kit';
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

/** The reports' own tables, added to RestraintDatabase (casework.plans is typed beside the dashboard). */
export interface ReportTables {
  annual_reports: AnnualReportsTable;
  annual_report_schools: AnnualReportSchoolsTable;
  annual_report_history: AnnualReportHistoryTable;
}
