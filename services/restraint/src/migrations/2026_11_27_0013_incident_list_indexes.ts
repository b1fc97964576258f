import { sql, type Kysely } from 'kysely';

/**
 * The incidents list at 50,000 incidents a year (issue 16: 50 ms). Its search (an incident number
 * or local incident id, any part of it, across years) from trigram indexes rather than a read of
 * every incident. Its count of a school year's incidents, which the list's left joins leave to the
 * incidents alone, from an index holding every column the joins name, so the count never reads the
 * table; the id, the tie-breaker of every sort, is there too for the sorts by school or LEA.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create extension if not exists pg_trgm with schema public`.execute(db);
  await sql`create index incidents_number_trgm on restraint.incidents using gin (incident_number public.gin_trgm_ops)`.execute(db);
  await sql`create index incidents_local_id_trgm on restraint.incidents using gin (local_incident_id public.gin_trgm_ops)`.execute(db);
  await sql`create index incidents_year_places on restraint.incidents (school_year, lea_id, school_id, private_school_id) include (id)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index restraint.incidents_year_places`.execute(db);
  await sql`drop index restraint.incidents_local_id_trgm`.execute(db);
  await sql`drop index restraint.incidents_number_trgm`.execute(db);
}
