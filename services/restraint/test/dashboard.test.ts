import { zonedDate, addDays } from '@portal/day-count';
import type { RestraintDashboard, RestraintStateTracking } from '@portal/shared-contracts/restraint';
import { startTestPortal, type TestPortal } from '@portal/platform/testing';
import type { RestraintDb } from '../src/db';

const DISTRICT_USER = 'districtuser@example.org';
const STATE_USER = 'stateuser@example.org';
const REQUESTER = 'requester@example.org';
/** Before the seeded years, so its figures are exactly the incidents added here. */
const EMPTY_YEAR = 2015;
const TIME_ZONE = 'America/Los_Angeles';

let portal: TestPortal;
let homeLea: number;
let homeSchool: number;
let otherLea: number;
let sequence = 0;
const db = () => portal.db.withSchema('restraint') as RestraintDb;

beforeAll(async () => {
  portal = await startTestPortal();
  const me = await portal.inject({
    method: 'GET',
    url: '/api/account/users/me',
    headers: { authorization: `Bearer ${await portal.tokenFor(DISTRICT_USER)}` },
  });
  homeLea = me.json().leaId;
  homeSchool = (
    await portal.db.selectFrom('directory.schools').select('id').where('lea_id', '=', homeLea).orderBy('id').executeTakeFirstOrThrow()
  ).id;
  otherLea = (await portal.db.selectFrom('directory.leas').select('id').where('id', '<>', homeLea).orderBy('id').executeTakeFirstOrThrow())
    .id;
}, 120_000);
afterAll(() => portal?.close());

const schoolYearOf = (date: string) => Number(date.slice(0, 4)) + (Number(date.slice(5, 7)) >= 7 ? 1 : 0);

