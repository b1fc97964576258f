import { sql } from 'kysely';
import { describeOverviewRoute, type AskedAs } from '@portal/platform/testing';

const SCHOOL_YEAR = 2026;

/** The LEA's children in the program at any time during the school year (1 July to 30 June). */
const inProgram = (leaId: number, schoolYear: number) => sql`(select * from eco.children
  where lea_id = ${leaId} and entry_date <= ${`${schoolYear}-06-30`} and (exit_date is null or exit_date >= ${`${schoolYear - 1}-07-01`}))`;

const overview = describeOverviewRoute({
  service: 'eco',
  allowedUser: 'districtuser@example.org',
  deniedUser: 'requester@example.org',
  schoolYears: [SCHOOL_YEAR],
  async expectedFigures(db, leaId, schoolYear) {
    const exitedThisYear = sql`exit_date between ${`${schoolYear - 1}-07-01`} and ${`${schoolYear}-06-30`}`;
    const { rows } = await sql<Record<string, number>>`
      with c as ${inProgram(leaId, schoolYear)}
      select
        (select count(*)::int from c) as "inProgram",
        (select count(*)::int from c where not exists
          (select 1 from eco.outcome_ratings r where r.child_id = c.id and r.phase = 'entry')) as "missingEntry",
        (select count(*)::int from c where ${exitedThisYear}) as "exited",
        (select count(*)::int from c where ${exitedThisYear} and not exists
          (select 1 from eco.outcome_ratings r where r.child_id = c.id and r.phase = 'exit')) as "missingExit",
        (select count(*)::int from c where exists
          (select 1 from eco.outcome_ratings r where r.child_id = c.id and r.status = 'Submitted')) as "awaitingFinalization"
    `.execute(db);
    return rows[0]!;
  },
});

const children = async (query = '', asked?: AskedAs) =>
  overview.portal.inject({ method: 'GET', url: `/api/eco/children${query}`, headers: await overview.headers(asked) });

describe('GET /api/eco/children', () => {
  test('pages through the children of the LEA and year by last name', async () => {
    const res = await children('?pageNumber=2&pageSize=5');
    expect(res.statusCode).toBe(200);
    const body = res.json();

    const listed = inProgram(overview.leaId, SCHOOL_YEAR);
    const total = await sql<{ n: number }>`select count(*)::int as n from ${listed} c`.execute(overview.portal.db);
    const page = await sql<{ id: number }>`select id from ${listed} c order by last_name, id limit 5 offset 5`.execute(overview.portal.db);
    expect(body).toMatchObject({ totalCount: total.rows[0]!.n, pageNumber: 2, pageSize: 5 });
    expect(body.items.map((c: { id: number }) => c.id)).toEqual(page.rows.map((r) => r.id));
    const [first] = body.items;
    expect(Object.keys(first).sort()).toEqual(
      ['birthDate', 'entryDate', 'entryStatus', 'exitDate', 'exitStatus', 'firstName', 'flags', 'id', 'lastName', 'leaId', 'missing', 'nextStep', 'schoolId', 'schoolName', 'stateStudentId'],
    );
    expect(first.birthDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(first.entryDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  test('refuses pages over 100 and unknown parameters', async () => {
    for (const query of ['?pageSize=101', '?pageNumber=0', '?lea=1']) {
      expect((await children(query)).statusCode).toBe(400);
    }
  });

  test('refuses an LEA the user does not belong to', async () => {
    const other = await overview.portal.db.selectFrom('directory.leas').select('id').where('id', '<>', overview.leaId).executeTakeFirstOrThrow();
    expect((await children('', { leaId: other.id })).statusCode).toBe(403);
  });
});
