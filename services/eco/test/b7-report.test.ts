import type { AddressInfo } from 'node:net';
import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { sql, type Insertable } from 'kysely';
import { EcoPermissions, Roles } from '@portal/shared-contracts';
import {
  EXCLUSION_REASONS,
  PROGRESS_CATEGORIES,
  QUALITY_FLAGS,
  type B7OutcomeFigures,
  type B7Report,
  type B7ReportByLea,
} from '@portal/shared-contracts/eco';
import { startTestPortal, type TestPortal } from '@portal/platform/testing';
import type { EcoDb, OutcomeRatingsTable } from '../src/db';

/** No seed uses this year, so its figures are exactly the children this file adds. */
const SCHOOL_YEAR = 2031;
const EMPTY_YEAR = 2035;

const STATE_USER = 'stateuser@example.org';
const DISTRICT_USER = 'districtuser@example.org';
const NO_REPORTS_USER = 'requester@example.org';

type Rating = [entry: number | null, exit: number | null, progress: boolean | null];
interface Child {
  entryDate: string;
  exitDate: string | null;
  /** Outcomes A, B and C; no ratings at all when left out. */
  ratings?: [Rating, Rating, Rating];
  status?: 'Draft' | 'Finalized';
}

const plusDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const ENTERED = '2030-08-01';
const EXITED = '2031-03-01';
const B_AGE_EXPECTED: Rating = [6, 6, true];
const C_IMPROVED: Rating = [3, 4, true];

/**
 * The district user's LEA. Outcome A is eco.md's worked example (a=1, b=2, c=4, d=3, e=2);
 * B is e for everyone, so SS1 has no denominator; C has one exclusion of each missing kind.
 */
const homeChildren: Child[] = [
  { entryDate: ENTERED, exitDate: EXITED, ratings: [[4, 3, false], B_AGE_EXPECTED, C_IMPROVED] },
  { entryDate: ENTERED, exitDate: EXITED, ratings: [[3, 3, true], B_AGE_EXPECTED, C_IMPROVED], status: 'Finalized' },
  { entryDate: ENTERED, exitDate: EXITED, ratings: [[4, 2, true], B_AGE_EXPECTED, C_IMPROVED] },
  { entryDate: ENTERED, exitDate: EXITED, ratings: [[2, 4, true], B_AGE_EXPECTED, C_IMPROVED], status: 'Finalized' },
  { entryDate: ENTERED, exitDate: EXITED, ratings: [[1, 3, true], B_AGE_EXPECTED, C_IMPROVED] },
  { entryDate: ENTERED, exitDate: EXITED, ratings: [[3, 5, true], B_AGE_EXPECTED, C_IMPROVED] },
  // A missing answer where it does not decide the category only flags it.
  { entryDate: ENTERED, exitDate: EXITED, ratings: [[2, 3, null], B_AGE_EXPECTED, C_IMPROVED] },
  { entryDate: ENTERED, exitDate: EXITED, ratings: [[3, 6, true], B_AGE_EXPECTED, C_IMPROVED] },
  { entryDate: ENTERED, exitDate: EXITED, ratings: [[5, 7, true], B_AGE_EXPECTED, C_IMPROVED] },
  // The first and last days of the school year, and exactly 182 days in the program.
  { entryDate: '2029-12-01', exitDate: '2030-07-01', ratings: [[1, 6, true], B_AGE_EXPECTED, [null, 4, true]] },
  { entryDate: ENTERED, exitDate: '2031-06-30', ratings: [[6, 7, true], B_AGE_EXPECTED, [3, null, null]], status: 'Finalized' },
  { entryDate: plusDays(EXITED, -182), exitDate: EXITED, ratings: [[7, 6, false], B_AGE_EXPECTED, [4, 2, null]] },
  // Counted, with every outcome excluded for a missing entry rating.
  { entryDate: ENTERED, exitDate: EXITED },
  // 181 days: too short, though it would be an a in A.
  { entryDate: plusDays(EXITED, -181), exitDate: EXITED, ratings: [[1, 1, false], B_AGE_EXPECTED, C_IMPROVED] },
  // Exits outside the year, and no exit yet.
  { entryDate: '2029-08-01', exitDate: '2030-06-30', ratings: [[1, 1, false], B_AGE_EXPECTED, C_IMPROVED] },
  { entryDate: '2030-09-01', exitDate: '2031-07-01', ratings: [[1, 1, false], B_AGE_EXPECTED, C_IMPROVED] },
  { entryDate: ENTERED, exitDate: null, ratings: [[1, 1, false], B_AGE_EXPECTED, C_IMPROVED] },
];

