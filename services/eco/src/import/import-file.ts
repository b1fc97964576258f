import { ECO_IMPORT_COLUMNS, EcoImportLimits, EcoImportMessages, type EcoImportColumn } from '@portal/shared-contracts';
import { readCsvFile, type CsvFile, type CsvFileRow, type CsvFileSpec } from '@portal/service-kit';

export type EcoFileRow = CsvFileRow<EcoImportColumn>;
export type EcoFile = CsvFile<EcoImportColumn>;

export const ecoFileSpec: CsvFileSpec<EcoImportColumn> = {
  columns: ECO_IMPORT_COLUMNS,
  maxBytes: EcoImportLimits.importBytes,
  maxRows: EcoImportLimits.importRows,
  messages: EcoImportMessages,
};

/** The district's file: every import column in the header, in any order; blank cells are allowed where a row may leave them blank. */
export const readEcoFile = (text: string): EcoFile => readCsvFile(text, ecoFileSpec);
