import type { AddressInfo } from 'node:net';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { FieldMessages } from '@portal/shared-contracts';
import { EcoRatingMessages, type B7Report, type ChildRecord, type EcoSettings, type RatingSet } from '@portal/shared-contracts/eco';
import { PROGRESS_NO_KEY, writeCategoryRules } from '../src/report/category-rule-table';
import { DISTRICT_USER, REQUESTER, STATE_ADMIN, STATE_USER, useEcoPortal } from './eco-portal';

const eco = useEcoPortal();

/** eco.md's defaults: what the migration writes and what every other test file runs under. */
const DEFAULTS: EcoSettings = {
  progressQuestion: 'Has the child shown any new skills or behaviors related to this outcome since entry?',
  ageExpectedWithNo: 'warning',
  sameRatingWithNo: 'b',
  minimumDaysInProgram: 182,
  smallCellSize: 10,
  entryWindowDays: 60,
};

/** No seed uses this year, so its figures are exactly the children this file adds. */
const SCHOOL_YEAR = 2032;
const EXITED = '2032-03-01';
const plusDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const readSettings = async (user = DISTRICT_USER) => eco.call('GET', '/api/eco/settings', { user });
const putSettings = (payload: unknown, user = STATE_ADMIN) => eco.call('PUT', '/api/eco/settings', { user, payload });
const change = async (changes: Partial<EcoSettings>) => {
  const res = await putSettings({ ...DEFAULTS, ...changes });
  expect(res.statusCode).toBe(200);
  return res.json<EcoSettings>();
};

afterEach(async () => {
  expect((await putSettings(DEFAULTS)).statusCode).toBe(200);
});

