import { sql, type RawBuilder } from 'kysely';
import { SURVEY_STATUSES, type StatusCounts } from '@portal/shared-contracts/psos';
import type { PsosDb } from '../db';
import { settingsInForce } from '../collections/collection-read';

/** What the dashboards count of one LEA's youth (or of the youth a filter keeps), before any rate. */
export interface LeaFigures {
  leaId: number;
  L: number;
  pending: number;
  confirmed: number;
  /** Excluded for any reason. */
  excluded: number;
  /** Excluded for a reason that leaves the target (the collection's setting). */
  X: number;
  /** The six statuses of the target youth. */
  statuses: StatusCounts;
  attempts: number;
  attemptsToday: number;
  badContact: number;
}

const BAD_CONTACT = ['WRONG_NUMBER', 'DISCONNECTED', 'UNDELIVERABLE'];

/**
 * One aggregate over a collection's youth (aliased y), grouped by LEA: listed, verification,
 * exclusions, the six statuses of the target youth, attempts (all, and today in the portal's time
 * zone) and bad contacts. `only` narrows the youth (a vendor's, one LEA's). The attempts are
 * summed per youth in one pass over the same youth's attempts and joined by hash, not looked up
 * youth by youth: a large LEA has thousands of youth.
 */
export async function leaFigures(
  db: PsosDb,
  schoolYear: number,
  { only, timeZone }: { only: RawBuilder<boolean>; timeZone: string },
): Promise<LeaFigures[]> {
  const settings = await settingsInForce(db, schoolYear);
  const leaving = settings.targetExclusionReasons.length ? sql.join(settings.targetExclusionReasons) : sql`null`;
  const out = sql`(y.verification_status = 'Excluded' and y.exclusion_reason in (${leaving}))`;
  const count = (condition: RawBuilder<unknown>) => sql<number>`(count(*) filter (where ${condition}))::int`;
  // Today's bounds in the portal's time zone, worked out once (scalar subqueries), not per attempt.
  const day = (offset: number) =>
    sql`(select ((now() at time zone ${timeZone})::date + ${sql.lit(offset)})::timestamp at time zone ${timeZone})`;
  const today = { start: day(0), end: day(1) };
  const { rows } = await sql<Omit<LeaFigures, 'statuses'> & Record<string, number>>`
    select y.lea_id as "leaId",
      count(*)::int as "L",
      ${count(sql`y.verification_status = 'Pending'`)} as pending,
      ${count(sql`y.verification_status = 'Confirmed'`)} as confirmed,
      ${count(sql`y.verification_status = 'Excluded'`)} as excluded,
      ${count(out)} as "X",
      ${sql.join(SURVEY_STATUSES.map((s) => sql`${count(sql`not ${out} and y.survey_status = ${s}`)} as ${sql.id(`status_${s}`)}`))},
      coalesce(sum(a.attempts), 0)::int as attempts,
      coalesce(sum(a.today), 0)::int as "attemptsToday",
      ${count(sql`a.last_outcome in (${sql.join(BAD_CONTACT)})`)} as "badContact"
    from psos.leavers y
    left join (
      select c.leaver_id, count(*) as attempts,
        count(*) filter (where c.attempted_at >= ${today.start} and c.attempted_at < ${today.end}) as today,
        (array_agg(c.outcome order by c.attempted_at desc, c.id desc))[1] as last_outcome
      from psos.contact_attempts c join psos.leavers y on y.id = c.leaver_id
      where y.school_year = ${schoolYear} and ${only}
      group by c.leaver_id
    ) a on a.leaver_id = y.id
    where y.school_year = ${schoolYear} and ${only}
    group by y.lea_id`.execute(db);
  return rows.map((row) => {
    const statuses = Object.fromEntries(SURVEY_STATUSES.map((s) => [s, row[`status_${s}`]!])) as StatusCounts;
    const figures = Object.fromEntries(Object.entries(row).filter(([key]) => !key.startsWith('status_')));
    return { ...(figures as Omit<LeaFigures, 'statuses'>), statuses };
  });
}

/** The sums of several LEAs' figures, as the state's or a vendor's total row shows them. */
export function sumFigures(rows: readonly Omit<LeaFigures, 'leaId'>[]): Omit<LeaFigures, 'leaId'> {
  const zero = (): Omit<LeaFigures, 'leaId'> => ({
    L: 0,
    pending: 0,
    confirmed: 0,
    excluded: 0,
    X: 0,
    statuses: Object.fromEntries(SURVEY_STATUSES.map((s) => [s, 0])) as StatusCounts,
    attempts: 0,
    attemptsToday: 0,
    badContact: 0,
  });
  return rows.reduce((total, row) => {
    for (const key of ['L', 'pending', 'confirmed', 'excluded', 'X', 'attempts', 'attemptsToday', 'badContact'] as const)
      total[key] += row[key];
    for (const s of SURVEY_STATUSES) total.statuses[s] += row.statuses[s];
    return total;
  }, zero());
}

/** attempts / denominator, null when there is none to divide by. */
export const ratio = (attempts: number, denominator: number): number | null => (denominator === 0 ? null : attempts / denominator);
