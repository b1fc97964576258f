import { sql } from 'kysely';
import { describeOverviewRoute } from '@portal/platform/testing';

describeOverviewRoute({
  service: 'admin',
  allowedUser: 'districtadmin@example.org',
  // Spec 2: the Admin menu needs an admin user.
  deniedUser: 'districtuser@example.org',
  async expectedFigures(db, leaId) {
    const { rows } = await sql<Record<string, number>>`
      select
        (select count(*)::int from admin.lookup_lists) as lists,
        (select count(*)::int from admin.lookup_values where retired_at is null) as "activeValues",
        (select count(*)::int from admin.lookup_values where retired_at is not null) as "retiredValues",
        (select count(*)::int from directory.leas where not is_nde_level_district) as leas,
        (select count(*)::int from directory.schools where lea_id = ${leaId}) as schools
    `.execute(db);
    return rows[0]!;
  },
});
