import { sql } from 'kysely';
import { describeOverviewRoute, figuresOf, type AskedAs } from '@portal/platform/testing';

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
    // Rated: all three outcomes of the phase. Today: the state's, in the test portal's default PORTAL_TIME_ZONE.
    const rated = (phase: string) => sql`exists (select 1 from eco.outcome_ratings r where r.child_id = c.id and r.phase = ${phase}
      and r.rating_a is not null and r.rating_b is not null and r.rating_c is not null)`;
    const today = sql`(now() at time zone 'America/Los_Angeles')::date`;
    const { rows } = await sql<Record<string, number>>`
      with c as ${inProgram(leaId, schoolYear)}
      select
        (select count(*)::int from c) as "inProgram",
        (select count(*)::int from c where not ${rated('entry')}
          and entry_date + (select entry_window_days from eco.settings) < ${today}) as "entryOverdue",
        (select count(*)::int from c where ${exitedThisYear}) as "exited",
        (select count(*)::int from c where ${exitedThisYear} and not ${rated('exit')}) as "missingExit",
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
    expect(Object.keys(first).sort()).toEqual([
      'birthDate',
      'entryDate',
      'entryStatus',
      'exitDate',
      'exitStatus',
      'firstName',
      'flags',
      'id',
      'lastName',
      'leaId',
      'missing',
      'nextStep',
      'schoolId',
      'schoolName',
      'stateStudentId',
    ]);
    expect(first.birthDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(first.entryDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  test('refuses pages over 100 and unknown parameters', async () => {
    for (const query of ['?pageSize=101', '?pageNumber=0', '?lea=1']) {
      expect((await children(query)).statusCode).toBe(400);
    }
  });

  test('refuses an LEA the user does not belong to', async () => {
    const other = await overview.portal.db
      .selectFrom('directory.leas')
      .select('id')
      .where('id', '<>', overview.leaId)
      .executeTakeFirstOrThrow();
    expect((await children('', { leaId: other.id })).statusCode).toBe(403);
  });
});

describe('GET /api/eco/overview, the entry window', () => {
  const CURRENT_YEAR = 2027;
  const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
  let sequence = 0;

  /** A child of the LEA who entered `days` ago, with entry ratings of `rated` outcomes (A, then B, then C). */
  async function enteredDaysAgo(days: number, rated: number): Promise<void> {
    sequence += 1;
    const db = overview.portal.db.withSchema('eco');
    const { id } = await db
      .insertInto('children')
      .values({
        state_student_id: `WIN-${process.pid}-${sequence}`,
        first_name: 'Window',
        last_name: `Child ${sequence}`,
        birth_date: '2023-01-01',
        lea_id: overview.leaId,
        entry_date: daysAgo(days),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (rated === 0) return;
    const [a, b, c] = [1, 2, 3].map((outcome) => (outcome <= rated ? 4 : null));
    await db
      .insertInto('outcome_ratings')
      .values({ child_id: id, phase: 'entry', rating_date: daysAgo(days), rating_a: a, rating_b: b, rating_c: c })
      .execute();
  }

  const overdue = async () => {
    const res = await overview.get({ schoolYear: CURRENT_YEAR });
    expect(res.statusCode).toBe(200);
    return figuresOf(res.json()).entryOverdue!;
  };

  test('counts children whose entry ratings are missing or incomplete once the 60 days after entry have passed, and follows the setting', async () => {
    const before = await overdue();
    // Past the window: none rated, and two of three rated; within it: none rated; past it but rated in full.
    await enteredDaysAgo(90, 0);
    await enteredDaysAgo(90, 2);
    await enteredDaysAgo(30, 0);
    await enteredDaysAgo(90, 3);
    expect(await overdue()).toBe(before + 2);

    await overview.portal.db.withSchema('eco').updateTable('settings').set({ entry_window_days: 20 }).execute();
    try {
      expect(await overdue()).toBe(before + 3);
    } finally {
      await overview.portal.db.withSchema('eco').updateTable('settings').set({ entry_window_days: 60 }).execute();
    }
  });
});
