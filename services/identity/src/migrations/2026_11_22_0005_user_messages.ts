import { sql, type Kysely } from 'kysely';

/**
 * The in-app system messages of the dashboard's Messages widget (spec 3): status New (0),
 * Acknowledged (1) or Viewed (2); a dismissed message stays for the record but leaves the list.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('user_messages')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('open_url', 'text')
    .addColumn('status', 'smallint', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`status in (0, 1, 2)`),
    )
    .addColumn('created_on', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('viewed_at', 'timestamptz')
    .addColumn('dismissed_at', 'timestamptz')
    .execute();
  // The widget lists a user's messages not dismissed, newest first.
  await sql`create index user_messages_listed on identity.user_messages (user_id, created_on desc) where dismissed_at is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('user_messages').execute();
}
