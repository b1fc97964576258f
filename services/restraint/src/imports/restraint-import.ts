import type { RestraintImportColumn, RestraintImportResult } from '@portal/shared-contracts/restraint';
import type { ImportDefinition } from '@portal/service-kit';
import type { RestraintDb } from '../db';
import { restraintFileSpec } from './import-file';
import { recordImportRead } from './import-disclosure';
import { importFile } from './run-import';

/**
 * The restraint import on the kit's engine. It locks the LEAs its rows name, so two imports into
 * one LEA (which could both add one incident) take turns and imports of other LEAs run beside it.
 */
export const restraintImport = (timeZone: string): ImportDefinition<RestraintImportColumn, RestraintImportResult> => ({
  name: 'restraint',
  file: restraintFileSpec,
  async leasOf(trx, file) {
    const codes = [...new Set(file.rows.map((r) => r.values.lea_code).filter(Boolean))];
    const leas = codes.length
      ? await (trx as RestraintDb).selectFrom('directory.leas').select('id').where('lea_code', 'in', codes).execute()
      : [];
    const privateSchools = file.rows.some((r) => !r.values.lea_code)
      ? await (trx as RestraintDb).selectFrom('directory.leas').select('id').where('is_nde_level_district', '=', true).execute()
      : [];
    return [...leas, ...privateSchools].map((l) => l.id);
  },
  run: (trx, work) => importFile(trx as RestraintDb, work, timeZone),
  disclose: (db, work, leaIds) => recordImportRead(db as RestraintDb, work, leaIds),
});