let sequence = 0;
/** A child of the LEA (the district user's unless named) who left in SCHOOL_YEAR after `days` in the program, rated A, B, C as given (entry, exit, progress). */
async function addExitedChild(days: number, [a, b, c]: [number, number, boolean][], leaId = eco.homeLea): Promise<number> {
  sequence += 1;
  const { id } = await eco.db
    .insertInto('children')
    .values({
      state_student_id: `SET-${sequence}`,
      first_name: 'Settings',
      last_name: `Child ${sequence}`,
      birth_date: '2028-01-01',
      lea_id: leaId,
      entry_date: plusDays(EXITED, -days),
      exit_date: EXITED,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await eco.db
    .insertInto('outcome_ratings')
    .values([
      { child_id: id, phase: 'entry', rating_date: plusDays(EXITED, -days), rating_a: a![0], rating_b: b![0], rating_c: c![0] },
      {
        child_id: id,
        phase: 'exit',
        rating_date: EXITED,
        rating_a: a![1],
        rating_b: b![1],
        rating_c: c![1],
        progress_a: a![2],
        progress_b: b![2],
        progress_c: c![2],
      },
    ])
    .execute();
  return id;
}

async function homeReport(): Promise<B7Report> {
  const res = await eco.call('GET', `/api/eco/reports/b7?leaId=${eco.homeLea}`, { user: STATE_USER, schoolYear: SCHOOL_YEAR });
  expect(res.statusCode).toBe(200);
  return res.json();
}
const outcomeA = (report: B7Report) => report.outcomes.find((o) => o.outcome === 'A')!;

let sameRatingWithNo: number;
beforeAll(async () => {
  // Outcome A: the same rating 3 at entry and exit with progress No, which the setting reads as b, a or neither.
  sameRatingWithNo = await addExitedChild(200, [
    [3, 3, false],
    [6, 6, true],
    [4, 5, true],
  ]);
  // 150 days in the program: a short stay under eco.md's 182.
  await addExitedChild(150, [
    [2, 4, true],
    [6, 6, true],
    [4, 5, true],
  ]);
});

describe('GET /api/eco/settings', () => {
  test("gives every ECO user eco.md's defaults; a user without Eco.access is refused", async () => {
    for (const user of [DISTRICT_USER, STATE_USER, STATE_ADMIN]) {
      const res = await readSettings(user);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(DEFAULTS);
    }
    expect((await readSettings(REQUESTER)).statusCode).toBe(403);
  });
});

describe('PUT /api/eco/settings', () => {
  test('only a state administrator may change them', async () => {
    const wording = {
      ...DEFAULTS,
      progressQuestion: 'Has the child shown any new skills or behaviors related to this outcome since the last outcomes summary?',
    };
    for (const user of [DISTRICT_USER, STATE_USER]) expect((await putSettings(wording, user)).statusCode).toBe(403);
    expect((await readSettings()).json()).toEqual(DEFAULTS);
    const res = await putSettings({ ...wording, progressQuestion: `  ${wording.progressQuestion} ` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(wording);
    expect((await readSettings()).json()).toEqual(wording);
  });

  test('refuses values out of bounds with field errors, and changes nothing', async () => {
    const bounds = await putSettings({ ...DEFAULTS, minimumDaysInProgram: 0, smallCellSize: 31, entryWindowDays: 366 });
    expect(bounds.statusCode).toBe(400);
    expect(bounds.json().errors).toEqual({
      minimumDaysInProgram: 'min value 1',
      smallCellSize: 'max value 30',
      entryWindowDays: 'max value 365',
    });
    const format = await putSettings({ ...DEFAULTS, minimumDaysInProgram: 181.5, progressQuestion: 'x'.repeat(201) });
    expect(format.json().errors).toEqual({ minimumDaysInProgram: FieldMessages.incorrectFormat, progressQuestion: 'max length 200' });
    const choice = await putSettings({ ...DEFAULTS, sameRatingWithNo: 'c' });
    expect(choice.statusCode).toBe(400);
    expect(Object.keys(choice.json().errors)).toEqual(['sameRatingWithNo']);
    const blank = await putSettings({ ...DEFAULTS, progressQuestion: '   ', minimumDaysInProgram: 200 });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toEqual({ progressQuestion: FieldMessages.required });
    const partial: Partial<EcoSettings> = { ...DEFAULTS, minimumDaysInProgram: 200 };
    delete partial.smallCellSize;
    expect((await putSettings(partial)).json().errors).toEqual({ smallCellSize: FieldMessages.required });
    expect((await readSettings()).json()).toEqual(DEFAULTS);
  });

  test('keeps each changed setting before and after in the audit trail; a refused or empty change adds nothing', async () => {
    const admin = await eco.portal.db.selectFrom('directory.users').select('id').where('email', '=', STATE_ADMIN).executeTakeFirstOrThrow();
    const entries = async () =>
      (
        await sql<{ actor_user_id: number; entity_type: string; details: unknown }>`
          select actor_user_id, entity_type, details from eco.audit_events where event = 'settings-changed' order by id`.execute(
          eco.portal.db,
        )
      ).rows;
    const earlier = (await entries()).length;
    expect((await putSettings({ ...DEFAULTS, minimumDaysInProgram: 200, smallCellSize: -1 })).statusCode).toBe(400);
    await change({ minimumDaysInProgram: 200, ageExpectedWithNo: 'error' });
    await change({ minimumDaysInProgram: 200, ageExpectedWithNo: 'error' });
    expect((await entries()).slice(earlier)).toEqual([
      {
        actor_user_id: admin.id,
        entity_type: 'eco-settings',
        details: { ageExpectedWithNo: ['warning', 'error'], minimumDaysInProgram: [182, 200] },
      },
    ]);
  });
});

describe('the settings at work', () => {
  test('sameRatingWithNo a counts the same rating with No in a, exclude leaves it out, and b brings it back, in the report and the record', async () => {
    const category = async () => (await eco.call('GET', `/api/eco/children/${sameRatingWithNo}`)).json<ChildRecord>().categories.A;
    const before = outcomeA(await homeReport());
    expect(before.counts).toMatchObject({ a: 0, b: 1 });
    expect(await category()).toMatchObject({ category: 'b', flags: ['progressNoImpossible'] });

    await change({ sameRatingWithNo: 'a' });
    expect(outcomeA(await homeReport()).counts).toMatchObject({ a: 1, b: 0 });
    expect(await category()).toMatchObject({ category: 'a' });

    await change({ sameRatingWithNo: 'exclude' });
    const excluded = outcomeA(await homeReport());
    expect(excluded).toMatchObject({ counts: { a: 0, b: 0 }, included: before.included - 1, excluded: { sameRatingWithNo: 1 } });

    await change({ sameRatingWithNo: 'b' });
    expect(outcomeA(await homeReport())).toEqual(before);
  });

  test('start-up writes the category rule table under the stored policy', async () => {
    const sameThreeWithNo = () =>
      eco.db
        .selectFrom('category_rules')
        .select(['category', 'excluded'])
        .where('entry_key', '=', 3)
        .where('exit_key', '=', 3)
        .where('progress_key', '=', PROGRESS_NO_KEY)
        .executeTakeFirstOrThrow();
    const restart = async (policy: EcoSettings['sameRatingWithNo']) => {
      await eco.db.updateTable('settings').set({ same_rating_with_no: policy }).execute();
      await writeCategoryRules(eco.db);
    };
    await restart('exclude');
    expect(await sameThreeWithNo()).toEqual({ category: null, excluded: 'sameRatingWithNo' });
    await restart('b');
    expect(await sameThreeWithNo()).toEqual({ category: 'b', excluded: null });
  });

  test('minimumDaysInProgram decides who is counted: at 150 the 150-day stay counts, at 151 it does not', async () => {
    const before = await homeReport();
    expect(before).toMatchObject({ exited: 1, shortStays: 1 });
    await change({ minimumDaysInProgram: 150 });
    const counted = await homeReport();
    expect(counted).toMatchObject({ exited: 2, shortStays: 0 });
    expect(outcomeA(counted).counts).toMatchObject({ b: 1, c: 1 });
    await change({ minimumDaysInProgram: 151 });
    expect(await homeReport()).toMatchObject({ exited: 1, shortStays: 1 });
  });

  test('ageExpectedWithNo error refuses to save or submit exit ratings age-expected at both with No, under the progress field', async () => {
    const child = (await eco.createChild({ exitDate: '2026-06-05', exitReason: 'TRANSFERRED_TO_GENERAL_EDUCATION' })).json<ChildRecord>();
    const url = (phase: string) => `/api/eco/children/${child.id}/ratings/${phase}`;
    expect((await eco.call('PUT', url('entry'), { payload: { ratingDate: '2025-09-20', ratings: { A: 6, B: 3, C: 3 } } })).statusCode).toBe(
      200,
    );
    const exit = { ratingDate: '2026-06-01', ratings: { A: 7, B: 4, C: 4 }, progress: { A: false, B: true, C: true } };
    const warned = await eco.call('PUT', url('exit'), { payload: exit });
    expect(warned.statusCode).toBe(200);
    expect(warned.json<RatingSet>().warnings).toEqual({ progressA: EcoRatingMessages.ageExpectedWithNo });

    await change({ ageExpectedWithNo: 'error' });
    const submit = await eco.call('POST', `${url('exit')}/submit`);
    expect(submit.statusCode).toBe(400);
    expect(submit.json().errors).toEqual({ progressA: EcoRatingMessages.ageExpectedNeedsYes });
    const refused = await eco.call('PUT', url('exit'), { payload: { ...exit, ratings: { ...exit.ratings, B: 5 }, version: 1 } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ progressA: EcoRatingMessages.ageExpectedNeedsYes });
    expect((await eco.call('GET', `/api/eco/children/${child.id}`)).json<ChildRecord>().exit).toMatchObject({
      version: 1,
      ratings: exit.ratings,
    });
  });

  test("the public download shows an LEA's small counts as <n, hides the counts and percents that would give them back, for the state and a district alike; the state's row is whole", async () => {
    // Two children of another LEA in c for A: a small count whose column holds no other count above 0 but the home LEA's 0.
    for (let i = 0; i < 2; i += 1) {
      await addExitedChild(
        200,
        [
          [3, 4, true],
          [6, 6, true],
          [4, 5, true],
        ],
        eco.otherLea,
      );
    }
    const download = async (query: string, user = STATE_USER) => {
      const res = await eco.call('GET', `/api/eco/reports/b7/download?${query}`, { user, schoolYear: SCHOOL_YEAR });
      expect(res.statusCode).toBe(200);
      return res;
    };
    const rowsOf = (body: string) => {
      const [header, ...rows] = parse(body, { bom: true }) as string[][];
      return { header: header!, rows };
    };
    const full = rowsOf((await download('format=csv')).body);
    const column = (name: string) => full.header.indexOf(name);
    const codeOf = async (leaId: number) =>
      (await eco.portal.db.selectFrom('directory.leas').select('lea_code').where('id', '=', leaId).executeTakeFirstOrThrow()).lea_code;
    const [homeCode, otherCode] = await Promise.all([codeOf(eco.homeLea), codeOf(eco.otherLea)]);
    const outcomeRow = (rows: string[][], scope: (row: string[]) => boolean, outcome: string) =>
      rows.find((row) => scope(row) && row[column('Outcome')] === outcome)!;
    const home = (row: string[]) => row[column('LEA code')] === homeCode;
    const other = (row: string[]) => row[column('LEA code')] === otherCode;
    const state = (row: string[]) => row[column('Scope')] === 'State';
    const counts = (row: string[]) => row.slice(column('a'), column('Included') + 1);
    expect(counts(outcomeRow(full.rows, home, 'A'))).toEqual(['0', '1', '0', '0', '0', '0.00', '100.00', '0.00', '0.00', '0.00', '1']);
    expect(counts(outcomeRow(full.rows, other, 'A'))).toEqual(['0', '0', '2', '0', '0', '0.00', '0.00', '100.00', '0.00', '0.00', '2']);

    const res = await download('format=csv&public=true');
    expect(res.headers['content-disposition']).toContain(`filename="b7-${SCHOOL_YEAR}-public.csv"`);
    const suppressed = rowsOf(res.body);
    // The public file is the full one without the data-quality counts, which come last.
    const publicColumns = full.header.filter((name) => !name.startsWith('Flagged: ')).length;
    expect(publicColumns).toBeLessThan(full.header.length);
    const published = (rows: string[][]) => rows.map((row) => row.slice(0, publicColumns));
    expect(suppressed.header).toEqual(full.header.slice(0, publicColumns));
    const cells = (row: string[], ...names: string[]) => names.map((name) => row[column(name)]);
    const shownOfHomeA = [
      'a',
      'b',
      'c',
      'a %',
      'b %',
      'Included',
      'Summary Statement 1 %',
      'Summary Statement 2 %',
      'Excluded: missing entry rating',
    ];
    // The home LEA's c is 0, but beside the other LEA's 2 it would give that back from the state's c.
    const homeA = ['0', '<10', 'suppressed', 'suppressed', 'suppressed', '<10', 'suppressed', 'suppressed', '0'];
    expect(cells(outcomeRow(suppressed.rows, home, 'A'), ...shownOfHomeA)).toEqual(homeA);
    expect(cells(outcomeRow(suppressed.rows, other, 'A'), 'b', 'c', 'Included')).toEqual(['suppressed', '<10', '<10']);
    expect(outcomeRow(suppressed.rows, state, 'A')).toEqual(outcomeRow(published(full.rows), state, 'A'));
    // Rows with nobody are shown as they are.
    const quiet = (row: string[]) => !home(row) && !other(row) && !state(row);
    expect(suppressed.rows.filter(quiet)).toEqual(published(full.rows).filter(quiet));

    // A district's public file is cut from the state's pattern, not worked out again from its own rows.
    const district = rowsOf((await download('format=csv&public=true', DISTRICT_USER)).body);
    expect(district.rows.every(home)).toBe(true);
    expect(cells(outcomeRow(district.rows, home, 'A'), ...shownOfHomeA)).toEqual(homeA);

    await change({ smallCellSize: 0 });
    expect(rowsOf((await download('format=csv&public=true')).body).rows).toEqual(published(full.rows));

    await change({ smallCellSize: 2 });
    // Over HTTP, as the test portal's answers are text and a workbook is not.
    const { port } = eco.portal.app('eco').server.address() as AddressInfo;
    const headers = { authorization: `Bearer ${await eco.portal.tokenFor(STATE_USER)}`, activeschoolyear: String(SCHOOL_YEAR) };
    const xlsx = await fetch(`http://127.0.0.1:${port}/api/eco/reports/b7/download?format=xlsx&public=true`, { headers });
    expect(xlsx.headers.get('content-disposition')).toContain(`filename="b7-${SCHOOL_YEAR}-public.xlsx"`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await xlsx.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    const sheetRow = sheet
      .getSheetValues()
      .find(
        (values) => Array.isArray(values) && values[column('LEA code') + 1] === homeCode && values[column('Outcome') + 1] === 'A',
      ) as unknown[];
    expect([column('b'), column('Included')].map((i) => sheetRow[i + 1])).toEqual(['<2', '<2']);
  });
});
