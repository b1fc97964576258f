import type { Insertable } from 'kysely';
import { loadSeedDirectory, seededRandom, type SeededRandom, type ServiceContext } from '@portal/service-kit';
import type { ChildrenTable, EcoDb, OutcomeRatingsTable, RatingStatus } from './db';
import { stateToday } from './ratings/state-today';

const SEED = 0xec0c05;
const SEED_YEARS = [2024, 2025, 2026, 2027];
/** Ratings of earlier years are all finalized; this year's are still being entered and submitted. */
const CURRENT_YEAR = 2027;

// Codes of the admin service's standard lookup lists (its migration 2026_11_22_0002_standard_lists).
const SEX_CODES = ['F', 'M'] as const;
const RACE_ETHNICITY_CODES = ['HISPANIC', 'AMERICAN_INDIAN', 'ASIAN', 'BLACK', 'PACIFIC_ISLANDER', 'WHITE', 'TWO_OR_MORE'] as const;
/** The categories preschool children are most often found eligible under. */
const DISABILITY_CODES = ['DD', 'SLI', 'AUT', 'OHI', 'HI', 'VI'] as const;
/** The exit reasons that fit a child leaving preschool special education. */
const EXIT_REASON_CODES = ['TRANSFERRED_TO_GENERAL_EDUCATION', 'MOVED_CONTINUING', 'MOVED_NOT_CONTINUING'] as const;

type Ratings = Pick<Insertable<OutcomeRatingsTable>, 'rating_a' | 'rating_b' | 'rating_c'>;
type SeedRating = Omit<Insertable<OutcomeRatingsTable>, 'child_id'>;

export interface SeedChild {
  row: Insertable<ChildrenTable>;
  ratings: SeedRating[];
}

/** Where demo children are placed: an LEA, its schools, and the school year they enter the program in. */
export interface SeedPlace {
  leaId: number;
  schoolIds: number[];
  schoolYear: number;
}

function statusIn(rng: SeededRandom, schoolYear: number, ratedOn: string): Pick<SeedRating, 'status' | 'submitted_at' | 'finalized_at'> {
  const status: RatingStatus =
    schoolYear < CURRENT_YEAR ? 'Finalized' : rng.pick(['Draft', 'Submitted', 'Submitted', 'Finalized'] as const);
  return {
    status,
    submitted_at: status === 'Draft' ? null : `${ratedOn}T20:00:00Z`,
    finalized_at: status === 'Finalized' ? `${ratedOn}T22:00:00Z` : null,
  };
}

/** The progress answer the team would give: eco.md's data entry rules, with No only where it is plausible. */
function progressFor(rng: SeededRandom, entry: number, exit: number): boolean {
  if (exit > entry) return true;
  if (exit === entry && entry >= 2 && entry <= 5) return true;
  if (exit >= 6 && entry >= 6) return rng.chance(0.8);
  return rng.chance(0.4);
}

function exitRatings(rng: SeededRandom, entry: Ratings): Ratings & Pick<SeedRating, 'progress_a' | 'progress_b' | 'progress_c'> {
  const grow = (rating: number) => Math.min(7, Math.max(1, rating + rng.pick([-1, 0, 1, 1, 2, 2, 3])));
  const a = grow(entry.rating_a!);
  const b = grow(entry.rating_b!);
  const c = grow(entry.rating_c!);
  return {
    rating_a: a,
    rating_b: b,
    rating_c: c,
    progress_a: progressFor(rng, entry.rating_a!, a),
    progress_b: progressFor(rng, entry.rating_b!, b),
    progress_c: progressFor(rng, entry.rating_c!, c),
  };
}

const earlier = (a: string, b: string) => (a < b ? a : b);

/**
 * One demo child entering the program in `place`, with the ratings it has by the last seeded year.
 * Shared with the large benchmark data set (tools/portal/generate-large.ts), so both have one shape.
 * No date passes `today` (the state's, YYYY-MM-DD), which the data-entry rules refuse: a demo
 * record would not save unchanged. A child whose exit is still ahead is in the program.
 */
