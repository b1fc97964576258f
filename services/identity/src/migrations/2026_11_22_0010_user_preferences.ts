import { sql, type Kysely } from 'kysely';

/**
 * Each user's preferences (spec 3: language, home page, the self-assessment introduction), one
 * row per user who saved any; a user without a row has the defaults, so no row is written for
 * the accounts that exist. Typed columns rather than the users' configuration JSON, which every
 * access token carries.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('user_preferences')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('home_url', 'text', (c) => c.notNull())
    .addColumn('show_self_assessment_intro', 'boolean', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('user_preferences').execute();
}
