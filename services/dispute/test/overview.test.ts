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

const overview = (headers: Record<string, string>) => portal.inject({ method: 'GET', url: '/api/dispute/overview', headers });
const asDistrictUser = (extra: Record<string, string> = {}) => ({
  authorization: `Bearer ${districtToken}`,
  currentleaid: String(districtLeaId),
  activeschoolyear: String(SCHOOL_YEAR),
  ...extra,
});

/** The overview's counts straight from the table; LEA staff see only cases the LEA has been told of. */
async function expectedFigures(onlyNotified: boolean) {
  const { rows } = await sql<Record<string, number>>`
    with r as (select * from dispute.requests
      where lea_id = ${districtLeaId} and school_year = ${SCHOOL_YEAR} and status not in ('Draft', 'Voided')
        and (${!onlyNotified} or lea_notified_at is not null))
    select
      (select count(*)::int from r) as received,
      (select count(*)::int from r where status not in ('Closed', 'Withdrawn', 'Dismissed', 'Settled', 'NotHeld', 'Declined', 'Cancelled')) as open,
      (select count(*)::int from r where case_type = 'SC') as "stateComplaints",
      (select count(*)::int from r where case_type in ('DP', 'EDP')) as "dueProcess",
      (select count(*)::int from r where case_type in ('MED', 'FAC')) as mediations
  `.execute(portal.db);
  return rows[0];
}

const figuresOf = (body: { figures: { key: string; value: number }[] }) => Object.fromEntries(body.figures.map((f) => [f.key, f.value]));

describe('GET /api/dispute/overview', () => {
  test('gives a district user the cases of their LEA and year that the LEA has been told of', async () => {
    const res = await overview(asDistrictUser());
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ leaId: districtLeaId, schoolYear: '2025-2026' });
    const figures = figuresOf(body);
    expect(figures).toEqual(await expectedFigures(true));
    expect(figures.received).toBeGreaterThan(0);
  });

  test('gives state staff every case of the LEA', async () => {
    const stateUser = await portal.tokenFor('stateuser@example.org');
    const res = await overview({ authorization: `Bearer ${stateUser}`, currentleaid: String(districtLeaId), activeschoolyear: String(SCHOOL_YEAR) });
    expect(res.statusCode).toBe(200);
    expect(figuresOf(res.json())).toEqual(await expectedFigures(false));
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

  test('names a missing or malformed school year header as a field error', async () => {
    const missing = await overview({ authorization: `Bearer ${districtToken}`, currentleaid: String(districtLeaId) });
    const malformed = await overview(asDistrictUser({ activeschoolyear: '2025-2026' }));
    for (const res of [missing, malformed]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toHaveProperty('activeschoolyear');
    }
  });
});
