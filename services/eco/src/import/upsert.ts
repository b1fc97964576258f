import { sql } from 'kysely';
import { type FieldErrors } from '@portal/shared-contracts';
import { changedFields } from '@portal/service-kit';
import {
  EcoImportMessages,
  EcoRecordMessages,
  OUTCOMES,
  entryRatingField,
  exitRatingField,
  fieldsLockedByFinalized,
  progressField,
  type OutcomeProgress,
  type OutcomeRatings,
} from '@portal/shared-contracts/eco';
import type { EcoDb } from '../db';
import { heldRecord, hiddenFrom, type HeldRecord } from '../children/record-conflicts';
import { progressColumns, ratingColumns, type ImportWrites } from './import-writes';
import type { Place } from './places';
import type { ProgramRecord } from './program-records';
import { consistencyWarnings, type RowValues } from './row-values';

export type RowOutcome =
  | { kind: 'added' | 'updated' | 'unchanged'; warnings: FieldErrors }
  | { kind: 'rejected'; reasons: FieldErrors }
  | { kind: 'held'; held: HeldRecord };

type Exit = NonNullable<RowValues['exit']>;
type Fields = Record<string, string | number | boolean | null>;

const entryFields = (ratings: Partial<OutcomeRatings>): Fields =>
  Object.fromEntries(OUTCOMES.map((o) => [entryRatingField(o), ratings[o] ?? null]));
const exitFields = (ratings: Partial<OutcomeRatings>, progress: Partial<OutcomeProgress>): Fields =>
  Object.fromEntries(
    OUTCOMES.flatMap((o) => [
      [exitRatingField(o), ratings[o] ?? null],
      [progressField(o), progress[o] ?? null],
    ]),
  );
const ENTRY_KEYS = Object.keys(entryFields({}));
const EXIT_KEYS = Object.keys(exitFields({}, {}));

const childFields = (r: Pick<ProgramRecord, 'firstName' | 'lastName' | 'birthDate' | 'leaId' | 'schoolId' | 'exitDate'>): Fields => ({
  firstName: r.firstName,
  lastName: r.lastName,
  birthDate: r.birthDate,
  leaId: r.leaId,
  schoolId: r.schoolId,
  exitDate: r.exitDate,
});

// History and reasons name the import's columns; LEA and school are stored as ids.
const columnOf = (field: string) => ({ leaId: 'leaCode', schoolId: 'schoolCode' })[field] ?? field;

const pick = (row: RowValues) => ({
  stateStudentId: row.stateStudentId,
  entryDate: row.entryDate,
  firstName: row.firstName,
  lastName: row.lastName,
  birthDate: row.birthDate,
});

/**
 * The program record overlapping this one in time, if any: a child has one record per program
 * entry, and a record may start only after the earlier one has exited.
 */
function overlapping(others: readonly ProgramRecord[], entryDate: string, exitDate: string | null): ProgramRecord | undefined {
  return others.find((r) =>
    r.entryDate < entryDate ? r.exitDate === null || r.exitDate >= entryDate : exitDate === null || exitDate >= r.entryDate,
  );
}

function warningsOf(row: RowValues, record: ProgramRecord | undefined): FieldErrors {
  const entry = row.entry ?? record?.entry?.ratings ?? null;
  const exit: Exit | null = row.exit ?? (record?.exit ? { ratings: record.exit.ratings, progress: record.exit.progress } : null);
  return exit ? consistencyWarnings(entry, exit) : {};
}

async function updateRecord(
  db: EcoDb,
  record: ProgramRecord,
  after: Omit<ProgramRecord, 'id'>,
  row: RowValues,
  changed: (keys: readonly string[]) => boolean,
): Promise<void> {
  const bump = { version: sql<number>`version + 1`, updated_at: sql<Date>`now()` };
  if (changed(Object.keys(childFields(after)))) {
    await db
      .updateTable('children')
      .set({
        first_name: after.firstName,
        last_name: after.lastName,
        birth_date: after.birthDate,
        lea_id: after.leaId,
        school_id: after.schoolId,
        exit_date: after.exitDate,
        ...bump,
      })
      .where('id', '=', record.id)
      .execute();
  }
  if (row.entry && changed(ENTRY_KEYS)) {
    const values = { rating_date: row.entryDate, ...ratingColumns(row.entry) };
    if (record.entry)
      await db
        .updateTable('outcome_ratings')
        .set({ ...values, ...bump })
        .where('id', '=', record.entry.id)
        .execute();
    else
      await db
        .insertInto('outcome_ratings')
        .values({ child_id: record.id, phase: 'entry', ...values })
        .execute();
  }
  if (row.exit && changed([...EXIT_KEYS, 'exitDate'])) {
    const values = { rating_date: after.exitDate!, ...ratingColumns(row.exit.ratings), ...progressColumns(row.exit.progress) };
    if (record.exit)
      await db
        .updateTable('outcome_ratings')
        .set({ ...values, ...bump })
        .where('id', '=', record.exit.id)
        .execute();
    else
      await db
        .insertInto('outcome_ratings')
        .values({ child_id: record.id, phase: 'exit', ...values })
        .execute();
  }
}

