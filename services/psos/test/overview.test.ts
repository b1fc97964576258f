import { sql } from 'kysely';
import { startTestPortal, type TestPortal } from '@portal/platform/testing';

const SCHOOL_YEAR = 2026;

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

const overview = (headers: Record<string, string>) => portal.inject({ method: 'GET', url: '/api/psos/overview', headers });
const asDistrictUser = (extra: Record<string, string> = {}) => ({
  authorization: `Bearer ${districtToken}`,
  currentleaid: String(districtLeaId),
  activeschoolyear: String(SCHOOL_YEAR),
  ...extra,
});

describe('GET /api/psos/overview', () => {
  test("gives a district user their LEA's list and survey counts for the collection", async () => {
    const res = await overview(asDistrictUser());
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ leaId: districtLeaId, schoolYear: '2025-2026' });

    const { rows } = await sql<Record<string, number>>`
      with y as (select * from psos.leavers where lea_id = ${districtLeaId} and school_year = ${SCHOOL_YEAR})
      select
        (select count(*)::int from y) as listed,
        (select count(*)::int from y where verification_status = 'Pending') as pending,
        (select count(*)::int from y where verification_status = 'Excluded') as excluded,
        (select count(*)::int from y where survey_status = 'Completed' and verification_status <> 'Excluded') as respondents,
        (select count(*)::int from psos.contact_attempts a join y on y.id = a.leaver_id) as attempts
    `.execute(portal.db);
    const figures = Object.fromEntries(body.figures.map((f: { key: string; value: number }) => [f.key, f.value]));
    expect(figures).toEqual(rows[0]);
    expect(figures.listed).toBeGreaterThan(0);
  });

  test('refuses an LEA the user does not belong to', async () => {
    const other = await portal.db.selectFrom('directory.leas').select('id').where('id', '<>', districtLeaId).executeTakeFirstOrThrow();
    const res = await overview(asDistrictUser({ currentleaid: String(other.id) }));
    expect(res.statusCode).toBe(403);
  });

  test('needs a token', async () => {
    const res = await overview({ activeschoolyear: String(SCHOOL_YEAR) });
    expect(res.statusCode).toBe(401);
  });

  test('needs the module access permission', async () => {
    const requester = await portal.tokenFor('requester@example.org');
    const res = await overview({ authorization: `Bearer ${requester}`, activeschoolyear: String(SCHOOL_YEAR) });
    expect(res.statusCode).toBe(403);
  });

  test('names a missing or malformed school year header as a field error', async () => {
    const missing = await overview({ authorization: `Bearer ${districtToken}`, currentleaid: String(districtLeaId) });
    const malformed = await overview(asDistrictUser({ activeschoolyear: '2025-2026' }));
    for (const res of [missing, malformed]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toHaveProperty('activeschoolyear');
    }
  });
});
