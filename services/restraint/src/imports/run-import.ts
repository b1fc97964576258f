import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import {
  DEFAULT_STUDENT_ID_PATTERN,
  RestraintImportLimits,
  RestraintImportMessages as M,
  type RestraintImportColumn,
  type RestraintImportProblem,
  type RestraintImportResult,
} from '@portal/shared-contracts/restraint';
import type { ImportWork } from '@portal/service-kit';
import type { RestraintDb } from '../db';
import { activeRules } from '../violations/settings';
import { checkAgreement, checkRow, incidentsOf, interventionKindsOf, rejectWholeIncidents, type CheckedRow } from './import-rows';
import { loadImportPlaces, type ImportPlace } from './import-places';
import { breather, loadKnownStudents, loadStoredIncidents, placeKey } from './import-stored';
import { writeIncidents, type IncidentPlan } from './import-writes';
import { partOf, type StageProgress } from './progress';
import { finalizeImported, recordImported } from './import-finalize';

export { restraintFileSpec } from './import-file';

/** What the upload asked for beyond the file: finalize on commit, and the school year chosen in the header. */
export interface RestraintImportOptions {
  finalize: boolean;
  schoolYear: number | null;
}

export const importOptionsOf = (options: Record<string, unknown>): RestraintImportOptions => ({
  finalize: options.finalize === true,
  schoolYear: typeof options.schoolYear === 'number' ? options.schoolYear : null,
});

/** The file's hash, as its batch keeps it: the same file is the same hash, whatever its name. */
export const fileHashOf = (rows: { values: Record<string, string> }[], ignoredColumns: readonly string[]): string =>
  createHash('sha256')
    .update(JSON.stringify([ignoredColumns, rows.map((r) => r.values)]))
    .digest('hex');

/**
 * Runs the restraint import inside the engine's transaction (rolled back for a preview): checks
 * every row alone and against the others, the directory and the stored records; writes the
 * accepted incidents in bulk as Drafts (or finalizes them, the rules run over them in bulk);
 * keeps a committed file's batch. A preview answers exactly what the commit would do.
 */
