import { SCHOOL_IMPORT_COLUMNS, SchoolImportMessages, SchoolLimits, type SchoolImportColumn } from '@portal/shared-contracts';
import { readCsvFile, type CsvFile, type CsvFileRow, type CsvFileSpec } from '@portal/service-kit';

export type SchoolFileRow = CsvFileRow<SchoolImportColumn>;
export type SchoolFile = CsvFile<SchoolImportColumn>;

export const schoolFileSpec: CsvFileSpec<SchoolImportColumn> = {
  columns: SCHOOL_IMPORT_COLUMNS,
  maxBytes: SchoolLimits.importBytes,
  maxRows: SchoolLimits.importRows,
  messages: SchoolImportMessages,
};

/** The third-party schools interface's file: externalSchoolId, name and leaCode in any order, then a row per school. */
export const readSchoolFile = (text: string): SchoolFile => readCsvFile(text, schoolFileSpec);
