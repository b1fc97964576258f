import type { Insertable } from 'kysely';
import {
  classifyInterview,
  INSTRUMENT_VERSION_1,
  PSOS_QUESTIONNAIRE,
  type B14Category,
  type PsosSettings,
} from '@portal/shared-contracts/psos';
import type { Answers } from '@portal/shared-contracts/questionnaire';
import {
  addQuestionnaireVersion,
  listQuestionnaireVersions,
  loadSeedDirectory,
  seededRandom,
  type AnyDb,
  type SeededRandom,
  type ServiceContext,
} from '@portal/service-kit';
import type {
  CollectionStatus,
  ContactAttemptsTable,
  ContactOutcome,
  ExitReason,
  InterviewsTable,
  LeaversTable,
  ListStatus,
  PsosDb,
  VerificationStatus,
} from './db';
import { defaultWindow } from './collections/collection-moves';
import { readStateSettings } from './collections/state-settings';
import { refreshSurveyStatus } from './interviews/survey-status';

/** What every installation needs: version 1 of the instrument, published, where there is no version yet. */
export async function seedPsosInstrument(ctx: ServiceContext<PsosDb>): Promise<void> {
  if ((await listQuestionnaireVersions(ctx.db as AnyDb, PSOS_QUESTIONNAIRE)).length > 0) return;
  await ctx.db
    .transaction()
    .execute((trx) =>
      addQuestionnaireVersion(
        trx as AnyDb,
        PSOS_QUESTIONNAIRE,
        { title: 'NTACT:C post-school outcomes protocol', definition: INSTRUMENT_VERSION_1, published: true },
        null,
      ),
    );
}

const SEED = 0x9505;
/** Issue 17's demo: 2023-2024 Closed, 2024-2025 being surveyed (most interviews done), 2025-2026 being built. */
const COLLECTION_STATUS: Record<number, CollectionStatus> = { 2024: 'Closed', 2025: 'Open', 2026: 'Draft' };
/** The demo vendor's user (identity's demo accounts). */
export const DEMO_VENDOR_EMAIL = 'vendor@example.org';
/** The demo district of the district accounts: its 2025-2026 list is Not started, for a district user to load. */
export const DEMO_DISTRICT_CODE = '01-1000';
/** LEAs the vendor interviews for, by their place in the directory (never the demo district's, which interviews its own). */
export const VENDOR_LEA_POSITIONS = [4, 9, 14, 21];

// Weighted by repetition, roughly as leavers with an IEP exit.
const exitReasons: ExitReason[] = [
  ...Array<ExitReason>(12).fill('GRADUATED'),
  'ALTERNATE_DIPLOMA',
  'CERTIFICATE',
  'CERTIFICATE',
  'MAX_AGE',
  ...Array<ExitReason>(4).fill('DROPPED_OUT'),
  'MOVED_NOT_CONTINUING',
];
const categories = ['LD', 'LD', 'LD', 'ED', 'ID', 'AUT', 'OHI', 'SLI', 'MD', 'HI', 'VI', 'TBI', 'OI'];
const races = ['HISPANIC', 'AMERICAN_INDIAN', 'ASIAN', 'BLACK', 'PACIFIC_ISLANDER', 'WHITE', 'WHITE', 'WHITE', 'TWO_OR_MORE'];
const badContacts: ContactOutcome[] = ['NO_ANSWER', 'WRONG_NUMBER', 'DISCONNECTED', 'LEFT_MESSAGE'];

/** How a seeded youth's survey went; the status itself is worked out from the records, as the service does. */
type Course = 'none' | 'trying' | 'refused' | 'unreachable' | 'incomplete' | 'complete';
/** How often each course comes, as weights. */
export type CourseWeights = readonly (readonly [Course, number])[];

type SeedAttempt = Omit<Insertable<ContactAttemptsTable>, 'leaver_id'>;
type SeedInterview = Omit<Insertable<InterviewsTable>, 'leaver_id' | 'response_id'> & { answers: Answers };