export async function importFile(
  trx: RestraintDb,
  work: ImportWork<RestraintImportColumn>,
  timeZone: string,
): Promise<RestraintImportResult> {
  const { file, actor, preview } = work;
  const options = importOptionsOf(work.options);
  const { rows: clock } = await sql<{ today: string; now: string }>`
    select (now() at time zone ${timeZone})::date::text as today,
           to_char(now() at time zone ${timeZone}, 'YYYY-MM-DD HH24:MI') as now`.execute(trx);
  const rules = {
    ...clock[0]!,
    schoolYear: options.schoolYear,
    studentIdPattern: new RegExp(DEFAULT_STUDENT_ID_PATTERN),
    longMinutes: RestraintImportLimits.longInterventionMinutes,
    kinds: interventionKindsOf((await activeRules(trx)).pack),
  };

  // The progress bar in stages, each its share: the row checks to 25%, the lookups to 30%, the writes to 65%,
  // the history to 75%, finalize on commit to 100%.
  const whole: StageProgress = (fraction) => work.progress(Math.floor(file.rows.length * fraction));
  const stage = (from: number, to: number) => partOf(whole, from, to);

  const checked: CheckedRow[] = [];
  const checking = stage(0, 0.25);
  for (const row of file.rows) {
    checked.push(checkRow(row, rules));
    if (checked.length % 500 === 0) {
      await checking(checked.length / file.rows.length);
      await breather();
    }
  }
  checkAgreement(file.rows, checked);

  const refuse = (row: CheckedRow, column: string, message: string) => {
    row.problems.push({ line: row.line, column, message });
    row.values = null;
  };
  const valid = checked.filter((c) => c.values);
  const places = await loadImportPlaces(trx, actor, {
    leaCodes: [...new Set(valid.map((c) => c.values!.leaCode).filter(Boolean))],
    privateSchoolCodes: [...new Set(valid.filter((c) => !c.values!.leaCode).map((c) => c.values!.schoolCode))],
  });
  const placeOf = new Map<CheckedRow, ImportPlace>();
  for (const row of valid) {
    const { place, problem } = places.resolve(row.values!.leaCode, row.values!.schoolCode);
    if (place) placeOf.set(row, place);
    else refuse(row, problem.column, problem.message);
  }

  const placed = valid.filter((c) => c.values);
  const stored = await loadStoredIncidents(
    trx,
    timeZone,
    placed.map((c) => ({ place: placeOf.get(c)!, localIncidentId: c.values!.localIncidentId })),
    stage(0.25, 0.3),
  );
  const known = await loadKnownStudents(
    trx,
    placed.map((c) => c.values!.student.stateStudentId),
  );
  for (const row of placed) {
    const { student, localIncidentId } = row.values!;
    const incident = stored.get(placeKey(placeOf.get(row)!, localIncidentId));
    if (incident?.status === 'Finalized') {
      refuse(row, 'local_incident_id', M.finalized(incident.number));
      continue;
    }
    const onRecord = known.get(student.stateStudentId);
    if (!onRecord) continue;
    if (onRecord.birthDate !== student.birthDate) refuse(row, 'birth_date', M.otherBirthDate(onRecord.birthDate));
    else if (onRecord.firstName !== student.firstName || onRecord.lastName !== student.lastName) {
      row.warnings.push({
        line: row.line,
        column: 'student_last_name',
        message: M.otherName(`${onRecord.firstName} ${onRecord.lastName}`),
      });
    }
  }
  rejectWholeIncidents(checked);
  await whole(0.3);

  const placeOfIncident = new Map<string, ImportPlace>();
  for (const row of checked) if (row.values) placeOfIncident.set(row.incidentKey, placeOf.get(row)!);
  const plans: IncidentPlan[] = incidentsOf(checked).map((incident) => {
    const place = placeOfIncident.get(incident.key)!;
    return { incident, place, stored: stored.get(placeKey(place, incident.localIncidentId)) ?? null };
  });
  const outcomes = await writeIncidents(trx, plans, { timeZone, userId: actor.userId, progress: stage(0.3, 0.65) });
  // A preview's history would be rolled back unread: its answer is the same without it, and much sooner.
  if (!preview) await recordImported(trx, actor, outcomes, stage(0.65, 0.75));
  const finalized = options.finalize
    ? await finalizeImported(trx, actor, outcomes, { preview, progress: stage(0.75, 1) })
    : new Set<number>();
  await work.progress(file.rows.length);

  const problems = (pick: (row: CheckedRow) => RestraintImportProblem[]) => checked.flatMap(pick);
  const acceptedRows = checked.filter((c) => c.values).length;
  const count = (change: string) => outcomes.filter((o) => o.change === change).length;
  const result: RestraintImportResult = {
    committed: !preview,
    finalize: options.finalize,
    batchId: null,
    fileHash: fileHashOf(file.rows, file.ignoredColumns),
    rows: file.rows.length,
    acceptedRows,
    rejectedRows: file.rows.length - acceptedRows,
    newIncidents: count('new'),
    changedIncidents: count('changed'),
    unchangedIncidents: count('unchanged'),
    incidents: outcomes.map((o) => ({
      // A preview's new incidents were rolled back: they have no id or number yet.
      id: preview && o.change === 'new' ? null : o.id,
      number: preview && o.change === 'new' ? null : o.number,
      localIncidentId: o.plan.incident.localIncidentId,
      leaId: o.plan.place.leaId,
      schoolId: o.plan.place.schoolId,
      privateSchoolId: o.plan.place.privateSchoolId,
      change: o.change,
      status: finalized.has(o.id) ? 'Finalized' : 'Draft',
    })),
    rejected: problems((c) => (c.values ? [] : c.problems)),
    warnings: [
      ...file.ignoredColumns.map((column) => ({ line: 1, column, message: M.unknownColumn(column) })),
      ...problems((c) => (c.values ? c.warnings : [])),
    ],
    ignoredColumns: file.ignoredColumns,
  };
  if (preview) return result;
  const batch = await trx
    .insertInto('import_batches')
    .values({
      file_hash: result.fileHash,
      user_id: actor.userId,
      user_name: actor.userName,
      lea_ids: [...new Set(outcomes.map((o) => o.plan.place.leaId))] as never,
      finalize: options.finalize,
      rows: result.rows,
      accepted_rows: result.acceptedRows,
      rejected_rows: result.rejectedRows,
      new_incidents: result.newIncidents,
      changed_incidents: result.changedIncidents,
      unchanged_incidents: result.unchangedIncidents,
      result: JSON.stringify(result) as never,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { ...result, batchId: batch.id };
}
