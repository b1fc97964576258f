import { sql, type Kysely } from 'kysely';

/**
 * The incidents list's search (an incident number or local incident id, any part of it, across
 * years) from trigram indexes rather than a read of every incident: at 50,000 incidents the
 * read alone took longer than the list's 50 ms.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create extension if not exists pg_trgm with schema public`.execute(db);
  await sql`create index incidents_number_trgm on restraint.incidents using gin (incident_number public.gin_trgm_ops)`.execute(db);
  await sql`create index incidents_local_id_trgm on restraint.incidents using gin (local_incident_id public.gin_trgm_ops)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index restraint.incidents_local_id_trgm`.execute(db);
  await sql`drop index restraint.incidents_number_trgm`.execute(db);
}