export interface SeedYouth {
  row: Insertable<LeaversTable>;
  attempts: SeedAttempt[];
  interview: SeedInterview | null;
}

export interface Interviewer {
  userId: number | null;
  userName: string;
  vendorId: number | null;
}

/** The demo's courses: an Open collection part way, a Closed one done. */
const DEMO_COURSES: Record<'Open' | 'Closed', CourseWeights> = {
  Open: [
    ['complete', 62],
    ['incomplete', 3],
    ['refused', 5],
    ['unreachable', 5],
    ['trying', 13],
    ['none', 12],
  ],
  Closed: [
    ['complete', 68],
    ['incomplete', 4],
    ['refused', 7],
    ['unreachable', 14],
    ['none', 7],
  ],
};

function courseIn(rng: SeededRandom, weights: CourseWeights): Course {
  let roll = rng.int(
    1,
    weights.reduce((total, [, w]) => total + w, 0),
  );
  for (const [course, weight] of weights) {
    roll -= weight;
    if (roll <= 0) return course;
  }
  return 'none';
}

/** Answers of version 1 that give the intended category; 'incomplete' leaves E1 unanswered before a true input. */
function answersFor(rng: SeededRandom, intended: B14Category | 'incomplete'): Answers {
  const respondent = rng.chance(0.8) ? 'YOUTH' : 'FAMILY';
  const noSchool = rng.chance(0.5) ? { E1: false } : { E1: true, E2: false };
  const job = (W3: boolean, W4: boolean, W5: string) => ({ W1: true, W2: true, W3, W4, W5, S1: rng.int(8, 22), S2: rng.chance(0.4) });
  const supplemental = { S5: rng.pick(['FAMILY', 'FAMILY', 'OWN', 'SUPERVISED']), S4: rng.chance(0.3) ? ['VOC_REHAB'] : ['NONE'] };
  switch (intended) {
    case 'HE':
      return { RESP: respondent, E1: true, E2: true, E3: [rng.pick(['COLLEGE_4YR', 'COLLEGE_2YR'])], W1: rng.chance(0.5), ...supplemental };
    case 'CE':
      return { RESP: respondent, ...noSchool, ...job(true, true, rng.pick(['INTEGRATED', 'INTEGRATED', 'MILITARY'])), ...supplemental };
    case 'OE':
      return {
        RESP: respondent,
        E1: true,
        E2: true,
        E3: [rng.pick(['VOC_TECH', 'SHORT_TERM', 'HS_COMPLETION'])],
        ...(rng.chance(0.5) ? { W1: false } : { W1: true, W2: false }),
        ...supplemental,
      };
    case 'EMP':
      return {
        RESP: respondent,
        ...noSchool,
        ...(rng.chance(0.5)
          ? job(false, true, 'INTEGRATED')
          : job(true, true, rng.pick(['SHELTERED', 'FAMILY_BUSINESS', 'SELF_EMPLOYED']))),
        ...supplemental,
      };
    case 'NOT_ENGAGED':
      return {
        RESP: respondent,
        ...noSchool,
        ...(rng.chance(0.6) ? { W1: false } : { W1: true, W2: false }),
        S3: ['TRANSPORT'],
        ...supplemental,
      };
    case 'incomplete':
      return { RESP: respondent, W1: true, W2: true, W3: true, W4: true, W5: 'INTEGRATED' };
  }
}

function attemptsFor(rng: SeededRandom, window: { start: string; end: string }, course: Course, by: Interviewer): SeedAttempt[] {
  if (course === 'none') return [];
  const count = course === 'unreachable' ? rng.int(3, 5) : rng.int(1, 3);
  const last: Record<Exclude<Course, 'none'>, ContactOutcome> = {
    complete: 'COMPLETED',
    incomplete: 'PARTIAL',
    refused: 'REFUSED',
    unreachable: rng.pick(badContacts),
    trying: rng.pick(['CALLBACK', 'NO_ANSWER', 'LEFT_MESSAGE', 'BUSY'] as const),
  };
  const dates = Array.from({ length: count }, () => rng.dateBetween(window.start, window.end)).sort();
  return dates.map((date, i) => ({
    attempted_at: `${date}T${String(rng.int(14, 23)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}:00Z`,
    mode: 'PHONE',
    outcome: i === count - 1 ? last[course] : rng.pick(badContacts),
    user_id: by.userId,
    user_name: by.userName,
    vendor_id: by.vendorId,
  }));
}

