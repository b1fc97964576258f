import { sql } from 'kysely';
import { calendarWindow, computeDue, type DueRule } from '@portal/day-count';
import { FieldMessages } from '@portal/shared-contracts';
import { CalendarMessages, type SchoolCalendar, type SchoolCalendarSummary, type StateHoliday } from '@portal/shared-contracts/admin';
import { readDayCalendar } from '@portal/service-kit';
import { startTestPortal, type TestPortal, type TestRequest, type TestResponse } from '@portal/platform/testing';

let portal: TestPortal;
let adams: number;
let boone: number;
beforeAll(async () => {
  portal = await startTestPortal();
  adams = await leaIdOf('01-1000');
  boone = await leaIdOf('02-1007');
}, 120_000);
afterAll(() => portal?.close());

/** The demo roles holding App.leas.manage (services/identity/src/seed/role-permissions.ts), and the others. */
const managers = ['siteadmin@example.org', 'stateadmin@example.org'];
const others = ['stateuser@example.org', 'districtadmin@example.org', 'districtuser@example.org', 'requester@example.org'];
const admin = 'stateadmin@example.org';

async function leaIdOf(code: string): Promise<number> {
  return (await portal.db.selectFrom('directory.leas').select('id').where('lea_code', '=', code).executeTakeFirstOrThrow()).id as number;
}

async function call(email: string | null, request: TestRequest): Promise<TestResponse> {
  const headers: Record<string, string> = email ? { authorization: `Bearer ${await portal.tokenFor(email)}` } : {};
  return portal.inject({ ...request, headers: { ...request.headers, ...headers } });
}

const form = (file: string) => {
  const data = new FormData();
  data.append('file', new Blob([file], { type: 'text/csv' }), 'calendar.csv');
  return data;
};
const importRequest = (leaId: number, schoolYear: number, file: string): TestRequest => ({
  method: 'POST',
  url: `/api/admin/calendars/leas/${leaId}/${schoolYear}/import`,
  payload: form(file),
});

async function holidays(schoolYear: number): Promise<StateHoliday[]> {
  const res = await call('districtuser@example.org', { method: 'GET', url: `/api/admin/calendars/holidays?schoolYear=${schoolYear}` });
  expect(res.statusCode).toBe(200);
  return res.json();
}

async function auditEvents(event: string): Promise<{ entity_id: string; lea_id: number | null; details: Record<string, unknown> }[]> {
  const { rows } = await sql<{ entity_id: string; lea_id: number | null; details: Record<string, unknown> }>`
    select entity_id, lea_id, details from admin.audit_events where event = ${event} order by id`.execute(portal.db);
  return rows;
}

/** October 2024 of a district: weekdays in session, 14 October partial, 18 October early release, Nevada Day off. */
const OCTOBER_2024 = [
  'date,kind,note',
  ...Array.from({ length: 31 }, (_, i) => `2024-10-${String(i + 1).padStart(2, '0')}`)
    .filter((date) => ![0, 6].includes(new Date(`${date}T00:00:00Z`).getUTCDay()) && date !== '2024-10-25')
    .map((date) =>
      date === '2024-10-14'
        ? `${date},partial,Teacher in-service afternoon`
        : date === '2024-10-18'
          ? `${date},early-release,`
          : `${date},instructional,`,
    ),
].join('\n');

