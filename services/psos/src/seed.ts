import type { Insertable } from 'kysely';
import { loadSeedDirectory, seededRandom, type SeededRandom, type ServiceContext } from '@portal/service-kit';
import type {
  CollectionStatus,
  ContactAttemptsTable,
  ContactOutcome,
  ExitReason,
  LeaversTable,
  ListStatus,
  PsosDb,
  SurveyStatus,
  VerificationStatus,
} from './db';

const SEED = 0x9505;
/** The collections of the demo: two closed, the one being surveyed, and the next being built. */
const COLLECTION_STATUS: Record<number, CollectionStatus> = { 2024: 'Closed', 2025: 'Closed', 2026: 'Open', 2027: 'Draft' };

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
const unreachableOutcomes: ContactOutcome[] = ['NO_ANSWER', 'WRONG_NUMBER', 'DISCONNECTED', 'LEFT_MESSAGE'];

type SeedAttempt = Omit<Insertable<ContactAttemptsTable>, 'leaver_id'>;

interface SeedLeaver {
  row: Insertable<LeaversTable>;
  attempts: SeedAttempt[];
}

/** Interview window: 1 June to 30 September of the calendar year after the school year ends (psos.md). */
function interviewWindow(schoolYear: number) {
  return { start: `${schoolYear + 1}-06-01`, end: `${schoolYear + 1}-09-30` };
}

/** A verified list has no Pending record left (psos.md, Student lists). */
function verificationIn(rng: SeededRandom, list: ListStatus): VerificationStatus {
  if (rng.chance(0.04)) return 'Excluded';
  return list === 'Verified' || rng.chance(0.5) ? 'Confirmed' : 'Pending';
}

function surveyStatusIn(rng: SeededRandom, status: CollectionStatus): SurveyStatus {
  if (status === 'Draft') return 'NotContacted';
  if (status === 'Open')
    return rng.pick(['NotContacted', 'NotContacted', 'InProgress', 'InProgress', 'Completed', 'Completed', 'Refused'] as const);
  return rng.pick([
    'Completed',
    'Completed',
    'Completed',
    'Completed',
    'Completed',
    'Unreachable',
    'Unreachable',
    'Refused',
    'Incomplete',
    'NotContacted',
  ] as const);
}

/** The attempts that lead to a survey status: the last outcome explains it, and Unreachable needs at least 3. */
function attemptsFor(rng: SeededRandom, schoolYear: number, surveyStatus: SurveyStatus): SeedAttempt[] {
  if (surveyStatus === 'NotContacted') return [];
  const { start, end } = interviewWindow(schoolYear);
  const count = surveyStatus === 'Unreachable' ? rng.int(3, 5) : rng.int(1, 3);
  const last: Record<Exclude<SurveyStatus, 'NotContacted'>, ContactOutcome> = {
    Completed: 'COMPLETED',
    Refused: 'REFUSED',
    Incomplete: 'PARTIAL',
    Unreachable: rng.pick(unreachableOutcomes),
    InProgress: rng.pick(['CALLBACK', 'NO_ANSWER', 'LEFT_MESSAGE', 'BUSY'] as const),
  };
  const dates = Array.from({ length: count }, () => rng.dateBetween(start, end)).sort();
  return dates.map((date, i) => ({
    attempted_at: `${date}T${String(rng.int(14, 23)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}:00Z`,
    mode: i === count - 1 && surveyStatus === 'Completed' && rng.chance(0.2) ? 'WEB' : 'PHONE',
    outcome: i === count - 1 ? last[surveyStatus] : rng.pick(unreachableOutcomes),
    user_id: null,
  }));
}

function leaversFor(rng: SeededRandom, leaId: number, schoolIds: number[], schoolYear: number, list: ListStatus): SeedLeaver[] {
  const status = COLLECTION_STATUS[schoolYear]!;
  return Array.from({ length: rng.int(5, 40) }, (_, i) => {
    const { firstName, lastName } = rng.person();
    const exitDate = rng.dateInSchoolYear(schoolYear);
    const exitYear = Number(exitDate.slice(0, 4));
    const verification = verificationIn(rng, list);
    const surveyStatus = verification === 'Excluded' ? 'NotContacted' : surveyStatusIn(rng, status);
    return {
      row: {
        school_year: schoolYear,
        lea_id: leaId,
        school_id: schoolIds.length > 0 ? rng.pick(schoolIds) : null,
        state_student_id: `${String(leaId).padStart(3, '0')}${schoolYear}${String(i + 1).padStart(4, '0')}`,
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
        survey_status: surveyStatus,
      },
      attempts: attemptsFor(rng, schoolYear, surveyStatus),
    };
  });
}

function listStatusIn(rng: SeededRandom, status: CollectionStatus): ListStatus {
  if (status === 'Closed') return 'Verified';
  return status === 'Open' && rng.chance(0.5) ? 'Verified' : 'InVerification';
}

async function insertLeavers(db: PsosDb, leavers: SeedLeaver[]): Promise<void> {
  const ids = await db
    .insertInto('leavers')
    .values(leavers.map((l) => l.row))
    .returning(['id', 'state_student_id'])
    .execute();
  const idOf = new Map(ids.map((r) => [r.state_student_id, r.id]));
  const attempts = leavers.flatMap((l) => l.attempts.map((a) => ({ ...a, leaver_id: idOf.get(l.row.state_student_id)! })));
  if (attempts.length > 0) await db.insertInto('contact_attempts').values(attempts).execute();
}

/** Demo collections 2023-2024 to 2026-2027 with every district's and charter's list; does nothing once collections exist. */
export async function seedPsos(ctx: ServiceContext<PsosDb>): Promise<void> {
  const { db } = ctx;
  if (await db.selectFrom('collections').select('school_year').limit(1).executeTakeFirst()) return;

  const { leaIds, schoolIdsOf, schoolYears } = await loadSeedDirectory(db, Object.keys(COLLECTION_STATUS).map(Number));

  const rng = seededRandom(SEED);
  await db.transaction().execute(async (trx) => {
    for (const schoolYear of schoolYears) {
      const status = COLLECTION_STATUS[schoolYear]!;
      const window = interviewWindow(schoolYear);
      await trx
        .insertInto('collections')
        .values({
          school_year: schoolYear,
          status,
          instrument_version: status === 'Draft' ? null : 1,
          window_start_date: window.start,
          window_end_date: window.end,
          verification_due_date: `${schoolYear + 1}-05-15`,
          opened_at: status === 'Draft' ? null : `${schoolYear + 1}-05-01T15:00:00Z`,
          closed_at: status === 'Closed' ? `${schoolYear + 1}-10-15T15:00:00Z` : null,
        })
        .execute();
      for (const leaId of leaIds) {
        const listStatus = listStatusIn(rng, status);
        await trx
          .insertInto('student_lists')
          .values({
            school_year: schoolYear,
            lea_id: leaId,
            status: listStatus,
            verified_at: listStatus === 'Verified' ? `${schoolYear + 1}-05-10T15:00:00Z` : null,
          })
          .execute();
        await insertLeavers(trx, leaversFor(rng, leaId, schoolIdsOf(leaId), schoolYear, listStatus));
      }
    }
  });
}
