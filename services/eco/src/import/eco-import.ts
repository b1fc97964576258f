import type { EcoImportColumn, EcoImportResult } from '@portal/shared-contracts/eco';
import type { ImportDefinition } from '@portal/service-kit';
import type { EcoDb } from '../db';
import { ecoFileSpec } from './import-file';
import { recordImportRead } from './import-disclosure';
import { importFile } from './run-import';

/**
 * The ratings import on the kit's engine. It locks the LEAs its rows name: imports into other LEAs
 * run beside it, and two into one LEA, which could both add the same new child, take turns.
 */
export const ecoImport = (timeZone: string): ImportDefinition<EcoImportColumn, EcoImportResult> => ({
  name: 'eco',
  file: ecoFileSpec,
  async leasOf(trx, file) {
    const codes = [...new Set(file.rows.map((r) => r.values.leaCode).filter(Boolean))];
    if (!codes.length) return [];
    const leas = await (trx as EcoDb).selectFrom('directory.leas').select('id').where('lea_code', 'in', codes).execute();
    return leas.map((l) => l.id);
  },
  async run(trx, work) {
    return { committed: !work.preview, ...(await importFile(trx as EcoDb, work, timeZone)) };
  },
  disclose: (db, work, leaIds) => recordImportRead(db as EcoDb, work, leaIds),
});