describe('the state holiday calendar', () => {
  test.each([2024, 2025, 2026, 2027])('ships the federal and Nevada holidays of the demo school year %i', async (year) => {
    const list = await holidays(year);
    expect(list).toHaveLength(13);
    expect(list.map((h) => h.name)).toEqual(expect.arrayContaining(['Labor Day', 'Nevada Day', 'Family Day', 'Thanksgiving Day']));
    expect(list.every((h) => h.schoolYear === year && h.date >= `${year - 1}-07-01` && h.date <= `${year}-06-30`)).toBe(true);
  });

  it('holds Labor Day 2024, Nevada Day and Family Day on their dates', async () => {
    const list = await holidays(2025);
    expect(list).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ date: '2024-09-02', name: 'Labor Day' }),
        expect.objectContaining({ date: '2024-10-25', name: 'Nevada Day' }),
        expect.objectContaining({ date: '2024-11-29', name: 'Family Day' }),
      ]),
    );
  });

  it('lets only state and site admins change it, and anyone signed in read it', async () => {
    const add = { method: 'POST', url: '/api/admin/calendars/holidays', payload: { date: '2030-03-03', name: 'Test' } };
    const answers = [['anonymous', (await call(null, add)).statusCode]];
    for (const email of others) answers.push([email, (await call(email, add)).statusCode]);
    answers.push([
      'anonymous read',
      (await call(null, { method: 'GET', url: '/api/admin/calendars/holidays?schoolYear=2025' })).statusCode,
    ]);
    expect(answers).toEqual([['anonymous', 401], ...others.map((email) => [email, 403]), ['anonymous read', 401]]);
  });

  it('adds a holiday by hand, refuses a second on the same date, and removes it, each audited', async () => {
    const added = await call(admin, {
      method: 'POST',
      url: '/api/admin/calendars/holidays',
      payload: { date: '2025-04-18', name: ' Day of Mourning ' },
    });
    expect([added.statusCode, added.json()]).toEqual([
      201,
      { id: expect.any(Number), date: '2025-04-18', name: 'Day of Mourning', schoolYear: 2025 },
    ]);
    expect((await holidays(2025)).map((h) => h.date)).toContain('2025-04-18');

    const again = await call(admin, {
      method: 'POST',
      url: '/api/admin/calendars/holidays',
      payload: { date: '2025-04-18', name: 'Other' },
    });
    expect([again.statusCode, again.json().message]).toEqual([409, CalendarMessages.holidayTaken('2025-04-18', 'Day of Mourning')]);

    const id = added.json().id as number;
    expect((await call(managers[0]!, { method: 'DELETE', url: `/api/admin/calendars/holidays/${id}` })).statusCode).toBe(204);
    const gone = await call(admin, { method: 'DELETE', url: `/api/admin/calendars/holidays/${id}` });
    expect([gone.statusCode, gone.json().message]).toEqual([404, CalendarMessages.holidayNotFound]);
    expect((await auditEvents('state-holiday-added')).at(-1)).toMatchObject({
      entity_id: String(id),
      details: { date: '2025-04-18', name: 'Day of Mourning' },
    });
    expect((await auditEvents('state-holiday-removed')).at(-1)).toMatchObject({ entity_id: String(id) });
  });

  it('refuses a bad date or an empty name in the words of the form', async () => {
    const res = await call(admin, { method: 'POST', url: '/api/admin/calendars/holidays', payload: { date: '04/18/2025', name: '' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ date: FieldMessages.invalidDate, name: FieldMessages.required });
  });

  it('generates a later school year once, keeping what is there', async () => {
    const generate = { method: 'POST', url: '/api/admin/calendars/holidays/generate?schoolYear=2040' };
    const first = await call(admin, generate);
    expect(first.statusCode).toBe(200);
    expect((first.json() as StateHoliday[]).map((h) => h.name)).toEqual(
      expect.arrayContaining(['Nevada Day', 'Family Day', "New Year's Day (observed)"]),
    );
    expect(first.json()).toHaveLength(13);
    expect((await call(admin, generate)).json()).toEqual(first.json());
  });
});

