import { sql, type Expression, type SqlBool } from 'kysely';
import {
  EXCLUSION_REASONS,
  OUTCOMES,
  PROGRESS_CATEGORIES,
  type B7OutcomeFigures,
  type B7Report,
  type ExclusionReason,
  type Outcome,
  QUALITY_FLAGS,
  type ProgressCategory,
  type QualityFlag,
} from '@portal/shared-contracts/eco';
import type { EcoDb } from '../db';
import { exitedDuring } from '../program-year';
import { hasFlag, outcomeKeys } from './category-rule-table';

type OutcomeCounts = Record<ProgressCategory | ExclusionReason | QualityFlag | 'exited' | 'shortStays', number>;
type OutcomeRow = OutcomeCounts & { outcome: Outcome };

/**
 * Per outcome, among the children who exited during the year: the counts of each category and
 * exclusion of those who stayed long enough, and the stays too short to count. Ratings count
 * whatever their status, so the report shows the year as entered so far. The caller groups.
 */
function outcomeCounts(db: EcoDb, schoolYear: number) {
  // eco.md, "Who is counted": the state's minimum days between entry and exit (default 182: 181 is
  // out, 182 in), read in the same statement as the category rules, so one report sees one setting.
  const minimumDays = db.selectFrom('settings').select('minimum_days_in_program');
  const stayed = sql<SqlBool>`${sql.ref('c.exit_date')} - ${sql.ref('c.entry_date')} >= (${minimumDays})`;
  return db
    .selectFrom('children as c')
    .leftJoin('outcome_ratings as en', (join) => join.onRef('en.child_id', '=', 'c.id').on('en.phase', '=', 'entry'))
    .leftJoin('outcome_ratings as ex', (join) => join.onRef('ex.child_id', '=', 'c.id').on('ex.phase', '=', 'exit'))
    .crossJoinLateral(outcomeKeys())
    .innerJoin('category_rules as r', (join) =>
      join.onRef('r.entry_key', '=', 'o.entry_key').onRef('r.exit_key', '=', 'o.exit_key').onRef('r.progress_key', '=', 'o.progress_key'),
    )
    .where(exitedDuring(schoolYear))
    .select((eb) => {
      const count = (filter: Expression<SqlBool>) => eb.cast<number>(eb.fn.countAll().filterWhere(filter), 'integer');
      return [
        'o.outcome',
        count(stayed).as('exited'),
        count(eb.not(stayed)).as('shortStays'),
        ...PROGRESS_CATEGORIES.map((category) => count(eb.and([stayed, eb('r.category', '=', category)])).as(category)),
        ...EXCLUSION_REASONS.map((reason) => count(eb.and([stayed, eb('r.excluded', '=', reason)])).as(reason)),
        ...QUALITY_FLAGS.map((flag) => count(eb.and([stayed, hasFlag(flag)])).as(flag)),
      ];
    });
}

/** part / whole x 100 at full precision; null for a zero whole (eco.md: N/A, never 0 %). */
const percent = (part: number, whole: number): number | null => (whole === 0 ? null : (part * 100) / whole);

function outcomeFigures(outcome: Outcome, row: OutcomeCounts | undefined): B7OutcomeFigures {
  const counts = Object.fromEntries(PROGRESS_CATEGORIES.map((k) => [k, row?.[k] ?? 0])) as Record<ProgressCategory, number>;
  const { a, b, c, d, e } = counts;
  const included = a + b + c + d + e;
  return {
    outcome,
    counts,
    included,
    percents: Object.fromEntries(PROGRESS_CATEGORIES.map((k) => [k, percent(counts[k], included)])) as Record<
      ProgressCategory,
      number | null
    >,
    summaryStatement1: percent(c + d, a + b + c + d),
    summaryStatement2: percent(d + e, included),
    excluded: Object.fromEntries(EXCLUSION_REASONS.map((reason) => [reason, row?.[reason] ?? 0])) as Record<ExclusionReason, number>,
    flagged: Object.fromEntries(QUALITY_FLAGS.map((flag) => [flag, row?.[flag] ?? 0])) as Record<QualityFlag, number>,
  };
}

function reportOf(schoolYear: number, leaId: number | null, rows: readonly OutcomeRow[]): B7Report {
  const byOutcome = new Map(rows.map((row) => [row.outcome, row]));
  // Every outcome row of a scope counts the same children.
  const [first] = rows;
  return {
    schoolYear,
    leaId,
    exited: first?.exited ?? 0,
    shortStays: first?.shortStays ?? 0,
    outcomes: OUTCOMES.map((outcome) => outcomeFigures(outcome, byOutcome.get(outcome))),
  };
}

/** Indicator B7 for the school year: the state's (leaId null) or one LEA's. */
export async function b7Report(db: EcoDb, schoolYear: number, leaId: number | null): Promise<B7Report> {
  const rows = await outcomeCounts(db, schoolYear)
    .$if(leaId !== null, (query) => query.where('c.lea_id', '=', leaId!))
    .groupBy('o.outcome')
    .execute();
  return reportOf(schoolYear, leaId, rows);
}

export interface B7ReportsByLea {
  /** The figures of all the LEAs asked for together: the state's, when every LEA was asked for. */
  total: B7Report;
  /** Each LEA with exits during the year; an LEA without has every figure 0 (emptyB7Report). */
  byLea: Map<number, B7Report>;
}

/** Indicator B7 of every LEA (or of those in `leaIds`) and of them all, in one pass over the year's exits. */
export async function b7ReportsByLea(db: EcoDb, schoolYear: number, leaIds: readonly number[] | null): Promise<B7ReportsByLea> {
  const rows = await outcomeCounts(db, schoolYear)
    .$if(leaIds !== null, (query) => query.where((eb) => eb('c.lea_id', '=', eb.fn.any(eb.val(leaIds!)))))
    // children.lea_id is never null, so a null LEA marks the rows of the total.
    .select(sql<number | null>`${sql.ref('c.lea_id')}`.as('leaId'))
    .groupBy(sql`grouping sets ((${sql.ref('c.lea_id')}, ${sql.ref('o.outcome')}), (${sql.ref('o.outcome')}))`)
    .execute();
  const rowsOf = new Map<number | null, typeof rows>();
  for (const row of rows) rowsOf.set(row.leaId, [...(rowsOf.get(row.leaId) ?? []), row]);
  const byLea = new Map<number, B7Report>();
  for (const [leaId, leaRows] of rowsOf) if (leaId !== null) byLea.set(leaId, reportOf(schoolYear, leaId, leaRows));
  return { total: reportOf(schoolYear, null, rowsOf.get(null) ?? []), byLea };
}

export const emptyB7Report = (schoolYear: number, leaId: number): B7Report => reportOf(schoolYear, leaId, []);