/** An incident of the district user's LEA with one student and an intervention of each type given. */
async function addIncident(
  date: string,
  options: {
    status?: 'Draft' | 'Finalized';
    student?: string;
    types?: string[];
    leaId?: number;
    schoolId?: number;
    privateSchoolId?: number;
  } = {},
) {
  const {
    status = 'Finalized',
    student = 'DASH-1',
    types = ['PHYSICAL'],
    leaId = homeLea,
    schoolId = homeSchool,
    privateSchoolId,
  } = options;
  sequence += 1;
  const year = schoolYearOf(date);
  const incident = await db()
    .insertInto('incidents')
    .values({
      incident_number: `RAI-${String(year % 100).padStart(2, '0')}-${String(90000 + sequence + (process.pid % 5000)).padStart(5, '0')}`,
      lea_id: leaId,
      school_id: privateSchoolId === undefined ? schoolId : null,
      private_school_id: privateSchoolId ?? null,
      school_year: year,
      local_incident_id: `DASH-${process.pid}-${sequence}`,
      incident_date: date,
      status,
      finalized_at: status === 'Finalized' ? `${date}T23:00:00Z` : null,
    })
    .returning(['id', 'incident_number'])
    .executeTakeFirstOrThrow();
  const pupil = await db()
    .insertInto('incident_students')
    .values({
      incident_id: incident.id,
      state_student_id: student,
      first_name: 'Dana',
      last_name: 'Dashboard',
      birth_date: '2012-01-01',
      grade: '05',
      disability_status: 'IDEA',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db()
    .insertInto('interventions')
    .values(
      types.map((type) => ({
        incident_student_id: pupil.id,
        intervention_type: type,
        aversive_subtype: type === 'AVERSIVE' ? 4 : null,
        start_at: `${date}T17:00:00Z`,
        end_at: `${date}T17:10:00Z`,
        emergency: type === 'AVERSIVE' ? null : true,
        emergency_reason: type === 'AVERSIVE' ? null : 'HARM_OTHERS',
      })),
    )
    .execute();
  return incident;
}

async function get(url: string, user: string, schoolYear: number) {
  return portal.inject({
    method: 'GET',
    url,
    headers: { authorization: `Bearer ${await portal.tokenFor(user)}`, activeschoolyear: String(schoolYear) },
  });
}

const dashboard = async (user: string, schoolYear: number, leaId?: number) => {
  const res = await get(`/api/restraint/dashboard${leaId ? `?leaId=${leaId}` : ''}`, user, schoolYear);
  expect(res.statusCode).toBe(200);
  return res.json<RestraintDashboard>();
};

describe('GET /api/restraint/dashboard', () => {
  test('counts the finalized instances of each month and the students at a 3rd and a 5th report', async () => {
    for (const date of ['2014-09-03', '2014-10-01', '2015-01-05']) await addIncident(date, { student: 'DASH-3' });
    for (const date of ['2014-09-04', '2014-09-05', '2014-10-02', '2014-11-03', '2015-02-02'])
      await addIncident(date, { student: 'DASH-5' });
    // An aversive intervention is no report; a draft is not counted yet.
    await addIncident('2014-12-01', { student: 'DASH-3', types: ['AVERSIVE'] });
    await addIncident('2015-03-02', { student: 'DASH-3', status: 'Draft' });

    const body = await dashboard(DISTRICT_USER, EMPTY_YEAR, homeLea);
    expect(body).toMatchObject({ schoolYear: EMPTY_YEAR, leaId: homeLea, studentsAtThirdReport: 2, studentsAtFifthReport: 1 });
    expect(body.months.map((m) => m.month)).toEqual([
      '2014-07',
      '2014-08',
      '2014-09',
      '2014-10',
      '2014-11',
      '2014-12',
      '2015-01',
      '2015-02',
      '2015-03',
      '2015-04',
      '2015-05',
      '2015-06',
    ]);
    const month = (m: string) => body.months.find((row) => row.month === m)!.instances;
    expect(month('2014-09')).toEqual({ PHYSICAL: 3, MECHANICAL: 0, AVERSIVE: 0, other: 0 });
    expect(month('2014-12')).toEqual({ PHYSICAL: 0, MECHANICAL: 0, AVERSIVE: 1, other: 0 });
    expect(month('2015-03')).toEqual({ PHYSICAL: 0, MECHANICAL: 0, AVERSIVE: 0, other: 0 });
  }, 60_000);

  test("counts this month's incidents by type and the drafts whose record clock ran out", async () => {
    const today = zonedDate(new Date(), TIME_ZONE);
    const before = await dashboard(DISTRICT_USER, schoolYearOf(today), homeLea);
    await addIncident(today, { status: 'Draft', types: ['PHYSICAL', 'MECHANICAL'], student: 'DASH-NOW' });
    // Ten days back is past one business day whatever the holidays; today's draft is not late yet.
    await addIncident(addDays(today, -10), { status: 'Draft', student: 'DASH-LATE' });
    const after = await dashboard(DISTRICT_USER, schoolYearOf(today), homeLea);
    expect(after.today).toBe(today);
    expect(after.incidentsThisMonth.PHYSICAL - before.incidentsThisMonth.PHYSICAL).toBe(
      addDays(today, -10).slice(0, 7) === today.slice(0, 7) ? 2 : 1,
    );
    expect(after.incidentsThisMonth.MECHANICAL - before.incidentsThisMonth.MECHANICAL).toBe(1);
    expect(after.draftsPastRecordClock - before.draftsPastRecordClock).toBe(1);
  }, 60_000);

  test("keeps a district user to their own LEAs; a state user sees the state's", async () => {
    const mine = await dashboard(DISTRICT_USER, EMPTY_YEAR);
    expect(mine.leaId).toBeNull();
    expect(mine.studentsAtThirdReport).toBe(2);
    expect((await get(`/api/restraint/dashboard?leaId=${otherLea}`, DISTRICT_USER, EMPTY_YEAR)).statusCode).toBe(403);
    expect((await dashboard(STATE_USER, EMPTY_YEAR, otherLea)).studentsAtThirdReport).toBe(0);
    expect((await dashboard(STATE_USER, EMPTY_YEAR)).studentsAtThirdReport).toBe(2);
    expect((await get('/api/restraint/dashboard', REQUESTER, EMPTY_YEAR)).statusCode).toBe(403);
  }, 60_000);
});

describe('GET /api/restraint/state-tracking', () => {
  test("gives every LEA's drafts, finalized incidents and instances by type, with the state total", async () => {
    const res = await get('/api/restraint/state-tracking', STATE_USER, EMPTY_YEAR);
    expect(res.statusCode).toBe(200);
    const body = res.json<RestraintStateTracking>();
    const leas = await portal.db.selectFrom('directory.leas').select('id').execute();
    expect(body.leas).toHaveLength(leas.length);
    expect(body.leas.find((l) => l.leaId === homeLea)).toMatchObject({ drafts: 1, finalized: 9, physical: 8, mechanical: 0, aversive: 1 });
    expect(body.leas.find((l) => l.leaId === otherLea)).toMatchObject({ drafts: 0, finalized: 0, physical: 0 });
    expect(body.total).toMatchObject({ leaId: null, leaName: 'State total', drafts: 1, finalized: 9, physical: 8, aversive: 1 });
  }, 60_000);

  test('downloads the table with its total row, and is for state users only', async () => {
    const csv = await get('/api/restraint/state-tracking?format=csv', STATE_USER, EMPTY_YEAR);
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.trim().split(/\r?\n/);
    expect(lines[0]).toContain(
      'LEA or private school,LEA code,Drafts,Finalized,Physical restraint,Mechanical restraint,Aversive intervention,Violations open',
    );
    expect(lines.at(-1)).toBe('State total,,1,9,8,0,1,0,0,0,0,0,0,0,0,0,,');
    expect((await get('/api/restraint/state-tracking', DISTRICT_USER, EMPTY_YEAR)).statusCode).toBe(403);
  }, 60_000);

  test("gives each private school a row of its own, the state-level district's row keeping only its own schools' incidents", async () => {
    const year = EMPTY_YEAR - 1;
    const stateLea = (
      await portal.db.selectFrom('directory.leas').select('id').where('is_nde_level_district', '=', true).executeTakeFirstOrThrow()
    ).id;
    const schools = await db().selectFrom('private_schools').select(['id', 'name', 'code']).orderBy('id').execute();
    const school = schools[0]!;
    await addIncident('2013-10-07', { leaId: stateLea, privateSchoolId: school.id, types: ['PHYSICAL', 'MECHANICAL'] });
    await addIncident('2013-10-08', { leaId: stateLea, privateSchoolId: school.id, status: 'Draft' });

    const body = (await get('/api/restraint/state-tracking', STATE_USER, year)).json<RestraintStateTracking>();
    expect(body.privateSchools).toHaveLength(schools.length);
    expect(body.privateSchools.find((p) => p.privateSchoolId === school.id)).toMatchObject({
      leaId: stateLea,
      leaName: school.name,
      leaCode: school.code,
      drafts: 1,
      finalized: 1,
      physical: 1,
      mechanical: 1,
      annualReportStatus: null,
    });
    expect(body.leas.find((l) => l.leaId === stateLea)).toMatchObject({ drafts: 0, finalized: 0, physical: 0, mechanical: 0 });
    expect(body.total).toMatchObject({ drafts: 1, finalized: 1, physical: 1, mechanical: 1 });

    const lines = (await get('/api/restraint/state-tracking?format=csv', STATE_USER, year)).body.trim().split(/\r?\n/);
    expect(lines).toContain(`${school.name},${school.code},1,1,1,1,0,0,0,0,0,0,0,0,0,0,,`);
    expect(lines.at(-1)).toBe('State total,,1,1,1,1,0,0,0,0,0,0,0,0,0,0,,');
  }, 60_000);
});

describe('violations, plans, follow-ups and timeliness', () => {
  test("the dashboard counts the queues of work and the timeliness of the year; state tracking each LEA's violations, plans and annual report", async () => {
    const before = await dashboard(STATE_USER, EMPTY_YEAR, otherLea);
    const school =
      (await portal.db.selectFrom('directory.schools').select('id').where('lea_id', '=', otherLea).executeTakeFirst())?.id ?? homeSchool;
    const first = await addIncident('2015-01-12', { leaId: otherLea, schoolId: school, student: 'DASH-T' });
    const second = await addIncident('2015-01-20', { leaId: otherLea, schoolId: school, student: 'DASH-T' });
    const occurred = '2015-01-12T17:00:00Z';
    await db()
      .insertInto('violations')
      .values([
        // Reported to the board after 10 hours, in time; still waiting for the state's decision.
        {
          incident_id: first.id,
          violation_number: `${first.incident_number}-V1`,
          rule_code: 'PR-NO-EMERGENCY',
          found_by: 'rule',
          status: 'Open',
          state_student_id: 'DASH-T',
          occurred_at: occurred,
          reported_to_board_at: '2015-01-13T03:00:00Z',
        },
        // Reported after 30 hours: late.
        {
          incident_id: second.id,
          violation_number: `${second.incident_number}-V1`,
          rule_code: 'AV-USE',
          found_by: 'rule',
          status: 'Plan required',
          state_student_id: 'DASH-T',
          occurred_at: occurred,
          reported_to_board_at: '2015-01-13T23:00:00Z',
        },
      ])
      .execute();
    await portal.db
      .withSchema('findings')
      .insertInto('plans' as never)
      .values([
        // Evidence sent the day before the due date and verified: met.
        {
          source: 'restraint',
          lea_id: otherLea,
          plan_group_key: `restraint-incident-${first.id}`,
          status: 'Verified',
          due_date: '2015-02-11',
          submitted_date: '2015-01-30',
          evidence_submitted_date: '2015-02-10',
          verified_date: '2015-02-20',
        },
        // Approved, its evidence never sent: overdue and not met.
        {
          source: 'restraint',
          lea_id: otherLea,
          plan_group_key: `restraint-incident-${second.id}`,
          status: 'Approved',
          due_date: '2015-02-19',
          submitted_date: '2015-02-01',
        },
      ] as never)
      .execute();
    await db()
      .insertInto('incident_notices')
      .values([
        { incident_id: first.id, recipient: 'PARENT', due_by: '2015-01-13T23:59:00Z', on_time: true },
        { incident_id: first.id, recipient: 'BOARD', due_by: '2015-01-13T17:00:00Z', on_time: false },
      ])
      .execute();
    await db()
      .insertInto('incident_follow_ups')
      .values({ incident_id: second.id, state_student_id: 'DASH-T', kind: 'IEP_MEETING', trigger: 3 })
      .execute();
    await db()
      .insertInto('annual_reports')
      .values({ lea_id: otherLea, school_year: EMPTY_YEAR, status: 'Submitted', submitted_at: '2015-08-01T12:00:00Z' })
      .execute();

    await db()
      .insertInto('import_batches')
      .values({
        file_hash: `dash-${process.pid}`,
        user_id: 1,
        user_name: 'Dashboard Test',
        created_at: new Date('2015-03-02T18:00:00Z'),
        lea_ids: [otherLea],
        finalize: false,
        rows: 3,
        accepted_rows: 2,
        rejected_rows: 1,
        new_incidents: 1,
        changed_incidents: 0,
        unchanged_incidents: 0,
        result: JSON.stringify({}) as never,
      })
      .execute();

    const after = await dashboard(STATE_USER, EMPTY_YEAR, otherLea);
    expect(after.importsWithRejectedRows).toBe(1);
    expect((await dashboard(STATE_USER, EMPTY_YEAR, homeLea)).importsWithRejectedRows).toBe(0);
    expect(after.timeliness).toEqual({ boardReportPercent: 50, planPercent: 50, noticePercent: 50 });
    expect(after.studentsAtThirdWithoutFollowUp).toBe(1);
    expect(after.studentsAtFifthWithoutFollowUp).toBe(0);
    expect(after.violationsAwaitingDecision.count - before.violationsAwaitingDecision.count).toBe(1);
    expect(after.violationsAwaitingDecision.oldestDays).toBe(0);
    expect(after.plansOverdue - before.plansOverdue).toBe(1);

    const tracking = (await get('/api/restraint/state-tracking', STATE_USER, EMPTY_YEAR)).json<RestraintStateTracking>();
    expect(tracking.leas.find((l) => l.leaId === otherLea)).toMatchObject({
      finalized: 2,
      violationsOpen: 1,
      violationsSubstantiated: 1,
      plansApproved: 1,
      plansVerified: 1,
      plansDraft: 0,
      plansOverdue: 1,
      annualReportStatus: 'Submitted',
      lastImportAt: '2015-03-02T18:00:00.000Z',
    });
    expect(tracking.leas.find((l) => l.leaId === homeLea)).toMatchObject({ violationsOpen: 0, plansVerified: 0, annualReportStatus: null });
    expect(tracking.total).toMatchObject({ violationsOpen: 1, plansOverdue: 1, annualReportStatus: null });
  }, 60_000);
});