function verificationIn(rng: SeededRandom, list: ListStatus): VerificationStatus {
  if (rng.chance(0.04)) return 'Excluded';
  return list === 'Verified' || rng.chance(0.5) ? 'Confirmed' : 'Pending';
}

/** Where a seeded youth is listed and how its survey may go. */
export interface YouthPlace {
  leaId: number;
  schoolIds: number[];
  schoolYear: number;
  list: ListStatus;
  by: Interviewer;
  /** The courses a survey takes; null: none has begun (a Draft collection). */
  courses: CourseWeights | null;
  /** The days attempts and interviews fall on. */
  contactDays: { start: string; end: string };
}

const intended: B14Category[] = ['HE', 'HE', 'CE', 'CE', 'CE', 'OE', 'EMP', 'EMP', 'NOT_ENGAGED'];

/** One listed youth with its attempts and interview, its category derived from its answers as the service derives it. */
export function seedYouth(rng: SeededRandom, place: YouthPlace, stateStudentId: string, settings: PsosSettings): SeedYouth {
  const { leaId, schoolIds, schoolYear, list, by, courses, contactDays } = place;
  const { firstName, lastName } = rng.person();
  const exitDate = rng.dateInSchoolYear(schoolYear);
  const exitYear = Number(exitDate.slice(0, 4));
  const verification = verificationIn(rng, list);
  const course = verification === 'Excluded' || courses === null ? 'none' : courseIn(rng, courses);
  const attempts = attemptsFor(rng, contactDays, course, by);
  const answers =
    course === 'complete' ? answersFor(rng, rng.pick(intended)) : course === 'incomplete' ? answersFor(rng, 'incomplete') : null;
  const classified = answers ? classifyInterview(INSTRUMENT_VERSION_1, answers, settings) : null;
  return {
    row: {
      school_year: schoolYear,
      lea_id: leaId,
      school_id: schoolIds.length > 0 ? rng.pick(schoolIds) : null,
      state_student_id: stateStudentId,
      first_name: firstName,
      last_name: lastName,
      birth_date: rng.dateBetween(`${exitYear - 21}-01-01`, `${exitYear - 17}-12-31`),
      exit_date: exitDate,
      exit_reason: rng.pick(exitReasons),
      disability_category: rng.pick(categories),
      sex: rng.pick(['F', 'M']),
      race_ethnicity: rng.pick(races),
      english_learner: rng.chance(0.1),
      phone: `402${rng.int(2_000_000, 9_999_999)}`,
      guardian_name: rng.chance(0.6) ? `${rng.person().firstName} ${lastName}` : null,
      guardian_phone: rng.chance(0.5) ? `402${rng.int(2_000_000, 9_999_999)}` : null,
      verification_status: verification,
      exclusion_reason:
        verification === 'Excluded' ? rng.pick(['NOT_A_LEAVER', 'DUPLICATE', 'RETURNED_TO_SCHOOL', 'DECEASED'] as const) : null,
      unreachable_at: course === 'unreachable' ? `${contactDays.end}T20:00:00Z` : null,
    },
    attempts,
    interview:
      answers && classified
        ? {
            answers,
            instrument_version: 1,
            mode: rng.pick(['PHONE', 'PHONE', 'PHONE', 'IN_PERSON', 'PAPER'] as const),
            interview_date: attempts.at(-1)!.attempted_at!.toString().slice(0, 10),
            respondent: answers.RESP as 'YOUTH' | 'FAMILY',
            he: classified.inputs.HE,
            ce: classified.inputs.CE,
            oe: classified.inputs.OE,
            emp: classified.inputs.EMP,
            category: classified.category,
            user_id: by.userId,
            user_name: by.userName,
            vendor_id: by.vendorId,
          }
        : null,
  };
}

