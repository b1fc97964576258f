import { PLAN_STATUSES } from '@portal/shared-contracts/findings';
import type { IncidentRecord, RestraintDashboard, StudentReport } from '@portal/shared-contracts/restraint';
import { startTestPortal, type TestPortal } from '@portal/platform/testing';

const DISTRICT_USER = 'districtuser@example.org';
/** The demo data's current school year (2026-2027). */
const DEMO_YEAR = 2027;

let portal: TestPortal;
let homeLea: number;

beforeAll(async () => {
  // As npm start makes it: the plans are moved through the findings engine once the portal listens.
  portal = await startTestPortal({ demoAfterStart: true });
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

test("the demo district's substantiated violations have plans in every status, Draft to Verified", async () => {
  const planned = await portal.db
    .selectFrom('restraint.violations as v')
    .innerJoin('restraint.incidents as i', 'i.id', 'v.incident_id')
    .where('v.plan_id', 'is not', null)
    .where('i.lea_id', '=', homeLea)
    .select('v.incident_id')
    .distinct()
    .execute();
  const records = await Promise.all(planned.map((row) => get<IncidentRecord>(`/api/restraint/incidents/${row.incident_id}`)));
  const withPlans = records.flatMap((record) => record.violations.filter((v) => v.plan));
  expect(new Set(withPlans.map((v) => v.plan!.status))).toEqual(new Set(PLAN_STATUSES));
  // The verified plan has resolved its violation; the others wait on their plans.
  expect(withPlans.find((v) => v.plan!.status === 'Verified')).toMatchObject({ status: 'Resolved' });
  expect(withPlans.filter((v) => v.plan!.status !== 'Verified').map((v) => v.status)).toEqual(
    Array(PLAN_STATUSES.length - 1).fill('Plan required'),
  );
}, 60_000);
