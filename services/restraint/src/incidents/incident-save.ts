import { sql } from 'kysely';
import { schoolYearOf } from '@portal/day-count';
import { FieldMessages, type FieldErrors } from '@portal/shared-contracts';
import {
  incidentFieldErrors,
  RestraintMessages,
  RestraintPermissions as R,
  type IncidentFields,
  type IncidentInjuryInput,
  type IncidentNoticeInput,
  type IncidentStaffInput,
  type InterventionInput,
} from '@portal/shared-contracts/restraint';
import { actorCan, badRequest, conflict, forbidden, type Actor } from '@portal/service-kit';
import type { RestraintDb } from '../db';
import { assertWritable, findWritableIncident, type FoundIncident } from './access';
import { incidentChanges, recordIncidentChanges, type IncidentAction } from './history';
import { runAfterIncidentChange } from './hooks';
import { allocateIncidentNumbers } from './numbering';
import { readIncidentFields } from './incident-read';

const NOT_SAVED = 'The incident was not saved.';

/** What saveIncident writes: a new incident, or (with id) a change to one, naming the version read when the caller has one. */
export type IncidentSave = IncidentFields & { id?: number; version?: number };

export interface SavedIncident {
  id: number;
  number: string;
  created: boolean;
  /** Whether anything was written (an unchanged save writes nothing). */
  changed: boolean;
}

export interface SaveOptions {
  /** The state's time zone (PORTAL_TIME_ZONE): "today" for the no-future-dates rule. */
  timeZone: string;
  /** The history entry's action: 'imported' for the bulk import. */
  action?: IncidentAction;
}

const blankToNull = (value: string | null | undefined): string | null => (value?.trim() ? value.trim() : null);
const iso = (value: string | null): string | null => (value === null ? null : new Date(value).toISOString());

/** Trimmed texts, blanks as null, moments in UTC: the form the record is kept and compared in. */
export function cleanIncident(input: IncidentFields): IncidentFields {
  return {
    leaId: input.leaId,
    schoolId: input.schoolId,
    privateSchoolId: input.privateSchoolId ?? null,
    localIncidentId: input.localIncidentId.trim(),
    incidentDate: input.incidentDate,
    discoveredDate: input.discoveredDate,
    recordFiledDate: input.recordFiledDate ?? null,
    location: blankToNull(input.location),
    setting: blankToNull(input.setting),
    antecedent: blankToNull(input.antecedent),
    behavior: blankToNull(input.behavior),
    deescalation: blankToNull(input.deescalation),
    consequence: blankToNull(input.consequence),
    policeInvolved: input.policeInvolved,
    arrest: input.arrest,
    students: input.students.map(({ interventions, ...s }) => ({
      ...(s.id ? { id: s.id } : {}),
      stateStudentId: s.stateStudentId.trim(),
      firstName: s.firstName.trim(),
      lastName: s.lastName.trim(),
      birthDate: s.birthDate,
      grade: s.grade,
      disabilityStatus: s.disabilityStatus,
      disabilityCategory: blankToNull(s.disabilityCategory),
      sex: blankToNull(s.sex),
      raceEthnicity: blankToNull(s.raceEthnicity),
      englishLearner: s.englishLearner,
      hasIep: s.hasIep,
      hasBehaviorPlan: s.hasBehaviorPlan,
      interventions: interventions.map((v) => ({
        ...(v.id ? { id: v.id } : {}),
        type: v.type,
        aversiveSubtype: v.aversiveSubtype,
        startAt: iso(v.startAt)!,
        endAt: iso(v.endAt)!,
        emergency: v.emergency,
        emergencyReason: v.emergencyReason,
        holdOrDevice: blankToNull(v.holdOrDevice),
        medicalOrder: v.medicalOrder,
        releaseChecks: v.releaseChecks,
        staffTrained: v.staffTrained,
      })),
    })),
    staff: input.staff.map((m) => ({
      ...(m.id ? { id: m.id } : {}),
      staffId: m.staffId.trim(),
      name: m.name.trim(),
      jobTitle: blankToNull(m.jobTitle),
      role: m.role,
      lastTrainingDate: m.lastTrainingDate,
    })),
    injuries: input.injuries.map((j) => ({
      ...(j.id ? { id: j.id } : {}),
      person: j.person,
      stateStudentId: blankToNull(j.stateStudentId),
      name: blankToNull(j.name),
      description: j.description.trim(),
      treatment: blankToNull(j.treatment),
    })),
    notices: input.notices.map((n) => ({
      ...(n.id ? { id: n.id } : {}),
      recipient: n.recipient,
      stateStudentId: blankToNull(n.stateStudentId),
      method: n.method,
      sentAt: iso(n.sentAt),
    })),
  };
}

