import { sql, type Insertable, type RawBuilder } from 'kysely';
import { RestraintImportMessages as M } from '@portal/shared-contracts/restraint';
import { changedFields, type FieldChanges } from '@portal/service-kit';
import { chunks, groupBy } from '../lists';
import type { InterventionsTable, RestraintDb } from '../db';
import type { IncidentInjuriesTable, IncidentNoticesTable } from '../incidents/tables';
import { allocateIncidentNumbers } from '../incidents/numbering';
import { schoolYearOf, type ImportIncident, type ImportIntervention, type ImportIncidentStudent } from './import-rows';
import type { ImportPlace } from './import-places';
import { partOf, type StageProgress } from './progress';
import { breather, injuryKey, interventionKey, noticeKey, type StoredIncident } from './import-stored';

/** An accepted incident of the file, where it goes and what is stored under its key. */
export interface IncidentPlan {
  incident: ImportIncident;
  place: ImportPlace;
  stored: StoredIncident | null;
}

/** What the import did to an incident: its id and number once written, and its changes for the history. */
export interface IncidentOutcome {
  plan: IncidentPlan;
  id: number;
  number: string;
  change: 'new' | 'changed' | 'unchanged';
  changes: FieldChanges;
}

/**
 * The incident as flat field paths for its history, named as the incident's own history names
 * them: students by state id, interventions by type and start (state time).
 */
function flatOf(incident: {
  incidentDate: string;
  discoveredDate: string | null;
  location: string | null;
  behavior: string | null;
  deescalation: string | null;
  recordFiledDate: string | null;
}): Record<string, unknown> {
  const { incidentDate, discoveredDate, location, behavior, deescalation, recordFiledDate } = incident;
  return { incidentDate, discoveredDate, location, behavior, deescalation, recordFiledDate };
}

const interventionFields = (i: Omit<ImportIntervention, 'type' | 'startTime'>) => ({
  endTime: i.endTime,
  aversiveSubtype: i.aversiveSubtype,
  emergency: i.emergency,
  reasonCode: i.reasonCode,
  medicalOrder: i.medicalOrder,
  releaseChecks: i.releaseChecks,
  staffTrained: i.staffTrained,
});

const studentFields = (s: { lastName: string; firstName: string; birthDate: string; grade: string; disabilityStatus: string }) => ({
  lastName: s.lastName,
  firstName: s.firstName,
  birthDate: s.birthDate,
  grade: s.grade,
  disabilityStatus: s.disabilityStatus,
});

/** A row of the file's incident merged over what is stored: a blank cell keeps the stored value. */
function mergedIncident(plan: IncidentPlan) {
  const { incident, stored } = plan;
  return {
    incidentDate: incident.incidentDate,
    discoveredDate: incident.discoveredDate ?? stored?.discoveredDate ?? null,
    location: incident.location ?? stored?.location ?? null,
    behavior: incident.behavior ?? stored?.behavior ?? null,
    deescalation: incident.deescalation ?? stored?.deescalation ?? null,
    recordFiledDate: incident.recordFiledDate ?? stored?.recordFiledDate ?? null,
  };
}

/** State time (YYYY-MM-DD HH:MM) as a timestamptz. */
const stateTime = (timeZone: string, local: string): RawBuilder<Date> => sql<Date>`(${local}::timestamp at time zone ${timeZone})`;

/**
 * Compares each accepted incident with what is stored and writes the difference, many rows to a
 * statement: new incidents (numbered per school year) with their students, interventions,
 * notices and injuries; new or changed students, interventions and notices of stored Drafts.
 */
