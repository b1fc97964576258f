import type { RulePack } from '@portal/shared-contracts/restraint';
import type { RestraintDb } from '../db';
import { groupBy } from '../lists';
import type { IncidentSnapshot } from '../rules/snapshot';

/** The incident row the rule run needs besides the snapshot. */
export interface RuleIncident {
  id: number;
  number: string;
  leaId: number;
  status: 'Draft' | 'Finalized';
}

export interface LoadedIncident {
  incident: RuleIncident;
  snapshot: IncidentSnapshot;
}

const iso = (d: Date | string) => new Date(d).toISOString();

/**
 * Reads what the rules look at of the incidents, a few queries for them all: students and
 * interventions, staff, student injuries, the board notice, hand-added violations, held or waived
 * follow-ups, and each student's earlier reports in the school year (Finalized incidents with a
 * counted restraint, ordered by incident date and then id). Dates come as text so no time zone of
 * the host touches them. Give at most a few thousand ids at once.
 */
export async function loadSnapshots(db: RestraintDb, incidentIds: readonly number[], pack: RulePack): Promise<LoadedIncident[]> {
  if (incidentIds.length === 0) return [];
  const ids = [...incidentIds];
  const rows = await db
    .selectFrom('incidents')
    .where('id', 'in', ids)
    .select((eb) => [
      'id',
      'incident_number as number',
      'lea_id as leaId',
      'status',
      'school_year as schoolYear',
      eb.cast<string>('incident_date', 'text').as('incidentDate'),
      eb.cast<string | null>('discovered_date', 'text').as('discoveredDate'),
      eb.cast<string | null>('record_filed_date', 'text').as('recordFiledDate'),
      'finalized_at as finalizedAt',
    ])
    .orderBy('id')
    .execute();

  const counted = pack.interventionTypes.filter((t) => pack.repeatUse.countsKinds.includes(t.kind)).map((t) => t.code);
  const students = await db
    .selectFrom('incident_students')
    .where('incident_id', 'in', ids)
    .select(['incident_id', 'state_student_id'])
    .orderBy('id')
    .execute();
  const [interventions, staff, injuries, boards, manual, done, reports] = await Promise.all([
    db
      .selectFrom('interventions as v')
      .innerJoin('incident_students as s', 's.id', 'v.incident_student_id')
      .where('s.incident_id', 'in', ids)
      .select([
        's.incident_id',
        's.state_student_id',
        'v.intervention_type as type',
        'v.aversive_subtype as aversiveSubtype',
        'v.start_at',
        'v.end_at',
        'v.emergency',
        'v.medical_order as medicalOrder',
        'v.release_checks as releaseChecks',
        'v.staff_trained as staffTrained',
      ])
      .orderBy('s.id')
      .orderBy('v.start_at')
      .execute(),
    db
      .selectFrom('incident_staff')
      .where('incident_id', 'in', ids)
      .select((eb) => ['incident_id', 'role', eb.cast<string | null>('last_training_date', 'text').as('lastTrainingDate')])
      .execute(),
    db
      .selectFrom('incident_injuries')
      .where('incident_id', 'in', ids)
      .where('person', '=', 'STUDENT')
      .select(['incident_id', 'state_student_id'])
      .execute(),
    db
      .selectFrom('incident_notices')
      .where('incident_id', 'in', ids)
      .where('recipient', '=', 'BOARD')
      .where('sent_at', 'is not', null)
      .groupBy('incident_id')
      .select((eb) => ['incident_id', eb.fn.min('sent_at').as('sentAt')])
      .execute(),
    db
      .selectFrom('violations')
      .where('incident_id', 'in', ids)
      .where('found_by', '<>', 'rule')
      .where('status', '<>', 'Withdrawn')
      .groupBy('incident_id')
      .select((eb) => ['incident_id', eb.cast<number>(eb.fn.countAll(), 'integer').as('n')])
      .execute(),
    db
      .selectFrom('incident_follow_ups')
      .where('incident_id', 'in', ids)
      .where('status', 'in', ['Held', 'Waived'])
      .select((eb) => [
        'incident_id',
        'state_student_id as studentStateId',
        'kind',
        'trigger',
        eb.cast<string | null>('held_date', 'text').as('heldDate'),
      ])
      .execute(),
    // Every Finalized report of these students, to number this incident among them.
    counted.length === 0 || students.length === 0
      ? []
      : db
          .selectFrom('incident_students as o')
          .innerJoin('incidents as i', 'i.id', 'o.incident_id')
          .where('o.state_student_id', 'in', [...new Set(students.map((s) => s.state_student_id))])
          .where('i.status', '=', 'Finalized')
          .where(({ exists, selectFrom }) =>
            exists(
              selectFrom('interventions as w')
                .whereRef('w.incident_student_id', '=', 'o.id')
                .where('w.intervention_type', 'in', counted)
                .select('w.id'),
            ),
          )
          .select((eb) => ['o.state_student_id', 'i.id', 'i.school_year', eb.cast<string>('i.incident_date', 'text').as('incident_date')])
          .execute(),
  ]);

  const studentsOf = groupBy(students, (s) => s.incident_id);
  const interventionsOf = groupBy(interventions, (v) => `${v.incident_id}|${v.state_student_id}`);
  const staffOf = groupBy(staff, (s) => s.incident_id);
  const injured = new Set(injuries.map((i) => `${i.incident_id}|${i.state_student_id}`));
  const boardOf = new Map(boards.map((b) => [b.incident_id, b.sentAt]));
  const manualOf = new Map(manual.map((m) => [m.incident_id, m.n]));
  const doneOf = groupBy(done, (d) => d.incident_id);
  const reportsOf = groupBy(reports, (r) => r.state_student_id);

  return rows.map((row) => {
    const earlier = (studentId: string) =>
      (reportsOf.get(studentId) ?? []).filter(
        (r) =>
          r.school_year === row.schoolYear &&
          (r.incident_date < row.incidentDate || (r.incident_date === row.incidentDate && r.id < row.id)),
      ).length;
    const board = boardOf.get(row.id);
    return {
      incident: { id: row.id, number: row.number, leaId: row.leaId, status: row.status },
      snapshot: {
        incidentDate: row.incidentDate,
        discoveredDate: row.discoveredDate,
        finalizedAt: row.finalizedAt ? iso(row.finalizedAt) : null,
        recordFiledDate: row.recordFiledDate,
        boardReportedAt: board ? iso(board) : null,
        manualViolations: manualOf.get(row.id) ?? 0,
        students: (studentsOf.get(row.id) ?? []).map(({ state_student_id: id }) => ({
          stateStudentId: id,
          injured: injured.has(`${row.id}|${id}`),
          earlierReports: earlier(id),
          interventions: (interventionsOf.get(`${row.id}|${id}`) ?? []).map(
            ({ incident_id: _i, state_student_id: _s, start_at, end_at, ...v }) => ({ ...v, startAt: iso(start_at), endAt: iso(end_at) }),
          ),
        })),
        staff: (staffOf.get(row.id) ?? []).map(({ role, lastTrainingDate }) => ({ role, lastTrainingDate })),
        followUpsDone: (doneOf.get(row.id) ?? []).map(({ incident_id: _i, ...d }) => d),
      },
    };
  });
}
