import { sql } from 'kysely';
import {
  trainingCurrent,
  type IncidentFields,
  type IncidentRecord,
  type IncidentStudent,
  type IncidentViewTier,
} from '@portal/shared-contracts/restraint';
import type { RestraintDb } from '../db';
import { chunks, groupBy } from '../lists';
import { incidentRecordParts } from './hooks';

const day = (column: string) => sql<string>`${sql.ref(column)}::text`;
const dayOrNull = (column: string) => sql<string | null>`${sql.ref(column)}::text`;
const moment = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

type LoadedIncident = Omit<IncidentRecord, 'violations' | 'flags' | 'deadlines' | 'followUps'>;

/**
 * The incidents and everything recorded with them, as the details tier sees them (without the
 * parts other modules own), by id: a few statements however many (give at most a few thousand).
 */
async function loadIncidents(db: RestraintDb, ids: readonly number[]): Promise<Map<number, LoadedIncident>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('incidents as i')
    .innerJoin('directory.leas as l', 'l.id', 'i.lea_id')
    .leftJoin('directory.schools as s', 's.id', 'i.school_id')
    .leftJoin('private_schools as p', 'p.id', 'i.private_school_id')
    .select([
      'i.id',
      'i.incident_number',
      'i.lea_id',
      'l.name as lea_name',
      'i.school_id',
      's.name as school_name',
      'i.private_school_id',
      'p.name as private_school_name',
      'i.school_year',
      'i.local_incident_id',
      day('i.incident_date').as('incident_date'),
      dayOrNull('i.discovered_date').as('discovered_date'),
      dayOrNull('i.record_filed_date').as('record_filed_date'),
      'i.location',
      'i.setting',
      'i.antecedent',
      'i.behavior',
      'i.deescalation',
      'i.consequence',
      'i.police_involved',
      'i.arrest',
      'i.status',
      'i.version',
      'i.finalized_at',
      'i.reopen_reason',
      'i.created_at',
      'i.updated_at',
    ])
    .where('i.id', 'in', ids)
    .execute();
  if (rows.length === 0) return new Map();
  const found = rows.map((row) => row.id);

  const [allStudents, allInterventions, allStaff, allInjuries, allNotices] = await Promise.all([
    db
      .selectFrom('incident_students')
      .selectAll()
      .select(day('birth_date').as('birth_day'))
      .where('incident_id', 'in', found)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('interventions as v')
      .innerJoin('incident_students as s', 's.id', 'v.incident_student_id')
      .selectAll('v')
      .where('s.incident_id', 'in', found)
      .orderBy('v.start_at')
      .orderBy('v.id')
      .execute(),
    db
      .selectFrom('incident_staff')
      .selectAll()
      .select(dayOrNull('last_training_date').as('training_day'))
      .where('incident_id', 'in', found)
      .orderBy('id')
      .execute(),
    db.selectFrom('incident_injuries').selectAll().where('incident_id', 'in', found).orderBy('id').execute(),
    db.selectFrom('incident_notices').selectAll().where('incident_id', 'in', found).orderBy('id').execute(),
  ]);
  const studentsOf = groupBy(allStudents, (s) => s.incident_id);
  const interventionsOf = groupBy(allInterventions, (v) => v.incident_student_id);
  const staffOf = groupBy(allStaff, (m) => m.incident_id);
  const injuriesOf = groupBy(allInjuries, (j) => j.incident_id);
  const noticesOf = groupBy(allNotices, (n) => n.incident_id);
  const incidentOf = (row: (typeof rows)[number]): LoadedIncident => {
    const students = studentsOf.get(row.id) ?? [];
    const staff = staffOf.get(row.id) ?? [];
    const injuries = injuriesOf.get(row.id) ?? [];
    const notices = noticesOf.get(row.id) ?? [];
    return {
      id: row.id,
      number: row.incident_number,
      leaId: row.lea_id,
      leaName: row.lea_name,
      schoolId: row.school_id,
      schoolName: row.school_name,
      privateSchoolId: row.private_school_id,
      privateSchoolName: row.private_school_name,
      schoolYear: row.school_year,
      localIncidentId: row.local_incident_id,
      incidentDate: row.incident_date,
      discoveredDate: row.discovered_date,
      recordFiledDate: row.record_filed_date,
      location: row.location,
      setting: row.setting,
      antecedent: row.antecedent,
      behavior: row.behavior,
      deescalation: row.deescalation,
      consequence: row.consequence,
      policeInvolved: row.police_involved,
      arrest: row.arrest,
      status: row.status,
      version: row.version,
      finalizedAt: moment(row.finalized_at),
      reopenReason: row.reopen_reason,
      createdAt: moment(row.created_at)!,
      updatedAt: moment(row.updated_at)!,
      tier: 'details',
      students: students.map((s) => ({
        id: s.id,
        stateStudentId: s.state_student_id,
        firstName: s.first_name,
        lastName: s.last_name,
        birthDate: s.birth_day,
        grade: s.grade as IncidentStudent['grade'],
        disabilityStatus: s.disability_status,
        disabilityCategory: s.disability_category,
        sex: s.sex,
        raceEthnicity: s.race_ethnicity,
        englishLearner: s.english_learner,
        hasIep: s.has_iep,
        hasBehaviorPlan: s.has_behavior_plan,
        interventions: (interventionsOf.get(s.id) ?? []).map((v) => ({
          id: v.id,
          type: v.intervention_type,
          aversiveSubtype: v.aversive_subtype,
          startAt: moment(v.start_at)!,
          endAt: moment(v.end_at)!,
          durationMinutes: v.duration_minutes,
          emergency: v.emergency,
          emergencyReason: v.emergency_reason,
          holdOrDevice: v.hold_or_device,
          medicalOrder: v.medical_order,
          releaseChecks: v.release_checks,
          staffTrained: v.staff_trained,
        })),
      })),
      staff: staff.map((m) => ({
        id: m.id,
        staffId: m.staff_id,
        name: m.name,
        jobTitle: m.job_title,
        role: m.role,
        lastTrainingDate: m.training_day,
        trainingCurrent: trainingCurrent(m.training_day, row.incident_date),
      })),
      injuries: injuries.map((j) => ({
        id: j.id,
        person: j.person,
        stateStudentId: j.state_student_id,
        name: j.name,
        description: j.description,
        treatment: j.treatment,
      })),
      notices: notices.map((n) => ({
        id: n.id,
        recipient: n.recipient,
        stateStudentId: n.state_student_id,
        method: n.method,
        sentAt: moment(n.sent_at),
        dueBy: moment(n.due_by),
        onTime: n.on_time,
      })),
    };
  };
  return new Map(rows.map((row) => [row.id, incidentOf(row)]));
}

