import { type OutcomeProgress, type OutcomeRatings } from '@portal/shared-contracts/eco';
import type { EcoDb, RatingStatus } from '../db';

export interface StoredSummary {
  id: number;
  status: RatingStatus;
  ratings: OutcomeRatings;
  progress: OutcomeProgress;
}

/** A child's program record (one per entry) with its entry and exit summaries, as stored. */
export interface ProgramRecord {
  id: number;
  stateStudentId: string;
  firstName: string;
  lastName: string;
  birthDate: string;
  leaId: number;
  schoolId: number | null;
  entryDate: string;
  exitDate: string | null;
  entry: StoredSummary | null;
  exit: StoredSummary | null;
}

// Well under PostgreSQL's 65,535 bind parameters per statement.
const CHUNK = 5_000;

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

async function readChildren(db: EcoDb, stateStudentIds: string[]) {
  return db
    .selectFrom('children')
    .select((eb) => [
      'id',
      'state_student_id as stateStudentId',
      'first_name as firstName',
      'last_name as lastName',
      eb.cast<string>('birth_date', 'text').as('birthDate'),
      'lea_id as leaId',
      'school_id as schoolId',
      eb.cast<string>('entry_date', 'text').as('entryDate'),
      eb.cast<string | null>('exit_date', 'text').as('exitDate'),
    ])
    .where('state_student_id', 'in', stateStudentIds)
    .forUpdate()
    .execute();
}

async function readSummaries(db: EcoDb, childIds: number[]) {
  return db
    .selectFrom('outcome_ratings')
    .select(['id', 'child_id', 'phase', 'status', 'rating_a', 'rating_b', 'rating_c', 'progress_a', 'progress_b', 'progress_c'])
    .where('child_id', 'in', childIds)
    .forUpdate()
    .execute();
}

type SummaryRow = Awaited<ReturnType<typeof readSummaries>>[number];

const summaryOf = (row: SummaryRow): StoredSummary => ({
  id: row.id,
  status: row.status,
  ratings: { A: row.rating_a, B: row.rating_b, C: row.rating_c },
  progress: { A: row.progress_a, B: row.progress_b, C: row.progress_c },
});

/**
 * Every program record of the file's children, locked until the import's transaction ends, so
 * that what the import compares against cannot change under it. Keyed by state student id.
 */
export async function loadProgramRecords(db: EcoDb, stateStudentIds: readonly string[]): Promise<Map<string, ProgramRecord[]>> {
  const records = new Map<string, ProgramRecord[]>();
  for (const ids of chunks([...new Set(stateStudentIds)])) {
    const children = await readChildren(db, ids);
    const summaries = new Map<string, SummaryRow>();
    for (const childIds of chunks(children.map((c) => c.id))) {
      for (const row of await readSummaries(db, childIds)) summaries.set(`${row.child_id}/${row.phase}`, row);
    }
    for (const child of children) {
      const entry = summaries.get(`${child.id}/entry`);
      const exit = summaries.get(`${child.id}/exit`);
      const record: ProgramRecord = { ...child, entry: entry ? summaryOf(entry) : null, exit: exit ? summaryOf(exit) : null };
      records.set(child.stateStudentId, [...(records.get(child.stateStudentId) ?? []), record]);
    }
  }
  return records;
}
