import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { FieldMessages, maxLengthMessage, ImportMessages, type ImportState } from '@portal/shared-contracts';
import {
  ECO_IMPORT_COLUMNS,
  EcoImportMessages,
  EcoRatingMessages,
  EcoRecordMessages,
  type EcoImportColumn,
  type EcoImportResult,
} from '@portal/shared-contracts/eco';
import { eventually } from '@portal/service-kit/testing';
import { startTestPortal, type TestPortal, type TestResponse } from '@portal/platform/testing';

const DISTRICT_USER = 'districtuser@example.org';
const STATE_ADMIN = 'stateadmin@example.org';
// The district user's LEA (Adams) and another district's.
const ADAMS = '01-1000';
const BOONE = '02-1007';

let portal: TestPortal;
beforeAll(async () => {
  portal = await startTestPortal();
}, 120_000);
afterAll(() => portal?.close());

type Row = Partial<Record<EcoImportColumn, string>>;

/** A child entered 2022-09-01 in Adams' first school; `row` overrides any column. */
const child = (stateStudentId: string, row: Row = {}): Row => ({
  stateStudentId,
  firstName: 'Ada',
  lastName: `Import ${stateStudentId}`,
  birthDate: '2019-03-01',
  leaCode: ADAMS,
  schoolCode: `${ADAMS}-001`,
  entryDate: '2022-09-01',
  entryRatingA: '3',
  entryRatingB: '4',
  entryRatingC: '5',
  ...row,
});

// Consistent with the entry ratings 3, 4, 5: higher with Yes, and lower with No.
const exited = {
  exitDate: '2024-06-01',
  exitRatingA: '5',
  exitRatingB: '6',
  exitRatingC: '4',
  progressA: 'Y',
  progressB: 'Y',
  progressC: 'N',
};

// Columns in an order of their own: the import reads them by name.
const HEADER = [...ECO_IMPORT_COLUMNS].reverse();
const csv = (rows: Row[], header: readonly string[] = HEADER) =>
  [header.join(','), ...rows.map((r) => header.map((c) => r[c as EcoImportColumn] ?? '').join(','))].join('\r\n');

/** The file as the browser sends it: form-data, in the part named "file". */
const form = (file: string | Uint8Array, name = 'ratings.csv') => {
  const data = new FormData();
  data.append('file', new Blob([typeof file === 'string' ? file : new Uint8Array(file)], { type: 'text/csv' }), name);
  return data;
};

async function post(user: string, file: string | FormData, preview = false): Promise<TestResponse> {
  return portal.inject({
    method: 'POST',
    url: `/api/eco/imports${preview ? '?preview=true' : ''}`,
    headers: {
      authorization: `Bearer ${await portal.tokenFor(user)}`,
      ...(typeof file === 'string' ? { 'content-type': 'text/csv; charset=utf-8' } : {}),
    },
    payload: file,
  });
}

const stateOf = async (user: string, id: string) =>
  portal.inject({ url: `/api/eco/imports/${id}`, headers: { authorization: `Bearer ${await portal.tokenFor(user)}` } });

/** Polls the import until it ends, as the page does. */
async function settled(user: string, id: string): Promise<ImportState<EcoImportResult>> {
  return eventually(async () => {
    const state = (await stateOf(user, id)).json() as ImportState<EcoImportResult>;
    return state.status === 'done' || state.status === 'failed' ? state : undefined;
  }, `import ${id}`);
}

/** Uploads the file as form-data (202), then polls it to its end; the import's report. */
async function importFile(file: string, { user = DISTRICT_USER, preview = false } = {}): Promise<EcoImportResult> {
  const res = await post(user, form(file), preview);
  expect([res.statusCode, res.body]).toEqual([202, expect.any(String)]);
  const state = await settled(user, res.json().id);
  expect(state).toMatchObject({ status: 'done', progress: { done: state.progress.total } });
  return state.result!;
}

const summary = (result: EcoImportResult) => ({ imported: result.imported, updated: result.updated, unchanged: result.unchanged });

