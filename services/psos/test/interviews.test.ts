import { sql } from 'kysely';
import { PsosMessages as M, type InterviewRecord, type YouthRecord } from '@portal/shared-contracts/psos';
import { QuestionnaireMessages } from '@portal/shared-contracts/questionnaire';
import { CLOSED_YEAR, DISTRICT_USER, DRAFT_YEAR, OPEN_YEAR, STATE_USER, usePsosPortal, VENDOR_USER } from './psos-portal';

const psos = usePsosPortal();

/** Version 1's answers for competitive work after no schooling: category 2. */
const competitive = { E1: false, W1: true, W2: true, W3: true, W4: true, W5: 'INTEGRATED' };
const interview = (answers: Record<string, unknown> = competitive, over: Record<string, unknown> = {}) => ({
  mode: 'PHONE',
  interviewDate: '2026-07-15',
  respondent: 'YOUTH',
  answers,
  ...over,
});

/** A youth of the year, by who interviews it: the demo district's own (District), or a vendor's. */
async function youthWhere(
  schoolYear: number,
  { vendor = false, interviewed = false, leaId }: { vendor?: boolean; interviewed?: boolean; leaId?: number } = {},
) {
  const { rows } = await sql<{ id: number }>`
    select y.id from psos.leavers y
    left join psos.lea_assignments a on a.school_year = y.school_year and a.lea_id = y.lea_id
    where y.school_year = ${schoolYear} and y.verification_status <> 'Excluded' and y.assignment is null
      and (a.vendor_id is not null) = ${vendor}
      and exists (select 1 from psos.interviews i where i.leaver_id = y.id) = ${interviewed}
      ${leaId === undefined ? sql`` : sql`and y.lea_id = ${leaId}`}
    order by y.id limit 1`.execute(psos.portal.db);
  return rows[0]!.id;
}

const put = (id: number, body: unknown, user = DISTRICT_USER) =>
  psos.call('PUT', `/api/psos/youth/${id}/interview`, { user, payload: body });
const record = async (id: number, user = STATE_USER) => (await psos.call('GET', `/api/psos/youth/${id}`, { user })).json() as YouthRecord;
const completedAttempts = async (id: number) =>
  (await psos.db.selectFrom('contact_attempts').select('id').where('leaver_id', '=', id).where('outcome', '=', 'COMPLETED').execute())
    .length;

