import { sql } from 'kysely';
import type { AnyDb } from '@portal/service-kit';
import { describeOverviewRoute, figuresOf } from '@portal/platform/testing';

// The demo district's cyclical visit falls in 2026-2027 or an earlier year; the tests look at all of them.
const SCHOOL_YEARS = [2024, 2025, 2026, 2027] as const;

/** The overview's counts straight from the table; LEA staff see a visit from its notification on. */
async function countedVisits(db: AnyDb, leaId: number, schoolYear: number, { onlyNotified }: { onlyNotified: boolean }) {
  const { rows } = await sql<Record<string, number>>`
    with v as (select * from monitoring.visits
      where lea_id = ${leaId} and school_year = ${schoolYear} and status <> 'Cancelled'
        and (${!onlyNotified} or notified_date is not null))
    select
      (select count(*)::int from v) as visits,
      (select count(*)::int from v where status in ('Planned', 'Notified')) as upcoming,
      (select count(*)::int from v where status in ('SampleLocked', 'InReview', 'ReviewComplete')) as "inReview",
      (select count(*)::int from v where status in ('ReportIssued', 'Correction')) as "inCorrection",
      (select count(*)::int from v where status = 'Closed') as closed
  `.execute(db);
  return rows[0]!;
}

const overview = describeOverviewRoute({
  service: 'monitoring',
  allowedUser: 'districtuser@example.org',
  deniedUser: 'requester@example.org',
  schoolYears: SCHOOL_YEARS,
  expectedFigures: (db, leaId, schoolYear) => countedVisits(db, leaId, schoolYear, { onlyNotified: true }),
});

test('the monitoring overview gives state staff every visit of the LEA, notified or not', async () => {
  for (const schoolYear of SCHOOL_YEARS) {
    const res = await overview.get({ user: 'stateuser@example.org', schoolYear });
    expect(res.statusCode).toBe(200);
    expect(figuresOf(res.json())).toEqual(await countedVisits(overview.portal.db, overview.leaId, schoolYear, { onlyNotified: false }));
  }
});
