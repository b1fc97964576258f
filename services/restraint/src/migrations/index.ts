import type { Migration } from 'kysely/migration';
import * as incidents from './2026_11_22_0001_incidents';
import * as incidentDetails from './2026_11_27_0002_incident_details';
import * as violations from './2026_11_27_0003_violations';
import * as annualReports from './2026_11_27_0004_annual_reports';
import * as importBatches from './2026_11_27_0005_import_batches';
import * as auditTrail from './2026_11_27_0006_audit_trail';
import * as violationHistory from './2026_11_27_0010_violation_history';
import * as dailyRuns from './2026_11_27_0011_daily_runs';
import * as smallCellSize from './2026_11_27_0012_small_cell_size';
import * as incidentListIndexes from './2026_11_27_0013_incident_list_indexes';
import * as incidentLookups from './2026_11_27_0014_incident_lookups';
import * as dataVersion from './2026_11_27_0015_data_version';

export const migrations: Record<string, Migration> = {
  '2026_11_22_0001_incidents': incidents,
  '2026_11_27_0002_incident_details': incidentDetails,
  '2026_11_27_0003_violations': violations,
  '2026_11_27_0004_annual_reports': annualReports,
  '2026_11_27_0005_import_batches': importBatches,
  '2026_11_27_0006_audit_trail': auditTrail,
  '2026_11_27_0010_violation_history': violationHistory,
  '2026_11_27_0011_daily_runs': dailyRuns,
  '2026_11_27_0012_small_cell_size': smallCellSize,
  '2026_11_27_0013_incident_list_indexes': incidentListIndexes,
  '2026_11_27_0014_incident_lookups': incidentLookups,
  '2026_11_27_0015_data_version': dataVersion,
};
