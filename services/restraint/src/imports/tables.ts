import type { Generated } from 'kysely';
import type { RestraintImportResult } from '@portal/shared-contracts/restraint';

// The table of migration 2026_11_27_0005 (import batches); db.ts adds it to the database type.

export interface ImportBatchesTable {
  id: Generated<number>;
  file_hash: string;
  user_id: number;
  user_name: string;
  created_at: Generated<Date>;
  lea_ids: number[];
  finalize: boolean;
  rows: number;
  accepted_rows: number;
  rejected_rows: number;
  new_incidents: number;
  changed_incidents: number;
  unchanged_incidents: number;
  result: RestraintImportResult;
}

export interface ImportTables {
  import_batches: ImportBatchesTable;
}
