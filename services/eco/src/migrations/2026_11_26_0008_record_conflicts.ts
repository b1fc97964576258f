import { sql, type Kysely } from 'kysely';

/**
 * eco.record_conflicts: program records a district could not save because the state student id
 * has records in an LEA it may not read. The district is told only that; the state reviews the
 * clash here. One open entry per LEA, student, entry date and kind of clash: the same clash again
 * (a preview, then its commit) counts up instead of adding a row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table eco.record_conflicts (
    id integer generated always as identity primary key,
    first_seen_at timestamptz not null default now(),
    last_seen_at timestamptz not null default now(),
    times_seen integer not null default 1 check (times_seen > 0),
    source text not null check (source in ('import', 'form')),
    lea_id integer not null,
    state_student_id text not null,
    entry_date date not null,
    first_name text,
    last_name text,
    birth_date date,
    reason text not null check (reason in ('recordInOtherLea', 'newRecordElsewhere', 'overlapsOtherLea')),
    birth_date_differs boolean not null,
    other_lea_ids integer[] not null,
    reported_by integer,
    reported_by_name text,
    resolved_at timestamptz,
    resolved_by integer,
    resolved_by_name text,
    resolution text,
    check ((resolved_at is null) = (resolution is null))
  )`.execute(db);
  await sql`create unique index record_conflicts_open
    on eco.record_conflicts (lea_id, state_student_id, entry_date, reason) where resolved_at is null`.execute(db);
  await sql`create index record_conflicts_last_seen on eco.record_conflicts (last_seen_at desc, id desc)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table eco.record_conflicts`.execute(db);
}