/** The incident as its fields are written (what a save compares against, and what finalize checks); null when there is none. */
export async function readIncidentFields(db: RestraintDb, id: number): Promise<IncidentFields | null> {
  return (await readIncidentsFields(db, [id])).get(id) ?? null;
}

/** Incidents as their fields are written, by id (an import's finalize checks thousands): those that exist. */
export async function readIncidentsFields(db: RestraintDb, ids: readonly number[]): Promise<Map<number, IncidentFields>> {
  const fields = new Map<number, IncidentFields>();
  for (const batch of chunks(ids)) for (const [id, record] of await loadIncidents(db, batch)) fields.set(id, fieldsOf(record));
  return fields;
}

function fieldsOf(record: LoadedIncident): IncidentFields {
  const isPrivate = record.privateSchoolId !== null;
  return {
    leaId: isPrivate ? null : record.leaId,
    schoolId: record.schoolId,
    privateSchoolId: record.privateSchoolId,
    localIncidentId: record.localIncidentId,
    incidentDate: record.incidentDate,
    discoveredDate: record.discoveredDate,
    recordFiledDate: record.recordFiledDate,
    location: record.location,
    setting: record.setting,
    antecedent: record.antecedent,
    behavior: record.behavior,
    deescalation: record.deescalation,
    consequence: record.consequence,
    policeInvolved: record.policeInvolved,
    arrest: record.arrest,
    students: record.students.map((s) => ({
      id: s.id,
      stateStudentId: s.stateStudentId,
      firstName: s.firstName!,
      lastName: s.lastName!,
      birthDate: s.birthDate!,
      grade: s.grade,
      disabilityStatus: s.disabilityStatus,
      disabilityCategory: s.disabilityCategory,
      sex: s.sex,
      raceEthnicity: s.raceEthnicity,
      englishLearner: s.englishLearner,
      hasIep: s.hasIep,
      hasBehaviorPlan: s.hasBehaviorPlan,
      interventions: s.interventions.map(({ durationMinutes: _minutes, ...v }) => v),
    })),
    staff: record.staff.map(({ trainingCurrent: _current, ...m }) => m),
    injuries: record.injuries,
    notices: record.notices.map(({ dueBy: _due, onTime: _onTime, ...n }) => n),
  };
}

/** The summary tier (violation view without details): no student identity, narratives, staff or injuries. */
function summaryOf(record: IncidentRecord): IncidentRecord {
  return {
    ...record,
    tier: 'summary',
    antecedent: null,
    behavior: null,
    deescalation: null,
    consequence: null,
    students: record.students.map((s) => ({
      ...s,
      firstName: null,
      lastName: null,
      birthDate: null,
      disabilityCategory: null,
      sex: null,
      raceEthnicity: null,
      englishLearner: null,
      hasIep: null,
      hasBehaviorPlan: null,
    })),
    staff: [],
    injuries: [],
  };
}

/** GET api/restraint/incidents/{id}: the record with its violations, flags, deadlines and follow-ups, cut to the tier. */
export async function readIncidentRecord(db: RestraintDb, id: number, tier: IncidentViewTier): Promise<IncidentRecord> {
  const loaded = (await loadIncidents(db, [id])).get(id);
  if (!loaded) throw new Error(`Incident ${id} vanished while being read`);
  let record: IncidentRecord = { ...loaded, violations: [], flags: [], deadlines: [], followUps: [] };
  for (const part of incidentRecordParts) record = { ...record, ...(await part(db, id)) };
  return tier === 'details' ? record : summaryOf(record);
}