async function recordOf(stateStudentId: string) {
  const children = await portal.db
    .selectFrom('eco.children')
    .select((eb) => [
      'id',
      'first_name',
      'lea_id',
      'school_id',
      eb.cast<string>('entry_date', 'text').as('entry_date'),
      eb.cast<string | null>('exit_date', 'text').as('exit_date'),
    ])
    .where('state_student_id', '=', stateStudentId)
    .orderBy('entry_date')
    .execute();
  const ratings = await portal.db
    .selectFrom('eco.outcome_ratings')
    .select((eb) => [
      'child_id',
      'phase',
      eb.cast<string>('rating_date', 'text').as('rating_date'),
      'rating_a',
      'rating_b',
      'rating_c',
      'progress_a',
      'progress_b',
      'progress_c',
      'status',
    ])
    .where('child_id', 'in', children.length ? children.map((c) => c.id) : [0])
    .orderBy('child_id')
    .orderBy('phase')
    .execute();
  return { children, ratings };
}

async function historyOf(stateStudentId: string) {
  return portal.db
    .selectFrom('eco.child_history as h')
    .innerJoin('eco.children as c', 'c.id', 'h.child_id')
    .select(['h.child_id', 'h.action', 'h.user_name', 'h.changes'])
    .where('c.state_student_id', '=', stateStudentId)
    .orderBy('h.id')
    .execute();
}

const count = async (table: string) =>
  Number((await sql<{ n: string }>`select count(*) as n from ${sql.table(table)}`.execute(portal.db)).rows[0]!.n);
const writes = async () => Promise.all(['eco.children', 'eco.outcome_ratings', 'eco.child_history', 'eco.audit_events'].map(count));

const leaIdOf = async (code: string) =>
  (await portal.db.selectFrom('directory.leas').select('id').where('lea_code', '=', code).executeTakeFirstOrThrow()).id as number;