describe('PUT api/psos/youth/{id}/interview', () => {
  test('a district interviewer records an interview: its inputs and category derive from the answers, the youth is Completed once', async () => {
    const id = await youthWhere(OPEN_YEAR, { leaId: psos.homeLea });
    const res = await put(id, interview());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      youthId: id,
      instrumentVersion: 1,
      mode: 'PHONE',
      interviewDate: '2026-07-15',
      respondent: 'YOUTH',
      answers: { RESP: 'YOUTH', ...competitive },
      inputs: { HE: false, CE: true, OE: false, EMP: true },
      category: 'CE',
      classifiable: true,
      interviewerName: DISTRICT_USER,
    } satisfies Partial<InterviewRecord>);
    expect((await record(id)).surveyStatus).toBe('Completed');
    expect(await completedAttempts(id)).toBe(1);

    // Staff may edit it until the collection closes; the category follows, the COMPLETED attempt stays one.
    const edited = await put(
      id,
      interview({ E1: true, E2: true, E3: ['COLLEGE_2YR'], W1: false }, { respondent: 'FAMILY', mode: 'IN_PERSON' }),
    );
    expect(edited.json()).toMatchObject({
      category: 'HE',
      respondent: 'FAMILY',
      answers: { RESP: 'FAMILY', E1: true, E2: true, E3: ['COLLEGE_2YR'], W1: false },
    });
    expect(edited.json().answers).not.toHaveProperty('W2');
    expect(await completedAttempts(id)).toBe(1);
    const history = await psos.db
      .selectFrom('history')
      .select(['action', 'changes'])
      .where('entity_type', '=', 'youth')
      .where('entity_id', '=', String(id))
      .orderBy('id')
      .execute();
    expect(history.map((h) => h.action)).toEqual(['interview-recorded', 'interview-changed']);
    // The history names the answers given, never what they say.
    expect(JSON.stringify(history.at(-1)!.changes)).not.toContain('COLLEGE_2YR');
  });

  test('an interview the walk cannot classify is kept and the youth is Incomplete, not a respondent', async () => {
    const id = await youthWhere(OPEN_YEAR, { leaId: psos.homeLea });
    const res = await put(id, interview({ W1: true, W2: true, W3: true, W4: true, W5: 'INTEGRATED' }));
    expect(res.json()).toMatchObject({ category: null, classifiable: false, inputs: { HE: null, CE: true } });
    expect((await record(id)).surveyStatus).toBe('Incomplete');
    expect(await completedAttempts(id)).toBe(0);
  });

  test('answers the version does not ask, dates outside the window or ahead, and WEB by staff are refused with the field named', async () => {
    const id = await youthWhere(OPEN_YEAR, { leaId: psos.homeLea });
    const hidden = await put(id, interview({ E1: false, E2: true, W1: false }));
    expect([hidden.statusCode, hidden.json().errors]).toEqual([400, { E2: QuestionnaireMessages.notAsked }]);
    const wrongKind = await put(id, interview({ E1: 'yes', Z9: true }));
    expect(wrongKind.json().errors).toEqual({ E1: QuestionnaireMessages.yesNo, Z9: QuestionnaireMessages.notAQuestion });
    const outside = await put(id, interview(competitive, { interviewDate: '2026-05-31' }));
    expect([outside.statusCode, outside.json().errors]).toEqual([400, { interviewDate: M.dateOutsideWindow('2026-06-01', '2026-09-30') }]);
    const disagree = await put(id, interview({ ...competitive, RESP: 'FAMILY' }));
    expect(disagree.json().errors).toEqual({ RESP: M.respondentDisagrees });
    const web = await put(id, interview(competitive, { mode: 'WEB' }));
    expect(web.json().errors).toEqual({ mode: M.webByLink });
    expect(await psos.db.selectFrom('interviews').select('leaver_id').where('leaver_id', '=', id).executeTakeFirst()).toBeUndefined();
  });

  test('no interview of an excluded youth, nor in a Draft or Closed collection', async () => {
    const excluded = await psos.db
      .selectFrom('leavers')
      .select('id')
      .where('school_year', '=', OPEN_YEAR)
      .where('verification_status', '=', 'Excluded')
      .executeTakeFirstOrThrow();
    expect((await put(excluded.id, interview(), STATE_USER)).json().message).toBe(M.excludedYouth);
    const closed = await put(await youthWhere(CLOSED_YEAR), interview(), STATE_USER);
    expect([closed.statusCode, closed.json().message]).toEqual([409, M.closed]);
    const draftYouth = await psos.db.selectFrom('leavers').select('id').where('school_year', '=', DRAFT_YEAR).executeTakeFirstOrThrow();
    expect((await put(draftYouth.id, interview(), STATE_USER)).json().message).toBe(M.notOpen);
  });

  test('district staff interview only District youth, a vendor’s staff only the vendor’s, the state with collection edit any', async () => {
    const vendorYouth = await youthWhere(OPEN_YEAR, { vendor: true });
    const districtYouth = await youthWhere(OPEN_YEAR, { leaId: psos.homeLea });
    expect((await put(districtYouth, interview(), VENDOR_USER)).statusCode).toBe(404);
    const byVendor = await put(vendorYouth, interview(), VENDOR_USER);
    expect(byVendor.statusCode).toBe(200);
    expect(byVendor.json()).toMatchObject({ category: 'CE', interviewerName: VENDOR_USER, vendorId: expect.any(Number) });
    // The vendor's youth are the state's to see, but not a district's in another LEA.
    expect((await put(vendorYouth, interview(), DISTRICT_USER)).statusCode).toBe(404);
    const reassigned = await psos.call(
      'PUT',
      `/api/psos/collections/${(await psos.collection(OPEN_YEAR)).id}/leas/${psos.homeLea}/assignment`,
      {
        user: STATE_USER,
        payload: { vendorId: byVendor.json().vendorId },
      },
    );
    expect(reassigned.statusCode).toBe(204);
    const nowVendors = await put(districtYouth, interview(), DISTRICT_USER);
    expect([nowVendors.statusCode, nowVendors.json().message]).toEqual([403, M.notYourInterview]);
    expect((await put(districtYouth, interview(), STATE_USER)).statusCode).toBe(200);
    // The district's own interviews stay its to read; the vendor sees only the interviews it took.
    const vendorView = await record(districtYouth, VENDOR_USER);
    expect(vendorView.interview).toBeNull();
    expect(vendorView.category).toBeNull();
    await psos.call('PUT', `/api/psos/collections/${(await psos.collection(OPEN_YEAR)).id}/leas/${psos.homeLea}/assignment`, {
      user: STATE_USER,
      payload: { vendorId: null },
    });
  });
});

