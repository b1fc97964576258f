import type { Migration } from 'kysely/migration';
import * as children from './2026_11_22_0001_children';
import * as records from './2026_11_25_0002_records';
import * as nameNearest from './2026_11_25_0003_name_nearest';
import * as settings from './2026_11_25_0004_settings';
import * as entryWindow from './2026_11_25_0005_entry_window';
import * as nameSearchWithinLea from './2026_11_26_0006_name_search_within_lea';
import * as disclosures from './2026_11_26_0007_disclosures';
import * as publishedAuditTrail from './2026_11_26_0101_published_audit_trail';
import * as recordConflicts from './2026_11_26_0008_record_conflicts';
import * as childrenInProgramCount from './2026_11_27_0009_children_in_program_count';
import * as dataVersion from './2026_11_27_0010_data_version';

export const migrations: Record<string, Migration> = {
  '2026_11_22_0001_children': children,
  '2026_11_25_0002_records': records,
  '2026_11_25_0003_name_nearest': nameNearest,
  '2026_11_25_0004_settings': settings,
  '2026_11_25_0005_entry_window': entryWindow,
  '2026_11_26_0006_name_search_within_lea': nameSearchWithinLea,
  '2026_11_26_0007_disclosures': disclosures,
  '2026_11_26_0101_published_audit_trail': publishedAuditTrail,
  '2026_11_26_0008_record_conflicts': recordConflicts,
  '2026_11_27_0009_children_in_program_count': childrenInProgramCount,
  '2026_11_27_0010_data_version': dataVersion,
};
