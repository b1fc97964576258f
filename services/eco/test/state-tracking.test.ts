import type { Insertable } from 'kysely';
import type { LeaCompletion, StateTracking } from '@portal/shared-contracts/eco';
import type { OutcomeRatingsTable } from '../src/db';
import { DISTRICT_USER, REQUESTER, STATE_ADMIN, STATE_USER, useEcoPortal } from './eco-portal';

/** Before the seeded children entered, so the year's figures are exactly the children added here. */
const SCHOOL_YEAR = 2015;

const eco = useEcoPortal();

const finalized = { status: 'Finalized' as const, submitted_at: '2015-01-10T12:00:00Z', finalized_at: '2015-01-11T12:00:00Z' };
const submitted = { status: 'Submitted' as const, submitted_at: '2015-04-10T12:00:00Z' };
const rated = { rating_a: 3, rating_b: 4, rating_c: 5 };

type Ratings = Omit<Insertable<OutcomeRatingsTable>, 'child_id' | 'rating_date'>;

beforeAll(async () => {
  const children: { entry: string; exit: string | null; ratings: Ratings[] }[] = [
    { entry: '2014-09-01', exit: null, ratings: [{ phase: 'entry', ...rated, ...finalized }] },
    {
      entry: '2014-09-01',
      exit: '2015-03-01',
      ratings: [
        { phase: 'entry', ...rated, ...finalized },
        { phase: 'exit', ...rated, progress_a: true, progress_b: true, progress_c: true, ...submitted },
      ],
    },
    { entry: '2014-10-01', exit: null, ratings: [] },
    { entry: '2014-10-01', exit: null, ratings: [{ phase: 'entry', rating_a: 2, rating_b: 2, rating_c: null }] },
    // Left before the year began.
    { entry: '2013-10-01', exit: '2014-06-01', ratings: [{ phase: 'entry', ...rated, ...finalized }] },
  ];
  for (const [i, child] of children.entries()) {
    const { id } = await eco.db
      .insertInto('children')
      .values({
        state_student_id: `ST-${i}`,
        first_name: 'State',
        last_name: `Tracked ${i}`,
        birth_date: '2011-05-01',
        lea_id: eco.homeLea,
        entry_date: child.entry,
        exit_date: child.exit,
        exit_reason: child.exit && 'MOVED_CONTINUING',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (child.ratings.length)
      await eco.db
        .insertInto('outcome_ratings')
        .values(child.ratings.map((r) => ({ ...r, child_id: id, rating_date: child.entry })))
        .execute();
  }
});

const tracking = (user: string, schoolYear: number | null = SCHOOL_YEAR) =>
  eco.call('GET', '/api/eco/state-tracking', { user, schoolYear });

describe('GET /api/eco/state-tracking', () => {
  test("gives every LEA's completion for the year, entry ratings due for each child in the program and exit ratings for each exit", async () => {
    const res = await tracking(STATE_USER);
    expect(res.statusCode).toBe(200);
    const body = res.json<StateTracking>();
    expect(body.schoolYear).toBe(SCHOOL_YEAR);
    const leas = await eco.portal.db.selectFrom('directory.leas').select(['id', 'name', 'lea_code']).execute();
    expect(body.leas.map((l) => l.leaId).sort((a, b) => a - b)).toEqual(leas.map((l) => l.id).sort((a, b) => a - b));
    const home = leas.find((l) => l.id === eco.homeLea)!;
    expect(body.leas.find((l) => l.leaId === eco.homeLea)).toEqual<LeaCompletion>({
      leaId: home.id,
      leaName: home.name,
      leaCode: home.lea_code,
      inProgram: 4,
      withEntryRatings: 2,
      exited: 1,
      withExitRatings: 1,
      awaitingFinalization: 1,
      // Two finalized entry ratings of the five ratings due (four entries, one exit).
      completionPercent: 40,
    });
    expect(body.leas.find((l) => l.leaId === eco.otherLea)).toMatchObject({ inProgram: 0, exited: 0, completionPercent: null });
  });

  test('counts the seeded years against the child list of each LEA', async () => {
    const body = (await tracking(STATE_ADMIN, 2026)).json<StateTracking>();
    const home = body.leas.find((l) => l.leaId === eco.homeLea)!;
    const list = await eco.call('GET', `/api/eco/children?leaId=${eco.homeLea}&pageSize=1`, { user: STATE_USER, schoolYear: 2026 });
    expect(home.inProgram).toBe(list.json().totalCount);
    expect(home.inProgram).toBeGreaterThan(0);
  });

  test('is for state users only, and needs the school year', async () => {
    expect((await tracking(DISTRICT_USER)).statusCode).toBe(403);
    expect((await tracking(REQUESTER)).statusCode).toBe(403);
    const missing = await tracking(STATE_USER, null);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ activeschoolyear: 'Field is required.' });
  });
});
