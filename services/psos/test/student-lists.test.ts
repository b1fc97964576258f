import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import {
  PsosMessages,
  StudentListMessages as M,
  youthListColumns,
  type CollectionLea,
  type DuplicateYouth,
  type YouthListItem,
  type YouthRecord,
} from '@portal/shared-contracts/psos';
import { readDownload } from '@portal/service-kit/testing';
import { DISTRICT_USER, DRAFT_YEAR, leaver, listFile, OPEN_YEAR, STATE_USER, usePsosPortal, VENDOR_USER } from './psos-portal';

const psos = usePsosPortal();

const youthOf = (leaId: number, schoolYear = DRAFT_YEAR) =>
  psos.db
    .selectFrom('leavers')
    .select(['id', 'state_student_id', 'first_name', 'verification_status', 'exclusion_reason'])
    .where('lea_id', '=', leaId)
    .where('school_year', '=', schoolYear)
    .orderBy('state_student_id')
    .execute();

const listStatus = async (leaId: number, schoolYear = DRAFT_YEAR) =>
  (
    await psos.db
      .selectFrom('student_lists')
      .select('status')
      .where('lea_id', '=', leaId)
      .where('school_year', '=', schoolYear)
      .executeTakeFirst()
  )?.status ?? 'NotStarted';

const leaIdOf = async (code: string) =>
  (await psos.portal.db.selectFrom('directory.leas').select('id').where('lea_code', '=', code).executeTakeFirstOrThrow()).id as number;

