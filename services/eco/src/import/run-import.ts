import {
  EcoImportMessages,
  EcoRecordMessages,
  type EcoImportColumn,
  type EcoImportResult,
  type EcoImportRowIssue,
} from '@portal/shared-contracts/eco';
import type { ImportWork } from '@portal/service-kit';
import type { EcoDb } from '../db';
import { recordHeld, type HeldRecord } from '../children/record-conflicts';
import { stateToday } from '../ratings/state-today';
import { loadPlaces } from './places';
import { loadProgramRecords } from './program-records';
import { checkRow } from './row-values';
import { importWrites } from './import-writes';
import { upsertRow } from './upsert';

/** Rows decided between two flushes of their inserts: the progress (every 500 rows) counts rows written. */
const FLUSH_EVERY = 500;

/**
 * Imports the file's rows in order, within the engine's transaction: each row is checked alone,
 * then against the directory and against the program records (those stored and those the rows
 * before it wrote). A refused row is reported and skipped; the rest are written. The engine
 * commits, or rolls back for a preview, so a preview answers exactly what the import would do.
 */
export async function importFile(
  trx: EcoDb,
  { file, actor, progress, afterTransaction }: ImportWork<EcoImportColumn>,
  timeZone: string,
): Promise<Omit<EcoImportResult, 'committed'>> {
  const today = await stateToday(trx, timeZone);

  const checked = file.rows.map((row) => ({ row, ...checkRow(row, today) }));
  const valid = checked.flatMap((c) => (c.values ? [c.values] : []));
  const places = await loadPlaces(trx, actor, [...new Set(valid.map((v) => v.leaCode))]);
  const records = await loadProgramRecords(
    trx,
    valid.map((v) => v.stateStudentId),
  );

  const result: Omit<EcoImportResult, 'committed'> = { imported: 0, updated: 0, unchanged: 0, rejected: [], warnings: [] };
  const issue = (line: number, stateStudentId: string, reasons: Record<string, string>): EcoImportRowIssue => ({
    line,
    stateStudentId: stateStudentId || null,
    reasons,
  });
  const firstLineOf = new Map<string, number>();
  const writes = importWrites(trx, actor);
  const held: HeldRecord[] = [];
  let done = 0;
  for (const { row, values, reasons } of checked) {
    if (done % FLUSH_EVERY === 0) await writes.flush();
    await progress(done++);
    const key = `${row.values.stateStudentId}/${row.values.entryDate}`;
    const firstLine = firstLineOf.get(key);
    if (firstLine === undefined) firstLineOf.set(key, row.line);
    // Which of two lines for one program record is right cannot be told: the first one stands.
    if (firstLine !== undefined && row.values.stateStudentId) {
      result.rejected.push(
        issue(row.line, row.values.stateStudentId, { ...reasons, stateStudentId: EcoImportMessages.duplicateRow(firstLine) }),
      );
      continue;
    }
    if (!values) {
      result.rejected.push(issue(row.line, row.values.stateStudentId, reasons));
      continue;
    }
    const { place, reasons: misplaced } = places.resolve(values.leaCode, values.schoolCode);
    if (!place) {
      result.rejected.push(issue(row.line, values.stateStudentId, misplaced));
      continue;
    }
    const outcome = await upsertRow(trx, writes, records, values, place, places.mayWrite);
    if (outcome.kind === 'rejected') {
      result.rejected.push(issue(row.line, values.stateStudentId, outcome.reasons));
      continue;
    }
    if (outcome.kind === 'held') {
      held.push(outcome.held);
      result.rejected.push(issue(row.line, values.stateStudentId, { stateStudentId: EcoRecordMessages.heldForStateReview }));
      continue;
    }
    result[outcome.kind === 'added' ? 'imported' : outcome.kind] += 1;
    if (Object.keys(outcome.warnings).length) result.warnings.push(issue(row.line, values.stateStudentId, outcome.warnings));
  }
  await writes.flush();
  // A preview reaches the state too: its answer was as telling as the commit's would be.
  afterTransaction((db) => recordHeld(db as EcoDb, actor, held));
  return result;
}