export async function writeIncidents(
  trx: RestraintDb,
  plans: readonly IncidentPlan[],
  { timeZone, userId, progress }: { timeZone: string; userId: number; progress: StageProgress },
): Promise<IncidentOutcome[]> {
  const outcomes: IncidentOutcome[] = [];
  const fresh = plans.filter((p) => !p.stored);
  const newIds = await insertIncidents(trx, fresh, userId, partOf(progress, 0, 0.25));
  const comparing = partOf(progress, 0.25, 0.5);

  const studentRows: { incidentId: number; student: ImportIncidentStudent }[] = [];
  const interventionRows: { studentKey: string; incidentDate: string; intervention: ImportIntervention }[] = [];
  const notices: Insertable<IncidentNoticesTable>[] = [];
  const injuries: Insertable<IncidentInjuriesTable>[] = [];
  const noticeUpdates: { id: number; sentAt: string }[] = [];
  const interventionUpdates: { id: number; values: Partial<Insertable<InterventionsTable>> }[] = [];
  const studentUpdates: { id: number; student: ImportIncidentStudent['student'] }[] = [];
  const incidentUpdates: { id: number; plan: IncidentPlan }[] = [];
  const studentIdOf = new Map<string, number>();

  for (const [index, plan] of plans.entries()) {
    if (index % 500 === 0) {
      await comparing(index / plans.length);
      await breather();
    }
    const { incident, stored } = plan;
    const id = stored?.id ?? newIds.get(plan)!.id;
    const before: Record<string, unknown> = stored ? flatOf(stored) : {};
    const after: Record<string, unknown> = flatOf(mergedIncident(plan));
    if (stored && Object.keys(changedFields(before, after)).length) incidentUpdates.push({ id, plan });
    for (const entry of incident.students) {
      const { student } = entry;
      const at = `students.${student.stateStudentId}`;
      const storedStudent = stored?.students.get(student.stateStudentId);
      const studentKey = `${id}/${student.stateStudentId}`;
      if (storedStudent) {
        studentIdOf.set(studentKey, storedStudent.id);
        for (const [field, value] of Object.entries(studentFields(storedStudent))) before[`${at}.${field}`] = value;
        if (Object.keys(changedFields(studentFields(storedStudent), studentFields(student))).length) {
          studentUpdates.push({ id: storedStudent.id, student });
        }
      } else studentRows.push({ incidentId: id, student: entry });
      for (const [field, value] of Object.entries(studentFields(student))) after[`${at}.${field}`] = value;
      for (const intervention of entry.interventions) {
        const key = interventionKey(intervention.type, intervention.startTime);
        const path = `${at}.interventions.${intervention.type}@${incident.incidentDate} ${intervention.startTime}`;
        const storedIntervention = storedStudent?.interventions.get(key);
        if (storedIntervention) {
          const changed = changedFields(interventionFields(storedIntervention), interventionFields(intervention));
          for (const [field, value] of Object.entries(interventionFields(storedIntervention))) before[`${path}.${field}`] = value;
          if (Object.keys(changed).length) {
            interventionUpdates.push({
              id: storedIntervention.id,
              values: interventionColumns(intervention, incident.incidentDate, timeZone),
            });
          }
        } else interventionRows.push({ studentKey, incidentDate: incident.incidentDate, intervention });
        for (const [field, value] of Object.entries(interventionFields(intervention))) after[`${path}.${field}`] = value;
      }
      const notice = (recipient: 'PARENT' | 'BOARD', stateStudentId: string | null, sentAt: string | null) => {
        if (!sentAt) return;
        const was = stored?.notices.get(noticeKey(recipient, stateStudentId));
        const path = `notices.${recipient}${stateStudentId ? `/${stateStudentId}` : ''}.sentAt`;
        if (was) before[path] = was.sentAt;
        after[path] = sentAt;
        if (!was)
          notices.push({ incident_id: id, recipient, state_student_id: stateStudentId, sent_at: stateTime(timeZone, sentAt) as never });
        else if (was.sentAt !== sentAt) noticeUpdates.push({ id: was.id, sentAt });
      };
      notice('PARENT', student.stateStudentId, entry.parentNotifiedAt);
      if (entry.injured) {
        const key = injuryKey('STUDENT', student.stateStudentId);
        if (stored?.injuries.has(key)) before[`injuries.${key}`] = true;
        else
          injuries.push({ incident_id: id, person: 'STUDENT', state_student_id: student.stateStudentId, description: M.injuryDescription });
        after[`injuries.${key}`] = true;
      }
      if (entry === incident.students[0]) {
        notice('BOARD', null, incident.boardReportedAt);
        if (incident.staffInjury) {
          if (stored?.injuries.has('STAFF')) before['injuries.STAFF'] = true;
          else injuries.push({ incident_id: id, person: 'STAFF', state_student_id: null, description: M.injuryDescription });
          after['injuries.STAFF'] = true;
        }
      }
    }
    const changes = changedFields(stored ? before : null, after);
    const change = !stored ? 'new' : Object.keys(changes).length ? 'changed' : 'unchanged';
    outcomes.push({ plan, id, number: stored?.number ?? newIds.get(plan)!.number, change, changes });
  }

  const inserting = partOf(progress, 0.5, 0.9);
  const rowsToInsert = studentRows.length + interventionRows.length + notices.length + injuries.length;
  let inserted = 0;
  const insertedSome = (rows: number) => inserting((inserted += rows) / Math.max(1, rowsToInsert));
  for (const batch of chunks(studentRows)) {
    const written = await trx
      .insertInto('incident_students')
      .values(
        batch.map(({ incidentId, student: { student } }) => ({
          incident_id: incidentId,
          state_student_id: student.stateStudentId,
          first_name: student.firstName,
          last_name: student.lastName,
          birth_date: student.birthDate,
          grade: student.grade,
          disability_status: student.disabilityStatus,
        })),
      )
      .returning(['id', 'incident_id', 'state_student_id'])
      .execute();
    for (const s of written) studentIdOf.set(`${s.incident_id}/${s.state_student_id}`, s.id);
    await insertedSome(batch.length);
  }
  for (const batch of chunks(interventionRows)) {
    await trx
      .insertInto('interventions')
      .values(
        batch.map(({ studentKey, incidentDate, intervention }) => ({
          incident_student_id: studentIdOf.get(studentKey)!,
          intervention_type: intervention.type,
          ...interventionColumns(intervention, incidentDate, timeZone),
        })) as Insertable<InterventionsTable>[],
      )
      .execute();
    await insertedSome(batch.length);
  }
  for (const batch of chunks(notices)) {
    await trx.insertInto('incident_notices').values(batch).execute();
    await insertedSome(batch.length);
  }
  for (const batch of chunks(injuries)) {
    await trx.insertInto('incident_injuries').values(batch).execute();
    await insertedSome(batch.length);
  }

  for (const { id, student } of studentUpdates) {
    await trx
      .updateTable('incident_students')
      .set({
        first_name: student.firstName,
        last_name: student.lastName,
        birth_date: student.birthDate,
        grade: student.grade,
        disability_status: student.disabilityStatus,
      })
      .where('id', '=', id)
      .execute();
  }
  for (const { id, values } of interventionUpdates) await trx.updateTable('interventions').set(values).where('id', '=', id).execute();
  for (const { id, sentAt } of noticeUpdates) {
    await trx
      .updateTable('incident_notices')
      .set({ sent_at: stateTime(timeZone, sentAt) as never })
      .where('id', '=', id)
      .execute();
  }
  for (const { id, plan } of incidentUpdates) {
    const merged = mergedIncident(plan);
    await trx
      .updateTable('incidents')
      .set({
        incident_date: merged.incidentDate,
        school_year: schoolYearOf(merged.incidentDate),
        discovered_date: merged.discoveredDate,
        location: merged.location,
        behavior: merged.behavior,
        deescalation: merged.deescalation,
        record_filed_date: merged.recordFiledDate,
      })
      .where('id', '=', id)
      .execute();
  }
  // Every changed Draft moves on a version, whatever part of it changed: an open form sees it is stale.
  const changedIds = outcomes.filter((o) => o.change === 'changed').map((o) => o.id);
  for (const ids of chunks(changedIds)) {
    await trx
      .updateTable('incidents')
      .set({ version: sql`version + 1`, updated_at: sql`now()` })
      .where('id', 'in', ids)
      .execute();
  }
  await progress(1);
  return outcomes;
}