describe('LEA school calendars', () => {
  it('imports a calendar, lists it, and the day counting reads it through the reference views', async () => {
    const res = await call(admin, importRequest(adams, 2025, OCTOBER_2024));
    expect(res.statusCode).toBe(200);
    const calendar = res.json() as SchoolCalendar;
    expect(calendar).toMatchObject({
      leaId: adams,
      schoolYear: 2025,
      counts: { instructional: 20, partial: 1, 'early-release': 1, 'extended-year': 0, closed: 0 },
    });
    expect(calendar.days[0]).toEqual({ date: '2024-10-01', kind: 'instructional', note: null });
    expect(calendar.days.find((d) => d.date === '2024-10-14')).toEqual({
      date: '2024-10-14',
      kind: 'partial',
      note: 'Teacher in-service afternoon',
    });
    expect((await call(admin, { method: 'GET', url: `/api/admin/calendars/leas/${adams}/2025` })).json()).toEqual(calendar);
    const list = (await call(admin, { method: 'GET', url: '/api/admin/calendars/leas?schoolYear=2025' })).json() as SchoolCalendarSummary[];
    expect(list.map((c) => c.leaId)).toContain(adams);

    // Pennsylvania's 10 school days from Friday 11 October: partial and early-release days count, Nevada Day does not.
    const rule: DueRule = { ruleCode: 'PA-IEP', dayType: 'school', n: 10 };
    const due = async (leaId: number) =>
      computeDue(rule, '2024-10-11', await readDayCalendar(portal.db, { leaId, ...calendarWindow(rule, '2024-10-11') }), {
        timeZone: 'America/Los_Angeles',
      });
    expect(await due(adams)).toMatchObject({ dueDate: '2024-10-28', estimated: false });
    // A count that runs past the dates read is refused, never answered from a calendar that lacks them.
    const narrow = await readDayCalendar(portal.db, { leaId: adams, from: '2024-10-11', to: '2024-10-20' });
    expect(() => computeDue(rule, '2024-10-11', narrow, { timeZone: 'America/Los_Angeles' })).toThrow(RangeError);
    // Without a calendar: business days (Columbus Day and Nevada Day off), marked estimated.
    expect(await due(boone)).toMatchObject({ dueDate: '2024-10-29', estimated: true });
    const views = await sql<{ n: number }>`select count(*)::int as n from reference.school_calendar_days where lea_id = ${adams}`.execute(
      portal.db,
    );
    expect(views.rows[0]!.n).toBe(22);
    expect((await auditEvents('school-calendar-imported')).at(-1)).toMatchObject({ entity_id: `${adams}/2025`, lea_id: adams });
  });

  it("downloads a calendar's days as the page's table shows them", async () => {
    expect((await call(admin, importRequest(adams, 2025, OCTOBER_2024))).statusCode).toBe(200);
    const res = await call(admin, { method: 'GET', url: `/api/admin/calendars/leas/${adams}/2025?format=csv` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="school-calendar .+ 2024-2025\.csv"/);
    const [header, ...rows] = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(header).toBe('Date,Day,Kind,Note');
    expect(rows).toHaveLength(22);
    expect(rows).toContain('2024-10-14,Mon,Partial,Teacher in-service afternoon');
    expect(rows[0]).toBe('2024-10-01,Tue,Instructional,');
  });

  it('refuses a file with bad lines as a whole, naming each line, and changes nothing', async () => {
    await call(admin, importRequest(boone, 2025, 'date,kind\n2024-09-03,instructional'));
    const file = [
      'date,kind,note',
      '2024-09-04,instructional,',
      '09/05/2024,instructional,',
      '2024-09-06,holiday,',
      '2025-07-01,instructional,',
      ',instructional,',
      '2024-09-04,partial,',
    ].join('\n');
    const res = await call(admin, importRequest(boone, 2025, file));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: CalendarMessages.notImported(5),
      reasons: [
        `Line 3, date: ${FieldMessages.invalidDate}`,
        `Line 4, kind: ${CalendarMessages.kind}`,
        `Line 5, date: ${CalendarMessages.outsideYear(2025)}`,
        `Line 6, date: ${FieldMessages.required}`,
        `Line 2, date: ${CalendarMessages.repeatedDate('2024-09-04', [2, 7])}`,
      ],
    });
    const kept = (await call(admin, { method: 'GET', url: `/api/admin/calendars/leas/${boone}/2025` })).json() as SchoolCalendar;
    expect(kept.days).toEqual([{ date: '2024-09-03', kind: 'instructional', note: null }]);
  });

  it('refuses a file without the kind column, and one that is not text', async () => {
    const noKind = await call(admin, importRequest(boone, 2025, 'date,note\n2024-09-03,x'));
    expect([noKind.statusCode, noKind.json().message]).toEqual([400, CalendarMessages.missingColumns(['kind'])]);
    const pdf = await call(admin, importRequest(boone, 2025, '%PDF-1.4\n%\u00e2\u00e3\n1 0 obj\n<<>>\nendobj\n'));
    expect(pdf.statusCode).toBe(415);
  });

  it('deletes a calendar, after which its LEA counts in business days again', async () => {
    expect((await call(admin, { method: 'DELETE', url: `/api/admin/calendars/leas/${boone}/2025` })).statusCode).toBe(204);
    const gone = await call(admin, { method: 'GET', url: `/api/admin/calendars/leas/${boone}/2025` });
    expect([gone.statusCode, gone.json().message]).toEqual([404, CalendarMessages.noCalendar(2025)]);
    const days = await sql<{ n: number }>`select count(*)::int as n from admin.school_calendar_days where lea_id = ${boone}`.execute(
      portal.db,
    );
    expect(days.rows[0]!.n).toBe(0);
  });

  it('answers 404 for an LEA the directory does not have', async () => {
    const res = await call(admin, importRequest(999_999, 2025, OCTOBER_2024));
    expect([res.statusCode, res.json().message]).toEqual([404, 'LEA not found']);
  });

  it('lets only state and site admins import, read and delete calendars', async () => {
    const requests: TestRequest[] = [
      importRequest(adams, 2025, OCTOBER_2024),
      { method: 'GET', url: `/api/admin/calendars/leas/${adams}/2025` },
      { method: 'GET', url: '/api/admin/calendars/leas?schoolYear=2025' },
      { method: 'DELETE', url: `/api/admin/calendars/leas/${adams}/2025` },
    ];
    for (const request of requests) {
      const answers = [['anonymous', (await call(null, request)).statusCode]];
      for (const email of others) answers.push([email, (await call(email, request)).statusCode]);
      expect(answers).toEqual([['anonymous', 401], ...others.map((email) => [email, 403])]);
    }
    expect((await call(admin, { method: 'GET', url: `/api/admin/calendars/leas/${adams}/2025` })).statusCode).toBe(200);
  });
});
