import { sql } from 'kysely';
import type { RulePack } from '@portal/shared-contracts/restraint';
import type { RestraintDb } from '../db';
import type { IncidentSnapshot } from '../rules/snapshot';

/** The incident row the rule run needs besides the snapshot. */
export interface RuleIncident {
  id: number;
  number: string;
  leaId: number;
  status: 'Draft' | 'Finalized';
}

/**
 * Reads what the rules look at of one incident: its students and interventions, staff, student
 * injuries, the board notice, hand-added violations, held or waived follow-ups, and each student's
 * earlier reports in the school year (Finalized incidents with a counted restraint, ordered by
 * incident date and then id). Dates come as text so no time zone of the host touches them.
 */
export async function loadSnapshot(
  db: RestraintDb,
  incidentId: number,
  pack: RulePack,
): Promise<{ incident: RuleIncident; snapshot: IncidentSnapshot } | null> {
  const row = await db
    .selectFrom('incidents')
    .where('id', '=', incidentId)
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
    .executeTakeFirst();
  if (!row) return null;

  const counted = pack.interventionTypes.filter((t) => pack.repeatUse.countsKinds.includes(t.kind)).map((t) => t.code);
  const [interventions, staff, injuries, board, manual, done, earlier] = await Promise.all([
    db
      .selectFrom('interventions as v')
      .innerJoin('incident_students as s', 's.id', 'v.incident_student_id')
      .where('s.incident_id', '=', incidentId)
      .select([
        's.state_student_id as studentStateId',
        'v.intervention_type as type',
        'v.aversive_subtype as aversiveSubtype',
        'v.start_at as startAt',
        'v.end_at as endAt',
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
      .where('incident_id', '=', incidentId)
      .select((eb) => ['role', eb.cast<string | null>('last_training_date', 'text').as('lastTrainingDate')])
      .execute(),
    db
      .selectFrom('incident_injuries')
      .where('incident_id', '=', incidentId)
      .where('person', '=', 'STUDENT')
      .select('state_student_id')
      .execute(),
    db
      .selectFrom('incident_notices')
      .where('incident_id', '=', incidentId)
      .where('recipient', '=', 'BOARD')
      .where('sent_at', 'is not', null)
      .select((eb) => eb.fn.min('sent_at').as('sentAt'))
      .executeTakeFirst(),
    db
      .selectFrom('violations')
      .where('incident_id', '=', incidentId)
      .where('found_by', '<>', 'rule')
      .where('status', '<>', 'Withdrawn')
      .select((eb) => eb.cast<number>(eb.fn.countAll(), 'integer').as('n'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('incident_follow_ups')
      .where('incident_id', '=', incidentId)
      .where('status', 'in', ['Held', 'Waived'])
      .select((eb) => ['state_student_id as studentStateId', 'kind', 'trigger', eb.cast<string | null>('held_date', 'text').as('heldDate')])
      .execute(),
    counted.length === 0
      ? []
      : db
          .selectFrom('incident_students as s')
          .innerJoin('incident_students as o', 'o.state_student_id', 's.state_student_id')
          .innerJoin('incidents as i', 'i.id', 'o.incident_id')
          .where('s.incident_id', '=', incidentId)
          .where('i.status', '=', 'Finalized')
          .where('i.school_year', '=', row.schoolYear)
          .where(sql<boolean>`(i.incident_date, i.id) < (cast(${row.incidentDate} as date), ${incidentId})`)
          .where(({ exists, selectFrom }) =>
            exists(
              selectFrom('interventions as w')
                .whereRef('w.incident_student_id', '=', 'o.id')
                .where('w.intervention_type', 'in', counted)
                .select('w.id'),
            ),
          )
          .groupBy('s.state_student_id')
          .select((eb) => ['s.state_student_id as studentStateId', eb.cast<number>(eb.fn.count('i.id').distinct(), 'integer').as('n')])
          .execute(),
  ]);

  const students = await db
    .selectFrom('incident_students')
    .where('incident_id', '=', incidentId)
    .select('state_student_id')
    .orderBy('id')
    .execute();
  const injured = new Set(injuries.map((i) => i.state_student_id));
  const earlierOf = new Map(earlier.map((e) => [e.studentStateId, e.n]));
  const iso = (d: Date | string) => new Date(d).toISOString();

  return {
    incident: { id: row.id, number: row.number, leaId: row.leaId, status: row.status },
    snapshot: {
      incidentDate: row.incidentDate,
      discoveredDate: row.discoveredDate,
      finalizedAt: row.finalizedAt ? iso(row.finalizedAt) : null,
      recordFiledDate: row.recordFiledDate,
      boardReportedAt: board?.sentAt ? iso(board.sentAt) : null,
      manualViolations: manual.n,
      students: students.map(({ state_student_id: id }) => ({
        stateStudentId: id,
        injured: injured.has(id),
        earlierReports: earlierOf.get(id) ?? 0,
        interventions: interventions
          .filter((v) => v.studentStateId === id)
          .map(({ studentStateId: _, startAt, endAt, ...v }) => ({ ...v, startAt: iso(startAt), endAt: iso(endAt) })),
      })),
      staff,
      followUpsDone: done,
    },
  };
}
