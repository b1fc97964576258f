import { sql } from 'kysely';
import { describeOverviewRoute } from '@portal/platform/testing';

describeOverviewRoute({
  service: 'psos',
  allowedUser: 'districtuser@example.org',
  deniedUser: 'requester@example.org',
  // 2024-2025 is surveyed; the demo district's 2025-2026 list is not loaded yet.
  schoolYears: [2025, 2026],
  async expectedFigures(db, leaId, schoolYear) {
    const { rows } = await sql<Record<string, number>>`
      with y as (select * from psos.leavers where lea_id = ${leaId} and school_year = ${schoolYear})
      select
        (select count(*)::int from y) as listed,
        (select count(*)::int from y where verification_status = 'Pending') as pending,
        (select count(*)::int from y where verification_status = 'Excluded') as excluded,
        (select count(*)::int from y where survey_status = 'Completed' and verification_status <> 'Excluded') as respondents,
        (select count(*)::int from psos.contact_attempts a join y on y.id = a.leaver_id) as attempts
    `.execute(db);
    return rows[0]!;
  },
});
