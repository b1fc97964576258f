import { sql } from 'kysely';
import type { AnyDb } from '@portal/service-kit';
import { describeOverviewRoute, figuresOf } from '@portal/platform/testing';

/** The overview's counts straight from the table; LEA staff see only cases the LEA has been told of. */
async function countedCases(db: AnyDb, leaId: number, schoolYear: number, { onlyNotified }: { onlyNotified: boolean }) {
  const { rows } = await sql<Record<string, number>>`
    with r as (select * from dispute.requests
      where lea_id = ${leaId} and school_year = ${schoolYear} and status not in ('Draft', 'Voided')
        and (${!onlyNotified} or lea_notified_at is not null))
    select
      (select count(*)::int from r) as received,
      (select count(*)::int from r where status not in ('Closed', 'Withdrawn', 'Dismissed', 'Settled', 'NotHeld', 'Declined', 'Cancelled')) as open,
      (select count(*)::int from r where case_type = 'SC') as "stateComplaints",
      (select count(*)::int from r where case_type in ('DP', 'EDP')) as "dueProcess",
      (select count(*)::int from r where case_type in ('MED', 'FAC')) as mediations
  `.execute(db);
  return rows[0]!;
}

// Every demo role holds the dispute permission (public requesters file cases), so there is no denied user.
const overview = describeOverviewRoute({
  service: 'dispute',
  allowedUser: 'districtuser@example.org',
  expectedFigures: (db, leaId, schoolYear) => countedCases(db, leaId, schoolYear, { onlyNotified: true }),
});

test('the dispute overview gives state staff every case of the LEA, told or not', async () => {
  const schoolYear = 2026;
  const res = await overview.get({ user: 'stateuser@example.org', schoolYear });
  expect(res.statusCode).toBe(200);
  expect(figuresOf(res.json())).toEqual(await countedCases(overview.portal.db, overview.leaId, schoolYear, { onlyNotified: false }));
});
