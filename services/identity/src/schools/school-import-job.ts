import { type SchoolImportColumn, type SchoolImportReport } from '@portal/shared-contracts/admin';
import type { ImportDefinition } from '@portal/service-kit';
import { directoryTables } from '../leas/directory-tables';
import { applyImport, leasWritten, planImport } from './school-import';
import { schoolFileSpec } from './school-import-file';

/**
 * The schools import on the kit's engine. A file may name schools of several LEAs: each LEA it
 * writes in is locked, so imports into other LEAs run beside it and two into one LEA take turns.
 * A preview makes the very writes and the engine rolls them back, so it says what the import does.
 */
export const schoolImport: ImportDefinition<SchoolImportColumn, SchoolImportReport> = {
  name: 'schools',
  file: schoolFileSpec,
  leasOf: (trx, file) => leasWritten(directoryTables(trx), file),
  async run(trx, { file, actor, preview, progress }) {
    const db = directoryTables(trx);
    const plan = await planImport(db, file, progress);
    await applyImport(db, plan, actor);
    return { dryRun: preview, ...plan.report };
  },
};