async function stateToday(db: RestraintDb, timeZone: string): Promise<string> {
  const { rows } = await sql<{ today: string }>`select (now() at time zone ${timeZone})::date::text as today`.execute(db);
  return rows[0]!.today;
}

/** The state-level district: a private school's incidents belong to it. */
async function stateLevelLea(db: RestraintDb): Promise<number> {
  const lea = await db.selectFrom('directory.leas').select('id').where('is_nde_level_district', '=', true).orderBy('id').executeTakeFirst();
  if (!lea) throw badRequest(NOT_SAVED, { privateSchoolId: FieldMessages.selectFromList });
  return lea.id;
}

/** The record's own rules, then the directory's LEAs and schools and the private schools; the LEA the incident belongs to. */
async function checkedPlace(
  db: RestraintDb,
  fields: IncidentFields,
  today: string,
  timeZone: string,
): Promise<{ leaId: number; errors: FieldErrors }> {
  const errors = incidentFieldErrors(fields, today, timeZone);
  if (Object.keys(errors).length) return { leaId: 0, errors };
  if (fields.privateSchoolId != null) {
    const school = await db.selectFrom('private_schools').select('id').where('id', '=', fields.privateSchoolId).executeTakeFirst();
    if (!school) return { leaId: 0, errors: { privateSchoolId: FieldMessages.selectFromList } };
    return { leaId: await stateLevelLea(db), errors };
  }
  const school = await db
    .selectFrom('directory.schools as s')
    .innerJoin('directory.leas as l', 'l.id', 's.lea_id')
    .select('s.lea_id')
    .where('s.id', '=', fields.schoolId!)
    .executeTakeFirst();
  const lea = await db.selectFrom('directory.leas').select('id').where('id', '=', fields.leaId!).executeTakeFirst();
  if (!lea) return { leaId: 0, errors: { leaId: FieldMessages.selectFromList } };
  if (!school || school.lea_id !== fields.leaId) return { leaId: 0, errors: { schoolId: RestraintMessages.unknownSchool } };
  return { leaId: lea.id, errors };
}

async function assertLocalIdFree(db: RestraintDb, fields: IncidentFields, exceptId: number | null): Promise<void> {
  let query = db.selectFrom('incidents').select('id').where('local_incident_id', '=', fields.localIncidentId);
  query =
    fields.privateSchoolId != null
      ? query.where('private_school_id', '=', fields.privateSchoolId)
      : query.where('lea_id', '=', fields.leaId!).where('school_id', '=', fields.schoolId!);
  if (exceptId !== null) query = query.where('id', '<>', exceptId);
  if (await query.executeTakeFirst())
    throw conflict(RestraintMessages.duplicateLocalId, { localIncidentId: RestraintMessages.duplicateLocalId });
}

const incidentColumns = (f: IncidentFields, leaId: number) => ({
  lea_id: leaId,
  school_id: f.privateSchoolId != null ? null : f.schoolId,
  private_school_id: f.privateSchoolId ?? null,
  school_year: schoolYearOf(f.incidentDate),
  local_incident_id: f.localIncidentId,
  incident_date: f.incidentDate,
  discovered_date: f.discoveredDate,
  record_filed_date: f.recordFiledDate ?? null,
  location: f.location,
  setting: f.setting,
  antecedent: f.antecedent,
  behavior: f.behavior,
  deescalation: f.deescalation,
  consequence: f.consequence,
  police_involved: f.policeInvolved,
  arrest: f.arrest,
});

