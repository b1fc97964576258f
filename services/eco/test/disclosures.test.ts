import { eventually } from '@portal/service-kit/testing';
import { sql } from 'kysely';
import { DisclosurePurpose, disclosurePurposeHeaders } from '@portal/shared-contracts';
import {
  ECO_IMPORT_COLUMNS,
  type ChildPage,
  type ChildRecord,
  type ChildSearchResult,
  type RecordConflictList,
} from '@portal/shared-contracts/eco';
import { DISTRICT_USER, STATE_ADMIN, STATE_USER, useEcoPortal } from './eco-portal';

const eco = useEcoPortal();

interface Entry {
  actor_user_id: number;
  route: string;
  kind: string;
  record_type: string;
  lea_id: number | null;
  purpose: string | null;
  student_count: number;
  student_ids: string[];
  state_student_ids: string[];
  filter: Record<string, unknown> | null;
}

const entries = async () =>
  (
    await sql<Entry>`select actor_user_id, route, kind, record_type, lea_id, purpose, student_count, student_ids, state_student_ids, filter
      from eco.disclosures order by id`.execute(eco.portal.db)
  ).rows;
const lastEntry = async () => (await entries()).at(-1)!;

const userId = async (email: string) =>
  (await eco.portal.db.selectFrom('directory.users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

test("opening a child's record, or its history, names the child by both ids, the reader and the child's LEA", async () => {
  const child = (await eco.createChild()).json<ChildRecord>();
  expect((await eco.call('GET', `/api/eco/children/${child.id}`)).statusCode).toBe(200);
  const expected = {
    actor_user_id: await userId(DISTRICT_USER),
    route: 'GET /api/eco/children/:id',
    kind: 'record',
    record_type: 'child',
    lea_id: eco.homeLea,
    purpose: null,
    student_count: 1,
    student_ids: [String(child.id)],
    state_student_ids: [child.stateStudentId],
    filter: null,
  };
  expect(await lastEntry()).toEqual(expected);
  expect((await eco.call('GET', `/api/eco/children/${child.id}/history`)).statusCode).toBe(200);
  expect(await lastEntry()).toEqual({ ...expected, route: 'GET /api/eco/children/:id/history' });
});

test("a list page names the children on the page, the filter and the district user's LEA; its export names every child", async () => {
  const mine = [
    (await eco.createChild({ lastName: 'Listedzed' })).json<ChildRecord>(),
    (await eco.createChild({ lastName: 'Listedzee' })).json<ChildRecord>(),
  ];
  const page = await eco.call('GET', '/api/eco/children?search=Listedze&pageSize=1&sortField=lastName');
  expect(page.json<ChildPage>().items.map((c) => c.id)).toEqual([mine[0]!.id]);
  expect(await lastEntry()).toMatchObject({
    route: 'GET /api/eco/children',
    kind: 'list',
    lea_id: eco.homeLea,
    student_count: 1,
    student_ids: [String(mine[0]!.id)],
    state_student_ids: [mine[0]!.stateStudentId],
    filter: { search: 'Listedze', pageSize: 1, sortField: 'lastName', leaId: eco.homeLea, schoolYear: 2026 },
  });

  const file = await eco.call('GET', '/api/eco/children?search=Listedze&format=csv');
  expect(file.statusCode).toBe(200);
  expect(await lastEntry()).toMatchObject({
    route: 'GET /api/eco/children',
    kind: 'export',
    lea_id: eco.homeLea,
    student_count: 2,
    student_ids: mine.map((c) => String(c.id)).sort(),
    state_student_ids: mine.map((c) => c.stateStudentId).sort(),
    filter: { search: 'Listedze', format: 'csv', leaId: eco.homeLea, schoolYear: 2026 },
  });
});

test('a search names the children it found, across every LEA naming no LEA; its file names them too', async () => {
  const child = (await eco.createChild({ lastName: 'Searchablequist' })).json<ChildRecord>();
  const found = await eco.call('GET', `/api/eco/children/search?stateStudentId=${child.stateStudentId}&allLeas=true`, {
    user: STATE_ADMIN,
  });
  expect(found.json<ChildSearchResult>().items.map((c) => c.id)).toEqual([child.id]);
  expect(await lastEntry()).toMatchObject({
    actor_user_id: await userId(STATE_ADMIN),
    route: 'GET /api/eco/children/search',
    kind: 'search',
    lea_id: null,
    student_ids: [String(child.id)],
    filter: { stateStudentId: child.stateStudentId, allLeas: true },
  });

  const file = await eco.call('GET', `/api/eco/children/search?stateStudentId=${child.stateStudentId}&format=csv`);
  expect(file.statusCode).toBe(200);
  expect(await lastEntry()).toMatchObject({
    actor_user_id: await userId(DISTRICT_USER),
    route: 'GET /api/eco/children/search',
    kind: 'export',
    lea_id: eco.homeLea,
    student_ids: [String(child.id)],
    state_student_ids: [child.stateStudentId],
    filter: { stateStudentId: child.stateStudentId, format: 'csv' },
  });
});

test("the state's review of held records names every student it lists, and every student of its files", async () => {
  // A child of another LEA, whom the district user then tries to add: held for the state's review.
  const elsewhere = (await eco.createChild({ leaId: eco.otherLea, schoolId: null }, STATE_ADMIN)).json<ChildRecord>();
  expect((await eco.createChild({ stateStudentId: elsewhere.stateStudentId, entryDate: '2025-10-01' })).statusCode).toBe(409);

  const list = await eco.call('GET', '/api/eco/record-conflicts', { user: STATE_USER });
  const held = list.json<RecordConflictList>().items.map((c) => c.stateStudentId);
  expect(held).toContain(elsewhere.stateStudentId);
  const expected = {
    actor_user_id: await userId(STATE_USER),
    route: 'GET /api/eco/record-conflicts',
    kind: 'list',
    record_type: 'child',
    lea_id: null,
    student_count: held.length,
    student_ids: [],
    state_student_ids: held,
    filter: { status: 'open' },
  };
  expect(await lastEntry()).toMatchObject(expected);

  for (const format of ['csv', 'xlsx']) {
    const file = await eco.call('GET', `/api/eco/record-conflicts?format=${format}`, { user: STATE_USER });
    expect(file.statusCode).toBe(200);
    expect(await lastEntry()).toMatchObject({ ...expected, kind: 'export', filter: { status: 'open', format } });
  }
});

test('an import preview is rolled back, but its entry stays, naming the state student ids of the file', async () => {
  const header = ECO_IMPORT_COLUMNS.join(',');
  const row = (id: string) =>
    ECO_IMPORT_COLUMNS.map(
      (c) =>
        ({
          stateStudentId: id,
          firstName: 'Ada',
          lastName: 'Preview',
          birthDate: '2019-03-01',
          leaCode: '01-1000',
          entryDate: '2022-09-01',
        })[c as string] ?? '',
    ).join(',');
  const res = await eco.portal.inject({
    method: 'POST',
    url: '/api/eco/imports?preview=true',
    headers: { authorization: `Bearer ${await eco.portal.tokenFor(DISTRICT_USER)}`, 'content-type': 'text/csv; charset=utf-8' },
    payload: [header, row('PREVIEW-1'), row('PREVIEW-2'), row('PREVIEW-1')].join('\r\n'),
  });
  expect(res.statusCode).toBe(202);
  const token = await eco.portal.tokenFor(DISTRICT_USER);
  const ended = await eventually(async () => {
    const state = (
      await eco.portal.inject({ url: `/api/eco/imports/${res.json().id}`, headers: { authorization: `Bearer ${token}` } })
    ).json();
    return state.status === 'done' ? state : undefined;
  }, 'the preview to end');
  expect(ended.result.committed).toBe(false);
  expect(await eco.db.selectFrom('children').select('id').where('state_student_id', 'like', 'PREVIEW-%').execute()).toEqual([]);
  expect(await lastEntry()).toMatchObject({
    route: 'POST /api/eco/imports',
    kind: 'import',
    lea_id: eco.homeLea,
    student_count: 2,
    student_ids: [],
    state_student_ids: ['PREVIEW-1', 'PREVIEW-2'],
    filter: { preview: true },
  });
});

test('keeps the purpose the caller gives, in any language, and refuses one too long before reading anything', async () => {
  const child = (await eco.createChild()).json<ChildRecord>();
  await eco.call('GET', `/api/eco/children/${child.id}`, { headers: disclosurePurposeHeaders('Révision annuelle du PEI') });
  expect((await lastEntry()).purpose).toBe('Révision annuelle du PEI');

  const before = (await entries()).length;
  const long = await eco.call('GET', `/api/eco/children/${child.id}`, { headers: disclosurePurposeHeaders('x'.repeat(501)) });
  expect(long.statusCode).toBe(400);
  expect(long.json().message).toBe(DisclosurePurpose.tooLong);
  const garbled = await eco.call('GET', `/api/eco/children/${child.id}`, { headers: { [DisclosurePurpose.header]: '%E0%A4%A' } });
  expect(garbled.json().message).toBe(DisclosurePurpose.badEncoding);
  expect(await entries()).toHaveLength(before);
});

test('the log refuses to change or lose an entry', async () => {
  await eco.call('GET', '/api/eco/children');
  const db = eco.portal.db;
  await expect(sql`update eco.disclosures set purpose = 'x'`.execute(db)).rejects.toThrow(
    'eco.disclosures is append-only: UPDATE is not allowed',
  );
  await expect(sql`delete from eco.disclosures`.execute(db)).rejects.toThrow('eco.disclosures is append-only: DELETE is not allowed');
  await expect(sql`truncate eco.disclosures`.execute(db)).rejects.toThrow('eco.disclosures is append-only: TRUNCATE is not allowed');
});
