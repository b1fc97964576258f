import { sql, type Kysely } from 'kysely';

/**
 * The entry window (eco.md: the dashboard counts children without entry ratings past it): how many
 * days after program entry the entry ratings are due. 60 by default, as many states ask for the
 * entry summary within the first two months; a state administrator changes it with the other settings.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('settings')
    .addColumn('entry_window_days', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(60)
        .check(sql`entry_window_days > 0`),
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('settings').dropColumn('entry_window_days').execute();
}