/**
 * Upserts one checked row by state student id and entry date, with its history entry, and keeps
 * `records` (the child's program records) up to date for the rows after it. Blank optional cells
 * leave what is stored: an import adds and corrects, it never clears. A new record and every
 * history entry go to `writes`, which inserts them many rows at a time; a change to a stored
 * record is written at once.
 */
export async function upsertRow(
  db: EcoDb,
  writes: ImportWrites,
  records: Map<string, ProgramRecord[]>,
  row: RowValues,
  place: Place,
  mayWrite: (leaId: number) => boolean,
): Promise<RowOutcome> {
  const childRecords = records.get(row.stateStudentId) ?? [];
  const record = childRecords.find((r) => r.entryDate === row.entryDate);
  const hidden = hiddenFrom(childRecords, mayWrite);
  const hold = (reason: HeldRecord['reason']): RowOutcome => ({
    kind: 'held',
    held: heldRecord('import', reason, { leaId: place.leaId, ...pick(row) }, hidden),
  });
  if (record && !mayWrite(record.leaId)) return hold('recordInOtherLea');
  if (!record && hidden.length) return hold('newRecordElsewhere');

  // A state student id is one child: a new record of it must have the child's date of birth.
  if (!record && childRecords.some((r) => r.birthDate !== row.birthDate))
    return { kind: 'rejected', reasons: { stateStudentId: EcoRecordMessages.otherChild } };

  const exitDate = row.exitDate ?? record?.exitDate ?? null;
  const clash = overlapping(
    childRecords.filter((r) => r !== record),
    row.entryDate,
    exitDate,
  );
  if (clash && !mayWrite(clash.leaId)) return hold('overlapsOtherLea');
  if (clash) {
    const stillIn = clash.exitDate === null && clash.entryDate < row.entryDate;
    return {
      kind: 'rejected',
      reasons: { entryDate: stillIn ? EcoRecordMessages.stillInProgram : EcoImportMessages.overlapsRecord(clash.entryDate) },
    };
  }

  const after: Omit<ProgramRecord, 'id'> = {
    stateStudentId: row.stateStudentId,
    firstName: row.firstName,
    lastName: row.lastName,
    birthDate: row.birthDate,
    leaId: place.leaId,
    // A blank school keeps the stored one, unless the child moved to another LEA.
    schoolId: place.schoolId ?? (record?.leaId === place.leaId ? record.schoolId : null),
    entryDate: row.entryDate,
    exitDate,
    entry: record?.entry ?? null,
    exit: record?.exit ?? null,
  };
  // Only the summaries the row gives are compared and written.
  const imported = (entry: Partial<OutcomeRatings>, exit: Partial<OutcomeRatings>, progress: Partial<OutcomeProgress>): Fields => ({
    ...(row.entry ? entryFields(entry) : {}),
    ...(row.exit ? exitFields(exit, progress) : {}),
  });
  const afterFields = { ...childFields(after), ...imported(row.entry ?? {}, row.exit?.ratings ?? {}, row.exit?.progress ?? {}) };
  const warnings = warningsOf(row, record);

  if (!record) {
    const added = writes.add(after, row);
    writes.history(added, changedFields(null, { stateStudentId: row.stateStudentId, entryDate: row.entryDate, ...afterFields }));
    records.set(row.stateStudentId, [...childRecords, added]);
    return { kind: 'added', warnings };
  }

  const before = {
    ...childFields(record),
    ...imported(record.entry?.ratings ?? {}, record.exit?.ratings ?? {}, record.exit?.progress ?? {}),
  };
  const changes = changedFields(before, afterFields);
  if (!Object.keys(changes).length) return { kind: 'unchanged', warnings };
  const locked = fieldsLockedByFinalized({ entry: record.entry?.status ?? null, exit: record.exit?.status ?? null }, Object.keys(changes), [
    'exitDate',
    ...EXIT_KEYS,
  ]);
  if (locked.length)
    return { kind: 'rejected', reasons: Object.fromEntries(locked.map((f) => [columnOf(f), EcoRecordMessages.finalized])) };

  await updateRecord(db, record, after, row, (keys) => keys.some((k) => k in changes));
  Object.assign(record, after);
  // The child may have moved LEA: the history entry belongs to where the record is now.
  writes.history(record, changes);
  return { kind: 'updated', warnings };
}
