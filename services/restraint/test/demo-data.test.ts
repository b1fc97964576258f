import type { RestraintDashboard, StudentReport } from '@portal/shared-contracts/restraint';
import { startTestPortal, type TestPortal } from '@portal/platform/testing';

const DISTRICT_USER = 'districtuser@example.org';
/** The demo data's current school year (2026-2027). */
const DEMO_YEAR = 2027;

let portal: TestPortal;
let homeLea: number;

beforeAll(async () => {
  portal = await startTestPortal();
  const me = await portal.inject({
    method: 'GET',
    url: '/api/account/users/me',
    headers: { authorization: `Bearer ${await portal.tokenFor(DISTRICT_USER)}` },
  });
  homeLea = me.json().leaId;
}, 120_000);
afterAll(() => portal?.close());

async function get<T>(url: string): Promise<T> {
  const res = await portal.inject({
    method: 'GET',
    url,
    headers: { authorization: `Bearer ${await portal.tokenFor(DISTRICT_USER)}`, activeschoolyear: String(DEMO_YEAR) },
  });
  expect(res.statusCode).toBe(200);
  return res.json<T>();
}

test("the demo district has a student at a 5th report this year, with the 3rd and 5th report's follow-ups", async () => {
  const dashboard = await get<RestraintDashboard>('/api/restraint/dashboard');
  expect(dashboard.studentsAtFifthReport).toBeGreaterThanOrEqual(1);

  // The district's roster starts with the student restrained in the five incidents added for it.
  const report = await get<StudentReport>(`/api/restraint/reports/student?stateStudentId=${homeLea}000001`);
  expect(report.reports).toBeGreaterThanOrEqual(5);
  expect(report.incidents.map((i) => i.reportNumber)).toEqual(expect.arrayContaining([1, 2, 3, 4, 5]));
  expect(report.followUps.map((f) => f.trigger)).toEqual(expect.arrayContaining([3, 5]));
}, 60_000);