const interventionColumns = (v: InterventionInput) => ({
  intervention_type: v.type,
  aversive_subtype: v.aversiveSubtype,
  start_at: v.startAt,
  end_at: v.endAt,
  emergency: v.emergency,
  emergency_reason: v.emergencyReason,
  hold_or_device: v.holdOrDevice,
  medical_order: v.medicalOrder,
  release_checks: v.releaseChecks,
  staff_trained: v.staffTrained,
});
const staffColumns = (m: IncidentStaffInput) => ({
  staff_id: m.staffId,
  name: m.name,
  job_title: m.jobTitle,
  role: m.role,
  last_training_date: m.lastTrainingDate,
});
const injuryColumns = (j: IncidentInjuryInput) => ({
  person: j.person,
  state_student_id: j.stateStudentId,
  name: j.name,
  description: j.description,
  treatment: j.treatment,
});
const noticeColumns = (n: IncidentNoticeInput) => ({
  recipient: n.recipient,
  state_student_id: n.stateStudentId,
  method: n.method,
  sent_at: n.sentAt,
});

/**
 * Rows as given, matched to those there by their id, else by `key`: matched rows are kept (their
 * ids too), the others added, and those no longer given removed.
 */
function matchRows<T extends { id?: number }>(existing: readonly T[], given: readonly T[], key: (row: T) => string) {
  const byId = new Map(existing.filter((row) => row.id).map((row) => [row.id!, row]));
  const byKey = new Map(existing.map((row) => [key(row), row]));
  const kept = new Set<number>();
  const pairs = given.map((row) => {
    const match = (row.id && byId.get(row.id)) || byKey.get(key(row));
    const id = match && !kept.has(match.id!) ? match.id! : null;
    if (id) kept.add(id);
    return { row, id };
  });
  return { pairs, removed: existing.filter((row) => !kept.has(row.id!)).map((row) => row.id!) };
}

