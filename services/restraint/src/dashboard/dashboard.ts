import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import { addDays, calendarWindow, computeDue, zonedDate } from '@portal/day-count';
import { readDayCalendar, type Actor } from '@portal/service-kit';
import {
  DASHBOARD_INTERVENTION_TYPES,
  type InterventionCounts,
  type RestraintDashboard,
  type Waiting,
} from '@portal/shared-contracts/restraint';
import type { DateColumn } from '@portal/service-kit';
import type { PlanStatus } from '@portal/shared-contracts/findings';
import type { RestraintDatabase, RestraintDb } from '../db';

/** The findings engine's published view of its plans (read-only; the service reads it, never its tables). */
export interface CaseworkPlansView {
  'casework.plans': {
    id: number;
    source: string;
    lea_id: number;
    plan_group_key: string;
    status: PlanStatus;
    due_date: DateColumn;
    submitted_date: DateColumn | null;
    approved_date: DateColumn | null;
    evidence_submitted_date: DateColumn | null;
    verified_date: DateColumn | null;
  };
}

/** Plans still to be carried out: before Evidence submitted (restraint.md, CAP deadline warning). */
export const OPEN_PLAN_STATUSES: PlanStatus[] = ['Draft', 'Submitted', 'Revisions required', 'Approved'];
/** A violation the state has substantiated, whatever came of it since. */
export const SUBSTANTIATED_STATUSES = ['Substantiated', 'Plan required', 'Escalated', 'Resolved'] as const;
/** The plan of an incident's violations, as the rules name its group (restraint.md: one plan per incident). */
export const planGroupKey = (incidentId: Expression<number>) => sql<string>`'restraint-incident-' || ${incidentId}`;

/** restraint.md, Day counting: the record is due 1 business day after the incident. */
const RECORD_CLOCK = { ruleCode: 'RECORD-LATE', dayType: 'business', n: 1 } as const;
/** restraint.md, Reports and formulas: a report is an incident with physical or mechanical restraint of the student. */
const REPORT_TYPES = ['PHYSICAL', 'MECHANICAL'];
const THIRD_REPORT = 3;
const FIFTH_REPORT = 5;

/** The incidents the figures count: one LEA, or every LEA the actor may see (all for all-LEA users). */
export function incidentScope(actor: Actor, leaId: number | null) {
  return (eb: ExpressionBuilder<RestraintDatabase, 'incidents'>) => leaScope(actor, leaId, eb.ref('incidents.lea_id'));
}

/** A YYYY-MM-DD string as a date operand (date columns read as Date). */
export const day = (date: string) => sql<Date>`${date}::date`;

/** The LEAs a figure counts: one, or every LEA the actor may see (all for all-LEA users). */
function leaScope(actor: Actor, leaId: number | null, column: Expression<number>): Expression<SqlBool> {
  if (leaId !== null) return sql<SqlBool>`${column} = ${leaId}`;
  if (actor.allLeas) return sql<SqlBool>`true`;
  return actor.leaIds.length ? sql<SqlBool>`${column} in (${sql.join(actor.leaIds)})` : sql<SqlBool>`false`;
}

const percent = (part: number, whole: number) => (whole === 0 ? null : (part / whole) * 100);

const emptyCounts = (): InterventionCounts => ({ PHYSICAL: 0, MECHANICAL: 0, AVERSIVE: 0, other: 0 });

function addTo(counts: InterventionCounts, type: string, n: number): void {
  const key = (DASHBOARD_INTERVENTION_TYPES as readonly string[]).includes(type) ? (type as keyof InterventionCounts) : 'other';
  counts[key] += n;
}

/** The months of a school year, July to June, as YYYY-MM. */
function schoolYearMonths(schoolYear: number): string[] {
  return Array.from({ length: 12 }, (_, i) => {
    const month = ((6 + i) % 12) + 1;
    return `${month >= 7 ? schoolYear - 1 : schoolYear}-${String(month).padStart(2, '0')}`;
  });
}

/**
 * The latest incident date whose record clock ran out before today: a draft of that date or
 * earlier is late. The due date only moves forward with the incident date, so walk back from today.
 */
async function recordClockCutoff(db: RestraintDb, today: string, timeZone: string): Promise<string> {
  const calendar = await readDayCalendar(db, {
    from: calendarWindow(RECORD_CLOCK, addDays(today, -30)).from,
    to: calendarWindow(RECORD_CLOCK, today).to,
  });
  let anchor = addDays(today, -1);
  while (computeDue(RECORD_CLOCK, anchor, calendar, { timeZone }).dueDate >= today) anchor = addDays(anchor, -1);
  return anchor;
}

