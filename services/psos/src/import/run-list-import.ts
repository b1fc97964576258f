import { sql } from 'kysely';
import {
  checkListRow,
  PsosMessages,
  StudentListMessages as M,
  type ListRowContext,
  type StudentListColumn,
  type StudentListImportProblem,
  type StudentListImportResult,
} from '@portal/shared-contracts/psos';
import { conflict, type ImportWork } from '@portal/service-kit';
import type { PsosDb } from '../db';
import { findCollection, settingsInForce } from '../collections/collection-read';
import { stateToday } from '../collections/state-today';
import { recordChange } from '../history/psos-history';
import { loadListPlaces, type ListLea } from './list-places';
import { decide, loadListed, writeMerge, type ListedValues, type MergePlan } from './list-merge';

/** What the upload asked for: the collection and, for a district's list, its LEA. */
export interface ListImportOptions {
  collectionId: number;
  leaId: number | null;
}

export const listImportOptionsOf = (options: Record<string, unknown>): ListImportOptions => ({
  collectionId: Number(options.collectionId),
  leaId: typeof options.leaId === 'number' ? options.leaId : null,
});

/** Lets other work in the process run between stretches of checking. */
const breather = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

async function codesOffered(trx: PsosDb): Promise<ListRowContext['codes']> {
  const rows = await trx
    .selectFrom('reference.lookup_values')
    .select(['list_code', 'code'])
    .where('list_code', 'in', ['disability_categories', 'sex', 'race_ethnicity'])
    .where('retired', '=', false)
    .execute();
  const of = (list: string) => new Set(rows.filter((r) => r.list_code === list).map((r) => r.code));
  return { disabilityCategory: of('disability_categories'), sex: of('sex'), raceEthnicity: of('race_ethnicity') };
}

/**
 * Loads a student list file inside the engine's transaction (rolled back for a preview): checks
 * every row alone, against the others (a repeated id rejects each later row) and the directory;
 * then merges each LEA's list by state student id. New youth arrive Pending; known youth take the
 * new values and keep their verification; youth missing from the file are removed when they have
 * no attempt or interview, else kept and listed for the user to exclude. The same file twice
 * changes nothing the second time. Every list it touches is In verification after.
 */
