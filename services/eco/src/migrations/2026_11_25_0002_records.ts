import { sql, type Kysely } from 'kysely';

/**
 * What issue 7 adds to a child's record: the exit reason and the demographics the report breaks
 * down by (codes of the admin lookup lists), who last unlocked ratings and why, the record's full
 * history, the category-rule table the B7 report joins, the trigram index of name search, and
 * the service's append-only audit trail (every change, and every view of a child's record).
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
  await sql`create function eco.refuse_audit_event_change() returns trigger language plpgsql as $$
    begin
      raise exception 'eco.audit_events is append-only: % is not allowed', tg_op;
    end
  $$`.execute(db);
  await sql`create trigger audit_events_append_only before update or delete on eco.audit_events
    for each row execute function eco.refuse_audit_event_change()`.execute(db);
  await sql`create trigger audit_events_no_truncate before truncate on eco.audit_events
    for each statement execute function eco.refuse_audit_event_change()`.execute(db);
  await sql`create extension if not exists pg_trgm with schema public`.execute(db);

  await db.schema
    .alterTable('children')
    .addColumn('exit_reason', 'text')
    .addColumn('sex', 'text')
    .addColumn('race_ethnicity', 'text')
    .addColumn('disability_category', 'text')
    .execute();
  // Name search compares against "first last" and "last first" alike.
  await db.schema
    .createIndex('children_name_trgm')
    .on('children')
    .using('gin')
    .expression(sql`(lower(first_name || ' ' || last_name)) public.gin_trgm_ops`)
    .execute();
  await db.schema.createIndex('children_birth_date').on('children').column('birth_date').execute();
  await db.schema.createIndex('children_state_student_id').on('children').column('state_student_id').execute();
  // The state-wide B7 report reads the year's exits across every LEA.
  await db.schema
    .createIndex('children_exit_date')
    .on('children')
    .column('exit_date')
    .where(sql.ref('exit_date'), 'is not', null)
    .execute();

  await db.schema
    .alterTable('outcome_ratings')
    .addColumn('unlocked_at', 'timestamptz')
    .addColumn('unlocked_by', 'integer')
    .addColumn('unlock_reason', 'text')
    .execute();

  // Every change to a child's record and ratings: who, when, what, and from what to what.
  await db.schema
    .createTable('child_history')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('child_id', 'integer', (c) => c.notNull().references('children.id').onDelete('cascade'))
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('user_id', 'integer')
    .addColumn('user_name', 'text')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('changes', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .execute();
  await db.schema.createIndex('child_history_child').on('child_history').columns(['child_id', 'at']).execute();

  // One row per entry, exit and progress combination, written from the shared category rule at
  // start-up; 0 stands for a missing rating or answer, progress 1 for Yes and 2 for No.
  await db.schema
    .createTable('category_rules')
    .addColumn('entry_key', 'smallint', (c) => c.notNull())
    .addColumn('exit_key', 'smallint', (c) => c.notNull())
    .addColumn('progress_key', 'smallint', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.check(sql`category in ('a', 'b', 'c', 'd', 'e')`))
    .addColumn('excluded', 'text')
    .addColumn('flags', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addPrimaryKeyConstraint('category_rules_pk', ['entry_key', 'exit_key', 'progress_key'])
    .addCheckConstraint('category_rules_one_outcome', sql`(category is null) <> (excluded is null)`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('audit_events').execute();
  // Raw statements name their schema: withSchema rewrites only builder queries.
  await sql`drop function if exists eco.refuse_audit_event_change()`.execute(db);
  await db.schema.dropTable('category_rules').execute();
  await db.schema.dropTable('child_history').execute();
  await db.schema.alterTable('outcome_ratings').dropColumn('unlocked_at').dropColumn('unlocked_by').dropColumn('unlock_reason').execute();
  await db.schema.dropIndex('children_exit_date').execute();
  await db.schema.dropIndex('children_state_student_id').execute();
  await db.schema.dropIndex('children_birth_date').execute();
  await db.schema.dropIndex('children_name_trgm').execute();
  await db.schema
    .alterTable('children')
    .dropColumn('exit_reason')
    .dropColumn('sex')
    .dropColumn('race_ethnicity')
    .dropColumn('disability_category')
    .execute();
}
