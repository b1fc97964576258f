import type { AddressInfo } from 'node:net';
import { readDownload } from '@portal/service-kit/testing';
import { startTestPortal, type TestPortal } from '@portal/platform/testing';
import type {
  AnnualLeaStatuses,
  AnnualReport,
  DistrictReport,
  RestraintSettings,
  SchoolReport,
  StudentReport,
  TeacherReport,
} from '@portal/shared-contracts/restraint';
import type { RestraintDb } from '../src/db';

/** No seed uses this year (the demo years are 2024-2027); it opened 1 July 2023 and was due 15 August 2023. */
const SCHOOL_YEAR = 2023;
const DISTRICT_ADMIN = 'districtadmin@example.org';
const DISTRICT_USER = 'districtuser@example.org';
const STATE_ADMIN = 'stateadmin@example.org';

let portal: TestPortal;
let db: RestraintDb;
let homeLea: number;
let schools: number[];
let otherLeaSchool: number;
let otherLea: number;
let sequence = 0;
let firstIncident: number;

/** A Finalized (or Draft) incident at the school with one student and an intervention per type given. */
async function addIncident(
  schoolId: number,
  types: string[],
  status: 'Draft' | 'Finalized' = 'Finalized',
  leaId = homeLea,
): Promise<number> {
  sequence += 1;
  const incident = await db
    .insertInto('incidents')
    .values({
      incident_number: `RAI-23-${String(90000 + sequence).padStart(5, '0')}`,
      lea_id: leaId,
      school_id: schoolId,
      school_year: SCHOOL_YEAR,
      local_incident_id: `annual-${sequence}`,
      incident_date: '2023-02-01',
      status,
      finalized_at: status === 'Finalized' ? new Date('2023-02-02T12:00:00Z') : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const student = await db
    .insertInto('incident_students')
    .values({
      incident_id: incident.id,
      state_student_id: `99${sequence}`,
      first_name: 'Pat',
      last_name: 'Doe',
      birth_date: '2012-05-05',
      grade: '05',
      disability_status: 'IDEA',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('interventions')
    .values(
      types.map((type, i) => ({
        incident_student_id: student.id,
        intervention_type: type,
        start_at: new Date(Date.UTC(2023, 1, 1, 15, i)),
        end_at: new Date(Date.UTC(2023, 1, 1, 15, i + 1)),
        emergency: true,
      })),
    )
    .execute();
  return incident.id;
}

const headersOf = async (user: string) => ({
  authorization: `Bearer ${await portal.tokenFor(user)}`,
  activeschoolyear: String(SCHOOL_YEAR),
  currentleaid: String(homeLea),
});

async function call(user: string, method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown) {
  return portal.inject({ method, url, headers: await headersOf(user), ...(payload !== undefined ? { payload } : {}) });
}

async function annual(user = DISTRICT_ADMIN): Promise<AnnualReport> {
  const res = await call(user, 'GET', `/api/restraint/reports/annual?leaId=${homeLea}`);
  expect(res.statusCode).toBe(200);
  return res.json();
}

/** A download as a browser fetches it, through the service's own port (the file is streamed). */
async function download(query: string, path = `/api/restraint/reports/annual/download?${query}`, user = DISTRICT_ADMIN) {
  const { port } = portal.app('restraint').server.address() as AddressInfo;
  const res = await fetch(`http://127.0.0.1:${port}${path}`, { headers: await headersOf(user) });
  expect(res.status).toBe(200);
  return new Uint8Array(await res.arrayBuffer());
}

const schoolOf = (report: AnnualReport, schoolId: number) => report.schools.find((school) => school.schoolId === schoolId)!;

/** Every school of the LEA: the first two as the spec's example and a small one, the rest empty. */
const entries = () => schools.map((schoolId, i) => ({ schoolId, teachers: [40, 10][i] ?? 5, pupils: [800, 200][i] ?? 100 }));

beforeAll(async () => {
  portal = await startTestPortal();
  db = portal.db.withSchema('restraint') as unknown as RestraintDb;
  const me = await portal.inject({
    method: 'GET',
    url: '/api/account/users/me',
    headers: { authorization: `Bearer ${await portal.tokenFor(DISTRICT_ADMIN)}` },
  });
  homeLea = me.json().leaId;
  schools = (await portal.db.selectFrom('directory.schools').select('id').where('lea_id', '=', homeLea).orderBy('id').execute()).map(
    (s) => s.id,
  );
  const other = await portal.db
    .selectFrom('directory.schools')
    .select(['id', 'lea_id'])
    .where('lea_id', '<>', homeLea)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  otherLeaSchool = other.id;
  otherLea = other.lea_id;
  const [first, second] = schools as [number, number];
  // restraint.md's example at the first school: 12 physical restraints (with a mechanical one).
  firstIncident = await addIncident(first, Array(8).fill('PHYSICAL'));
  // One violation substantiated (counted), one still Open (not).
  await db
    .insertInto('violations')
    .values(
      (['Substantiated', 'Open'] as const).map((status, i) => ({
        incident_id: firstIncident,
        violation_number: `RAI-23-${String(90000 + sequence).padStart(5, '0')}-V${i + 1}`,
        state_student_id: `99${sequence}`,
        rule_code: ['PR-NO-EMERGENCY', 'STAFF-UNTRAINED'][i]!,
        found_by: 'rule' as const,
        status,
      })),
    )
    .execute();
  await addIncident(first, [...Array(4).fill('PHYSICAL'), 'MECHANICAL', 'AVERSIVE']);
  await addIncident(second, ['PHYSICAL', 'PHYSICAL']);
  // Not counted: a Draft.
  await addIncident(first, ['PHYSICAL', 'PHYSICAL', 'PHYSICAL']);
  await db
    .updateTable('incidents')
    .set({ status: 'Draft', finalized_at: null })
    .where('local_incident_id', '=', `annual-${sequence}`)
    .execute();
}, 120_000);
afterAll(() => portal?.close());

describe('annual report (NRS 388.515)', () => {
  it('counts Finalized instances per school, with no rates until the LEA enters its teachers and pupils', async () => {
    const report = await annual();
    expect(report).toMatchObject({
      schoolYear: SCHOOL_YEAR,
      leaId: homeLea,
      status: 'In progress',
      dueDate: '2023-08-15',
      late: true,
      version: 0,
    });
    expect(schoolOf(report, schools[0]!)).toMatchObject({
      physical: 12,
      mechanical: 1,
      violations: 1,
      teachers: null,
      pupils: null,
      physicalPerTeacher: null,
    });
    expect(schoolOf(report, schools[1]!)).toMatchObject({ physical: 2, mechanical: 0 });
    expect(report.total).toMatchObject({ physical: 14, mechanical: 1, violations: 1, teachers: null, physicalPerPupil: null });
    expect(report.schools.map((school) => school.schoolId).sort()).toEqual([...schools].sort());
  });

  it('is refused to a user without the district report', async () => {
    expect((await call(DISTRICT_USER, 'GET', `/api/restraint/reports/annual?leaId=${homeLea}`)).statusCode).toBe(403);
  });

  it('takes the teachers and pupils and gives the rates: 12 physical, 40 teachers, 800 pupils -> 0.3000 and 0.0150', async () => {
    const saved = await call(DISTRICT_ADMIN, 'PUT', '/api/restraint/reports/annual/schools', {
      leaId: homeLea,
      version: 0,
      schools: entries(),
    });
    expect(saved.statusCode).toBe(204);
    const report = await annual();
    expect(report.version).toBe(1);
    expect(schoolOf(report, schools[0]!)).toMatchObject({
      teachers: 40,
      pupils: 800,
      physicalPerTeacher: 0.3,
      physicalPerPupil: 0.015,
      mechanicalPerTeacher: 0.025,
    });
    const teachers = entries().reduce((sum, e) => sum + e.teachers, 0);
    expect(report.total).toMatchObject({ physical: 14, teachers, physicalPerTeacher: Math.round((14 / teachers) * 10_000) / 10_000 });
  });

  it('refuses a stale version and a school of another LEA, changing nothing', async () => {
    const before = await annual();
    const stale = await call(DISTRICT_ADMIN, 'PUT', '/api/restraint/reports/annual/schools', {
      leaId: homeLea,
      version: 0,
      schools: entries(),
    });
    expect(stale.statusCode).toBe(409);
    const foreign = await call(DISTRICT_ADMIN, 'PUT', '/api/restraint/reports/annual/schools', {
      leaId: homeLea,
      version: 1,
      schools: [{ schoolId: otherLeaSchool, teachers: 1, pupils: 1 }],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toMatch(/Not a school of this LEA/);
    expect(await annual()).toEqual(before);
  });

  it('is submitted by the LEA with its counts kept, returned by the state with a reason, and accepted', async () => {
    const submitted = await call(DISTRICT_ADMIN, 'POST', '/api/restraint/reports/annual/moves', { leaId: homeLea, to: 'Submitted' });
    expect(submitted.statusCode).toBe(204);
    await addIncident(schools[0]!, ['PHYSICAL']);
    const kept = await annual();
    expect(kept).toMatchObject({ status: 'Submitted', late: true });
    expect(schoolOf(kept, schools[0]!).physical).toBe(12);
    expect(
      (
        await call(DISTRICT_ADMIN, 'PUT', '/api/restraint/reports/annual/schools', {
          leaId: homeLea,
          version: kept.version,
          schools: entries(),
        })
      ).statusCode,
    ).toBe(409);

    expect((await call(DISTRICT_ADMIN, 'POST', '/api/restraint/reports/annual/moves', { leaId: homeLea, to: 'Accepted' })).statusCode).toBe(
      403,
    );
    const noReason = await call(STATE_ADMIN, 'POST', '/api/restraint/reports/annual/moves', { leaId: homeLea, to: 'Returned' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors).toEqual({ reason: 'Field is required.' });
    const returned = await call(STATE_ADMIN, 'POST', '/api/restraint/reports/annual/moves', {
      leaId: homeLea,
      to: 'Returned',
      reason: 'Check the pupils of the second school.',
    });
    expect(returned.statusCode).toBe(204);
    const open = await annual();
    expect(open).toMatchObject({ status: 'Returned', returnedReason: 'Check the pupils of the second school.' });
    expect(schoolOf(open, schools[0]!).physical).toBe(13);

    expect(
      (await call(DISTRICT_ADMIN, 'POST', '/api/restraint/reports/annual/moves', { leaId: homeLea, to: 'Submitted' })).statusCode,
    ).toBe(204);
    expect((await call(STATE_ADMIN, 'POST', '/api/restraint/reports/annual/moves', { leaId: homeLea, to: 'Accepted' })).statusCode).toBe(
      204,
    );
    expect(await annual()).toMatchObject({ status: 'Accepted', returnedReason: null });
    const again = await call(STATE_ADMIN, 'POST', '/api/restraint/reports/annual/moves', { leaId: homeLea, to: 'Accepted' });
    expect(again.statusCode).toBe(409);

    const leas = await call(STATE_ADMIN, 'GET', '/api/restraint/reports/annual/leas');
    const mine = (leas.json() as AnnualLeaStatuses).leas.find((lea) => lea.leaId === homeLea)!;
    expect(mine).toMatchObject({ status: 'Accepted', late: true, total: { physical: 15 } });
  }, 60_000);

  it('downloads as CSV and spreadsheet; the public file shows counts 1 to 9 as "*" and hides their rates', async () => {
    const rows = await readDownload(await download(`leaId=${homeLea}&format=csv&public=true`), 'csv');
    const header = rows[0]!;
    const line = (schoolId: number) => rows.find((row) => row[header.indexOf('School id')] === String(schoolId))!;
    const cell = (row: unknown[], name: string) => row[header.indexOf(name)];
    expect(cell(line(schools[0]!), 'Physical restraint')).toBe('13');
    expect(cell(line(schools[0]!), 'Physical restraint per teacher')).toBe('0.3250');
    expect(cell(line(schools[0]!), 'Mechanical restraint')).toBe('*');
    expect(cell(line(schools[0]!), 'Mechanical restraint per teacher')).toBe('*');
    expect(cell(line(schools[1]!), 'Physical restraint')).toBe('*');
    expect(rows.at(-1)![0]).toBe('Total');

    const sheet = await readDownload(await download(`leaId=${homeLea}&format=xlsx`), 'xlsx');
    const first = sheet.find((row) => row[1] === schools[0])!;
    expect(first.slice(2, 5)).toEqual([13, 1, 1]);
  });
});

describe('incident report PDF', () => {
  it('opens as a PDF for a caller who may see the incident, and is refused or hidden to others', async () => {
    const bytes = await download('', `/api/restraint/incidents/${firstIncident}/report.pdf`);
    expect(Buffer.from(bytes).subarray(0, 5).toString()).toBe('%PDF-');
    const single = await download('', `/api/restraint/incidents/${firstIncident}/report.pdf?stateStudentId=991`);
    expect(Buffer.from(single).subarray(0, 5).toString()).toBe('%PDF-');

    expect((await call('requester@example.org', 'GET', `/api/restraint/incidents/${firstIncident}/report.pdf`)).statusCode).toBe(403);
    const elsewhere = await addIncident(otherLeaSchool, ['PHYSICAL'], 'Finalized', otherLea);
    expect((await call(DISTRICT_ADMIN, 'GET', `/api/restraint/incidents/${elsewhere}/report.pdf`)).statusCode).toBe(404);
  });
});

describe('district and school reports', () => {
  it("gives the LEA's instances by type, students, violations by rule with Open apart, rates and the repeat-use rate", async () => {
    const res = await call(DISTRICT_ADMIN, 'GET', `/api/restraint/reports/district?leaId=${homeLea}`);
    expect(res.statusCode).toBe(200);
    const { figures } = res.json() as DistrictReport;
    expect(figures).toMatchObject({
      instancesByType: { PHYSICAL: 15, MECHANICAL: 1, AVERSIVE: 1 },
      incidents: 4,
      students: 4,
      violationsByRule: { 'PR-NO-EMERGENCY': 1 },
      substantiatedViolations: 1,
      openViolations: 1,
      physical: 13 + 2,
      boardTimeliness: null,
      noticeTimeliness: null,
      studentsWithThreeOrMore: 0,
      repeatUseRate: 0,
    });
    expect((await call(DISTRICT_USER, 'GET', `/api/restraint/reports/district?leaId=${homeLea}`)).statusCode).toBe(403);
  });

  it('gives the same figures per school, every school of the LEA listed', async () => {
    const res = await call(DISTRICT_USER, 'GET', `/api/restraint/reports/school?leaId=${homeLea}`);
    expect(res.statusCode).toBe(200);
    const report = res.json() as SchoolReport;
    expect(report.schools.map((school) => school.schoolId).sort()).toEqual([...schools].sort());
    const first = report.schools.find((school) => school.schoolId === schools[0])!;
    expect(first.figures).toMatchObject({
      incidents: 3,
      students: 3,
      instancesByType: { PHYSICAL: 13, MECHANICAL: 1 },
      physicalPerTeacher: 0.325,
    });
    const one = await call(DISTRICT_USER, 'GET', `/api/restraint/reports/school?leaId=${homeLea}&schoolId=${schools[1]}`);
    expect((one.json() as SchoolReport).schools).toHaveLength(1);
    expect((await call(DISTRICT_USER, 'GET', `/api/restraint/reports/school?leaId=${homeLea}&schoolId=${otherLeaSchool}`)).statusCode).toBe(
      400,
    );
  });

  it('downloads the school report with small counts suppressed in the public file', async () => {
    const rows = await readDownload(
      await download('', `/api/restraint/reports/school/download?leaId=${homeLea}&format=csv&public=true`, DISTRICT_USER),
      'csv',
    );
    const header = rows[0]!;
    const first = rows.find((row) => row[header.indexOf('School id')] === String(schools[0]))!;
    expect(first[header.indexOf('Physical restraint')]).toBe('13');
    expect(first[header.indexOf('Incidents')]).toBe('*');
    expect(first[header.indexOf('Physical restraint per teacher')]).toBe('0.3250');
  });
});

describe('the small-cell size', () => {
  const settings = async () => (await call(STATE_ADMIN, 'GET', '/api/restraint/settings')).json() as RestraintSettings;
  const cellOf = async (path: string, schoolId: number | null, column: string) => {
    const rows = await readDownload(await download('', path), 'csv');
    const header = rows[0]!;
    const row = schoolId === null ? rows[1]! : rows.find((r) => r[header.indexOf('School id')] === String(schoolId))!;
    return row[header.indexOf(column)];
  };
  const publicCells = () =>
    Promise.all([
      cellOf(`/api/restraint/reports/annual/download?leaId=${homeLea}&format=csv&public=true`, schools[1]!, 'Physical restraint'),
      cellOf(`/api/restraint/reports/school/download?leaId=${homeLea}&format=csv&public=true`, schools[0]!, 'Incidents'),
      cellOf(`/api/restraint/reports/district/download?leaId=${homeLea}&format=csv&public=true`, null, 'Incidents'),
      cellOf(`/api/restraint/reports/annual/download?leaId=${homeLea}&format=csv&public=true`, schools[0]!, 'Mechanical restraint'),
    ]);

  it('is a setting the state administrator changes, and every public download follows it', async () => {
    const before = await settings();
    expect(before.smallCellSize).toBe(10);
    // Two physical restraints at the second school, three and four incidents, one mechanical restraint: all below 10.
    expect(await publicCells()).toEqual(['*', '*', '*', '*']);
    const tooSmall = await call(STATE_ADMIN, 'PUT', '/api/restraint/settings', { ...before, smallCellSize: 0 });
    expect(tooSmall.statusCode).toBe(400);
    expect(tooSmall.json().errors).toEqual({ smallCellSize: expect.any(String) });
    expect((await call(DISTRICT_ADMIN, 'PUT', '/api/restraint/settings', { ...before, smallCellSize: 2 })).statusCode).toBe(403);
    const saved = await call(STATE_ADMIN, 'PUT', '/api/restraint/settings', { ...before, smallCellSize: 2 });
    expect(saved.statusCode).toBe(200);
    try {
      expect(await publicCells()).toEqual(['2', '3', '4', '*']);
    } finally {
      await call(STATE_ADMIN, 'PUT', '/api/restraint/settings', before);
    }
  });
});

describe('student and teacher reports', () => {
  it("gives a student's incidents with the running count of reports, and its violations", async () => {
    const res = await call(DISTRICT_USER, 'GET', '/api/restraint/reports/student?stateStudentId=991');
    expect(res.statusCode).toBe(200);
    const report = res.json() as StudentReport;
    expect(report).toMatchObject({ stateStudentId: '991', firstName: 'Pat', lastName: 'Doe', reports: 1 });
    expect(report.incidents).toEqual([expect.objectContaining({ id: firstIncident, interventions: { PHYSICAL: 8 }, reportNumber: 1 })]);
    expect(report.incidents[0]!.violations.map((v) => v.status).sort()).toEqual(['Open', 'Substantiated']);
    expect((await call('requester@example.org', 'GET', '/api/restraint/reports/student?stateStudentId=991')).statusCode).toBe(403);
  });

  it('gives incidents per staff member by role, with the incidents at which training was not current', async () => {
    await db
      .insertInto('incident_staff')
      .values([
        {
          incident_id: firstIncident,
          staff_id: 'T-1',
          name: 'Jo Park',
          job_title: 'Aide',
          role: 'APPLIED',
          last_training_date: '2020-01-01',
        },
        {
          incident_id: firstIncident,
          staff_id: 'T-2',
          name: 'Lee Ray',
          job_title: 'Teacher',
          role: 'OBSERVED',
          last_training_date: '2022-09-01',
        },
      ])
      .execute();
    const res = await call(DISTRICT_ADMIN, 'GET', `/api/restraint/reports/teacher?leaId=${homeLea}`);
    expect(res.statusCode).toBe(200);
    const { staff } = res.json() as TeacherReport;
    expect(staff.find((s) => s.staffId === 'T-1')).toMatchObject({
      incidents: 1,
      byRole: { APPLIED: 1 },
      incidentsWithoutCurrentTraining: 1,
    });
    expect(staff.find((s) => s.staffId === 'T-2')).toMatchObject({
      incidents: 1,
      byRole: { OBSERVED: 1 },
      lastTrainingDate: '2022-09-01',
      incidentsWithoutCurrentTraining: 0,
    });

    const rows = await readDownload(await download('', `/api/restraint/reports/teacher?leaId=${homeLea}&format=xlsx`), 'xlsx');
    expect(rows[0]).toContain('Incidents without current training');
    expect(rows.some((row) => row[0] === 'T-1')).toBe(true);
  });

  it('keeps the student report, read or downloaded, and the teacher report downloaded, in the disclosure log', async () => {
    const since =
      (
        await db
          .selectFrom('disclosures')
          .select((eb) => eb.fn.max('id').as('id'))
          .executeTakeFirstOrThrow()
      ).id ?? '0';
    await call(DISTRICT_USER, 'GET', '/api/restraint/reports/student?stateStudentId=991');
    await download('', '/api/restraint/reports/student?stateStudentId=991&format=csv', DISTRICT_USER);
    await download('', `/api/restraint/reports/teacher?leaId=${homeLea}&format=csv`);
    const entries = await db
      .selectFrom('disclosures')
      .select(['route', 'kind', 'lea_id', 'state_student_ids', 'filter'])
      .where('id', '>', since)
      .orderBy('id')
      .execute();
    const student = { route: 'GET /api/restraint/reports/student', lea_id: homeLea, state_student_ids: ['991'] };
    const filter = { report: 'student', schoolYear: SCHOOL_YEAR };
    expect(entries).toEqual([
      { ...student, kind: 'record', filter },
      { ...student, kind: 'export', filter },
      {
        route: 'GET /api/restraint/reports/teacher',
        kind: 'export',
        lea_id: homeLea,
        // The students of the incidents the staff were counted at: the one with staff entered above.
        state_student_ids: ['991'],
        filter: { report: 'teacher', schoolYear: SCHOOL_YEAR, leaId: homeLea },
      },
    ]);
  });
});
