import { randomInt } from 'node:crypto';
import { sql } from 'kysely';
import { solveBotChallenge, type BotChallenge } from '@portal/shared-contracts';
import { PublicSurveyMessages as PM, type PublicSurvey, type SurveyLink, type YouthRecord } from '@portal/shared-contracts/psos';
import { PublicSurveyRateLimits } from '../src/routes/survey-links';
import { DISTRICT_USER, OPEN_YEAR, STATE_USER, usePsosPortal, VENDOR_USER } from './psos-portal';

const psos = usePsosPortal();

/** Version 1's answers for a youth in a 4-year college: category 1. */
const college = { RESP: 'FAMILY', E1: true, E2: true, E3: ['COLLEGE_4YR'], W1: false };

let listed = 0;
/** A new youth on the demo district's list of the open collection: Confirmed, assigned to the District, never contacted. */
async function freshYouth(leaId = psos.homeLea): Promise<{ id: number; firstName: string; lastName: string; stateStudentId: string }> {
  listed += 1;
  const row = {
    school_year: OPEN_YEAR,
    lea_id: leaId,
    state_student_id: `LNK${Date.now() % 1_000_000}${listed}`,
    first_name: `Linda${listed}`,
    last_name: 'Linkletter',
    birth_date: '2006-03-14',
    exit_date: '2025-05-30',
    exit_reason: 'GRADUATED' as const,
    disability_category: 'LD',
    sex: 'F',
    race_ethnicity: 'WHITE',
    english_learner: false,
    phone: '4025550199',
    verification_status: 'Confirmed' as const,
  };
  const { id } = await psos.db.insertInto('leavers').values(row).returning('id').executeTakeFirstOrThrow();
  return { id, firstName: row.first_name, lastName: row.last_name, stateStudentId: row.state_student_id };
}

const makeLink = async (id: number, user = DISTRICT_USER) => psos.call('POST', `/api/psos/youth/${id}/link`, { user });

async function botToken(): Promise<string> {
  const challenge = await psos.portal.inject({ url: '/api/auth/challenge' });
  return solveBotChallenge(challenge.json() as BotChallenge);
}

/**
 * The public routes' limits count per address in the Redis every test run shares: each request here
 * comes from its own address (the service trusts X-Forwarded-For from loopback), but the limits' test's.
 */
let addressCount = randomInt(0, 60_000);
const clientAddress = () => {
  addressCount += 1;
  return `198.19.${Math.floor(addressCount / 250) % 256}.${(addressCount % 250) + 1}`;
};

const readSurvey = (token: string, address = clientAddress()) =>
  psos.portal.inject({ url: `/api/psos/public/survey/${token}`, headers: { 'x-forwarded-for': address } });
const submit = async (token: string, answers: Record<string, unknown> = college, recaptchaToken?: string, address = clientAddress()) =>
  psos.portal.inject({
    method: 'POST',
    url: `/api/psos/public/survey/${token}`,
    headers: { 'x-forwarded-for': address },
    payload: { language: 'es', answers, recaptchaToken: recaptchaToken ?? (await botToken()) },
  });

/** The demo window (June to September 2026) may be over by the time tests run: these open it around today while they run. */
async function withWindow<T>(start: string, end: string, run: () => Promise<T>): Promise<T> {
  const saved = await psos.db
    .selectFrom('collections')
    .select([sql<string>`window_start_date::text`.as('window_start_date'), sql<string>`window_end_date::text`.as('window_end_date')])
    .where('school_year', '=', OPEN_YEAR)
    .executeTakeFirstOrThrow();
  await psos.db
    .updateTable('collections')
    .set({ window_start_date: start, window_end_date: end })
    .where('school_year', '=', OPEN_YEAR)
    .execute();
  try {
    return await run();
  } finally {
    await psos.db.updateTable('collections').set(saved).where('school_year', '=', OPEN_YEAR).execute();
  }
}
const OPEN_AROUND_TODAY = ['2026-01-01', '2099-12-31'] as const;