export function seedChild(
  rng: SeededRandom,
  { leaId, schoolIds, schoolYear }: SeedPlace,
  stateStudentId: string,
  today: string,
): SeedChild {
  const lastYear = SEED_YEARS[SEED_YEARS.length - 1]!;
  const { firstName, lastName } = rng.person();
  const entryDate = rng.dateBetween(`${schoolYear - 1}-07-01`, earlier(`${schoolYear}-06-30`, today));
  const entryYear = Number(entryDate.slice(0, 4));
  // Most children leave for kindergarten one to three years after entry; later ones are still in the program.
  const exitYear = schoolYear + rng.int(0, 3);
  const drawnExit =
    exitYear > lastYear
      ? null
      : exitYear === schoolYear
        ? rng.dateBetween(entryDate, `${schoolYear}-06-30`)
        : rng.dateInSchoolYear(exitYear);
  const exitDate = drawnExit !== null && drawnExit <= today ? drawnExit : null;
  const ratings: SeedRating[] = [];
  if (rng.chance(0.9)) {
    const entry: Ratings = { rating_a: rng.int(1, 6), rating_b: rng.int(1, 6), rating_c: rng.int(1, 6) };
    ratings.push({ phase: 'entry', rating_date: entryDate, ...entry, ...statusIn(rng, schoolYear, entryDate) });
    if (exitDate && rng.chance(0.85)) {
      ratings.push({ phase: 'exit', rating_date: exitDate, ...exitRatings(rng, entry), ...statusIn(rng, exitYear, exitDate) });
    }
  }
  return {
    row: {
      state_student_id: stateStudentId,
      first_name: firstName,
      last_name: lastName,
      birth_date: rng.dateBetween(`${entryYear - 5}-07-01`, `${entryYear - 3}-06-30`),
      lea_id: leaId,
      school_id: schoolIds.length > 0 && rng.chance(0.9) ? rng.pick(schoolIds) : null,
      entry_date: entryDate,
      exit_date: exitDate,
      exit_reason: exitDate ? rng.pick(EXIT_REASON_CODES) : null,
      sex: rng.pick(SEX_CODES),
      race_ethnicity: rng.pick(RACE_ETHNICITY_CODES),
      disability_category: rng.pick(DISABILITY_CODES),
    },
    ratings,
  };
}

function childrenFor(rng: SeededRandom, place: SeedPlace, today: string): SeedChild[] {
  const id = (i: number) => `${String(place.leaId).padStart(3, '0')}${place.schoolYear}${String(i + 1).padStart(3, '0')}`;
  return Array.from({ length: rng.int(5, 25) }, (_, i) => seedChild(rng, place, id(i), today));
}

/**
 * Inserts the children, then their ratings under the children's new ids, one statement each.
 * PostgreSQL takes at most 65,535 parameters a statement and one child's ratings take up to 21,
 * so a call carries at most 3,000 children.
 */
export async function insertChildren(db: EcoDb, children: SeedChild[]): Promise<void> {
  const ids = await db
    .insertInto('children')
    .values(children.map((c) => c.row))
    .returning(['id', 'state_student_id'])
    .execute();
  const idOf = new Map(ids.map((r) => [r.state_student_id, r.id]));
  const ratings = children.flatMap((c) => c.ratings.map((r) => ({ ...r, child_id: idOf.get(c.row.state_student_id)! })));
  if (ratings.length > 0) await db.insertInto('outcome_ratings').values(ratings).execute();
}

/** Every district and charter in every seeded school year, year by year. */
export async function seedPlaces(db: EcoDb): Promise<SeedPlace[]> {
  const { leaIds, schoolIdsOf, schoolYears } = await loadSeedDirectory(db, SEED_YEARS);
  return schoolYears.flatMap((schoolYear) => leaIds.map((leaId) => ({ leaId, schoolIds: schoolIdsOf(leaId), schoolYear })));
}

/** Demo children entering in 2023-2024 to 2026-2027 in every district and charter; does nothing once children exist. */
export async function seedEco(ctx: ServiceContext<EcoDb>): Promise<void> {
  const { db } = ctx;
  if (await db.selectFrom('children').select('id').limit(1).executeTakeFirst()) return;

  const places = await seedPlaces(db);
  const today = await stateToday(db, ctx.config.timeZone);
  const rng = seededRandom(SEED);
  await db.transaction().execute(async (trx) => {
    for (const place of places) await insertChildren(trx, childrenFor(rng, place, today));
  });
}
