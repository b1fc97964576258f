import type { B7Report, B7Trend } from '@portal/shared-contracts/eco';
import type { EcoDb } from '../src/db';
import { DISTRICT_USER, REQUESTER, STATE_USER, useEcoPortal } from './eco-portal';

/** No seed and no other test file uses these years, so their figures are exactly the children added here. */
const YEAR = 2038;
const ONE_YEAR_BACK = 2037;
const TWO_YEARS_BACK = 2036;

const eco = useEcoPortal();

/** A child who exited on `exitDate` after a full year, rated in outcome A only; `progress` says whether they made any. */
async function addExit(db: EcoDb, leaId: number, key: string, exitDate: string, [entry, exit, progress]: [number, number, boolean]) {
  const entryDate = `${Number(exitDate.slice(0, 4)) - 1}${exitDate.slice(4)}`;
  const { id } = await db
    .insertInto('children')
    .values({
      state_student_id: `TREND-${key}`,
      first_name: 'Trend',
      last_name: key,
      birth_date: '2030-01-01',
      lea_id: leaId,
      entry_date: entryDate,
      exit_date: exitDate,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('outcome_ratings')
    .values([
      { child_id: id, phase: 'entry', rating_date: entryDate, rating_a: entry },
      { child_id: id, phase: 'exit', rating_date: exitDate, rating_a: exit, progress_a: progress },
    ])
    .execute();
}

beforeAll(async () => {
  const { db, homeLea, otherLea } = eco;
  // Two years back, at home: one c (improved to nearer peers) and one d (reached peers): SS1 2/2, SS2 1/2.
  await addExit(db, homeLea, 'c-2036', '2036-03-01', [3, 4, true]);
  await addExit(db, homeLea, 'd-2036', '2036-03-01', [3, 6, true]);
  // This year, at home: an a (no progress) and an e (kept at peers): SS1 0/1, SS2 1/2; elsewhere one c.
  await addExit(db, homeLea, 'a-2038', '2038-03-01', [3, 3, false]);
  await addExit(db, homeLea, 'e-2038', '2038-03-01', [6, 6, true]);
  await addExit(db, otherLea, 'c-2038', '2038-03-01', [3, 4, true]);
});

const get = (url: string, user = STATE_USER, schoolYear = YEAR) => eco.call('GET', url, { user, schoolYear });

async function trend(query: string, user = STATE_USER): Promise<B7Trend> {
  const res = await get(`/api/eco/reports/b7/trend${query}`, user);
  expect(res.statusCode).toBe(200);
  return res.json();
}

const pointsOf = (t: B7Trend, outcome: string) => t.outcomes.find((o) => o.outcome === outcome)!.points;

describe('GET /api/eco/reports/b7/trend', () => {
  test("gives each outcome's summary statements in the prior years and this one, oldest first", async () => {
    const home = await trend(`?leaId=${eco.homeLea}&years=2`);
    expect(home.leaId).toBe(eco.homeLea);
    expect(home.schoolYears).toEqual([TWO_YEARS_BACK, ONE_YEAR_BACK, YEAR]);
    expect(home.outcomes.map((o) => o.outcome)).toEqual(['A', 'B', 'C']);
    expect(pointsOf(home, 'A')).toEqual([
      { schoolYear: TWO_YEARS_BACK, included: 2, summaryStatement1: 100, summaryStatement2: 50 },
      // A year without exits has no statements (eco.md: N/A, never 0 %).
      { schoolYear: ONE_YEAR_BACK, included: 0, summaryStatement1: null, summaryStatement2: null },
      { schoolYear: YEAR, included: 2, summaryStatement1: 0, summaryStatement2: 50 },
    ]);
    // Outcome B was never rated: every child is excluded, so nothing is included in any year.
    expect(pointsOf(home, 'B').map((p) => p.included)).toEqual([0, 0, 0]);
  });

  test("reads each year's point as that year's B7 report says it", async () => {
    const state = await trend('?years=2');
    expect(state.leaId).toBeNull();
    for (const year of state.schoolYears) {
      const res = await get('/api/eco/reports/b7', STATE_USER, year);
      expect(res.statusCode).toBe(200);
      const report: B7Report = res.json();
      for (const figures of report.outcomes) {
        const point = pointsOf(state, figures.outcome).find((p) => p.schoolYear === year)!;
        expect(point).toEqual({
          schoolYear: year,
          included: figures.included,
          summaryStatement1: figures.summaryStatement1,
          summaryStatement2: figures.summaryStatement2,
        });
      }
    }
    // The state this year: a, e at home and c elsewhere.
    expect(pointsOf(state, 'A').at(-1)).toEqual({ schoolYear: YEAR, included: 3, summaryStatement1: 50, summaryStatement2: (100 * 1) / 3 });
  });

  test('reaches back three years unless told otherwise', async () => {
    expect((await trend('')).schoolYears).toEqual([YEAR - 3, YEAR - 2, YEAR - 1, YEAR]);
  });

  test("keeps a district user to their own LEAs, as the year's report does", async () => {
    const own = await trend('', DISTRICT_USER);
    expect(own.leaId).toBe(eco.homeLea);
    expect(pointsOf(own, 'A').at(-1)).toMatchObject({ included: 2, summaryStatement1: 0, summaryStatement2: 50 });
    expect((await get(`/api/eco/reports/b7/trend?leaId=${eco.otherLea}`, DISTRICT_USER)).statusCode).toBe(403);
    // A requester holds no ECO permission at all.
    expect((await get('/api/eco/reports/b7/trend', REQUESTER)).statusCode).toBe(403);
  });

  test('refuses a reach it does not offer with a field error, and an unknown LEA', async () => {
    const tooFar = await get('/api/eco/reports/b7/trend?years=6');
    expect(tooFar.statusCode).toBe(400);
    expect(Object.keys(tooFar.json().errors)).toEqual(['years']);
    expect((await get('/api/eco/reports/b7/trend?years=0')).statusCode).toBe(400);
    expect((await get('/api/eco/reports/b7/trend?leaId=999999')).statusCode).toBe(404);
  });
});