describe('public survey links', () => {
  test('a link holds 256 random bits, only its hash is kept, and making a new one ends the old', async () => {
    const youth = await freshYouth();
    const first = await makeLink(youth.id);
    expect(first.statusCode).toBe(201);
    const link = first.json() as SurveyLink;
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(link.token, 'base64url')).toHaveLength(32);
    expect(link.url).toMatch(new RegExp(`/psos-public/${link.token}$`));
    const stored = await psos.db.selectFrom('survey_links').selectAll().where('leaver_id', '=', youth.id).executeTakeFirstOrThrow();
    expect(stored.token_hash).toHaveLength(32);
    expect(stored.token_hash.toString('base64url')).not.toBe(link.token);
    // One after the other: made at once, which came last (the one still open) is the server's order, not the array's.
    const tokens: string[] = [];
    for (let i = 0; i < 3; i += 1) tokens.push(((await makeLink(youth.id)).json() as SurveyLink).token);
    expect(new Set([link.token, ...tokens]).size).toBe(4);
    expect((await readSurvey(link.token)).statusCode).toBe(404);
    expect((await readSurvey(tokens[2]!)).statusCode).toBe(200);
  });

  test('the public page shows the questions and their block headings in English and Spanish and nothing that names the youth', async () => {
    const youth = await freshYouth();
    const record = (await psos.call('GET', `/api/psos/youth/${youth.id}`, { user: STATE_USER })).json() as YouthRecord;
    const { token } = (await makeLink(youth.id)).json() as SurveyLink;
    await withWindow(...OPEN_AROUND_TODAY, async () => {
      const res = await readSurvey(token);
      expect(res.statusCode).toBe(200);
      const survey = res.json() as PublicSurvey;
      expect(survey).toMatchObject({ accepting: true, closedReason: null, schoolYearLabel: '2024-2025' });
      expect(survey.instructions?.html).toContain('Thank you for taking part');
      expect(survey.questions.find((q) => q.code === 'E1')?.text.es).toMatch(/^Desde que dejó la escuela secundaria/);
      expect(survey.questions.find((q) => q.code === 'W1')?.block).toEqual({ en: 'Work', es: 'Trabajo' });
      expect(survey.questions.find((q) => q.code === 'RESP')?.options).toEqual([
        { code: 'YOUTH', label: { en: 'The youth', es: 'El joven' } },
        { code: 'FAMILY', label: { en: 'A family member', es: 'Un familiar' } },
      ]);
      const personal = [youth.firstName, youth.lastName, youth.stateStudentId, record.birthDate, record.contact.phone].filter(
        (v): v is string => Boolean(v),
      );
      for (const value of personal) expect(res.body).not.toContain(value);
      expect(res.body).not.toMatch(/"(leaId|youthId|id|schoolId)"/);
    });
  });

  test('a link takes one submission: a WEB interview dated today, the youth Completed, the link closed', async () => {
    const youth = await freshYouth();
    const { token } = (await makeLink(youth.id)).json() as SurveyLink;
    await withWindow(...OPEN_AROUND_TODAY, async () => {
      const missingBot = await submit(token, college, 'not-a-solution');
      expect(missingBot.statusCode).toBe(400);
      const taken = await submit(token);
      expect([taken.statusCode, taken.json()]).toEqual([201, { received: true }]);
      const { rows } = await sql<{
        mode: string;
        respondent: string;
        category: string;
        userId: number | null;
        dated: string;
        today: string;
      }>`
        select mode, respondent, category, user_id as "userId", interview_date::text as dated,
          (now() at time zone ${process.env.PORTAL_TIME_ZONE || 'America/Los_Angeles'})::date::text as today
        from psos.interviews where leaver_id = ${youth.id}`.execute(psos.portal.db);
      expect(rows[0]).toMatchObject({ mode: 'WEB', respondent: 'FAMILY', category: 'HE', userId: null, dated: rows[0]!.today });
      const record = (await psos.call('GET', `/api/psos/youth/${youth.id}`, { user: STATE_USER })).json() as YouthRecord;
      expect(record.surveyStatus).toBe('Completed');

      const again = await submit(token);
      expect([again.statusCode, again.json().message]).toEqual([409, PM.answered]);
      expect(((await readSurvey(token)).json() as PublicSurvey).closedReason).toBe('Answered');
      expect((await makeLink(youth.id)).statusCode).toBe(409);
    });
  });

  test('no submission while the collection is Closed, outside the window, or for an excluded youth', async () => {
    const youth = await freshYouth();
    const { token } = (await makeLink(youth.id)).json() as SurveyLink;

    await withWindow('2099-01-01', '2099-12-31', async () => {
      expect(((await readSurvey(token)).json() as PublicSurvey).closedReason).toBe('BeforeWindow');
      expect([(await submit(token)).statusCode, (await submit(token)).json().message]).toEqual([409, PM.beforeWindow('2099-01-01')]);
    });
    await withWindow('2026-01-01', '2026-01-31', async () => {
      expect((await submit(token)).json().message).toBe(PM.afterWindow('2026-01-31'));
    });

    await withWindow(...OPEN_AROUND_TODAY, async () => {
      await psos.db
        .updateTable('collections')
        .set({ status: 'Closed', closed_at: new Date() })
        .where('school_year', '=', OPEN_YEAR)
        .execute();
      try {
        const closed = await submit(token);
        expect([closed.statusCode, closed.json().message]).toEqual([409, PM.notOpen]);
      } finally {
        await psos.db.updateTable('collections').set({ status: 'Open', closed_at: null }).where('school_year', '=', OPEN_YEAR).execute();
      }

      await psos.db
        .updateTable('leavers')
        .set({ verification_status: 'Excluded', exclusion_reason: 'DECEASED' })
        .where('id', '=', youth.id)
        .execute();
      const excluded = await submit(token);
      expect([excluded.statusCode, excluded.json().message]).toEqual([409, PM.notOpen]);
      expect(
        await psos.db.selectFrom('interviews').select('leaver_id').where('leaver_id', '=', youth.id).executeTakeFirst(),
      ).toBeUndefined();
      expect((await makeLink(youth.id)).statusCode).toBe(409);
    });
  });

  test('a vendor makes links only for its youth; a district user none for a vendor’s; unknown tokens say only that', async () => {
    const { rows } = await sql<{ id: number }>`
      select y.id from psos.leavers y join psos.lea_assignments a on a.school_year = y.school_year and a.lea_id = y.lea_id
      where y.school_year = ${OPEN_YEAR} and y.assignment is null and y.verification_status <> 'Excluded' and y.survey_status <> 'Completed'
      order by y.id limit 1`.execute(psos.portal.db);
    const vendorsYouth = rows[0]!.id;
    expect((await makeLink(vendorsYouth, VENDOR_USER)).statusCode).toBe(201);
    expect((await makeLink((await freshYouth()).id, VENDOR_USER)).statusCode).toBe(404);
    expect((await makeLink(vendorsYouth, DISTRICT_USER)).statusCode).toBe(404);
    const unknown = await readSurvey('A'.repeat(43));
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, PM.unknownLink]);
  });

  test('the links file for letters names each youth who may still answer, with a working link; without renew it leaves out open links', async () => {
    const letters = [await freshYouth(), await freshYouth()];
    const res = await psos.call('POST', `/api/psos/links?leaId=${psos.homeLea}`, { leaId: psos.homeLea });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/csv/);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toContain('Survey link');
    const { n } = await psos.db
      .selectFrom('leavers')
      .select((eb) => eb.cast<number>(eb.fn.countAll(), 'integer').as('n'))
      .where('school_year', '=', OPEN_YEAR)
      .where('lea_id', '=', psos.homeLea)
      .where('verification_status', '<>', 'Excluded')
      .where('survey_status', '<>', 'Completed')
      .executeTakeFirstOrThrow();
    expect(lines.length - 1).toBeLessThanOrEqual(n);
    for (const youth of letters) {
      const line = lines.find((l) => l.startsWith(youth.stateStudentId))!;
      expect(line).toContain(youth.firstName);
      const token = /psos-public\/([A-Za-z0-9_-]{43})/.exec(line)![1]!;
      expect((await readSurvey(token)).statusCode).toBe(200);
    }

    // Letters already sent keep working: a second file leaves out the youth with an open link, unless renewed.
    const second = await psos.call('POST', `/api/psos/links?leaId=${psos.homeLea}`, { leaId: psos.homeLea });
    expect(second.body).not.toContain(letters[0]!.stateStudentId);
    const renewed = await psos.call('POST', `/api/psos/links?leaId=${psos.homeLea}&renew=true&format=xlsx`, { leaId: psos.homeLea });
    expect([renewed.statusCode, renewed.headers['content-type']]).toEqual([200, expect.stringMatching(/spreadsheetml/)]);
  });

  test('one address is held back past the public routes’ limits, with Retry-After; another address is not', async () => {
    const unknown = 'A'.repeat(43);
    const reader = clientAddress();
    const reads = [];
    for (let i = 0; i <= PublicSurveyRateLimits.read.max; i += 1) reads.push(await readSurvey(unknown, reader));
    expect(reads.map((r) => r.statusCode)).toEqual([...Array<number>(PublicSurveyRateLimits.read.max).fill(404), 429]);
    const refused = reads.at(-1)!;
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({ statusCode: 429, message: expect.stringMatching(/\S/) });
    expect((await readSurvey(unknown)).statusCode).toBe(404);

    const sender = clientAddress();
    const sends = [];
    for (let i = 0; i <= PublicSurveyRateLimits.submit.max; i += 1) sends.push(await submit(unknown, college, 'not-solved', sender));
    expect(sends.at(-1)!.statusCode).toBe(429);
    expect(sends.slice(0, -1).every((r) => r.statusCode !== 429)).toBe(true);
  });
});
