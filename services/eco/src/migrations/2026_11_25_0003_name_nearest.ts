import { sql, type Kysely } from 'kysely';

/**
 * A GiST trigram index beside the GIN one, so a name searched across every LEA takes the nearest
 * names from the index in order (KNN) and stops at the answer's limit, rather than rechecking and
 * ranking the thousands of children a common name matches state-wide. Signatures of 128 bytes
 * rather than the default 12: with 12, an inner page summing many names has nearly every bit set,
 * and the walk reads half the index before its first child.
 *
 * The GIN index still serves a search within one LEA, but without its pending list: every search
 * read the up to 4 MB of entries added since the last vacuum one by one, 9 ms of a 12 ms search
 * after the large data set's load. Children are added by hand, a few at a time, so adding each
 * to the index at once costs nothing noticeable.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('children_name_trgm_gist')
    .on('children')
    .using('gist')
    .expression(sql`(lower(first_name || ' ' || last_name)) public.gist_trgm_ops(siglen = 128)`)
    .execute();
  // Raw statements name their schema: withSchema rewrites only builder queries.
  await sql`alter index eco.children_name_trgm set (fastupdate = off)`.execute(db);
  await sql`select gin_clean_pending_list('eco.children_name_trgm'::regclass)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter index eco.children_name_trgm reset (fastupdate)`.execute(db);
  await db.schema.dropIndex('children_name_trgm_gist').execute();
}