/** Writes the incident's students, interventions, staff, injuries and notices to match `after`. */
async function writeDetails(trx: RestraintDb, incidentId: number, before: IncidentFields | null, after: IncidentFields): Promise<void> {
  const students = matchRows(before?.students ?? [], after.students, (s) => s.stateStudentId);
  if (students.removed.length) await trx.deleteFrom('incident_students').where('id', 'in', students.removed).execute();
  for (const { row, id } of students.pairs) {
    const { interventions, id: _row, ...student } = row;
    const columns = {
      state_student_id: student.stateStudentId,
      first_name: student.firstName,
      last_name: student.lastName,
      birth_date: student.birthDate,
      grade: student.grade,
      disability_status: student.disabilityStatus,
      disability_category: student.disabilityCategory,
      sex: student.sex,
      race_ethnicity: student.raceEthnicity,
      english_learner: student.englishLearner,
      has_iep: student.hasIep,
      has_behavior_plan: student.hasBehaviorPlan,
    };
    let studentId = id;
    if (studentId) await trx.updateTable('incident_students').set(columns).where('id', '=', studentId).execute();
    else
      studentId = (
        await trx
          .insertInto('incident_students')
          .values({ ...columns, incident_id: incidentId })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const there = before?.students.find((s) => s.id === studentId)?.interventions ?? [];
    const matched = matchRows(there, interventions, (v) => `${v.type}@${v.startAt}`);
    if (matched.removed.length) await trx.deleteFrom('interventions').where('id', 'in', matched.removed).execute();
    for (const pair of matched.pairs) {
      if (pair.id) await trx.updateTable('interventions').set(interventionColumns(pair.row)).where('id', '=', pair.id).execute();
      else
        await trx
          .insertInto('interventions')
          .values({ ...interventionColumns(pair.row), incident_student_id: studentId })
          .execute();
    }
  }
  const staff = matchRows(before?.staff ?? [], after.staff, (m) => `${m.staffId}/${m.role}`);
  if (staff.removed.length) await trx.deleteFrom('incident_staff').where('id', 'in', staff.removed).execute();
  for (const { row, id } of staff.pairs) {
    if (id) await trx.updateTable('incident_staff').set(staffColumns(row)).where('id', '=', id).execute();
    else
      await trx
        .insertInto('incident_staff')
        .values({ ...staffColumns(row), incident_id: incidentId })
        .execute();
  }
  const injuries = matchRows(before?.injuries ?? [], after.injuries, (j) => JSON.stringify(injuryColumns(j)));
  if (injuries.removed.length) await trx.deleteFrom('incident_injuries').where('id', 'in', injuries.removed).execute();
  for (const { row, id } of injuries.pairs) {
    if (id) await trx.updateTable('incident_injuries').set(injuryColumns(row)).where('id', '=', id).execute();
    else
      await trx
        .insertInto('incident_injuries')
        .values({ ...injuryColumns(row), incident_id: incidentId })
        .execute();
  }
  const notices = matchRows(before?.notices ?? [], after.notices, (n) => `${n.recipient}/${n.stateStudentId ?? ''}`);
  if (notices.removed.length) await trx.deleteFrom('incident_notices').where('id', 'in', notices.removed).execute();
  for (const { row, id } of notices.pairs) {
    if (id) await trx.updateTable('incident_notices').set(noticeColumns(row)).where('id', '=', id).execute();
    else
      await trx
        .insertInto('incident_notices')
        .values({ ...noticeColumns(row), incident_id: incidentId })
        .execute();
  }
}

/**
 * Violation create makes incidents, violation update changes them; a private school's incidents
 * (before and after the change) may be written with private school data entry instead.
 */
function assertMayWrite(actor: Actor, before: FoundIncident | null, after: IncidentFields): void {
  const needed = before ? R.ViolationUpdate : R.ViolationCreate;
  const privateOnly = (after.privateSchoolId ?? null) !== null && (before === null || before.privateSchoolId !== null);
  if (!actorCan(actor, privateOnly ? [needed, R.PrivateSchoolDataEntry] : [needed])) throw forbidden();
}

/**
 * Adds an incident as a Draft, or changes one (with `id`): the record's rules, the directory, the
 * actor's LEAs or private schools, the version read, a Finalized incident locked; then the rows,
 * the history entry and the afterIncidentChange hooks, all in the caller's transaction. An unchanged
 * save writes nothing. The import calls it too.
 */
export async function saveIncident(trx: RestraintDb, actor: Actor, input: IncidentSave, options: SaveOptions): Promise<SavedIncident> {
  const { id: givenId, version, ...given } = input;
  const fields = cleanIncident(given);
  const found = givenId === undefined ? null : await findWritableIncident(trx, actor, givenId);
  if (found && version !== undefined && found.version !== version) throw conflict(RestraintMessages.staleVersion);
  const before = found && (await readIncidentFields(trx, found.id))!;
  const changes = incidentChanges(before, fields);
  if (found && Object.keys(changes).length === 0) return { id: found.id, number: found.number, created: false, changed: false };
  if (found?.status === 'Finalized') throw conflict(RestraintMessages.finalizedLocked);

  const { leaId, errors } = await checkedPlace(trx, fields, await stateToday(trx, options.timeZone), options.timeZone);
  if (Object.keys(errors).length) throw badRequest(NOT_SAVED, errors);
  assertMayWrite(actor, found, fields);
  await assertWritable(trx, actor, { leaId, privateSchoolId: fields.privateSchoolId ?? null });
  await assertLocalIdFree(trx, fields, found?.id ?? null);
  const columns = incidentColumns(fields, leaId);

  let id: number;
  let number: string;
  if (found) {
    ({ id, number } = found);
    // A number names the school year it was given in; a date moved to another year keeps it.
    await trx
      .updateTable('incidents')
      .set({ ...columns, version: sql`version + 1`, updated_at: sql`now()` })
      .where('id', '=', id)
      .execute();
  } else {
    [number] = (await allocateIncidentNumbers(trx, columns.school_year)) as [string];
    ({ id } = await trx
      .insertInto('incidents')
      .values({ ...columns, incident_number: number, created_by: actor.userId })
      .returning('id')
      .executeTakeFirstOrThrow());
  }
  await writeDetails(trx, id, before, fields);
  const saved = (await readIncidentFields(trx, id))!;
  const action = options.action ?? (found ? 'updated' : 'created');
  await recordIncidentChanges(trx, actor, [{ incidentId: id, leaId, action, changes: incidentChanges(before, saved) }]);
  await runAfterIncidentChange(trx, [id], actor, found ? 'updated' : 'created');
  return { id, number, created: !found, changed: true };
}