export async function importList(trx: PsosDb, work: ImportWork<StudentListColumn>, timeZone: string): Promise<StudentListImportResult> {
  const { file, actor, preview } = work;
  const options = listImportOptionsOf(work.options);
  const collection = await findCollection(trx, { collectionId: options.collectionId }, { lock: true });
  if (collection.status === 'Closed') throw conflict(PsosMessages.closed);
  const context: ListRowContext = {
    schoolYear: collection.schoolYear,
    today: await stateToday(trx, timeZone),
    settings: await settingsInForce(trx, collection.schoolYear),
    codes: await codesOffered(trx),
  };
  const places = await loadListPlaces(trx, actor, {
    schoolYear: collection.schoolYear,
    selectedLeaId: options.leaId,
    leaCodes: [...new Set(file.rows.map((r) => r.values.leaCode).filter(Boolean))],
  });

  const rejected: StudentListImportProblem[] = [];
  const accepted: { lea: ListLea; values: ListedValues }[] = [];
  const firstLineOf = new Map<string, number>();
  // The ids each LEA's rows name, accepted or not: a youth of a rejected row is not missing from the file.
  const namedIn = new Map<string, Set<string>>();
  const merged = new Map<number, ListLea>();
  if (places.selected) merged.set(places.selected.id, places.selected);
  let done = 0;
  for (const row of file.rows) {
    const line = row.firstLine;
    const problems: { column: string; message: string }[] = [];
    if (row.fields !== row.expectedFields) problems.push({ column: 'row', message: M.fieldCount(row.fields, row.expectedFields) });
    const { values, problems: rowProblems } = checkListRow(row.values, context);
    problems.push(...rowProblems);
    const id = row.values.stateStudentId;
    const leaCode = places.selected?.code ?? row.values.leaCode;
    if (id) {
      namedIn.set(leaCode, (namedIn.get(leaCode) ?? new Set()).add(id));
      const first = firstLineOf.get(id);
      if (first !== undefined) problems.push({ column: 'stateStudentId', message: M.repeatedStudent(first) });
      else firstLineOf.set(id, line);
    }
    // The LEA and school are checked whatever else is wrong with the row, so one preview names every fault of it.
    const placement = row.values.leaCode ? places.place({ leaCode: row.values.leaCode, schoolCode: row.values.schoolCode || null }) : null;
    if (placement?.problem) problems.push(placement.problem);
    if (values && placement?.lea && problems.length === 0) {
      const { leaCode: _leaCode, schoolCode: _schoolCode, ...rest } = values;
      accepted.push({ lea: placement.lea, values: { ...rest, schoolId: placement.schoolId } });
      merged.set(placement.lea.id, placement.lea);
    }
    rejected.push(...problems.map((p) => ({ line, ...p })));
    done += 1;
    // Half the work is the checks, half the writes.
    if (done % 500 === 0) {
      await work.progress(Math.floor(done / 2));
      await breather();
    }
  }

  const leas = [...merged.values()].filter(places.mayWrite);
  const stored = await loadListed(
    trx,
    collection.schoolYear,
    leas.map((l) => l.id),
  );
  const plan: MergePlan = { schoolYear: collection.schoolYear, added: [], changed: [], removed: [] };
  const perLea = new Map(
    leas.map((l) => [l.id, { leaId: l.id, leaCode: l.code, newYouth: 0, changedYouth: 0, unchangedYouth: 0, removedYouth: 0 }]),
  );
  for (const { lea, values } of accepted) {
    const decision = decide(stored, lea.id, values);
    const counts = perLea.get(lea.id)!;
    if (decision === 'new') {
      plan.added.push({ leaId: lea.id, values });
      counts.newYouth += 1;
    } else if (decision === 'unchanged') counts.unchangedYouth += 1;
    else {
      plan.changed.push({ ...decision, values });
      counts.changedYouth += 1;
    }
  }
  const keptMissing: StudentListImportResult['keptMissing'] = [];
  const leaCodeOf = new Map(leas.map((l) => [l.id, l.code]));
  for (const youth of stored.values()) {
    if (namedIn.get(leaCodeOf.get(youth.leaId)!)?.has(youth.values.stateStudentId)) continue;
    if (youth.hasWork) keptMissing.push({ id: youth.id, stateStudentId: youth.values.stateStudentId, leaId: youth.leaId });
    else {
      plan.removed.push(youth);
      perLea.get(youth.leaId)!.removedYouth += 1;
    }
  }
  // The list exists before its youth: a Not started one becomes In verification.
  for (const lea of leas) {
    if (lea.listStatus !== 'NotStarted') continue;
    await trx
      .insertInto('student_lists')
      .values({ school_year: collection.schoolYear, lea_id: lea.id, status: 'InVerification' })
      .onConflict((oc) =>
        oc.columns(['school_year', 'lea_id']).doUpdateSet({ status: 'InVerification', verified_at: null, updated_at: sql<Date>`now()` }),
      )
      .execute();
  }
  await writeMerge(trx, actor, plan, { preview, progress: (share) => work.progress(Math.floor(file.rows.length * share)) });
  if (!preview) {
    for (const counts of perLea.values())
      await recordChange(trx, actor, {
        entityType: 'list',
        entityId: `${collection.schoolYear}/${counts.leaId}`,
        schoolYear: collection.schoolYear,
        leaId: counts.leaId,
        action: 'imported',
        changes: { newYouth: counts.newYouth, changedYouth: counts.changedYouth, removedYouth: counts.removedYouth },
      });
  }
  await work.progress(file.rows.length);

  const sum = (pick: (c: { newYouth: number; changedYouth: number; unchangedYouth: number; removedYouth: number }) => number) =>
    [...perLea.values()].reduce((total, c) => total + pick(c), 0);
  const rejectedLines = new Set(rejected.map((p) => p.line));
  return {
    committed: !preview,
    rows: file.rows.length,
    acceptedRows: accepted.length,
    rejectedRows: rejectedLines.size,
    newYouth: sum((c) => c.newYouth),
    changedYouth: sum((c) => c.changedYouth),
    unchangedYouth: sum((c) => c.unchangedYouth),
    removedYouth: sum((c) => c.removedYouth),
    leas: [...perLea.values()],
    keptMissing,
    rejected,
    warnings: file.ignoredColumns.map((column) => ({ line: 1, column, message: M.unknownColumn(column) })),
    ignoredColumns: file.ignoredColumns,
  };
}
