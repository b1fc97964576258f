import { sql, type Kysely } from 'kysely';

/**
 * Every change to a violation in its own history (who, when, what from what to what, the reason
 * given), so the incident's history stays the incident's. Entries migration 0003's rule runs wrote
 * into the incident's history for violations stay there.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('violation_history')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('violation_id', 'integer', (c) => c.notNull().references('violations.id'))
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('user_id', 'integer')
    .addColumn('user_name', 'text')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('changes', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .execute();
  await db.schema.createIndex('violation_history_violation').on('violation_history').columns(['violation_id', 'at desc']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('violation_history').execute();
}
