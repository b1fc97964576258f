import { sql } from 'kysely';
import { startTestPortal, type TestPortal } from '@portal/platform/testing';

const SCHOOL_YEAR = 2026;
const FIRST_DAY = '2025-07-01';
const LAST_DAY = '2026-06-30';

let portal: TestPortal;
let districtToken: string;
let districtLeaId: number;

beforeAll(async () => {
  portal = await startTestPortal();
  districtToken = await portal.tokenFor('districtuser@example.org');
  const me = await portal.inject({ method: 'GET', url: '/api/account/users/me', headers: { authorization: `Bearer ${districtToken}` } });
  districtLeaId = me.json().leaId;
}, 120_000);
afterAll(() => portal?.close());

const get = (url: string, headers: Record<string, string>) => portal.inject({ method: 'GET', url, headers });
const asDistrictUser = (extra: Record<string, string> = {}) => ({
  authorization: `Bearer ${districtToken}`,
  currentleaid: String(districtLeaId),
  activeschoolyear: String(SCHOOL_YEAR),
  ...extra,
});

/** The LEA's children in the program at any time from FIRST_DAY to LAST_DAY. */
const inProgram = () => sql`(select * from eco.children
  where lea_id = ${districtLeaId} and entry_date <= ${LAST_DAY} and (exit_date is null or exit_date >= ${FIRST_DAY}))`;

describe('GET /api/eco/overview', () => {
  test('gives a district user the counts of their LEA for the year', async () => {
    const res = await get('/api/eco/overview', asDistrictUser());
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ leaId: districtLeaId, schoolYear: '2025-2026' });

    const { rows } = await sql<Record<string, number>>`
      with c as ${inProgram()}
      select
        (select count(*)::int from c) as "inProgram",
        (select count(*)::int from c where not exists
          (select 1 from eco.outcome_ratings r where r.child_id = c.id and r.phase = 'entry')) as "missingEntry",
        (select count(*)::int from c where exit_date between ${FIRST_DAY} and ${LAST_DAY}) as "exited",
        (select count(*)::int from c where exit_date between ${FIRST_DAY} and ${LAST_DAY} and not exists
          (select 1 from eco.outcome_ratings r where r.child_id = c.id and r.phase = 'exit')) as "missingExit",
        (select count(*)::int from c where exists
          (select 1 from eco.outcome_ratings r where r.child_id = c.id and r.status = 'Submitted')) as "awaitingFinalization"
    `.execute(portal.db);
    const figures = Object.fromEntries(body.figures.map((f: { key: string; value: number }) => [f.key, f.value]));
    expect(figures).toEqual(rows[0]);
    expect(figures.inProgram).toBeGreaterThan(0);
  });

  test('refuses an LEA the user does not belong to', async () => {
    const other = await portal.db.selectFrom('directory.leas').select('id').where('id', '<>', districtLeaId).executeTakeFirstOrThrow();
    const res = await get('/api/eco/overview', asDistrictUser({ currentleaid: String(other.id) }));
    expect(res.statusCode).toBe(403);
  });

  test('needs a token', async () => {
    const res = await get('/api/eco/overview', { activeschoolyear: String(SCHOOL_YEAR) });
    expect(res.statusCode).toBe(401);
  });

  test('needs the module access permission', async () => {
    const requester = await portal.tokenFor('requester@example.org');
    const res = await get('/api/eco/overview', { authorization: `Bearer ${requester}`, activeschoolyear: String(SCHOOL_YEAR) });
    expect(res.statusCode).toBe(403);
  });

  test('names a missing or malformed school year header as a field error', async () => {
    const missing = await get('/api/eco/overview', { authorization: `Bearer ${districtToken}`, currentleaid: String(districtLeaId) });
    const malformed = await get('/api/eco/overview', asDistrictUser({ activeschoolyear: 'next' }));
    for (const res of [missing, malformed]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toHaveProperty('activeschoolyear');
    }
  });
});

describe('GET /api/eco/children', () => {
  test('pages through the children of the LEA and year by name', async () => {
    const res = await get('/api/eco/children?pageNumber=2&pageSize=5', asDistrictUser());
    expect(res.statusCode).toBe(200);
    const body = res.json();

    const total = await sql<{ n: number }>`select count(*)::int as n from ${inProgram()} c`.execute(portal.db);
    const page = await sql<{ id: number }>`select id from ${inProgram()} c order by last_name, first_name, id limit 5 offset 5`.execute(portal.db);
    expect(body.total).toBe(total.rows[0]!.n);
    expect(body.items.map((c: { id: number }) => c.id)).toEqual(page.rows.map((r) => r.id));
    const [first] = body.items;
    expect(Object.keys(first).sort()).toEqual(
      ['birthDate', 'entryDate', 'entryStatus', 'exitDate', 'exitStatus', 'firstName', 'id', 'lastName', 'schoolId', 'stateStudentId'],
    );
    expect(first.birthDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(first.entryDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  test('refuses pages over 100 and unknown parameters', async () => {
    for (const query of ['pageSize=101', 'pageNumber=0', 'leaId=1']) {
      const res = await get(`/api/eco/children?${query}`, asDistrictUser());
      expect(res.statusCode).toBe(400);
    }
  });

  test('refuses an LEA the user does not belong to', async () => {
    const other = await portal.db.selectFrom('directory.leas').select('id').where('id', '<>', districtLeaId).executeTakeFirstOrThrow();
    const res = await get('/api/eco/children', asDistrictUser({ currentleaid: String(other.id) }));
    expect(res.statusCode).toBe(403);
  });
});
