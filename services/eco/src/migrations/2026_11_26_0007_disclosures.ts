import { sql, type Kysely } from 'kysely';

/**
 * eco.disclosures: who read which children's data (34 CFR 99.32), in the shape of the kit's
 * DisclosureTables, so the Audit Log reads it beside every other service's. The DDL is written out
 * here, not taken from the kit, so this migration stays what it was when it ran. Append-only:
 * triggers refuse UPDATE, DELETE and TRUNCATE. Raw statements name their schema.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table eco.disclosures (
    id bigint generated always as identity primary key,
    occurred_at timestamptz not null default now(),
    actor_user_id integer,
    session_id uuid,
    ip text,
    route text not null,
    kind text not null check (kind in ('record', 'list', 'search', 'export', 'import')),
    record_type text not null,
    lea_id integer,
    purpose text,
    student_count integer not null check (student_count >= 0),
    student_ids text[] not null,
    state_student_ids text[] not null,
    filter jsonb
  )`.execute(db);
  await sql`create index disclosures_occurred_at on eco.disclosures (occurred_at desc, id desc)`.execute(db);
  await sql`create index disclosures_actor on eco.disclosures (actor_user_id, occurred_at)`.execute(db);
  // The Audit Log finds every entry that names a student, by either id.
  await sql`create index disclosures_student_ids on eco.disclosures using gin (student_ids)`.execute(db);
  await sql`create index disclosures_state_student_ids on eco.disclosures using gin (state_student_ids)`.execute(db);
  await sql`create function eco.refuse_disclosure_change() returns trigger language plpgsql as $$
    begin
      raise exception 'eco.disclosures is append-only: % is not allowed', tg_op;
    end
  $$`.execute(db);
  await sql`create trigger disclosures_append_only before update or delete on eco.disclosures
    for each row execute function eco.refuse_disclosure_change()`.execute(db);
  await sql`create trigger disclosures_no_truncate before truncate on eco.disclosures
    for each statement execute function eco.refuse_disclosure_change()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table eco.disclosures`.execute(db);
  await sql`drop function eco.refuse_disclosure_change()`.execute(db);
}
