import {
  RESTRAINT_IMPORT_COLUMNS,
  RESTRAINT_IMPORT_OPTIONAL_COLUMNS,
  RestraintImportLimits,
  RestraintImportMessages,
  type RestraintImportColumn,
} from '@portal/shared-contracts/restraint';
import type { CsvFileSpec } from '@portal/service-kit';

/** The import's file: restraint.md's columns, the required ones in the header, at most 10 MB and 50,000 rows. */
export const restraintFileSpec: CsvFileSpec<RestraintImportColumn> = {
  columns: RESTRAINT_IMPORT_COLUMNS,
  optional: RESTRAINT_IMPORT_OPTIONAL_COLUMNS,
  maxBytes: RestraintImportLimits.importBytes,
  maxRows: RestraintImportLimits.importRows,
  messages: RestraintImportMessages,
};
