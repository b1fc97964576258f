import { sql, type Kysely } from 'kysely';

/**
 * The small-cell size of public aggregates as a setting (restraint.md: counts 1 to 9 read "*"):
 * counts from 1 to one below it are suppressed in every public download; 1 suppresses none.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('settings')
    .addColumn('small_cell_size', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(10)
        .check(sql`small_cell_size between 1 and 100`),
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('settings').dropColumn('small_cell_size').execute();
}
