import { sql } from 'kysely';
import type { AnnualReport, RulePack, ScopeFigures } from '@portal/shared-contracts/restraint';
import type { RestraintDb } from '../db';
import { SUBSTANTIATED, type ReportScope } from './counts';
import { boardTimeliness, noticeTimeliness, planTimeliness, repeatUseRate } from './formulas';
import { restraintTypesOf } from './report-settings';

/** Per school (its id; every school of the annual report's lines), or the whole scope (key 0). */
export type Grouping = 'scope' | 'school';

export const TOTAL = 0;

type Counted = { key: number | null };

/**
 * The district and school reports' figures (restraint.md, Reports and formulas) of Finalized
 * incidents in the school year: instances by type, incidents, students, violations by rule
 * (Substantiated; Open apart), plans by status, the annual report's rates, the board, plan and
 * notice timeliness percents and the repeat-use rate. `annual` gives the denominators: its
 * schools' lines per school, its total for the scope.
 */
export async function scopeFigures(
  db: RestraintDb,
  scope: ReportScope,
  grouping: Grouping,
  pack: RulePack,
  annual: AnnualReport,
): Promise<Map<number, ScopeFigures>> {
  const keyOf = grouping === 'school' ? sql<number | null>`i.school_id` : sql<number>`${sql.lit(TOTAL)}`;
  const incidents = () =>
    db
      .selectFrom('incidents as i')
      .where('i.school_year', '=', scope.schoolYear)
      .where('i.status', '=', 'Finalized')
      .$if(scope.leaId !== null, (query) => query.where('i.lea_id', '=', scope.leaId!))
      .$if(grouping === 'school', (query) => query.where('i.school_id', 'is not', null));
  const types = restraintTypesOf(pack);
  const restraint = [...types.physical, ...types.mechanical];
  const yearStart = `${scope.schoolYear - 1}-07-01`;
  const yearEnd = `${scope.schoolYear}-06-30`;

  const [instances, people, violations, board, plans, notices, reports] = await Promise.all([
    incidents()
      .innerJoin('incident_students as s', 's.incident_id', 'i.id')
      .innerJoin('interventions as v', 'v.incident_student_id', 's.id')
      .select((eb) => [keyOf.as('key'), 'v.intervention_type as type', eb.cast<number>(eb.fn.countAll(), 'integer').as('count')])
      .groupBy([sql`1`, 'v.intervention_type'])
      .execute(),
    incidents()
      .innerJoin('incident_students as s', 's.incident_id', 'i.id')
      .select((eb) => [
        keyOf.as('key'),
        eb.cast<number>(eb.fn.count('i.id').distinct(), 'integer').as('incidents'),
        eb.cast<number>(eb.fn.count('s.state_student_id').distinct(), 'integer').as('students'),
      ])
      .groupBy(sql`1`)
      .execute(),
    incidents()
      .innerJoin('violations as x', 'x.incident_id', 'i.id')
      .select((eb) => [keyOf.as('key'), 'x.rule_code as rule', 'x.status', eb.cast<number>(eb.fn.countAll(), 'integer').as('count')])
      .groupBy([sql`1`, 'x.rule_code', 'x.status'])
      .execute(),
    incidents()
      .innerJoin('violations as x', 'x.incident_id', 'i.id')
      .where('x.reported_to_board_at', 'is not', null)
      .where('x.status', '<>', 'Withdrawn')
      .select((eb) => [
        keyOf.as('key'),
        eb.cast<number>(eb.fn.countAll(), 'integer').as('reported'),
        eb
          .cast<number>(
            eb.fn
              .countAll()
              .filterWhere(
                sql<boolean>`x.reported_to_board_at <= greatest(x.occurred_at, coalesce(x.discovered_at, x.occurred_at)) + interval '24 hours'`,
              ),
            'integer',
          )
          .as('inTime'),
      ])
      .groupBy(sql`1`)
      .execute(),
    incidents()
      .innerJoin('casework.plans as p', (join) =>
        join.on('p.source', '=', 'restraint').on('p.plan_group_key', '=', sql<string>`'restraint-incident-' || i.id`),
      )
      .select((eb) => [
        keyOf.as('key'),
        'p.status',
        eb.cast<number>(eb.fn.countAll(), 'integer').as('count'),
        eb
          .cast<number>(eb.fn.countAll().filterWhere(sql<boolean>`p.due_date between ${yearStart}::date and ${yearEnd}::date`), 'integer')
          .as('due'),
        eb
          .cast<number>(
            eb.fn
              .countAll()
              .filterWhere(
                sql<boolean>`p.due_date between ${yearStart}::date and ${yearEnd}::date and p.status = 'Verified' and p.evidence_submitted_date <= p.due_date`,
              ),
            'integer',
          )
          .as('met'),
      ])
      .groupBy([sql`1`, 'p.status'])
      .execute(),
    incidents()
      .innerJoin('incident_notices as n', 'n.incident_id', 'i.id')
      .where('n.due_by', 'is not', null)
      .select((eb) => [
        keyOf.as('key'),
        eb.cast<number>(eb.fn.countAll(), 'integer').as('due'),
        eb.cast<number>(eb.fn.countAll().filterWhere('n.on_time', '=', true), 'integer').as('onTime'),
      ])
      .groupBy(sql`1`)
      .execute(),
    // restraint.md: a report is one incident with physical or mechanical restraint of the student.
    db
      .selectFrom(
        incidents()
          .innerJoin('incident_students as s', 's.incident_id', 'i.id')
          .where(({ exists, selectFrom }) =>
            exists(
              selectFrom('interventions as v')
                .select('v.id')
                .whereRef('v.incident_student_id', '=', 's.id')
                .where((eb) => eb('v.intervention_type', '=', eb.fn.any(eb.val(restraint)))),
            ),
          )
          .select((eb) => [keyOf.as('key'), 's.state_student_id', eb.fn.count('i.id').distinct().as('reports')])
          .groupBy([sql`1`, 's.state_student_id'])
          .as('r'),
      )
      .select((eb) => [
        'r.key',
        eb.cast<number>(eb.fn.countAll(), 'integer').as('withAny'),
        eb.cast<number>(eb.fn.countAll().filterWhere(sql<boolean>`r.reports >= 3`), 'integer').as('withThree'),
      ])
      .groupBy('r.key')
      .execute(),
  ]);

  const figures = new Map<number, ScopeFigures>();
  const lineOf = (key: number) => (grouping === 'school' ? annual.schools.find((school) => school.schoolId === key) : annual.total);
  const at = ({ key }: Counted): ScopeFigures => {
    const id = key ?? TOTAL;
    let found = figures.get(id);
    if (!found) {
      const line = lineOf(id);
      found = {
        instancesByType: {},
        incidents: 0,
        students: 0,
        violationsByRule: {},
        substantiatedViolations: 0,
        openViolations: 0,
        plansByStatus: {},
        physical: line?.physical ?? 0,
        mechanical: line?.mechanical ?? 0,
        violations: line?.violations ?? 0,
        teachers: line?.teachers ?? null,
        pupils: line?.pupils ?? null,
        physicalPerTeacher: line?.physicalPerTeacher ?? null,
        physicalPerPupil: line?.physicalPerPupil ?? null,
        mechanicalPerTeacher: line?.mechanicalPerTeacher ?? null,
        mechanicalPerPupil: line?.mechanicalPerPupil ?? null,
        violationsPerTeacher: line?.violationsPerTeacher ?? null,
        violationsPerPupil: line?.violationsPerPupil ?? null,
        boardTimeliness: null,
        planTimeliness: null,
        noticeTimeliness: null,
        studentsWithThreeOrMore: 0,
        repeatUseRate: null,
      };
      figures.set(id, found);
    }
    return found;
  };

  for (const row of instances) at(row).instancesByType[row.type] = row.count;
  for (const row of people) Object.assign(at(row), { incidents: row.incidents, students: row.students });
  for (const row of violations) {
    const found = at(row);
    if (SUBSTANTIATED.includes(row.status)) {
      found.violationsByRule[row.rule] = (found.violationsByRule[row.rule] ?? 0) + row.count;
      found.substantiatedViolations += row.count;
    }
    if (row.status === 'Open') found.openViolations += row.count;
  }
  for (const row of board) at(row).boardTimeliness = boardTimeliness(row.inTime, row.reported);
  const planTotals = new Map<number, { due: number; met: number }>();
  for (const row of plans) {
    at(row).plansByStatus[row.status] = row.count;
    const totals = planTotals.get(row.key ?? TOTAL) ?? { due: 0, met: 0 };
    planTotals.set(row.key ?? TOTAL, { due: totals.due + row.due, met: totals.met + row.met });
  }
  for (const [key, totals] of planTotals) at({ key }).planTimeliness = planTimeliness(totals.met, totals.due);
  for (const row of notices) at(row).noticeTimeliness = noticeTimeliness(row.onTime, row.due);
  for (const row of reports) {
    const found = at(row);
    found.studentsWithThreeOrMore = row.withThree;
    found.repeatUseRate = repeatUseRate(row.withThree, row.withAny);
  }
  // Every school of the scope has its line, and the scope its total, with or without incidents.
  for (const key of grouping === 'school' ? annual.schools.map((school) => school.schoolId) : [TOTAL]) at({ key });
  return figures;
}