/** The dashboard's figures for the school year (restraint.md, State tracking and dashboard). */
export async function restraintDashboard(
  db: RestraintDb,
  actor: Actor,
  query: { leaId: number | null; schoolYear: number; timeZone: string; now?: Date },
): Promise<RestraintDashboard> {
  const { leaId, schoolYear, timeZone } = query;
  const today = zonedDate(query.now ?? new Date(), timeZone);
  const monthStart = `${today.slice(0, 7)}-01`;
  const scope = incidentScope(actor, leaId);
  const instances = db
    .selectFrom('incidents')
    .innerJoin('incident_students as s', 's.incident_id', 'incidents.id')
    .innerJoin('interventions as v', 'v.incident_student_id', 's.id')
    .where(scope);

  const [thisMonth, byMonth, cutoff, reports] = await Promise.all([
    instances
      .where('incidents.incident_date', '>=', day(monthStart))
      .where('incidents.incident_date', '<=', day(today))
      .select((eb) => ['v.intervention_type as type', eb.cast<number>(eb.fn.count('incidents.id').distinct(), 'integer').as('n')])
      .groupBy('v.intervention_type')
      .execute(),
    instances
      .where('incidents.school_year', '=', schoolYear)
      .where('incidents.status', '=', 'Finalized')
      .select((eb) => [
        sql<string>`to_char(incidents.incident_date, 'YYYY-MM')`.as('month'),
        'v.intervention_type as type',
        eb.cast<number>(eb.fn.countAll(), 'integer').as('n'),
      ])
      .groupBy([sql`to_char(incidents.incident_date, 'YYYY-MM')`, 'v.intervention_type'])
      .execute(),
    recordClockCutoff(db, today, timeZone),
    db
      .selectFrom(() =>
        instances
          .where('incidents.school_year', '=', schoolYear)
          .where('incidents.status', '=', 'Finalized')
          .where('v.intervention_type', 'in', REPORT_TYPES)
          .select((eb) => ['s.state_student_id', eb.fn.count('incidents.id').distinct().as('reports')])
          .groupBy('s.state_student_id')
          .as('r'),
      )
      .select((eb) => [
        eb.cast<number>(eb.fn.countAll().filterWhere('r.reports', '>=', THIRD_REPORT), 'integer').as('third'),
        eb.cast<number>(eb.fn.countAll().filterWhere('r.reports', '>=', FIFTH_REPORT), 'integer').as('fifth'),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  const [queues, followUps, timeliness] = await Promise.all([
    workQueues(db, actor, leaId, today, timeZone),
    studentsWithoutFollowUp(db, scope, schoolYear),
    timelinessOf(db, scope, schoolYear, today),
  ]);
  const { late } = await db
    .selectFrom('incidents')
    .where(scope)
    .where('status', '=', 'Draft')
    .where('incident_date', '<=', day(cutoff))
    .select((eb) => eb.cast<number>(eb.fn.countAll(), 'integer').as('late'))
    .executeTakeFirstOrThrow();

  const incidentsThisMonth = emptyCounts();
  for (const row of thisMonth) addTo(incidentsThisMonth, row.type, row.n);
  const months = schoolYearMonths(schoolYear).map((month) => {
    const counts = emptyCounts();
    for (const row of byMonth) if (row.month === month) addTo(counts, row.type, row.n);
    return { month, instances: counts };
  });
  return {
    schoolYear,
    leaId,
    today,
    incidentsThisMonth,
    months,
    draftsPastRecordClock: late,
    studentsAtThirdReport: reports.third,
    studentsAtFifthReport: reports.fifth,
    ...followUps,
    ...queues,
    timeliness,
  };
}

type Scope = ReturnType<typeof incidentScope>;

const ageOf = (today: string, oldest: Expression<unknown>) => sql<number | null>`(${day(today)} - min(${oldest}))::int`;

/** The queues of work: violations waiting for a decision, plans waiting for review, plans due soon or overdue (any year). */
async function workQueues(db: RestraintDb, actor: Actor, leaId: number | null, today: string, timeZone: string) {
  const [violations, plans] = await Promise.all([
    db
      .selectFrom('violations as x')
      .innerJoin('incidents', 'incidents.id', 'x.incident_id')
      .where(incidentScope(actor, leaId))
      .where('incidents.status', '=', 'Finalized')
      .where('x.status', '=', 'Open')
      .select([sql<number>`count(*)::int`.as('count'), ageOf(today, sql`(x.created_at at time zone ${timeZone})::date`).as('oldestDays')])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('casework.plans as p')
      .where('p.source', '=', 'restraint')
      .where((eb) => leaScope(actor, leaId, eb.ref('p.lea_id')))
      .select((eb) => {
        const open = eb('p.status', 'in', OPEN_PLAN_STATUSES);
        const inReview = eb('p.status', 'in', ['Submitted', 'Evidence submitted']);
        const count = (where: Expression<SqlBool>) => eb.cast<number>(eb.fn.countAll().filterWhere(where), 'integer');
        return [
          count(inReview).as('awaiting'),
          ageOf(
            today,
            sql`case p.status when 'Submitted' then p.submitted_date when 'Evidence submitted' then p.evidence_submitted_date end`,
          ).as('oldestDays'),
          count(eb.and([open, eb('p.due_date', '>=', day(today)), eb('p.due_date', '<=', day(addDays(today, 7)))])).as('dueSoon'),
          count(eb.and([open, eb('p.due_date', '<', day(today))])).as('overdue'),
        ];
      })
      .executeTakeFirstOrThrow(),
  ]);
  const waiting = (count: number, oldestDays: number | null): Waiting => ({ count, oldestDays: count === 0 ? null : oldestDays });
  return {
    violationsAwaitingDecision: waiting(violations.count, violations.oldestDays),
    plansAwaitingReview: waiting(plans.awaiting, plans.oldestDays),
    plansDueWithinWeek: plans.dueSoon,
    plansOverdue: plans.overdue,
  };
}

/** Students of the year whose 3rd- or 5th-report follow-up is still required (neither held nor waived). */
async function studentsWithoutFollowUp(db: RestraintDb, scope: Scope, schoolYear: number) {
  const row = await db
    .selectFrom('incident_follow_ups as f')
    .innerJoin('incidents', 'incidents.id', 'f.incident_id')
    .where(scope)
    .where('incidents.school_year', '=', schoolYear)
    .where('f.status', '=', 'Required')
    .select((eb) => [
      eb.cast<number>(eb.fn.count('f.state_student_id').distinct().filterWhere('f.trigger', '=', THIRD_REPORT), 'integer').as('third'),
      eb.cast<number>(eb.fn.count('f.state_student_id').distinct().filterWhere('f.trigger', '=', FIFTH_REPORT), 'integer').as('fifth'),
    ])
    .executeTakeFirstOrThrow();
  return { studentsAtThirdWithoutFollowUp: row.third, studentsAtFifthWithoutFollowUp: row.fifth };
}

/** restraint.md's board-report, plan and notice timeliness for the school year's finalized incidents. */
async function timelinessOf(db: RestraintDb, scope: Scope, schoolYear: number, today: string) {
  const yearEnd = `${schoolYear}-06-30`;
  const [board, notices, plans] = await Promise.all([
    db
      .selectFrom('violations as x')
      .innerJoin('incidents', 'incidents.id', 'x.incident_id')
      .where(scope)
      .where('incidents.school_year', '=', schoolYear)
      .where('x.reported_to_board_at', 'is not', null)
      .where('x.occurred_at', 'is not', null)
      .select([
        sql<number>`count(*)::int`.as('due'),
        sql<number>`(count(*) filter (where x.reported_to_board_at <= greatest(x.occurred_at, coalesce(x.discovered_at, x.occurred_at)) + interval '24 hours'))::int`.as(
          'met',
        ),
      ])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('incident_notices as n')
      .innerJoin('incidents', 'incidents.id', 'n.incident_id')
      .where(scope)
      .where('incidents.school_year', '=', schoolYear)
      .where('incidents.status', '=', 'Finalized')
      .where('n.due_by', 'is not', null)
      .select((eb) => [
        eb.cast<number>(eb.fn.countAll(), 'integer').as('due'),
        eb.cast<number>(eb.fn.countAll().filterWhere('n.on_time', '=', true), 'integer').as('met'),
      ])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('casework.plans as p')
      .innerJoin('incidents', (join) => join.on((eb) => eb('p.plan_group_key', '=', planGroupKey(eb.ref('incidents.id')))))
      .where(scope)
      .where('p.source', '=', 'restraint')
      .where('p.due_date', '>=', day(`${schoolYear - 1}-07-01`))
      .where('p.due_date', '<=', day(today < yearEnd ? today : yearEnd))
      .select([
        sql<number>`count(*)::int`.as('due'),
        sql<number>`(count(*) filter (where p.status = 'Verified' and p.evidence_submitted_date <= p.due_date))::int`.as('met'),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  return {
    boardReportPercent: percent(board.met, board.due),
    planPercent: percent(plans.met, plans.due),
    noticePercent: percent(notices.met, notices.due),
  };
}
