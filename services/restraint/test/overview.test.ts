import { sql } from 'kysely';
import { describeOverviewRoute } from '@portal/platform/testing';

describeOverviewRoute({
  service: 'restraint',
  allowedUser: 'districtuser@example.org',
  deniedUser: 'requester@example.org',
  // Students and interventions count finalized incidents only, as the reports count them.
  async expectedFigures(db, leaId, schoolYear) {
    const { rows } = await sql<Record<string, number>>`
      with i as (select * from restraint.incidents where lea_id = ${leaId} and school_year = ${schoolYear})
      select
        (select count(*)::int from i) as incidents,
        (select count(*)::int from i where status = 'Draft') as drafts,
        (select count(*)::int from i where status = 'Finalized') as finalized,
        (select count(distinct s.state_student_id)::int from restraint.incident_students s join i on i.id = s.incident_id
          where i.status = 'Finalized') as students,
        (select count(*)::int from restraint.interventions v join restraint.incident_students s on s.id = v.incident_student_id
          join i on i.id = s.incident_id where i.status = 'Finalized') as instances
    `.execute(db);
    return rows[0]!;
  },
});
