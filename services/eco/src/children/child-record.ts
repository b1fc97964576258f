import { sql } from 'kysely';
import type { ChildFields, ChildRecord } from '@portal/shared-contracts/eco';
import type { EcoDb } from '../db';
import { categoriesOf, readChildRatings, toRatingSet } from '../ratings/rating-set';
import { readEcoSettings } from '../settings/eco-settings';

/** What every answer about a child (eco.children as `c`) carries, as the API names it, dates as ISO days. */
export const childColumns = [
  'c.state_student_id as stateStudentId',
  'c.first_name as firstName',
  'c.last_name as lastName',
  sql<string>`c.birth_date::text`.as('birthDate'),
  'c.lea_id as leaId',
  'c.school_id as schoolId',
  sql<string>`c.entry_date::text`.as('entryDate'),
  sql<string | null>`c.exit_date::text`.as('exitDate'),
] as const;

/** The fields of a child known to exist, as the API names them, dates as ISO days. */
export async function readChildFields(
  db: EcoDb,
  id: number,
): Promise<ChildFields & { version: number; leaName: string; schoolName: string | null }> {
  return db
    .selectFrom('children as c')
    .innerJoin('directory.leas as l', 'l.id', 'c.lea_id')
    .leftJoin('directory.schools as s', 's.id', 'c.school_id')
    .select([
      ...childColumns,
      'c.exit_reason as exitReason',
      'c.sex',
      'c.race_ethnicity as raceEthnicity',
      'c.disability_category as disabilityCategory',
      'c.version',
      'l.name as leaName',
      's.name as schoolName',
    ])
    .where('c.id', '=', id)
    .executeTakeFirstOrThrow();
}

/** The child's record: fields, both rating phases and each outcome's category. */
export async function readChildRecord(db: EcoDb, id: number): Promise<ChildRecord> {
  const [fields, ratings, settings] = await Promise.all([readChildFields(db, id), readChildRatings(db, id), readEcoSettings(db)]);
  return {
    ...fields,
    id,
    entry: ratings.entry ? toRatingSet(ratings.entry, null) : null,
    exit: ratings.exit ? toRatingSet(ratings.exit, ratings.entry) : null,
    categories: categoriesOf(ratings, settings),
  };
}
