import { sql, type Kysely } from 'kysely';

/**
 * Incident numbers and local incident ids found by their lowercased value (issue 16). The trigram
 * indexes of 0013 took the bare columns, and pg_trgm answers equality too: with an import's 45,000
 * incidents of one LEA sharing most trigrams ("G1AB-000123"), PostgreSQL chose them for the
 * import's look-up of a thousand local ids at a time, 18 s a look-up instead of milliseconds (the
 * same file again: 508 s). On lower() they serve the list's contains search alone; an exact search
 * reads the btrees on lower(), and the import's equality the plain btrees.
 * The school's incidents, for the list's pages sorted by school, read school by school.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`drop index restraint.incidents_number_trgm`.execute(db);
  await sql`drop index restraint.incidents_local_id_trgm`.execute(db);
  await sql`create index incidents_number_lower_trgm on restraint.incidents using gin (lower(incident_number) public.gin_trgm_ops)`.execute(
    db,
  );
  await sql`create index incidents_local_id_lower_trgm on restraint.incidents using gin (lower(local_incident_id) public.gin_trgm_ops)`.execute(
    db,
  );
  await sql`create index incidents_number_lower on restraint.incidents (lower(incident_number))`.execute(db);
  await sql`create index incidents_local_id_lower on restraint.incidents (lower(local_incident_id))`.execute(db);
  await sql`create index incidents_school_year on restraint.incidents (school_id, school_year)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index restraint.incidents_school_year`.execute(db);
  await sql`drop index restraint.incidents_local_id_lower`.execute(db);
  await sql`drop index restraint.incidents_number_lower`.execute(db);
  await sql`drop index restraint.incidents_local_id_lower_trgm`.execute(db);
  await sql`drop index restraint.incidents_number_lower_trgm`.execute(db);
  await sql`create index incidents_number_trgm on restraint.incidents using gin (incident_number public.gin_trgm_ops)`.execute(db);
  await sql`create index incidents_local_id_trgm on restraint.incidents using gin (local_incident_id public.gin_trgm_ops)`.execute(db);
}
