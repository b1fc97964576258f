import { sql } from 'kysely';
import { startTestPortal, type TestPortal } from '@portal/platform/testing';

// The demo district's cyclical visit falls in 2026-2027 or an earlier year; the test looks at all of them.
const SCHOOL_YEARS = [2024, 2025, 2026, 2027];

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

const overview = (headers: Record<string, string>) => portal.inject({ method: 'GET', url: '/api/monitoring/overview', headers });
const asDistrictUser = (extra: Record<string, string> = {}) => ({
  authorization: `Bearer ${districtToken}`,
  currentleaid: String(districtLeaId),
  activeschoolyear: '2026',
  ...extra,
});

/** The overview's counts straight from the table; LEA staff see a visit from its notification on. */
async function expectedFigures(schoolYear: number, onlyNotified: boolean) {
  const { rows } = await sql<Record<string, number>>`
    with v as (select * from monitoring.visits
      where lea_id = ${districtLeaId} and school_year = ${schoolYear} and status <> 'Cancelled'
        and (${!onlyNotified} or notified_date is not null))
    select
      (select count(*)::int from v) as visits,
      (select count(*)::int from v where status in ('Planned', 'Notified')) as upcoming,
      (select count(*)::int from v where status in ('SampleLocked', 'InReview', 'ReviewComplete')) as "inReview",
      (select count(*)::int from v where status in ('ReportIssued', 'Correction')) as "inCorrection",
      (select count(*)::int from v where status = 'Closed') as closed
  `.execute(portal.db);
  return rows[0]!;
}

const figuresOf = (body: { figures: { key: string; value: number }[] }) => Object.fromEntries(body.figures.map((f) => [f.key, f.value]));

describe('GET /api/monitoring/overview', () => {
  test("gives a district user the visits of their LEA they have been notified of, year by year", async () => {
    let seen = 0;
    for (const schoolYear of SCHOOL_YEARS) {
      const res = await overview(asDistrictUser({ activeschoolyear: String(schoolYear) }));
      expect(res.statusCode).toBe(200);
      const figures = figuresOf(res.json());
      expect(figures).toEqual(await expectedFigures(schoolYear, true));
      seen += figures.visits ?? 0;
    }
    expect(seen).toBeGreaterThan(0);
  });

  test('gives state staff every visit of the LEA', async () => {
    const stateUser = await portal.tokenFor('stateuser@example.org');
    for (const schoolYear of SCHOOL_YEARS) {
      const res = await overview({ authorization: `Bearer ${stateUser}`, currentleaid: String(districtLeaId), activeschoolyear: String(schoolYear) });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ leaId: districtLeaId, schoolYear: `${schoolYear - 1}-${schoolYear}` });
      expect(figuresOf(res.json())).toEqual(await expectedFigures(schoolYear, false));
    }
  });

  test('refuses an LEA the user does not belong to', async () => {
    const other = await portal.db.selectFrom('directory.leas').select('id').where('id', '<>', districtLeaId).executeTakeFirstOrThrow();
    const res = await overview(asDistrictUser({ currentleaid: String(other.id) }));
    expect(res.statusCode).toBe(403);
  });

  test('needs a token', async () => {
    const res = await overview({ activeschoolyear: '2026' });
    expect(res.statusCode).toBe(401);
  });

  test('needs the module access permission', async () => {
    const requester = await portal.tokenFor('requester@example.org');
    const res = await overview({ authorization: `Bearer ${requester}`, activeschoolyear: '2026' });
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