function interventionColumns(intervention: ImportIntervention, incidentDate: string, timeZone: string) {
  return {
    aversive_subtype: intervention.aversiveSubtype,
    start_at: stateTime(timeZone, `${incidentDate} ${intervention.startTime}`) as never,
    end_at: stateTime(timeZone, `${incidentDate} ${intervention.endTime}`) as never,
    emergency: intervention.emergency,
    emergency_reason: intervention.reasonCode,
    medical_order: intervention.medicalOrder,
    release_checks: intervention.releaseChecks,
    staff_trained: intervention.staffTrained,
  };
}

/** Inserts the new incidents, numbered RAI-{YY}-{00000} per school year in file order. */
async function insertIncidents(
  trx: RestraintDb,
  plans: readonly IncidentPlan[],
  userId: number,
  progress: StageProgress,
): Promise<Map<IncidentPlan, { id: number; number: string }>> {
  const written = new Map<IncidentPlan, { id: number; number: string }>();
  const numberOf = new Map<IncidentPlan, string>();
  for (const [year, ofYear] of groupBy(plans, (plan) => schoolYearOf(plan.incident.incidentDate))) {
    const numbers = await allocateIncidentNumbers(trx, year, ofYear.length);
    ofYear.forEach((plan, i) => numberOf.set(plan, numbers[i]!));
  }
  for (const batch of chunks(plans)) {
    const inserted = await trx
      .insertInto('incidents')
      .values(
        batch.map((plan) => {
          const merged = mergedIncident(plan);
          return {
            incident_number: numberOf.get(plan)!,
            lea_id: plan.place.leaId,
            school_id: plan.place.schoolId,
            private_school_id: plan.place.privateSchoolId,
            school_year: schoolYearOf(merged.incidentDate),
            local_incident_id: plan.incident.localIncidentId,
            incident_date: merged.incidentDate,
            discovered_date: merged.discoveredDate,
            location: merged.location,
            behavior: merged.behavior,
            deescalation: merged.deescalation,
            record_filed_date: merged.recordFiledDate,
            created_by: userId,
          };
        }),
      )
      .returning(['id', 'incident_number'])
      .execute();
    const idByNumber = new Map(inserted.map((r) => [r.incident_number, r.id]));
    for (const plan of batch) written.set(plan, { id: idByNumber.get(numberOf.get(plan)!)!, number: numberOf.get(plan)! });
    await progress(written.size / plans.length);
  }
  return written;
}
