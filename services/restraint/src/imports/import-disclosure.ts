import type { RestraintImportColumn } from '@portal/shared-contracts/restraint';
import type { ImportRequest } from '@portal/service-kit';
import type { RestraintDb } from '../db';
import { incidentDisclosures } from '../incidents/disclosure';

/**
 * An import's answer tells about the students its file names (a birth date that differs, an
 * incident already there), so every import, a preview too, records them as read, by the file's
 * state student ids. The engine calls this once the import's transaction has ended, so a
 * rolled-back preview keeps its entry. The LEA is the one the file writes in, or none for several.
 */
export function recordImportRead(db: RestraintDb, work: ImportRequest<RestraintImportColumn>, leaIds: readonly number[]): Promise<void> {
  const stateStudentIds = [...new Set(work.file.rows.map((row) => row.values.student_state_id.trim()).filter(Boolean))];
  return incidentDisclosures.record(db, work.reader, {
    kind: 'import',
    students: stateStudentIds.map((stateStudentId) => ({ stateStudentId })),
    leaId: leaIds.length === 1 ? leaIds[0]! : null,
    filter: { preview: work.preview },
  });
}