describe('a district uploads its list', () => {
  let query: string;
  beforeAll(async () => {
    query = `collectionId=${(await psos.collection(DRAFT_YEAR)).id}&leaId=${psos.homeLea}`;
  });

  test('the preview reports rows accepted and rejected by line, column and reason, and writes nothing', async () => {
    const file = [
      listFile([leaver('L1'), leaver('L2', { birthDate: '2007-02-30', sex: 'X' })]),
      '',
      // A quoted name over two lines: the row is numbered by its first line.
      listFile([leaver('L3', { lastName: '"Two\nLines"' }), leaver('L1'), leaver('L4', { exitDate: '2024-06-30' })])
        .split('\r\n')
        .slice(1)
        .join('\r\n'),
    ].join('\r\n');
    const result = await psos.importList(file, `${query}&preview=true`);
    expect(result).toMatchObject({ committed: false, rows: 5, acceptedRows: 2, rejectedRows: 3, newYouth: 2, removedYouth: 0 });
    expect(result.rejected).toEqual([
      { line: 3, column: 'birthDate', message: M.invalidDate },
      { line: 3, column: 'sex', message: M.selectFromList },
      { line: 7, column: 'stateStudentId', message: M.repeatedStudent(2) },
      { line: 8, column: 'exitDate', message: M.exitOutsideYear('2025-2026') },
    ]);
    expect(await youthOf(psos.homeLea)).toEqual([]);
    expect(await listStatus(psos.homeLea)).toBe('NotStarted');
  });

  test('a row is rejected with every fault it has: its LEA and school are checked even when other cells are bad', async () => {
    const result = await psos.importList(
      listFile([
        leaver('L1'),
        leaver('M2', { leaCode: '02-1007', birthDate: '2007-02-30' }),
        leaver('M3', { schoolCode: '01-1000-999', sex: 'X', exitReason: '' }),
        leaver('M4', { leaCode: '99-9999', englishLearner: 'maybe' }),
        leaver('L1', { leaCode: '02-1007' }),
      ]),
      `${query}&preview=true`,
    );
    expect(result).toMatchObject({ acceptedRows: 1, rejectedRows: 4 });
    expect(result.rejected).toEqual([
      { line: 3, column: 'birthDate', message: M.invalidDate },
      { line: 3, column: 'leaCode', message: M.notTheSelectedLea('01-1000') },
      { line: 4, column: 'exitReason', message: M.required },
      { line: 4, column: 'sex', message: M.selectFromList },
      { line: 4, column: 'schoolCode', message: M.unknownSchool('01-1000-999') },
      { line: 5, column: 'englishLearner', message: M.yesNo },
      { line: 5, column: 'leaCode', message: M.unknownLea('99-9999') },
      { line: 6, column: 'stateStudentId', message: M.repeatedStudent(2) },
      { line: 6, column: 'leaCode', message: M.notTheSelectedLea('01-1000') },
    ]);
  });

  test('a file without a required column is refused whole, naming the column', async () => {
    const data = new FormData();
    data.append('file', new Blob([listFile([leaver('L1')], ['leaCode', 'stateStudentId'])], { type: 'text/csv' }), 'leavers.csv');
    const res = await psos.portal.inject({
      method: 'POST',
      url: `/api/psos/student-lists/imports?${query}`,
      headers: { authorization: `Bearer ${await psos.portal.tokenFor(DISTRICT_USER)}` },
      payload: data,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^The header row lacks the columns firstName, lastName, birthDate/);
  });

  test('committing puts new youth Pending and the list In verification; the same file again changes nothing', async () => {
    const file = listFile([leaver('L1'), leaver('L2'), leaver('L3')]);
    const first = await psos.importList(file, query);
    expect(first).toMatchObject({ committed: true, acceptedRows: 3, newYouth: 3, changedYouth: 0, removedYouth: 0 });
    expect((await youthOf(psos.homeLea)).map((y) => [y.state_student_id, y.verification_status])).toEqual([
      ['L1', 'Pending'],
      ['L2', 'Pending'],
      ['L3', 'Pending'],
    ]);
    expect(await listStatus(psos.homeLea)).toBe('InVerification');
    const again = await psos.importList(file, query);
    expect(again).toMatchObject({ newYouth: 0, changedYouth: 0, unchangedYouth: 3, removedYouth: 0, keptMissing: [] });
  });

  test('a later file updates known youth, who keep their verification; missing youth go unless they have an attempt', async () => {
    const [l1, l2, l3] = await youthOf(psos.homeLea);
    const put = await psos.call('PUT', `/api/psos/youth/${l1!.id}/verification`, {
      payload: { status: 'Confirmed' },
      schoolYear: DRAFT_YEAR,
    });
    expect(put.statusCode).toBe(200);
    await psos.db
      .insertInto('contact_attempts')
      .values({ leaver_id: l3!.id, attempted_at: '2026-06-02T15:00:00Z', mode: 'PHONE', outcome: 'NO_ANSWER' })
      .execute();

    const result = await psos.importList(listFile([leaver('L1', { firstName: 'Renamed' }), leaver('L4')]), query);
    expect(result).toMatchObject({
      newYouth: 1,
      changedYouth: 1,
      removedYouth: 1,
      keptMissing: [{ id: l3!.id, stateStudentId: 'L3', leaId: psos.homeLea }],
    });
    const after = await youthOf(psos.homeLea);
    expect(after.map((y) => [y.state_student_id, y.first_name, y.verification_status])).toEqual([
      ['L1', 'Renamed', 'Confirmed'],
      ['L3', 'Youth L3', 'Pending'],
      ['L4', 'Youth L4', 'Pending'],
    ]);
    expect(after.some((y) => y.id === l2!.id)).toBe(false);
  });

  test('a row of another LEA is refused in a district upload, and another LEA’s list is not the district user’s to load', async () => {
    const result = await psos.importList(listFile([leaver('L1'), leaver('X9', { leaCode: '02-1007' })]), `${query}&preview=true`);
    expect(result.rejected).toEqual([{ line: 3, column: 'leaCode', message: M.notTheSelectedLea('01-1000') }]);

    const other = await leaIdOf('02-1007');
    const data = new FormData();
    data.append('file', new Blob([listFile([leaver('X9', { leaCode: '02-1007' })])], { type: 'text/csv' }), 'leavers.csv');
    for (const url of [
      `collectionId=${(await psos.collection(DRAFT_YEAR)).id}&leaId=${other}`,
      `collectionId=${(await psos.collection(DRAFT_YEAR)).id}`,
    ]) {
      const res = await psos.portal.inject({
        method: 'POST',
        url: `/api/psos/student-lists/imports?${url}`,
        headers: { authorization: `Bearer ${await psos.portal.tokenFor(DISTRICT_USER)}` },
        payload: data,
      });
      expect(res.statusCode).toBe(403);
    }
  });
});

describe('verification and submit', () => {
  test('Excluded takes one reason and the others none; submit waits for every Pending record', async () => {
    const draft = await psos.collection(DRAFT_YEAR);
    const [, l3, l4] = await youthOf(psos.homeLea);
    const verify = (id: number, payload: unknown) =>
      psos.call('PUT', `/api/psos/youth/${id}/verification`, { payload, schoolYear: DRAFT_YEAR });

    const noReason = await verify(l3!.id, { status: 'Excluded' });
    expect([noReason.statusCode, noReason.json().errors]).toEqual([400, { reason: PsosMessages.exclusionReasonRequired }]);
    const stray = await verify(l3!.id, { status: 'Confirmed', reason: 'DUPLICATE' });
    expect([stray.statusCode, stray.json().errors]).toEqual([400, { reason: PsosMessages.reasonOnlyWhenExcluded }]);
    const excluded = await verify(l3!.id, { status: 'Excluded', reason: 'NOT_A_LEAVER' });
    expect(excluded.json()).toMatchObject({ id: l3!.id, stateStudentId: 'L3', verification: 'Excluded', exclusionReason: 'NOT_A_LEAVER' });

    const submit = () =>
      psos.call('POST', `/api/psos/collections/${draft.id}/leas/${psos.homeLea}/list/submit`, { schoolYear: DRAFT_YEAR });
    const early = await submit();
    expect([early.statusCode, early.json().message]).toEqual([409, PsosMessages.pendingLeft(1)]);
    expect((await verify(l4!.id, { status: 'Confirmed' })).statusCode).toBe(200);
    expect((await submit()).statusCode).toBe(204);
    expect(await listStatus(psos.homeLea)).toBe('Verified');

    // Verified: read-only to the district, but for a death or a return to school.
    const back = await verify(l4!.id, { status: 'Pending' });
    expect([back.statusCode, back.json().message]).toEqual([409, PsosMessages.listVerified]);
    expect((await verify(l4!.id, { status: 'Excluded', reason: 'DECEASED' })).statusCode).toBe(200);
    const upload = await psos.importList(listFile([leaver('L1')]), `collectionId=${draft.id}&leaId=${psos.homeLea}&preview=true`);
    expect(upload.rejected).toEqual([{ line: 2, column: 'leaCode', message: M.listVerified('01-1000') }]);

    // The state sets it back, with a reason.
    const setBack = await psos.call('POST', `/api/psos/collections/${draft.id}/leas/${psos.homeLea}/list/set-back`, {
      user: STATE_USER,
      payload: { reason: 'The district found a missed leaver.' },
    });
    expect(setBack.statusCode).toBe(204);
    expect(await listStatus(psos.homeLea)).toBe('InVerification');
    const history = await psos.db
      .selectFrom('history')
      .select(['action', 'reason'])
      .where('entity_type', '=', 'list')
      .where('entity_id', '=', `${DRAFT_YEAR}/${psos.homeLea}`)
      .orderBy('id')
      .execute();
    expect(history.map((h) => h.action)).toEqual(['imported', 'imported', 'imported', 'verified', 'set-back']);
    expect(history.at(-1)!.reason).toBe('The district found a missed leaver.');
  });

  test('the list manager shows each LEA of the user with its list status and counts', async () => {
    const draft = await psos.collection(DRAFT_YEAR);
    const res = await psos.call('GET', `/api/psos/collections/${draft.id}/leas`);
    const leas = res.json() as CollectionLea[];
    expect(leas).toEqual([
      expect.objectContaining({
        leaId: psos.homeLea,
        leaCode: '01-1000',
        listStatus: 'InVerification',
        listed: 3,
        pending: 0,
        confirmed: 1,
        excluded: 2,
      }),
    ]);
  });
});

describe('the state builds lists from a statewide file', () => {
  test('rows go to each LEA by leaCode; the LEAs it names get their lists In verification, others are untouched', async () => {
    const draft = await psos.collection(DRAFT_YEAR);
    const [boone, cedar] = [await leaIdOf('02-1007'), await leaIdOf('03-1014')];
    const booneBefore = await youthOf(boone);
    const homeBefore = await youthOf(psos.homeLea);
    const result = await psos.importList(
      listFile([
        leaver('S1', { leaCode: '02-1007', schoolCode: '' }),
        leaver('S2', { leaCode: '03-1014', schoolCode: '03-1014-001' }),
        leaver('S3', { leaCode: '99-9999' }),
      ]),
      `collectionId=${draft.id}`,
      STATE_USER,
    );
    expect(result.rejected).toEqual([{ line: 4, column: 'leaCode', message: M.unknownLea('99-9999') }]);
    expect(result.leas.map((l) => [l.leaCode, l.newYouth, l.removedYouth])).toEqual([
      ['02-1007', 1, booneBefore.length],
      ['03-1014', 1, expect.any(Number)],
    ]);
    expect((await youthOf(boone)).map((y) => y.state_student_id)).toEqual(['S1']);
    expect((await youthOf(cedar)).map((y) => y.state_student_id)).toEqual(['S2']);
    expect(await listStatus(boone)).toBe('InVerification');
    expect(await youthOf(psos.homeLea)).toEqual(homeBefore);
  });
});

describe('cross-LEA duplicates', () => {
  test('one state student id on two LEAs’ open lists is listed for the state, and resolved with DUPLICATE', async () => {
    const res = await psos.call('GET', '/api/psos/duplicates', { user: STATE_USER, schoolYear: OPEN_YEAR });
    const duplicates = res.json() as DuplicateYouth[];
    expect(duplicates).toHaveLength(1);
    const [first, second] = duplicates[0]!.records;
    expect(first!.leaId).not.toBe(second!.leaId);
    expect((await psos.call('GET', '/api/psos/duplicates', { user: DISTRICT_USER })).statusCode).toBe(403);

    const resolved = await psos.call('PUT', `/api/psos/youth/${second!.id}/verification`, {
      user: STATE_USER,
      payload: { status: 'Excluded', reason: 'DUPLICATE' },
    });
    expect(resolved.statusCode).toBe(200);
    expect((await psos.call('GET', '/api/psos/duplicates', { user: STATE_USER })).json()).toEqual([]);
  });
});

describe('who sees which youth', () => {
  test('a district user lists their LEA’s youth; another LEA is refused', async () => {
    const res = await psos.call('GET', `/api/psos/youth?leaId=${psos.homeLea}&pageSize=100`);
    expect(res.statusCode).toBe(200);
    const { rows } = await sql<{
      n: number;
    }>`select count(*)::int as n from psos.leavers where school_year = ${OPEN_YEAR} and lea_id = ${psos.homeLea}`.execute(psos.portal.db);
    expect(res.json().totalCount).toBe(rows[0]!.n);
    expect((res.json().items as YouthListItem[]).every((y) => y.leaId === psos.homeLea)).toBe(true);
    expect((await psos.call('GET', `/api/psos/youth?leaId=${await leaIdOf('02-1007')}`)).statusCode).toBe(403);
  });

  test('a vendor’s user sees exactly the youth assigned to the vendor, in every LEA, and none other', async () => {
    const res = await psos.call('GET', '/api/psos/youth?pageSize=100', { user: VENDOR_USER });
    expect(res.statusCode).toBe(200);
    const assigned = await psos.db
      .selectFrom('leavers as y')
      .innerJoin('lea_assignments as a', (join) => join.onRef('a.lea_id', '=', 'y.lea_id').onRef('a.school_year', '=', 'y.school_year'))
      .select(['y.id', 'y.lea_id'])
      .where('y.school_year', '=', OPEN_YEAR)
      .where('y.assignment', 'is', null)
      .execute();
    expect(assigned.length).toBeGreaterThan(0);
    expect(new Set(assigned.map((y) => y.lea_id)).size).toBeGreaterThan(1);
    expect(assigned.length).toBeLessThanOrEqual(100);
    expect(res.json().totalCount).toBe(assigned.length);
    expect(new Set((res.json().items as YouthListItem[]).map((y) => y.id))).toEqual(new Set(assigned.map((y) => y.id)));

    const record = await psos.call('GET', `/api/psos/youth/${assigned[0]!.id}`, { user: VENDOR_USER });
    expect(record.json()).toMatchObject({ id: assigned[0]!.id, demographics: null, contact: { phone: expect.stringMatching(/^\d{10}$/) } });
    const districtYouth = (await youthOf(psos.homeLea, OPEN_YEAR))[0]!;
    expect((await psos.call('GET', `/api/psos/youth/${districtYouth.id}`, { user: VENDOR_USER })).statusCode).toBe(404);
    const districtRecord = await psos.call('GET', `/api/psos/youth/${districtYouth.id}`);
    expect(districtRecord.json().demographics).toMatchObject({ sex: expect.any(String), exitReason: expect.any(String) });
  });
});

describe('the youth list download', () => {
  test.each(['csv', 'xlsx'] as const)(
    'answers every row of the list as %s, in the screen’s columns with each youth’s answers, and records each youth read',
    async (format) => {
      const shown = (await psos.call('GET', `/api/psos/youth?leaId=${psos.homeLea}&pageSize=100&sortField=stateStudentId`)).json()
        .items as YouthListItem[];
      const { port } = psos.portal.app('psos').server.address() as AddressInfo;
      const res = await fetch(`http://127.0.0.1:${port}/api/psos/youth?leaId=${psos.homeLea}&sortField=stateStudentId&format=${format}`, {
        headers: { authorization: `Bearer ${await psos.portal.tokenFor(DISTRICT_USER)}`, activeschoolyear: String(OPEN_YEAR) },
      });
      expect(res.status).toBe(200);
      const [header, ...rows] = await readDownload(new Uint8Array(await res.arrayBuffer()), format);
      const codes = ['RESP', 'E1', 'E2', 'E3', 'W1', 'W2', 'W3', 'W4', 'W5'];
      expect(header!.slice(0, youthListColumns.length)).toEqual(youthListColumns.map((column) => column.header));
      expect(header!.slice(youthListColumns.length)).toEqual(expect.arrayContaining(codes));
      expect(rows.map((row) => row[1])).toEqual(shown.map((y) => y.stateStudentId));
      // The youth-level file holds each interview's answers, as the youth's record shows them.
      const interviewed = shown.find((y) => y.category !== null)!;
      const record = (await psos.call('GET', `/api/psos/youth/${interviewed.id}`)).json() as YouthRecord;
      const row = rows.find((r) => r[1] === interviewed.stateStudentId)!;
      const cell = (code: string) => row[header!.indexOf(code)];
      const text = (value: unknown) => {
        if (value === undefined || value === null) return '';
        if (typeof value === 'boolean') return value ? 'Yes' : 'No';
        return Array.isArray(value) ? value.join('; ') : String(value);
      };
      for (const code of codes) expect([code, cell(code) ?? '']).toEqual([code, text(record.interview!.answers[code])]);
      const notContacted = shown.find((y) => y.surveyStatus === 'NotContacted')!;
      const blank = rows.find((r) => r[1] === notContacted.stateStudentId)!;
      expect(blank.slice(youthListColumns.length).every((answer) => answer === '' || answer === null)).toBe(true);
      const entry = await psos.db
        .selectFrom('disclosures')
        .select(['kind', 'student_count'])
        .where('kind', '=', 'export')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(entry).toEqual({ kind: 'export', student_count: shown.length });
    },
  );
});
