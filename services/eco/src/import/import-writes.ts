import type { Actor } from '@portal/service-kit';
import type { OutcomeProgress, OutcomeRatings } from '@portal/shared-contracts/eco';
import type { EcoDb } from '../db';
import { recordChildChanges, type ChildChange } from '../history/child-history';
import type { ProgramRecord } from './program-records';
import type { RowValues } from './row-values';

export const ratingColumns = (ratings: OutcomeRatings) => ({ rating_a: ratings.A, rating_b: ratings.B, rating_c: ratings.C });
export const progressColumns = (progress: OutcomeProgress) => ({ progress_a: progress.A, progress_b: progress.B, progress_c: progress.C });

/** Rows per INSERT: at most ten parameters each, well under PostgreSQL's 65,535 per statement. */
const INSERT_BATCH = 1000;

function batches<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += INSERT_BATCH) out.push(items.slice(start, start + INSERT_BATCH));
  return out;
}

/** Until its insert the record has no id; `flush` gives it one. */
const UNSAVED = 0;

export interface ImportWrites {
  /** A new program record (with the row's summaries) to insert; the record the rows after it see. */
  add(record: Omit<ProgramRecord, 'id'>, row: RowValues): ProgramRecord;
  /** The history entry (and audit entry) of what the import changed in a record, new or stored. */
  history(record: ProgramRecord, changes: ChildChange['changes']): void;
  /** Makes the writes queued so far, many rows to a statement. */
  flush(): Promise<void>;
}

/**
 * An import's inserts, queued as its rows are decided and made in multi-row statements: children,
 * their entry and exit summaries, their history and audit entries. A statement per row made a
 * 50,000-row file take minutes; flushed every few hundred rows, the progress still tells the truth.
 */
export function importWrites(db: EcoDb, actor: Actor): ImportWrites {
  let additions: { record: ProgramRecord; row: RowValues }[] = [];
  let histories: { record: ProgramRecord; leaId: number; changes: ChildChange['changes'] }[] = [];

  async function insertChildren(batch: { record: ProgramRecord; row: RowValues }[]): Promise<void> {
    const inserted = await db
      .insertInto('children')
      .values(
        batch.map(({ record }) => ({
          state_student_id: record.stateStudentId,
          first_name: record.firstName,
          last_name: record.lastName,
          birth_date: record.birthDate,
          lea_id: record.leaId,
          school_id: record.schoolId,
          entry_date: record.entryDate,
          exit_date: record.exitDate,
        })),
      )
      .returning((eb) => ['id', 'state_student_id', eb.cast<string>('entry_date', 'text').as('entry_date')])
      .execute();
    // Matched by the program record's key, which is one row of the file: the order of RETURNING is not promised.
    const idByKey = new Map(inserted.map((c) => [`${c.state_student_id}/${c.entry_date}`, c.id]));
    for (const { record } of batch) record.id = idByKey.get(`${record.stateStudentId}/${record.entryDate}`)!;
    const entries = batch.flatMap(({ record, row }) =>
      row.entry ? [{ child_id: record.id, phase: 'entry' as const, rating_date: row.entryDate, ...ratingColumns(row.entry) }] : [],
    );
    const exits = batch.flatMap(({ record, row }) =>
      row.exit
        ? [
            {
              child_id: record.id,
              phase: 'exit' as const,
              rating_date: row.exitDate!,
              ...ratingColumns(row.exit.ratings),
              ...progressColumns(row.exit.progress),
            },
          ]
        : [],
    );
    if (entries.length) await db.insertInto('outcome_ratings').values(entries).execute();
    if (exits.length) await db.insertInto('outcome_ratings').values(exits).execute();
  }

  return {
    add(values, row) {
      const record: ProgramRecord = { ...values, id: UNSAVED };
      additions.push({ record, row });
      return record;
    },
    history(record, changes) {
      histories.push({ record, leaId: record.leaId, changes });
    },
    async flush() {
      const [added, changed] = [additions, histories];
      additions = [];
      histories = [];
      for (const batch of batches(added)) await insertChildren(batch);
      await recordChildChanges(
        db,
        actor,
        changed.map(({ record, leaId, changes }) => ({ childId: record.id, leaId, action: 'imported', changes })),
      );
    },
  };
}
