import { sql, type Kysely } from 'kysely';

// Raw statements name the schema: withSchema rewrites only builder queries.

/**
 * The security audit trail: sign-ins, failures, locks, refresh-token reuse and revocations.
 * A trigger refuses every UPDATE, DELETE and TRUNCATE, so the application can only add to it.
 * user_id and session_id have no foreign keys on purpose: a deleted user or session must not
 * take its history with it (and the cascade would be refused anyway).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('audit_events')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('occurred_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer')
    .addColumn('session_id', 'uuid')
    .addColumn('ip', 'text')
    .addColumn('details', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .execute();
  // An account's history is read by user, newest first.
  await db.schema.createIndex('audit_events_user_id').on('audit_events').columns(['user_id', 'occurred_at']).execute();

  await sql`create function identity.refuse_audit_event_change() returns trigger language plpgsql as $$
    begin
      raise exception 'identity.audit_events is append-only: % is not allowed', tg_op;
    end
  $$`.execute(db);
  await sql`create trigger audit_events_append_only before update or delete on identity.audit_events
    for each row execute function identity.refuse_audit_event_change()`.execute(db);
  await sql`create trigger audit_events_no_truncate before truncate on identity.audit_events
    for each statement execute function identity.refuse_audit_event_change()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('audit_events').execute();
  await sql`drop function if exists identity.refuse_audit_event_change()`.execute(db);
}
