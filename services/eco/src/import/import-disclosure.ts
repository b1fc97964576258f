import type { ImportRequest } from '@portal/service-kit';
import type { EcoImportColumn } from '@portal/shared-contracts/eco';
import type { EcoDb } from '../db';
import { childDisclosures } from '../history/child-disclosure';

/**
 * An import's answer tells about the children its file names (a date of birth that differs, a
 * record already there), so every import, a preview too, records them as read, by the file's
 * state student ids. The engine calls this once the import's transaction has ended, so a
 * rolled-back preview keeps its entry. The LEA is the one the file writes in, or none for several.
 */
export function recordImportRead(db: EcoDb, work: ImportRequest<EcoImportColumn>, leaIds: readonly number[]): Promise<void> {
  const stateStudentIds = [...new Set(work.file.rows.map((row) => row.values.stateStudentId.trim()).filter(Boolean))];
  return childDisclosures.record(db, work.reader, {
    kind: 'import',
    students: stateStudentIds.map((stateStudentId) => ({ stateStudentId })),
    leaId: leaIds.length === 1 ? leaIds[0]! : null,
    filter: { preview: work.preview },
  });
}