describe('POST /api/eco/imports', () => {
  test('adds children and their summaries, each with an "imported" history entry; the same file again changes nothing', async () => {
    const file = csv([child('GOOD-1'), child('GOOD-2', { ...exited, schoolCode: '' })]);
    const result = await importFile(file);
    expect(result).toEqual({ committed: true, imported: 2, updated: 0, unchanged: 0, rejected: [], warnings: [] });

    const adams = await leaIdOf(ADAMS);
    const first = await recordOf('GOOD-1');
    expect(first.children).toMatchObject([
      { first_name: 'Ada', lea_id: adams, school_id: expect.any(Number), entry_date: '2022-09-01', exit_date: null },
    ]);
    expect(first.ratings).toEqual([
      {
        child_id: first.children[0]!.id,
        phase: 'entry',
        rating_date: '2022-09-01',
        rating_a: 3,
        rating_b: 4,
        rating_c: 5,
        progress_a: null,
        progress_b: null,
        progress_c: null,
        status: 'Draft',
      },
    ]);
    const second = await recordOf('GOOD-2');
    expect(second.children).toMatchObject([{ school_id: null, exit_date: '2024-06-01' }]);
    expect(
      second.ratings.map((r) => [r.phase, r.rating_date, r.rating_a, r.rating_b, r.rating_c, r.progress_a, r.progress_b, r.progress_c]),
    ).toEqual([
      ['entry', '2022-09-01', 3, 4, 5, null, null, null],
      ['exit', '2024-06-01', 5, 6, 4, true, true, false],
    ]);

    const [history] = await historyOf('GOOD-2');
    expect(history).toMatchObject({ action: 'imported', user_name: expect.any(String) });
    expect(history!.changes).toMatchObject({
      stateStudentId: { from: null, to: 'GOOD-2' },
      entryDate: { from: null, to: '2022-09-01' },
      exitDate: { from: null, to: '2024-06-01' },
      entryRatingA: { from: null, to: 3 },
      exitRatingB: { from: null, to: 6 },
      progressC: { from: null, to: false },
      leaId: { from: null, to: adams },
    });
    const audit = await portal.db
      .selectFrom('eco.audit_events')
      .select(['event', 'lea_id'])
      .where('entity_type', '=', 'child')
      .where('entity_id', '=', String(second.children[0]!.id))
      .execute();
    expect(audit).toEqual([{ event: 'child-imported', lea_id: adams }]);

    const before = await writes();
    expect(await importFile(file)).toEqual({ committed: true, imported: 0, updated: 0, unchanged: 2, rejected: [], warnings: [] });
    expect(await writes()).toEqual(before);
  });

  test('updates what differs and keeps what a blank cell leaves out, with the change in the history', async () => {
    await importFile(csv([child('UPD-1')]));
    const result = await importFile(
      csv([child('UPD-1', { firstName: 'Adele', entryRatingA: '', entryRatingB: '', entryRatingC: '', ...exited, schoolCode: '' })]),
    );
    expect(summary(result)).toEqual({ imported: 0, updated: 1, unchanged: 0 });

    const { children, ratings } = await recordOf('UPD-1');
    expect(children).toMatchObject([{ first_name: 'Adele', school_id: expect.any(Number), exit_date: '2024-06-01' }]);
    expect(ratings.map((r) => [r.phase, r.rating_a])).toEqual([
      ['entry', 3],
      ['exit', 5],
    ]);
    const history = await historyOf('UPD-1');
    expect(history).toHaveLength(2);
    expect(Object.keys(history[1]!.changes).sort()).toEqual([
      'exitDate',
      'exitRatingA',
      'exitRatingB',
      'exitRatingC',
      'firstName',
      'progressA',
      'progressB',
      'progressC',
    ]);
    expect(history[1]!.changes.firstName).toEqual({ from: 'Ada', to: 'Adele' });
  });

  test('refuses bad rows with their line and reasons and imports the rest', async () => {
    const rows: Row[] = [
      child('BAD-OK'),
      child('BAD-1', { birthDate: '2019-02-30', entryDate: '09/01/2022' }),
      child('BAD-2', { entryDate: '2999-01-01' }),
      child('BAD-3', { entryRatingA: '8', entryRatingB: '2.5', exitDate: '2024-06-01', exitRatingC: 'x', progressA: 'maybe' }),
      child('BAD-4', { leaCode: '99-9999' }),
      child('BAD-5', { schoolCode: 'NO-SUCH-SCHOOL' }),
      child('BAD-6', { firstName: '', birthDate: '', leaCode: '' }),
      child('BAD-7', { birthDate: '2022-09-01' }),
      child('BAD-8', { exitDate: '2022-08-31' }),
      child('BAD-9', { exitRatingA: '4' }),
      child('BAD-OK', { firstName: 'Twice' }),
      child('', { lastName: 'Nobody' }),
      child('BAD 10', { lastName: 'x'.repeat(101) }),
    ];
    const result = await importFile(csv(rows));
    expect(summary(result)).toEqual({ imported: 1, updated: 0, unchanged: 0 });
    expect(result.warnings).toEqual([]);
    expect(result.rejected).toEqual([
      { line: 3, stateStudentId: 'BAD-1', reasons: { birthDate: EcoImportMessages.date, entryDate: EcoImportMessages.date } },
      { line: 4, stateStudentId: 'BAD-2', reasons: { entryDate: FieldMessages.noFutureDates } },
      {
        line: 5,
        stateStudentId: 'BAD-3',
        reasons: {
          entryRatingA: EcoRatingMessages.ratingRange,
          entryRatingB: EcoRatingMessages.ratingRange,
          exitRatingC: EcoRatingMessages.ratingRange,
          progressA: EcoImportMessages.progress,
        },
      },
      { line: 6, stateStudentId: 'BAD-4', reasons: { leaCode: EcoImportMessages.unknownLea('99-9999') } },
      { line: 7, stateStudentId: 'BAD-5', reasons: { schoolCode: EcoImportMessages.unknownSchool('NO-SUCH-SCHOOL') } },
      {
        line: 8,
        stateStudentId: 'BAD-6',
        reasons: { firstName: FieldMessages.required, birthDate: FieldMessages.required, leaCode: FieldMessages.required },
      },
      { line: 9, stateStudentId: 'BAD-7', reasons: { entryDate: EcoRecordMessages.bornBeforeEntry } },
      { line: 10, stateStudentId: 'BAD-8', reasons: { exitDate: EcoRecordMessages.exitAfterEntry } },
      { line: 11, stateStudentId: 'BAD-9', reasons: { exitDate: EcoRecordMessages.exitRatingsNeedExitDate } },
      { line: 12, stateStudentId: 'BAD-OK', reasons: { stateStudentId: EcoImportMessages.duplicateRow(2) } },
      { line: 13, stateStudentId: null, reasons: { stateStudentId: FieldMessages.required } },
      { line: 14, stateStudentId: 'BAD 10', reasons: { stateStudentId: FieldMessages.incorrectFormat, lastName: maxLengthMessage(100) } },
    ]);
    expect((await recordOf('BAD-OK')).children).toMatchObject([{ first_name: 'Ada' }]);
    for (let i = 1; i <= 9; i++) expect((await recordOf(`BAD-${i}`)).children).toEqual([]);
    expect((await recordOf('BAD 10')).children).toEqual([]);
  });

  test('keeps rows that break the data-entry rules, as legacy data, and flags them', async () => {
    // Exit above entry answered No (an error on the rating form), and an unanswered progress question (a warning there).
    const result = await importFile(csv([child('WARN-1', { ...exited, progressA: 'N', progressB: '' })]));
    expect(summary(result)).toEqual({ imported: 1, updated: 0, unchanged: 0 });
    expect(result.rejected).toEqual([]);
    expect(result.warnings).toEqual([
      {
        line: 2,
        stateStudentId: 'WARN-1',
        reasons: { progressA: EcoRatingMessages.higherNeedsYes, progressB: EcoRatingMessages.progressMissing },
      },
    ]);
    expect((await recordOf('WARN-1')).ratings.find((r) => r.phase === 'exit')).toMatchObject({
      rating_a: 5,
      progress_a: false,
      progress_b: null,
    });
    // Flagged again on every import, though nothing changes.
    expect((await importFile(csv([child('WARN-1', { ...exited, progressA: 'N', progressB: '' })]))).warnings).toEqual(result.warnings);
  });

  test('a preview answers what the import then does, and writes nothing', async () => {
    await importFile(csv([child('PRE-1')]));
    const file = csv([
      child('PRE-1', { lastName: 'Renamed' }),
      child('PRE-2', { ...exited, progressA: 'N' }),
      child('PRE-3', { leaCode: BOONE }),
    ]);
    const before = await writes();
    const preview = await importFile(file, { preview: true });
    expect(preview).toMatchObject({ committed: false, imported: 1, updated: 1, unchanged: 0 });
    expect(preview.rejected).toHaveLength(1);
    expect(preview.warnings).toHaveLength(1);
    expect(await writes()).toEqual(before);
    expect((await recordOf('PRE-2')).children).toEqual([]);

    expect(await importFile(file)).toEqual({ ...preview, committed: true });
  });

  test('a failure part way through leaves nothing written', async () => {
    // A trigger that fails the second row's insert, as a database error would.
    await sql`create function eco.fail_import_test() returns trigger language plpgsql as $$ begin raise exception 'test failure'; end $$`.execute(
      portal.db,
    );
    await sql`create trigger fail_import_test before insert on eco.children for each row when (new.first_name = 'Boom') execute function eco.fail_import_test()`.execute(
      portal.db,
    );
    try {
      const before = await writes();
      const res = await post(DISTRICT_USER, form(csv([child('ROLL-1'), child('ROLL-2', { firstName: 'Boom' }), child('ROLL-3')])));
      expect(await settled(DISTRICT_USER, res.json().id)).toMatchObject({ status: 'failed', result: null, error: ImportMessages.failed });
      expect(await writes()).toEqual(before);
      expect((await recordOf('ROLL-1')).children).toEqual([]);
    } finally {
      await sql`drop trigger fail_import_test on eco.children`.execute(portal.db);
      await sql`drop function eco.fail_import_test()`.execute(portal.db);
    }
    // The import works again once the cause is gone.
    expect(summary(await importFile(csv([child('ROLL-1')])))).toEqual({ imported: 1, updated: 0, unchanged: 0 });
  });

  test('a finalized summary is read-only to the import; the same values pass as unchanged, and a finalized entry still takes its exit', async () => {
    await importFile(csv([child('FIN-1')]));
    const { children } = await recordOf('FIN-1');
    await portal.db
      .updateTable('eco.outcome_ratings')
      .set({ status: 'Finalized', submitted_at: sql`now()`, finalized_at: sql`now()` })
      .where('child_id', '=', children[0]!.id)
      .where('phase', '=', 'entry')
      .execute();

    const changed = await importFile(csv([child('FIN-1', { entryRatingA: '4', lastName: 'Changed' })]));
    expect(changed.rejected).toEqual([
      { line: 2, stateStudentId: 'FIN-1', reasons: { lastName: EcoRecordMessages.finalized, entryRatingA: EcoRecordMessages.finalized } },
    ]);
    expect(summary(await importFile(csv([child('FIN-1')])))).toEqual({ imported: 0, updated: 0, unchanged: 1 });
    expect(summary(await importFile(csv([child('FIN-1', exited)])))).toEqual({ imported: 0, updated: 1, unchanged: 0 });
    expect((await recordOf('FIN-1')).ratings.map((r) => [r.phase, r.rating_a, r.status])).toEqual([
      ['entry', 3, 'Finalized'],
      ['exit', 5, 'Draft'],
    ]);
  });

  test('a later entry is a new program record only after the earlier one exited', async () => {
    await importFile(csv([child('AGAIN-1', exited), child('AGAIN-2'), child('AGAIN-3', exited)]));
    const result = await importFile(
      csv([
        child('AGAIN-1', { entryDate: '2024-09-01' }),
        child('AGAIN-2', { entryDate: '2024-09-01' }),
        child('AGAIN-3', { entryDate: '2024-05-01' }),
      ]),
    );
    expect(summary(result)).toEqual({ imported: 1, updated: 0, unchanged: 0 });
    expect(result.rejected).toEqual([
      { line: 3, stateStudentId: 'AGAIN-2', reasons: { entryDate: EcoRecordMessages.stillInProgram } },
      { line: 4, stateStudentId: 'AGAIN-3', reasons: { entryDate: EcoImportMessages.overlapsRecord('2022-09-01') } },
    ]);
    expect((await recordOf('AGAIN-1')).children.map((c) => c.entry_date)).toEqual(['2022-09-01', '2024-09-01']);

    const otherChild = await importFile(csv([child('AGAIN-1', { entryDate: '2025-09-01', birthDate: '2021-01-01' })]));
    expect(otherChild.rejected).toEqual([
      { line: 2, stateStudentId: 'AGAIN-1', reasons: { stateStudentId: EcoRecordMessages.otherChild } },
    ]);
    expect((await recordOf('AGAIN-1')).children).toHaveLength(2);
  });

  test('refuses a file it cannot read as a whole, with the reason', async () => {
    const refusal = async (file: string) => {
      const res = await post(DISTRICT_USER, form(file));
      expect(res.statusCode).toBe(400);
      return res.json().message as string;
    };
    const before = await writes();
    const withoutProgress = ECO_IMPORT_COLUMNS.filter((c) => !c.startsWith('progress'));
    expect(await refusal(csv([child('HDR-1')], withoutProgress))).toBe(
      EcoImportMessages.missingColumns(['progressA', 'progressB', 'progressC']),
    );
    expect(await refusal('')).toBe(EcoImportMessages.empty);
    const tooMany = [HEADER.join(','), ...Array.from({ length: 50_001 }, (_, i) => `R${i}`)].join('\n');
    expect(await refusal(tooMany)).toBe(EcoImportMessages.tooManyRows);
    expect(await writes()).toEqual(before);
  });

  test('a file over 10 MB is refused with 413, as form-data and as a text/csv body', async () => {
    const big = `${HEADER.join(',')}\n${'x'.repeat(10 * 1024 * 1024)}`;
    expect((await post(DISTRICT_USER, form(big))).json()).toMatchObject({ statusCode: 413, message: EcoImportMessages.tooLarge });
    expect((await post(DISTRICT_USER, big)).json()).toMatchObject({ statusCode: 413, message: EcoImportMessages.tooLarge });
  });

  test('a PDF or a workbook renamed .csv is refused by its content, and nothing is queued', async () => {
    const pdf = Buffer.from('%PDF-1.7\n%\xE2\xE3\xCF\xD3\n1 0 obj\n<<>>\nendobj\n', 'latin1');
    const res = await post(DISTRICT_USER, form(pdf));
    expect(res.json()).toMatchObject({
      statusCode: 415,
      message: 'The file is a PDF document, not a CSV file. Save it as CSV (comma-separated values, UTF-8) and choose it again.',
    });
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Ratings').addRow([...HEADER]);
    const xlsx = new Uint8Array(await workbook.xlsx.writeBuffer());
    expect((await post(DISTRICT_USER, form(xlsx))).json()).toMatchObject({
      statusCode: 415,
      message: expect.stringContaining('an Excel workbook'),
    });
  });

  test('the text/csv body stays a way in for scripts, on the same engine', async () => {
    const res = await post(DISTRICT_USER, csv([child('SCRIPT-1')]));
    expect(res.statusCode).toBe(202);
    expect((await settled(DISTRICT_USER, res.json().id)).result).toMatchObject({ committed: true, imported: 1 });
  });

  test('an import is shown only to its uploader; the same file twice changes nothing the second time', async () => {
    const file = csv([child('TWICE-1'), child('TWICE-2', { entryRatingA: '9' })]);
    const first = await importFile(file);
    expect(first).toMatchObject({ imported: 1, rejected: [{ line: 3, stateStudentId: 'TWICE-2' }] });
    const before = await writes();
    const res = await post(DISTRICT_USER, form(file));
    const state = await settled(DISTRICT_USER, res.json().id);
    expect(state.result).toMatchObject({ imported: 0, updated: 0, unchanged: 1 });
    expect(await writes()).toEqual(before);
    const other = await stateOf('districtadmin@example.org', res.json().id);
    expect(other.json()).toMatchObject({ statusCode: 404, message: ImportMessages.notFound });
  });
});

