import { sql, type Kysely } from 'kysely';

/**
 * PSOS's audit trail (psos.audit_events: every change to a collection, a list or a youth, naming
 * the fields, never their values) and disclosure log (psos.disclosures: who read which leavers'
 * data, 34 CFR 99.32), in the shapes of the kit's AuditTables and DisclosureTables, published
 * read-only as audit_log.psos_events and audit_log.psos_disclosures so the Audit Log
 * reads them beside every other service's. The DDL is written out here, not taken from the kit, so
 * this migration stays what it was when it ran. Append-only: triggers refuse UPDATE, DELETE and
 * TRUNCATE. Raw statements name their schema.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table psos.audit_events (
    id bigint generated always as identity primary key,
    occurred_at timestamptz not null default now(),
    event text not null,
    actor_user_id integer,
    user_id integer,
    session_id uuid,
    ip text,
    entity_type text,
    entity_id text,
    lea_id integer,
    details jsonb not null default '{}'::jsonb
  )`.execute(db);
  await sql`create index audit_events_occurred_at on psos.audit_events (occurred_at desc, id desc)`.execute(db);
  await sql`create index audit_events_actor on psos.audit_events (actor_user_id, occurred_at)`.execute(db);
  await sql`create index audit_events_entity on psos.audit_events (entity_type, entity_id)`.execute(db);
  await sql`create function psos.refuse_audit_event_change() returns trigger language plpgsql as $$
    begin
      raise exception 'psos.audit_events is append-only: % is not allowed', tg_op;
    end
  $$`.execute(db);
  await sql`create trigger audit_events_append_only before update or delete on psos.audit_events
    for each row execute function psos.refuse_audit_event_change()`.execute(db);
  await sql`create trigger audit_events_no_truncate before truncate on psos.audit_events
    for each statement execute function psos.refuse_audit_event_change()`.execute(db);

  await sql`create table psos.disclosures (
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
  await sql`create index disclosures_occurred_at on psos.disclosures (occurred_at desc, id desc)`.execute(db);
  await sql`create index disclosures_actor on psos.disclosures (actor_user_id, occurred_at)`.execute(db);
  // The Audit Log finds every entry that names a student, by either id.
  await sql`create index disclosures_student_ids on psos.disclosures using gin (student_ids)`.execute(db);
  await sql`create index disclosures_state_student_ids on psos.disclosures using gin (state_student_ids)`.execute(db);
  await sql`create function psos.refuse_disclosure_change() returns trigger language plpgsql as $$
    begin
      raise exception 'psos.disclosures is append-only: % is not allowed', tg_op;
    end
  $$`.execute(db);
  await sql`create trigger disclosures_append_only before update or delete on psos.disclosures
    for each row execute function psos.refuse_disclosure_change()`.execute(db);
  await sql`create trigger disclosures_no_truncate before truncate on psos.disclosures
    for each statement execute function psos.refuse_disclosure_change()`.execute(db);

  await sql`create schema if not exists audit_log`.execute(db);
  await sql`create view audit_log.psos_events as
    select id, occurred_at, event, actor_user_id, user_id, ip, entity_type, entity_id, lea_id, details
    from psos.audit_events`.execute(db);
  await sql`create view audit_log.psos_disclosures as
    select id, occurred_at, actor_user_id, ip, route, kind, record_type, lea_id, purpose, student_count, student_ids, state_student_ids, filter
    from psos.disclosures`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop view if exists audit_log.psos_disclosures`.execute(db);
  await sql`drop view if exists audit_log.psos_events`.execute(db);
  await sql`drop table psos.disclosures`.execute(db);
  await sql`drop function psos.refuse_disclosure_change()`.execute(db);
  await sql`drop table psos.audit_events`.execute(db);
  await sql`drop function psos.refuse_audit_event_change()`.execute(db);
  // The schema holds every service's trail: the last one down takes it away.
  await sql`do $$ begin
    if not exists (select 1 from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'audit_log') then
      drop schema if exists audit_log;
    end if;
  end $$`.execute(db);
}
