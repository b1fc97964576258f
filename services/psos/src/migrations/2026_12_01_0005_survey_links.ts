import { sql, type Kysely } from 'kysely';

/**
 * Public survey links (psos.md, "Who answers and how"): one per youth, a random token of which only
 * the SHA-256 is kept, so the table gives no working link away. A link ends when the youth's first
 * classifiable interview is saved, when its one submission is taken, or when a new link replaces
 * it; it goes with its youth (a reset removes both).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table psos.survey_links (
    leaver_id integer primary key references psos.leavers (id) on delete cascade,
    token_hash bytea not null unique check (length(token_hash) = 32),
    created_at timestamptz not null default now(),
    created_by integer,
    closed_at timestamptz
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table psos.survey_links`.execute(db);
}
