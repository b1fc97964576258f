import { ECO_IMPORT_COLUMNS, EcoImportLimits, EcoImportMessages, type EcoImportColumn } from '@portal/shared-contracts/eco';
import type { CsvFileRow, CsvFileSpec } from '@portal/service-kit';

export type EcoFileRow = CsvFileRow<EcoImportColumn>;

export const ecoFileSpec: CsvFileSpec<EcoImportColumn> = {
  columns: ECO_IMPORT_COLUMNS,
  maxBytes: EcoImportLimits.importBytes,
  maxRows: EcoImportLimits.importRows,
  messages: EcoImportMessages,
};
