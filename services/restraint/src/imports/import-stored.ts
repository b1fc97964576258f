import { sql } from 'kysely';
import { chunks } from '../lists';
import type { RestraintDb } from '../db';
import type { ImportPlace } from './import-places';
import type { ImportIntervention } from './import-rows';
import { partOf, type StageProgress } from './progress';

/**
 * Lets timers and I/O run between long stretches of a big file's work: the import engine's job
 * lock is renewed by a timer, and a service on a busy machine would otherwise look stalled.
 */
export const breather = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** An incident's place and local id: the part of the upsert key that names the incident. */
export const placeKey = (place: ImportPlace, localIncidentId: string): string =>
  `${place.schoolId ?? `p${place.privateSchoolId}`}/${localIncidentId}`;

/** `${type}@${HH:MM}`: an intervention of a student by the rest of the upsert key. */
export const interventionKey = (type: string, startTime: string): string => `${type}@${startTime}`;

export interface StoredIntervention {
  id: number;
  endTime: string;
  aversiveSubtype: number | null;
  emergency: boolean | null;
  reasonCode: ImportIntervention['reasonCode'];
  medicalOrder: boolean | null;
  releaseChecks: boolean | null;
  staffTrained: boolean | null;
}

export interface StoredStudent {
  id: number;
  lastName: string;
  firstName: string;
  birthDate: string;
  grade: string;
  disabilityStatus: string;
  interventions: Map<string, StoredIntervention>;
}

/** A stored incident the file names, as the import compares it (dates as YYYY-MM-DD, times HH:MM state time). */
export interface StoredIncident {
  id: number;
  number: string;
  status: 'Draft' | 'Finalized';
  version: number;
  incidentDate: string;
  discoveredDate: string | null;
  location: string | null;
  behavior: string | null;
  deescalation: string | null;
  recordFiledDate: string | null;
  students: Map<string, StoredStudent>;
  /** Notices by `${recipient}/${stateStudentId ?? ''}`: their id and sent time. */
  notices: Map<string, { id: number; sentAt: string | null }>;
  /** Injuries by `STUDENT/${stateStudentId}` or `STAFF`. */
  injuries: Set<string>;
}

export const noticeKey = (recipient: string, stateStudentId: string | null): string => `${recipient}/${stateStudentId ?? ''}`;
export const injuryKey = (person: string, stateStudentId: string | null): string =>
  person === 'STUDENT' ? `STUDENT/${stateStudentId}` : person;

/**
 * The stored incidents the file names, by place key, with their students, interventions, notices
 * and injuries: a few statements per thousand incidents, whatever the file's size.
 */