describe('contact attempts', () => {
  test('an attempt moves the youth to In progress, a refusal to Refused; COMPLETED and future times are refused', async () => {
    const id = await youthWhere(OPEN_YEAR, { leaId: psos.homeLea });
    await psos.db.deleteFrom('contact_attempts').where('leaver_id', '=', id).execute();
    await sql`update psos.leavers set survey_status = 'NotContacted' where id = ${id}`.execute(psos.portal.db);
    const attempt = (body: Record<string, unknown>) =>
      psos.call('POST', `/api/psos/youth/${id}/attempts`, { payload: { mode: 'PHONE', ...body } });
    const first = await attempt({ attemptedAt: '2026-06-03T16:00:00Z', outcome: 'NO_ANSWER', contactUsed: '4025550100' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ youthId: id, outcome: 'NO_ANSWER', userName: DISTRICT_USER, vendorId: null });
    expect((await record(id)).surveyStatus).toBe('InProgress');
    expect((await attempt({ attemptedAt: '2026-06-04T16:00:00Z', outcome: 'REFUSED' })).statusCode).toBe(201);
    expect((await record(id)).surveyStatus).toBe('Refused');
    expect((await attempt({ attemptedAt: '2026-06-05T16:00:00Z', outcome: 'COMPLETED' })).statusCode).toBe(400);
    expect((await attempt({ attemptedAt: '2099-01-01T00:00:00Z', outcome: 'BUSY' })).json().errors).toEqual({
      attemptedAt: M.noFutureDates,
    });
    const listed = await psos.call('GET', `/api/psos/youth/${id}/attempts`);
    expect(listed.json().map((a: { outcome: string }) => a.outcome)).toEqual(['REFUSED', 'NO_ANSWER']);
  });
});

describe('closing a youth as Unreachable', () => {
  test('needs the setting’s three attempts, and never covers a classifiable interview', async () => {
    const id = await youthWhere(OPEN_YEAR, { leaId: psos.homeLea });
    await psos.db.deleteFrom('contact_attempts').where('leaver_id', '=', id).execute();
    const close = () => psos.call('POST', `/api/psos/youth/${id}/unreachable`);
    for (const day of ['03', '10'])
      await psos.call('POST', `/api/psos/youth/${id}/attempts`, {
        payload: { attemptedAt: `2026-06-${day}T16:00:00Z`, mode: 'PHONE', outcome: 'DISCONNECTED' },
      });
    const early = await close();
    expect([early.statusCode, early.json().message]).toEqual([409, M.unreachableTooSoon(3)]);
    await psos.call('POST', `/api/psos/youth/${id}/attempts`, {
      payload: { attemptedAt: '2026-06-17T16:00:00Z', mode: 'TEXT', outcome: 'UNDELIVERABLE' },
    });
    const closed = await close();
    expect(closed.json()).toMatchObject({ id, surveyStatus: 'Unreachable', attempts: 3, lastOutcome: 'UNDELIVERABLE' });

    const completed = await youthWhere(OPEN_YEAR, { leaId: psos.homeLea });
    expect((await put(completed, interview())).json().category).toBe('CE');
    for (const day of ['04', '05', '06'])
      await psos.call('POST', `/api/psos/youth/${completed}/attempts`, {
        payload: { attemptedAt: `2026-06-${day}T16:00:00Z`, mode: 'PHONE', outcome: 'NO_ANSWER' },
      });
    const overCompleted = await psos.call('POST', `/api/psos/youth/${completed}/unreachable`);
    expect([overCompleted.statusCode, overCompleted.json().message]).toEqual([409, M.alreadyCompleted]);
  });
});
