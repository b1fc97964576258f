import { SCHOOL_IMPORT_COLUMNS, SchoolImportMessages, SchoolLimits, type SchoolImportColumn } from '@portal/shared-contracts/admin';
import type { CsvFile, CsvFileRow, CsvFileSpec } from '@portal/service-kit';

export type SchoolFileRow = CsvFileRow<SchoolImportColumn>;
export type SchoolFile = CsvFile<SchoolImportColumn>;

/** The third-party schools interface's file: externalSchoolId, name and leaCode in any order, then a row per school. */
export const schoolFileSpec: CsvFileSpec<SchoolImportColumn> = {
  columns: SCHOOL_IMPORT_COLUMNS,
  maxBytes: SchoolLimits.importBytes,
  maxRows: SchoolLimits.importRows,
  messages: SchoolImportMessages,
};