export async function loadStoredIncidents(
  db: RestraintDb,
  timeZone: string,
  named: readonly { place: ImportPlace; localIncidentId: string }[],
  progress: StageProgress,
): Promise<Map<string, StoredIncident>> {
  const wanted = new Set(named.map((n) => placeKey(n.place, n.localIncidentId)));
  const stored = new Map<string, StoredIncident>();
  const byId = new Map<number, StoredIncident>();
  const localIds = chunks([...new Set(named.map((n) => n.localIncidentId))]);
  for (const [round, batch] of localIds.entries()) {
    await partOf(progress, 0, 0.3)(round / localIds.length);
    const rows = await db
      .selectFrom('incidents')
      .select([
        'id',
        'incident_number',
        'status',
        'version',
        'school_id',
        'private_school_id',
        'local_incident_id',
        'location',
        'behavior',
        'deescalation',
        sql<string>`incident_date::text`.as('incident_date'),
        sql<string | null>`discovered_date::text`.as('discovered_date'),
        sql<string | null>`record_filed_date::text`.as('record_filed_date'),
      ])
      .where('local_incident_id', 'in', batch)
      .execute();
    for (const row of rows) {
      const key = placeKey({ leaId: 0, schoolId: row.school_id, privateSchoolId: row.private_school_id }, row.local_incident_id);
      if (!wanted.has(key)) continue;
      const incident: StoredIncident = {
        id: row.id,
        number: row.incident_number,
        status: row.status,
        version: row.version,
        incidentDate: row.incident_date,
        discoveredDate: row.discovered_date,
        location: row.location,
        behavior: row.behavior,
        deescalation: row.deescalation,
        recordFiledDate: row.record_filed_date,
        students: new Map(),
        notices: new Map(),
        injuries: new Set(),
      };
      stored.set(key, incident);
      byId.set(row.id, incident);
    }
  }
  const studentById = new Map<number, StoredStudent>();
  const incidentIds = chunks([...byId.keys()]);
  for (const [round, ids] of incidentIds.entries()) {
    await partOf(progress, 0.3, 0.7)(round / incidentIds.length);
    const students = await db
      .selectFrom('incident_students')
      .select([
        'id',
        'incident_id',
        'state_student_id',
        'last_name',
        'first_name',
        'grade',
        'disability_status',
        sql<string>`birth_date::text`.as('birth_date'),
      ])
      .where('incident_id', 'in', ids)
      .execute();
    for (const s of students) {
      const student: StoredStudent = {
        id: s.id,
        lastName: s.last_name,
        firstName: s.first_name,
        birthDate: s.birth_date,
        grade: s.grade,
        disabilityStatus: s.disability_status,
        interventions: new Map(),
      };
      byId.get(s.incident_id)!.students.set(s.state_student_id, student);
      studentById.set(s.id, student);
    }
    const notices = await db
      .selectFrom('incident_notices')
      .select([
        'id',
        'incident_id',
        'recipient',
        'state_student_id',
        sql<string | null>`to_char(sent_at at time zone ${timeZone}, 'YYYY-MM-DD HH24:MI')`.as('sent_at'),
      ])
      .where('incident_id', 'in', ids)
      .execute();
    for (const n of notices)
      byId.get(n.incident_id)!.notices.set(noticeKey(n.recipient, n.state_student_id), { id: n.id, sentAt: n.sent_at });
    const injuries = await db
      .selectFrom('incident_injuries')
      .select(['incident_id', 'person', 'state_student_id'])
      .where('incident_id', 'in', ids)
      .execute();
    for (const i of injuries) byId.get(i.incident_id)!.injuries.add(injuryKey(i.person, i.state_student_id));
  }
  const studentIds = chunks([...studentById.keys()]);
  for (const [round, ids] of studentIds.entries()) {
    await partOf(progress, 0.7, 1)(round / studentIds.length);
    const interventions = await db
      .selectFrom('interventions')
      .select([
        'id',
        'incident_student_id',
        'intervention_type',
        'aversive_subtype',
        'emergency',
        'emergency_reason',
        'medical_order',
        'release_checks',
        'staff_trained',
        sql<string>`to_char(start_at at time zone ${timeZone}, 'HH24:MI')`.as('start_time'),
        sql<string>`to_char(end_at at time zone ${timeZone}, 'HH24:MI')`.as('end_time'),
      ])
      .where('incident_student_id', 'in', ids)
      .execute();
    for (const i of interventions) {
      studentById.get(i.incident_student_id)!.interventions.set(interventionKey(i.intervention_type, i.start_time), {
        id: i.id,
        endTime: i.end_time,
        aversiveSubtype: i.aversive_subtype,
        emergency: i.emergency,
        reasonCode: i.emergency_reason,
        medicalOrder: i.medical_order,
        releaseChecks: i.release_checks,
        staffTrained: i.staff_trained,
      });
    }
  }
  return stored;
}

/** A student on record elsewhere: the birth date and name of their latest incident row. */
export interface KnownStudent {
  birthDate: string;
  firstName: string;
  lastName: string;
}

/** The students on record under the file's state ids (any incident, any LEA). */
export async function loadKnownStudents(db: RestraintDb, stateStudentIds: readonly string[]): Promise<Map<string, KnownStudent>> {
  const known = new Map<string, KnownStudent>();
  for (const ids of chunks([...new Set(stateStudentIds)])) {
    const rows = await db
      .selectFrom('incident_students')
      .distinctOn('state_student_id')
      .select(['state_student_id', 'first_name', 'last_name', sql<string>`birth_date::text`.as('birth_date')])
      .where('state_student_id', 'in', ids)
      .orderBy('state_student_id')
      .orderBy('id', 'desc')
      .execute();
    for (const r of rows) known.set(r.state_student_id, { birthDate: r.birth_date, firstName: r.first_name, lastName: r.last_name });
  }
  return known;
}