describe('who may import, and where', () => {
  test('needs Eco.access and Eco.scores.submit: the state user (no submit) and the requester are refused', async () => {
    const file = csv([child('PERM-1')]);
    expect((await portal.inject({ method: 'POST', url: '/api/eco/imports', payload: form(file) })).statusCode).toBe(401);
    for (const user of ['requester@example.org', 'stateuser@example.org']) expect((await post(user, form(file))).statusCode).toBe(403);
    expect((await recordOf('PERM-1')).children).toEqual([]);
  });

  test("a district user's rows of another LEA are refused; a state admin (all LEAs) imports them", async () => {
    const file = csv([child('LEA-OWN'), child('LEA-OTHER', { leaCode: BOONE, schoolCode: `${BOONE}-002` })]);
    const district = await importFile(file);
    expect(summary(district)).toEqual({ imported: 1, updated: 0, unchanged: 0 });
    expect(district.rejected).toEqual([{ line: 3, stateStudentId: 'LEA-OTHER', reasons: { leaCode: EcoRecordMessages.leaNotWritable } }]);
    expect((await recordOf('LEA-OTHER')).children).toEqual([]);

    const state = await importFile(file, { user: STATE_ADMIN });
    expect(summary(state)).toEqual({ imported: 1, updated: 0, unchanged: 1 });
    expect((await recordOf('LEA-OTHER')).children).toMatchObject([{ lea_id: await leaIdOf(BOONE) }]);

    // Nor may the district user take another LEA's record into their own: the state reviews it.
    const moved = await importFile(csv([child('LEA-OTHER')]));
    expect(moved.rejected).toEqual([
      { line: 2, stateStudentId: 'LEA-OTHER', reasons: { stateStudentId: EcoRecordMessages.heldForStateReview } },
    ]);
  });
});