function youthFor(rng: SeededRandom, place: Omit<YouthPlace, 'courses' | 'contactDays'>, settings: PsosSettings): SeedYouth[] {
  const status = COLLECTION_STATUS[place.schoolYear]!;
  const full = { ...place, courses: status === 'Draft' ? null : DEMO_COURSES[status], contactDays: defaultWindow(place.schoolYear) };
  return Array.from({ length: rng.int(8, 40) }, (_, i) =>
    seedYouth(rng, full, `${String(place.leaId).padStart(3, '0')}${place.schoolYear}${String(i + 1).padStart(4, '0')}`, settings),
  );
}

/** The youth with their attempts, interviews and answers (kept apart, in the questionnaire tables), many rows to a statement. */
export async function insertYouth(db: PsosDb, youth: SeedYouth[]): Promise<number[]> {
  const ids = await db
    .insertInto('leavers')
    .values(youth.map((y) => y.row))
    .returning(['id', 'lea_id', 'state_student_id'])
    .execute();
  const idOf = new Map(ids.map((r) => [`${r.lea_id}/${r.state_student_id}`, r.id]));
  const id = (y: SeedYouth) => idOf.get(`${y.row.lea_id}/${y.row.state_student_id}`)!;
  const attempts = youth.flatMap((y) => y.attempts.map((a) => ({ ...a, leaver_id: id(y) })));
  if (attempts.length > 0) await db.insertInto('contact_attempts').values(attempts).execute();
  const interviewed = youth.filter((y) => y.interview);
  if (interviewed.length > 0) {
    const responses = await db
      .insertInto('questionnaire_responses')
      .values(interviewed.map(() => ({ questionnaire: PSOS_QUESTIONNAIRE, version: 1 })))
      .returning('id')
      .execute();
    const answers = interviewed.flatMap((y, i) =>
      Object.entries(y.interview!.answers).flatMap(([code, value]) =>
        value === null || value === undefined ? [] : [{ response_id: responses[i]!.id, code, value: JSON.stringify(value) }],
      ),
    );
    await db.insertInto('questionnaire_answers').values(answers).execute();
    await db
      .insertInto('interviews')
      .values(
        interviewed.map((y, i) => {
          const { answers: _answers, ...interview } = y.interview!;
          return { ...interview, leaver_id: id(y), response_id: responses[i]!.id };
        }),
      )
      .execute();
  }
  return ids.map((r) => r.id);
}

function listStatusIn(rng: SeededRandom, status: CollectionStatus, isDemoDistrict: boolean): ListStatus | null {
  if (status === 'Closed') return 'Verified';
  if (status === 'Open') return isDemoDistrict || rng.chance(0.8) ? 'Verified' : 'InVerification';
  // Draft: the state has built some lists; the demo district's is left for a district user to load.
  return isDemoDistrict || rng.chance(0.5) ? null : 'InVerification';
}

/**
 * Issue 17's demo data: collections 2023-2024 (Closed), 2024-2025 (Open, window 1 June to 30
 * September 2026, lists Verified in most LEAs, most interviews done) and 2025-2026 (Draft); a vendor
 * whose user (vendor@example.org) interviews some LEAs' youth, and an inactive one; one youth listed
 * by two LEAs, flagged on state tracking. Does nothing once collections exist.
 */
