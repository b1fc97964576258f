import {
  STUDENT_LIST_COLUMNS,
  STUDENT_LIST_OPTIONAL_COLUMNS,
  StudentListLimits,
  StudentListMessages,
  type StudentListColumn,
  type StudentListImportResult,
} from '@portal/shared-contracts/psos';
import type { CsvFileSpec, ImportDefinition } from '@portal/service-kit';
import type { PsosDb } from '../db';
import { youthDisclosures } from '../history/youth-disclosure';
import { importList, listImportOptionsOf } from './run-list-import';

/** The list file: psos.md's columns, the required ones in the header, at most 20 MB. */
export const studentListFileSpec: CsvFileSpec<StudentListColumn> = {
  columns: STUDENT_LIST_COLUMNS,
  optional: STUDENT_LIST_OPTIONAL_COLUMNS,
  maxBytes: StudentListLimits.importBytes,
  maxRows: StudentListLimits.importRows,
  messages: StudentListMessages,
};

/**
 * The student list upload on the kit's engine. It locks the LEAs its file names (and a district's
 * selected one): two uploads into one list take turns, lists of other LEAs load side by side.
 */
export const studentListImport = (timeZone: string): ImportDefinition<StudentListColumn, StudentListImportResult> => ({
  name: 'psos-student-lists',
  file: studentListFileSpec,
  async leasOf(trx, file) {
    const codes = [...new Set(file.rows.map((r) => r.values.leaCode).filter(Boolean))];
    if (!codes.length) return [];
    const leas = await (trx as PsosDb).selectFrom('directory.leas').select('id').where('lea_code', 'in', codes).execute();
    return leas.map((l) => l.id);
  },
  run: (trx, work) => importList(trx as PsosDb, work, timeZone),
  // The file names leavers the uploader may not yet be allowed to see: each row read is recorded, preview or not.
  disclose: (db, work) =>
    youthDisclosures.record(db, work.reader, {
      kind: 'import',
      students: work.file.rows.filter((r) => r.values.stateStudentId).map((r) => ({ stateStudentId: r.values.stateStudentId })),
      leaId: listImportOptionsOf(work.options).leaId,
      filter: { collectionId: listImportOptionsOf(work.options).collectionId },
    }),
});