const otherChildren: Child[] = [
  {
    entryDate: ENTERED,
    exitDate: EXITED,
    ratings: [
      [2, 2, true],
      [1, 1, false],
      [5, 6, true],
    ],
  },
  {
    entryDate: ENTERED,
    exitDate: EXITED,
    ratings: [
      [3, 1, false],
      [2, 7, true],
      [6, 6, true],
    ],
  },
  // One of each data-quality flag, every outcome still categorised: b, e and c.
  {
    entryDate: ENTERED,
    exitDate: EXITED,
    ratings: [
      [3, 3, false],
      [6, 6, false],
      [2, 4, null],
    ],
  },
];

const noExclusions = Object.fromEntries(EXCLUSION_REASONS.map((r) => [r, 0]));
const noFlags = Object.fromEntries(QUALITY_FLAGS.map((f) => [f, 0]));

let portal: TestPortal;
let homeLea: number;
let otherLea: number;

async function addChildren(db: EcoDb, leaId: number, children: Child[]) {
  for (const [i, child] of children.entries()) {
    const { id } = await db
      .insertInto('children')
      .values({
        state_student_id: `B7-${leaId}-${i}`,
        first_name: 'Test',
        last_name: `Child ${i}`,
        birth_date: '2027-01-01',
        lea_id: leaId,
        entry_date: child.entryDate,
        exit_date: child.exitDate,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (!child.ratings) continue;
    const [a, b, c] = child.ratings;
    const status =
      child.status === 'Finalized'
        ? { status: 'Finalized' as const, submitted_at: '2031-03-01T12:00:00Z', finalized_at: '2031-03-02T12:00:00Z' }
        : {};
    const rows: Insertable<OutcomeRatingsTable>[] = [
      { child_id: id, phase: 'entry', rating_date: child.entryDate, rating_a: a[0], rating_b: b[0], rating_c: c[0], ...status },
      {
        child_id: id,
        phase: 'exit',
        rating_date: child.exitDate ?? child.entryDate,
        rating_a: a[1],
        rating_b: b[1],
        rating_c: c[1],
        progress_a: a[2],
        progress_b: b[2],
        progress_c: c[2],
        ...status,
      },
    ];
    await db.insertInto('outcome_ratings').values(rows).execute();
  }
}

beforeAll(async () => {
  portal = await startTestPortal();
  const me = await portal.inject({
    method: 'GET',
    url: '/api/account/users/me',
    headers: { authorization: `Bearer ${await portal.tokenFor(DISTRICT_USER)}` },
  });
  homeLea = me.json().leaId;
  const other = await portal.db
    .selectFrom('directory.leas')
    .select('id')
    .where('id', '<>', homeLea)
    .where('is_nde_level_district', '=', false)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  otherLea = other.id;
  const db: EcoDb = portal.db.withSchema('eco');
  await addChildren(db, homeLea, homeChildren);
  await addChildren(db, otherLea, otherChildren);
}, 120_000);
afterAll(() => portal?.close());

async function headersOf(user: string, schoolYear: number = SCHOOL_YEAR, leaId?: number) {
  return {
    authorization: `Bearer ${await portal.tokenFor(user)}`,
    activeschoolyear: String(schoolYear),
    ...(leaId !== undefined ? { currentleaid: String(leaId) } : {}),
  };
}

async function get(url: string, user = STATE_USER, schoolYear = SCHOOL_YEAR, leaId?: number) {
  return portal.inject({ method: 'GET', url, headers: await headersOf(user, schoolYear, leaId) });
}

async function report(query = '', user = STATE_USER, leaId?: number): Promise<B7Report> {
  const res = await get(`/api/eco/reports/b7${query}`, user, SCHOOL_YEAR, leaId);
  expect(res.statusCode).toBe(200);
  return res.json();
}

const outcome = (r: B7Report, name: string) => r.outcomes.find((o) => o.outcome === name)!;

/** What the figures must be for these counts: percents of the included, at full precision. */
function figures(
  name: string,
  counts: Record<string, number>,
  excluded: Record<string, number> = {},
  flagged: Record<string, number> = {},
): B7OutcomeFigures {
  const all = Object.fromEntries(PROGRESS_CATEGORIES.map((k) => [k, counts[k] ?? 0])) as B7OutcomeFigures['counts'];
  const included = Object.values(all).reduce((sum, n) => sum + n, 0);
  const pct = (part: number, whole: number) => (whole === 0 ? null : (part * 100) / whole);
  return {
    outcome: name as B7OutcomeFigures['outcome'],
    counts: all,
    included,
    percents: Object.fromEntries(PROGRESS_CATEGORIES.map((k) => [k, pct(all[k], included)])) as B7OutcomeFigures['percents'],
    summaryStatement1: pct(all.c + all.d, all.a + all.b + all.c + all.d),
    summaryStatement2: pct(all.d + all.e, included),
    excluded: { ...noExclusions, ...excluded } as B7OutcomeFigures['excluded'],
    flagged: { ...noFlags, ...flagged } as B7OutcomeFigures['flagged'],
  };
}

const homeFigures = [
  figures('A', { a: 1, b: 2, c: 4, d: 3, e: 2 }, { missingEntryRating: 1 }, { progressMissing: 1, ageExpectedWithNo: 1 }),
  figures('B', { e: 12 }, { missingEntryRating: 1 }),
  figures('C', { c: 9 }, { missingEntryRating: 2, missingExitRating: 1, missingProgress: 1 }),
];
const otherFigures = [
  figures('A', { b: 2, a: 1 }, {}, { progressNoImpossible: 1 }),
  figures('B', { a: 1, d: 1, e: 1 }, {}, { ageExpectedWithNo: 1 }),
  figures('C', { c: 1, d: 1, e: 1 }, {}, { progressMissing: 1 }),
];
const stateFigures = [
  figures(
    'A',
    { a: 2, b: 4, c: 4, d: 3, e: 2 },
    { missingEntryRating: 1 },
    { progressNoImpossible: 1, progressMissing: 1, ageExpectedWithNo: 1 },
  ),
  figures('B', { a: 1, d: 1, e: 13 }, { missingEntryRating: 1 }, { ageExpectedWithNo: 1 }),
  figures('C', { c: 10, d: 1, e: 1 }, { missingEntryRating: 2, missingExitRating: 1, missingProgress: 1 }, { progressMissing: 1 }),
];

describe('GET /api/eco/reports/b7', () => {
  test("gives eco.md's worked example: a=1 b=2 c=4 d=3 e=2 make SS1 70 and SS2 41.67 at full precision", async () => {
    const a = outcome(await report(`?leaId=${homeLea}`), 'A');
    expect(a.counts).toEqual({ a: 1, b: 2, c: 4, d: 3, e: 2 });
    expect(a.included).toBe(12);
    expect(a.summaryStatement1).toBe(70);
    expect(a.summaryStatement2).toBeCloseTo(125 / 3, 12);
    expect(a.summaryStatement2!.toFixed(2)).toBe('41.67');
    expect(a.percents.c).toBeCloseTo(100 / 3, 12);
  });

  test('counts exits during the year after 182 days or more; 181 days is a short stay; other years are left out', async () => {
    const lea = await report(`?leaId=${homeLea}`);
    expect(lea).toMatchObject({ schoolYear: SCHOOL_YEAR, leaId: homeLea, exited: 13, shortStays: 1 });
    expect(lea.outcomes).toEqual(homeFigures);
  });

  test('excludes missing entry, exit and progress by reason, and answers null, not 0, for a zero denominator', async () => {
    const lea = await report(`?leaId=${homeLea}`);
    expect(outcome(lea, 'C').excluded).toEqual({ ...noExclusions, missingEntryRating: 2, missingExitRating: 1, missingProgress: 1 });
    expect(outcome(lea, 'B')).toMatchObject({ summaryStatement1: null, summaryStatement2: 100, percents: { a: 0, e: 100 } });

    const res = await get('/api/eco/reports/b7', STATE_USER, EMPTY_YEAR);
    const empty: B7Report = res.json();
    expect(empty).toMatchObject({ schoolYear: EMPTY_YEAR, leaId: null, exited: 0, shortStays: 0 });
    for (const name of ['A', 'B', 'C']) expect(outcome(empty, name)).toEqual(figures(name, {}));
  });

  test('gives a state user the state without leaId: every LEA together', async () => {
    const state = await report('', STATE_USER);
    expect(state).toMatchObject({ leaId: null, exited: 16, shortStays: 1 });
    expect(state.outcomes).toEqual(stateFigures);
    expect((await report(`?leaId=${otherLea}`)).outcomes).toEqual(otherFigures);
  });

  test("gives a district user their current LEA, and refuses another LEA's", async () => {
    const own = await report('', DISTRICT_USER, homeLea);
    expect(own).toMatchObject({ leaId: homeLea, exited: 13 });
    expect(own.outcomes).toEqual(homeFigures);
    expect((await get(`/api/eco/reports/b7?leaId=${otherLea}`, DISTRICT_USER, SCHOOL_YEAR, homeLea)).statusCode).toBe(403);
  });

  test('refuses a user without Eco.reports.view', async () => {
    for (const url of ['/api/eco/reports/b7', '/api/eco/reports/b7/leas', '/api/eco/reports/b7/download?format=csv']) {
      expect((await get(url, NO_REPORTS_USER)).statusCode).toBe(403);
    }
  });

  test("refuses a role holding Eco.reports.view but not ECO's module access, as the shell's route check does", async () => {
    const role = (await sql<{ id: number }>`select id from identity.roles where name = ${Roles.DisputePublicUser}`.execute(portal.db))
      .rows[0]!.id;
    const grant = (permission: string) =>
      sql`insert into identity.role_permissions (role_id, permission) values (${role}, ${permission})`.execute(portal.db);
    // A new sign-in each time, so the token carries what the role holds then.
    const leasAs = async () =>
      portal.inject({
        method: 'GET',
        url: '/api/eco/reports/b7/leas',
        headers: { authorization: `Bearer ${(await portal.signIn(NO_REPORTS_USER)).accessToken}`, activeschoolyear: String(SCHOOL_YEAR) },
      });
    try {
      await grant(EcoPermissions.ReportsView);
      expect((await leasAs()).statusCode).toBe(403);
      await grant(EcoPermissions.Access);
      expect((await leasAs()).statusCode).toBe(200);
    } finally {
      await sql`delete from identity.role_permissions where role_id = ${role} and permission in (${EcoPermissions.ReportsView}, ${EcoPermissions.Access})`.execute(
        portal.db,
      );
    }
  });

  test('names bad input as field errors, and an unknown LEA as not found', async () => {
    const bad = await get('/api/eco/reports/b7?leaId=abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ leaId: 'Input not in correct format.' });
    expect((await get('/api/eco/reports/b7?outcome=A')).statusCode).toBe(400);
    const format = await get('/api/eco/reports/b7/download?format=pdf');
    expect(format.statusCode).toBe(400);
    expect(Object.keys(format.json().errors)).toEqual(['format']);
    const noYear = await portal.inject({
      method: 'GET',
      url: '/api/eco/reports/b7',
      headers: { authorization: `Bearer ${await portal.tokenFor(STATE_USER)}` },
    });
    expect(noYear.json().errors).toEqual({ activeschoolyear: 'Field is required.' });
    expect((await get('/api/eco/reports/b7?leaId=999999')).statusCode).toBe(404);
  });
});

describe('GET /api/eco/reports/b7/leas', () => {
  test('gives a state user the state and every LEA, each as GET /b7 gives it', async () => {
    const res = await get('/api/eco/reports/b7/leas');
    expect(res.statusCode).toBe(200);
    const body: B7ReportByLea = res.json();
    expect(body.schoolYear).toBe(SCHOOL_YEAR);
    expect(body.state).toEqual(await report(''));
    const directory = await portal.db
      .selectFrom('directory.leas')
      .select(['id', 'name', 'lea_code'])
      .where('is_nde_level_district', '=', false)
      .orderBy('name')
      .orderBy('id')
      .execute();
    expect(body.leas.map((l) => l.leaId)).toEqual(directory.map((l) => l.id));
    const home = body.leas.find((l) => l.leaId === homeLea)!;
    const { leaName, leaCode, ...homeReport } = home;
    expect(homeReport).toEqual(await report(`?leaId=${homeLea}`));
    expect({ leaName, leaCode }).toEqual({
      leaName: directory.find((l) => l.id === homeLea)!.name,
      leaCode: directory.find((l) => l.id === homeLea)!.lea_code,
    });
    expect(body.leas.find((l) => l.leaId === otherLea)!.outcomes).toEqual(otherFigures);
    const quiet = body.leas.find((l) => l.leaId !== homeLea && l.leaId !== otherLea)!;
    expect(quiet).toMatchObject({ exited: 0, outcomes: [figures('A', {}), figures('B', {}), figures('C', {})] });
  });

  test('gives a district user only their LEA, without the state', async () => {
    const res = await get('/api/eco/reports/b7/leas', DISTRICT_USER, SCHOOL_YEAR, homeLea);
    expect(res.statusCode).toBe(200);
    const body: B7ReportByLea = res.json();
    expect(body.state).toBeNull();
    expect(body.leas.map((l) => l.leaId)).toEqual([homeLea]);
    expect(body.leas[0]!.outcomes).toEqual(homeFigures);
  });
});

describe('GET /api/eco/reports/b7/download', () => {
  const HEADER = [
    'Scope',
    'LEA code',
    'Outcome',
    ...PROGRESS_CATEGORIES,
    ...PROGRESS_CATEGORIES.map((k) => `${k} %`),
    'Included',
    'Summary Statement 1 %',
    'Summary Statement 2 %',
    'Excluded: missing entry rating',
    'Excluded: missing exit rating',
    'Excluded: invalid entry rating',
    'Excluded: invalid exit rating',
    'Excluded: missing progress answer',
    'Excluded: same rating with progress No',
    'Flagged: same rating 2 to 5 with progress No',
    'Flagged: age-expected at entry and exit with progress No',
    'Flagged: progress answer missing',
  ];

  /** The cells of one scope's outcome as the JSON gives it; percents as `percent` writes them. */
  function expectedCells(scope: string, leaCode: string, f: B7OutcomeFigures, percent: (value: number) => unknown) {
    const pct = (value: number | null) => (value === null ? 'N/A' : percent(value));
    return [
      scope,
      leaCode,
      f.outcome,
      ...PROGRESS_CATEGORIES.map((k) => f.counts[k]),
      ...PROGRESS_CATEGORIES.map((k) => pct(f.percents[k])),
      f.included,
      pct(f.summaryStatement1),
      pct(f.summaryStatement2),
      ...EXCLUSION_REASONS.map((r) => f.excluded[r]),
      ...QUALITY_FLAGS.map((flag) => f.flagged[flag]),
    ];
  }

  function expectedRows(body: B7ReportByLea, percent: (value: number) => unknown) {
    const scopes = [
      ...(body.state ? [{ scope: 'State', leaCode: '', outcomes: body.state.outcomes }] : []),
      ...body.leas.map((l) => ({ scope: l.leaName, leaCode: l.leaCode, outcomes: l.outcomes })),
    ];
    return scopes.flatMap((s) => s.outcomes.map((f) => expectedCells(s.scope, s.leaCode, f, percent)));
  }

  test('writes the CSV with the numbers of the JSON, percents with two decimals', async () => {
    const json: B7ReportByLea = (await get('/api/eco/reports/b7/leas')).json();
    const res = await get('/api/eco/reports/b7/download?format=csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain(`filename="b7-${SCHOOL_YEAR}.csv"`);
    const [header, ...rows] = parse(res.body, { bom: true }) as string[][];
    expect(header).toEqual(HEADER);
    expect(rows).toEqual(expectedRows(json, (v) => v.toFixed(2)).map((cells) => cells.map(String)));
    expect(rows[0]!.slice(0, 3)).toEqual(['State', '', 'A']);
    expect(rows[0]![HEADER.indexOf('Summary Statement 1 %')]).toBe(stateFigures[0]!.summaryStatement1!.toFixed(2));
  });

  test('writes the spreadsheet with the same numbers, percents as numbers shown with two decimals', async () => {
    const json: B7ReportByLea = (await get('/api/eco/reports/b7/leas')).json();
    const { port } = portal.app('eco').server.address() as AddressInfo;
    const res = await fetch(`http://127.0.0.1:${port}/api/eco/reports/b7/download?format=xlsx`, { headers: await headersOf(STATE_USER) });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers.get('content-disposition')).toContain(`filename="b7-${SCHOOL_YEAR}.xlsx"`);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await res.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    const rows = sheet
      .getSheetValues()
      .slice(1)
      // An empty cell is a hole in exceljs's row array, which map() would skip.
      .map((values) => Array.from((values as unknown[]).slice(1), (v) => v ?? ''));
    expect(rows[0]).toEqual(HEADER);
    expect(rows.slice(1)).toEqual(expectedRows(json, (v) => v));
    const firstPercent = sheet.getRow(2).getCell(HEADER.indexOf('a %') + 1);
    expect(firstPercent.numFmt).toBe('0.00');
    expect(typeof firstPercent.value).toBe('number');
  });

  test('leaves the state out for a district user', async () => {
    const res = await get('/api/eco/reports/b7/download?format=csv', DISTRICT_USER, SCHOOL_YEAR, homeLea);
    expect(res.statusCode).toBe(200);
    const [, ...rows] = parse(res.body, { bom: true }) as string[][];
    expect(rows.map((r) => r[2])).toEqual(['A', 'B', 'C']);
    expect(rows[0]![0]).not.toBe('State');
  });
});