export async function seedPsos(ctx: ServiceContext<PsosDb>): Promise<void> {
  const { db } = ctx;
  if (await db.selectFrom('collections').select('school_year').limit(1).executeTakeFirst()) return;
  const { leaIds, schoolIdsOf, schoolYears } = await loadSeedDirectory(db, Object.keys(COLLECTION_STATUS).map(Number));
  const demoDistrict = await db.selectFrom('directory.leas').select('id').where('lea_code', '=', DEMO_DISTRICT_CODE).executeTakeFirst();
  const vendorUser = await db
    .selectFrom('directory.users')
    .select(['id', 'full_name'])
    .where('email', '=', DEMO_VENDOR_EMAIL)
    .executeTakeFirst();
  const settings = await readStateSettings(db);
  const vendorLeas = new Set(VENDOR_LEA_POSITIONS.map((i) => leaIds[i]).filter((id) => id !== undefined && id !== demoDistrict?.id));

  const rng = seededRandom(SEED);
  await db.transaction().execute(async (trx) => {
    const [vendor] = await trx
      .insertInto('vendors')
      .values([
        { name: 'Granite Survey Center', active: true },
        { name: 'Plains Research Group', active: false },
      ])
      .returning('id')
      .execute();
    if (vendorUser) await trx.insertInto('vendor_users').values({ user_id: vendorUser.id, vendor_id: vendor!.id }).execute();
    const vendorInterviewer: Interviewer = {
      userId: vendorUser?.id ?? null,
      userName: DEMO_VENDOR_EMAIL,
      vendorId: vendor!.id,
    };
    const districtInterviewer: Interviewer = { userId: null, userName: 'District staff', vendorId: null };

    for (const schoolYear of schoolYears) {
      const status = COLLECTION_STATUS[schoolYear]!;
      const window = defaultWindow(schoolYear);
      await trx
        .insertInto('collections')
        .values({
          school_year: schoolYear,
          status,
          instrument_version: 1,
          window_start_date: window.start,
          window_end_date: window.end,
          verification_due_date: `${schoolYear + 1}-05-15`,
          opened_at: status === 'Draft' ? null : `${schoolYear + 1}-05-01T15:00:00Z`,
          closed_at: status === 'Closed' ? `${schoolYear + 1}-10-15T15:00:00Z` : null,
          settings: status === 'Draft' ? null : JSON.stringify(settings),
        })
        .execute();
      const ids: number[] = [];
      for (const leaId of leaIds) {
        const byVendor = status !== 'Draft' && vendorLeas.has(leaId);
        if (byVendor)
          await trx.insertInto('lea_assignments').values({ school_year: schoolYear, lea_id: leaId, vendor_id: vendor!.id }).execute();
        const list = listStatusIn(rng, status, leaId === demoDistrict?.id);
        if (list === null) continue;
        await trx
          .insertInto('student_lists')
          .values({
            school_year: schoolYear,
            lea_id: leaId,
            status: list,
            verified_at: list === 'Verified' ? `${schoolYear + 1}-05-10T15:00:00Z` : null,
          })
          .execute();
        const by = byVendor ? vendorInterviewer : districtInterviewer;
        ids.push(...(await insertYouth(trx, youthFor(rng, { leaId, schoolIds: schoolIdsOf(leaId), schoolYear, list, by }, settings))));
      }
      await refreshSurveyStatus(trx, ids);
    }
    await listOneYouthTwice(trx);
  });
}

/** A youth of one LEA's open list listed again by another LEA (a move mid-year): the cross-LEA duplicate state tracking flags. */
async function listOneYouthTwice(trx: PsosDb): Promise<void> {
  const [first, second] = await trx
    .selectFrom('student_lists')
    .select('lea_id')
    .where('school_year', '=', 2025)
    .where('status', '=', 'InVerification')
    .orderBy('lea_id')
    .limit(2)
    .execute();
  if (!first || !second) return;
  const youth = await trx
    .selectFrom('leavers')
    .selectAll()
    .where('school_year', '=', 2025)
    .where('lea_id', '=', first.lea_id)
    .where('verification_status', '<>', 'Excluded')
    .orderBy('id')
    .executeTakeFirst();
  if (!youth) return;
  const { id: _id, created_at: _created, updated_at: _updated, version: _version, survey_status: _status, ...copy } = youth;
  await trx
    .insertInto('leavers')
    .values({
      ...copy,
      lea_id: second.lea_id,
      school_id: null,
      birth_date: youth.birth_date.toISOString().slice(0, 10),
      exit_date: youth.exit_date.toISOString().slice(0, 10),
      verification_status: 'Pending',
      exclusion_reason: null,
      unreachable_at: null,
    })
    .execute();
}
