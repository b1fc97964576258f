import { sql, type ExpressionBuilder } from 'kysely';
import { addDays, calendarWindow, computeDue, zonedDate } from '@portal/day-count';
import { readDayCalendar, type Actor } from '@portal/service-kit';
import { DASHBOARD_INTERVENTION_TYPES, type InterventionCounts, type RestraintDashboard } from '@portal/shared-contracts/restraint';
import type { RestraintDatabase, RestraintDb } from '../db';

/** restraint.md, Day counting: the record is due 1 business day after the incident. */
const RECORD_CLOCK = { ruleCode: 'RECORD-LATE', dayType: 'business', n: 1 } as const;
/** restraint.md, Reports and formulas: a report is an incident with physical or mechanical restraint of the student. */
const REPORT_TYPES = ['PHYSICAL', 'MECHANICAL'];
const THIRD_REPORT = 3;
const FIFTH_REPORT = 5;

/** The incidents the figures count: one LEA, or every LEA the actor may see (all for all-LEA users). */
export function incidentScope(actor: Actor, leaId: number | null) {
  return (eb: ExpressionBuilder<RestraintDatabase, 'incidents'>) => {
    if (leaId !== null) return eb('incidents.lea_id', '=', leaId);
    if (actor.allLeas) return eb.lit(true);
    return actor.leaIds.length ? eb('incidents.lea_id', 'in', actor.leaIds) : eb.lit(false);
  };
}

/** A YYYY-MM-DD string as a date operand (date columns read as Date). */
const day = (date: string) => sql<Date>`${date}::date`;

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
  };
}
