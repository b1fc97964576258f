import { sql } from 'kysely';
import type { RestraintDb } from '../db';

/** RAI-{YY}-{00000}: YY the year the school year ends. */
export const incidentNumber = (schoolYear: number, sequence: number): string =>
  `RAI-${String(schoolYear % 100).padStart(2, '0')}-${String(sequence).padStart(5, '0')}`;

/**
 * The next `count` incident numbers of a school year, in order. The counter's row stays locked
 * until the transaction ends, so two saves never take the same number, and a rolled-back save
 * gives its numbers back.
 */
export async function allocateIncidentNumbers(trx: RestraintDb, schoolYear: number, count = 1): Promise<string[]> {
  const { last_number: last } = await trx
    .insertInto('incident_numbers')
    .values({ school_year: schoolYear, last_number: count })
    .onConflict((oc) => oc.column('school_year').doUpdateSet({ last_number: sql`incident_numbers.last_number + ${count}` }))
    .returning('last_number')
    .executeTakeFirstOrThrow();
  return Array.from({ length: count }, (_, i) => incidentNumber(schoolYear, last - count + 1 + i));
}

/** Brings each school year's counter up to the highest number its incidents carry (after a seed writes numbers itself). */
export async function syncIncidentNumbers(trx: RestraintDb): Promise<void> {
  await sql`insert into restraint.incident_numbers (school_year, last_number)
    select school_year, max(substring(incident_number from 8)::integer) from restraint.incidents group by school_year
    on conflict (school_year) do update set last_number = greatest(incident_numbers.last_number, excluded.last_number)`.execute(trx);
}
