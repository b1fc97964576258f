import { sql, type Kysely } from 'kysely';

/**
 * The lookup lists' published, read-only face, as identity publishes the directory: the other
 * services read the codes they accept from `reference.lookup_values`, never admin's own tables,
 * which stay free to change behind the view. A retired value stays listed, marked retired,
 * because a record keeps a code it was given.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create schema if not exists reference`.execute(db);
  await sql`create view reference.lookup_values as
    select l.code as list_code, v.code, v.label, v.sort_order, v.retired_at is not null as retired
    from admin.lookup_values v join admin.lookup_lists l on l.id = v.list_id`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop schema if exists reference cascade`.execute(db);
}
