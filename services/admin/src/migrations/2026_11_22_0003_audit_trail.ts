import { sql, type Kysely } from 'kysely';

/**
 * The admin service's own append-only audit trail (admin.audit_events), in the shape every
 * service's trail has, so the Audit Log reads it beside the others. Every list change goes in it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // The kit's audit-trail shape as it stood when this migration was written, spelt out so that the
  // migration does the same thing on every database whatever the kit becomes.
  await db.schema
    .createTable('audit_events')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('occurred_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('actor_user_id', 'integer')
    .addColumn('user_id', 'integer')
    .addColumn('session_id', 'uuid')
    .addColumn('ip', 'text')
    .addColumn('entity_type', 'text')
    .addColumn('entity_id', 'text')
    .addColumn('lea_id', 'integer')
    .addColumn('details', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .execute();
  await db.schema.createIndex('audit_events_occurred_at').on('audit_events').columns(['occurred_at desc', 'id desc']).execute();
  await db.schema.createIndex('audit_events_actor').on('audit_events').columns(['actor_user_id', 'occurred_at']).execute();
  await db.schema.createIndex('audit_events_entity').on('audit_events').columns(['entity_type', 'entity_id']).execute();
  // Append-only: raw statements name their schema, since withSchema rewrites only builder queries.
  await sql`create function admin.refuse_audit_event_change() returns trigger language plpgsql as $$
    begin
      raise exception 'admin.audit_events is append-only: % is not allowed', tg_op;
    end
  $$`.execute(db);
  await sql`create trigger audit_events_append_only before update or delete on admin.audit_events
    for each row execute function admin.refuse_audit_event_change()`.execute(db);
  await sql`create trigger audit_events_no_truncate before truncate on admin.audit_events
    for each statement execute function admin.refuse_audit_event_change()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('audit_events').execute();
  // Raw statements name their schema: withSchema rewrites only builder queries.
  await sql`drop function if exists admin.refuse_audit_event_change()`.execute(db);
}
