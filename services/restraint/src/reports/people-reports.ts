import { sql, type RawBuilder } from 'kysely';
import type { RulePack, StudentReport, TeacherReport } from '@portal/shared-contracts/restraint';
import type { Actor, DisclosedStudent } from '@portal/service-kit';
import type { RestraintDb } from '../db';
import { incidentVisibleTo } from '../incidents/access';
import { restraintTypesOf } from './report-settings';

const day = (value: Date | string | null) => (value === null ? null : value instanceof Date ? value.toISOString().slice(0, 10) : value);

/**
 * The student report (restraint.md, Reports and formulas): the student's Finalized incidents in
 * the school year that the actor may see, the running count of reports against 3 and 5 (a report:
 * an incident with physical or mechanical restraint of the student), its violations and follow-ups.
 */
export async function studentReport(
  db: RestraintDb,
  actor: Actor,
  schoolYear: number,
  stateStudentId: string,
  pack: RulePack,
): Promise<StudentReport> {
  const types = restraintTypesOf(pack);
  const restraint = [...types.physical, ...types.mechanical];
  const rows = await db
    .selectFrom('incidents as i')
    .innerJoin('incident_students as s', 's.incident_id', 'i.id')
    .where(incidentVisibleTo(actor))
    .where('i.school_year', '=', schoolYear)
    .where('i.status', '=', 'Finalized')
    .where('s.state_student_id', '=', stateStudentId)
    .select([
      'i.id',
      'i.incident_number as number',
      'i.incident_date as incidentDate',
      'i.lea_id as leaId',
      'i.school_id as schoolId',
      's.first_name as firstName',
      's.last_name as lastName',
    ])
    .orderBy('i.incident_date')
    .orderBy('i.id')
    .execute();
  const counts = rows.length
    ? await db
        .selectFrom('interventions as v')
        .innerJoin('incident_students as s', 's.id', 'v.incident_student_id')
        .where(
          's.incident_id',
          'in',
          rows.map((row) => row.id),
        )
        .where('s.state_student_id', '=', stateStudentId)
        .select((eb) => ['s.incident_id', 'v.intervention_type', eb.cast<number>(eb.fn.countAll(), 'integer').as('n')])
        .groupBy(['s.incident_id', 'v.intervention_type'])
        .execute()
    : [];
  const ids = rows.map((row) => row.id);
  const [violations, followUps] = ids.length
    ? await Promise.all([
        db
          .selectFrom('violations')
          .select(['incident_id', 'violation_number as number', 'rule_code as ruleCode', 'status'])
          .where('incident_id', 'in', ids)
          .where('state_student_id', '=', stateStudentId)
          .orderBy('violation_number')
          .execute(),
        db
          .selectFrom('incident_follow_ups')
          .select(['incident_id as incidentId', 'kind', 'trigger', 'status', 'due_date as dueDate', 'held_date as heldDate'])
          .where('incident_id', 'in', ids)
          .where('state_student_id', '=', stateStudentId)
          .orderBy('trigger')
          .execute(),
      ])
    : [[], []];
  let reports = 0;
  const latest = rows.at(-1);
  const incidents = rows.map((row) => {
    const interventions = Object.fromEntries(counts.filter((c) => c.incident_id === row.id).map((c) => [c.intervention_type, c.n]));
    const isReport = Object.keys(interventions).some((type) => restraint.includes(type));
    if (isReport) reports += 1;
    return {
      id: row.id,
      number: row.number,
      incidentDate: day(row.incidentDate)!,
      leaId: row.leaId,
      schoolId: row.schoolId,
      interventions,
      reportNumber: isReport ? reports : null,
      violations: violations.filter((v) => v.incident_id === row.id).map(({ number, ruleCode, status }) => ({ number, ruleCode, status })),
    };
  });
  return {
    schoolYear,
    stateStudentId,
    firstName: latest?.firstName ?? null,
    lastName: latest?.lastName ?? null,
    reports,
    incidents,
    followUps: followUps.map((f) => ({ ...f, dueDate: day(f.dueDate), heldDate: day(f.heldDate) })),
  };
}

/** The teacher report's incidents (aliased i): the Finalized ones of the year and scope that the actor may see. */
function teacherScope(actor: Actor, schoolYear: number, leaId: number | null): RawBuilder<boolean> {
  const ofLea = leaId === null ? sql`` : sql` and i.lea_id = ${leaId}`;
  return sql<boolean>`${incidentVisibleTo(actor)} and i.school_year = ${schoolYear} and i.status = 'Finalized'${ofLea}`;
}

/** The students of the incidents the teacher report counts (those with staff), as its disclosure names them. */
export async function teacherReportStudents(
  db: RestraintDb,
  actor: Actor,
  schoolYear: number,
  leaId: number | null,
): Promise<DisclosedStudent[]> {
  const rows = await db
    .selectFrom('incident_students as s')
    .innerJoin('incidents as i', 'i.id', 's.incident_id')
    .where(teacherScope(actor, schoolYear, leaId))
    .where((eb) => eb.exists(eb.selectFrom('incident_staff as t').select('t.id').whereRef('t.incident_id', '=', 'i.id')))
    .select(['s.id', 's.state_student_id as stateStudentId'])
    .orderBy('s.id')
    .execute();
  return rows;
}

/**
 * The teacher report: per staff member of the scope's Finalized incidents in the year, incidents
 * by role, the latest training date and the incidents at which training was not current (older
 * than the settings' months before the incident date, or none).
 */
export async function teacherReport(
  db: RestraintDb,
  actor: Actor,
  schoolYear: number,
  leaId: number | null,
  trainingCurrentMonths: number,
): Promise<TeacherReport> {
  const rows = await db
    .selectFrom('incident_staff as t')
    .innerJoin('incidents as i', 'i.id', 't.incident_id')
    .where(teacherScope(actor, schoolYear, leaId))
    .select((eb) => [
      't.staff_id as staffId',
      eb.fn.max('t.name').as('name'),
      eb.fn.max('t.job_title').as('jobTitle'),
      't.role',
      eb.cast<number>(eb.fn.count('i.id').distinct(), 'integer').as('incidents'),
      eb.fn.max('t.last_training_date').as('lastTrainingDate'),
      eb
        .cast<number>(
          eb.fn
            .count('i.id')
            .distinct()
            .filterWhere(
              sql<boolean>`t.last_training_date is null or t.last_training_date < i.incident_date - make_interval(months => ${trainingCurrentMonths})`,
            ),
          'integer',
        )
        .as('untrained'),
    ])
    .groupBy(['t.staff_id', 't.role'])
    .orderBy('t.staff_id')
    .execute();
  const byStaff = new Map<string, TeacherReport['staff'][number]>();
  for (const row of rows) {
    const found = byStaff.get(row.staffId) ?? {
      staffId: row.staffId,
      name: row.name ?? '',
      jobTitle: row.jobTitle ?? null,
      incidents: 0,
      byRole: {},
      lastTrainingDate: null,
      incidentsWithoutCurrentTraining: 0,
    };
    found.byRole[row.role] = row.incidents;
    found.incidents += row.incidents;
    found.incidentsWithoutCurrentTraining += row.untrained;
    const trained = day(row.lastTrainingDate as Date | string | null);
    if (trained && (!found.lastTrainingDate || trained > found.lastTrainingDate)) found.lastTrainingDate = trained;
    byStaff.set(row.staffId, found);
  }
  return { schoolYear, leaId, staff: [...byStaff.values()] };
}
