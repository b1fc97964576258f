import { sql } from 'kysely';
import { startTestPortal, type TestPortal } from '@portal/platform/testing';

let portal: TestPortal;
let adminToken: string;
let adminLeaId: number;

beforeAll(async () => {
  portal = await startTestPortal();
  adminToken = await portal.tokenFor('districtadmin@example.org');
  const me = await portal.inject({ method: 'GET', url: '/api/account/users/me', headers: { authorization: `Bearer ${adminToken}` } });
  adminLeaId = me.json().leaId;
}, 120_000);
afterAll(() => portal?.close());

const overview = (headers: Record<string, string>) => portal.inject({ method: 'GET', url: '/api/admin/overview', headers });
const asDistrictAdmin = (extra: Record<string, string> = {}) => ({
  authorization: `Bearer ${adminToken}`,
  currentleaid: String(adminLeaId),
  activeschoolyear: '2026',
  ...extra,
});

describe('GET /api/admin/overview', () => {
  test('gives a district admin the lookup lists and the directory counts', async () => {
    const res = await overview(asDistrictAdmin());
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ leaId: adminLeaId, schoolYear: '2025-2026' });

    const { rows } = await sql<Record<string, number>>`
      select
        (select count(*)::int from admin.lookup_lists) as lists,
        (select count(*)::int from admin.lookup_values where retired_at is null) as "activeValues",
        (select count(*)::int from admin.lookup_values where retired_at is not null) as "retiredValues",
        (select count(*)::int from directory.leas where not is_nde_level_district) as leas,
        (select count(*)::int from directory.schools where lea_id = ${adminLeaId}) as schools
    `.execute(portal.db);
    const figures = Object.fromEntries(body.figures.map((f: { key: string; value: number }) => [f.key, f.value]));
    expect(figures).toEqual(rows[0]);
    expect(figures.lists).toBeGreaterThan(0);
  });

  test('refuses an LEA the admin does not belong to', async () => {
    const other = await portal.db.selectFrom('directory.leas').select('id').where('id', '<>', adminLeaId).executeTakeFirstOrThrow();
    const res = await overview(asDistrictAdmin({ currentleaid: String(other.id) }));
    expect(res.statusCode).toBe(403);
  });

  test('needs a token', async () => {
    const res = await overview({ activeschoolyear: '2026' });
    expect(res.statusCode).toBe(401);
  });

  test('needs an admin user (spec 2: the Admin menu requires one)', async () => {
    const districtUser = await portal.tokenFor('districtuser@example.org');
    const res = await overview({ authorization: `Bearer ${districtUser}`, currentleaid: String(adminLeaId), activeschoolyear: '2026' });
    expect(res.statusCode).toBe(403);
  });

  test('names a missing or malformed school year header as a field error', async () => {
    const missing = await overview({ authorization: `Bearer ${adminToken}`, currentleaid: String(adminLeaId) });
    const malformed = await overview(asDistrictAdmin({ activeschoolyear: '2025-2026' }));
    for (const res of [missing, malformed]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toHaveProperty('activeschoolyear');
    }
  });
});
