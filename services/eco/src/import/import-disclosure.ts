import type { FastifyRequest } from 'fastify';
import type { EcoDb } from '../db';
import { recordChildrenRead } from '../history/child-disclosure';
import type { EcoFile } from './import-file';

/**
 * An import's answer tells about the children its file names (a date of birth that differs, a
 * record already there), so every import, a preview too, records them as read, by the file's
 * state student ids. Called once the import's transaction has ended, so a rolled-back preview
 * keeps its entry. The LEA is the caller's own, or none for a caller who imports for every LEA.
 */
export function recordImportRead(db: EcoDb, request: FastifyRequest, file: EcoFile, preview: boolean): Promise<void> {
  const stateStudentIds = [...new Set(file.rows.map((row) => row.values.stateStudentId.trim()).filter(Boolean))];
  return recordChildrenRead(db, request, {
    kind: 'import',
    children: stateStudentIds.map((stateStudentId) => ({ stateStudentId })),
    leaId: request.principal!.allLeas ? null : request.currentLeaId(),
    filter: { preview },
  });
}
