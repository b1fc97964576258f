import { sql, type Kysely } from 'kysely';

/**
 * The state's ECO settings (eco.md says "a setting" for each): one row, holding eco.md's defaults
 * until a state administrator changes them. The values are written out here rather than imported,
 * so this migration keeps meaning what it meant when it ran.
 */
interface InitialSettings {
  settings: {
    progress_question: string;
    age_expected_with_no: string;
    same_rating_with_no: string;
    minimum_days_in_program: number;
    small_cell_size: number;
  };
}

export async function up(db: Kysely<InitialSettings>): Promise<void> {
  await db.schema
    .createTable('settings')
    // A constant key that can only be true keeps the table to one row.
    .addColumn('id', 'boolean', (c) =>
      c
        .primaryKey()
        .defaultTo(true)
        .check(sql`id`),
    )
    .addColumn('progress_question', 'text', (c) => c.notNull())
    .addColumn('age_expected_with_no', 'text', (c) => c.notNull().check(sql`age_expected_with_no in ('warning', 'error')`))
    .addColumn('same_rating_with_no', 'text', (c) => c.notNull().check(sql`same_rating_with_no in ('b', 'a', 'exclude')`))
    // The upper bounds are the API's, so a state that needs wider ones needs no migration.
    .addColumn('minimum_days_in_program', 'integer', (c) => c.notNull().check(sql`minimum_days_in_program > 0`))
    .addColumn('small_cell_size', 'integer', (c) => c.notNull().check(sql`small_cell_size >= 0`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_by', 'integer')
    .execute();
  await db
    .insertInto('settings')
    .values({
      progress_question: 'Has the child shown any new skills or behaviors related to this outcome since entry?',
      age_expected_with_no: 'warning',
      same_rating_with_no: 'b',
      minimum_days_in_program: 182,
      // A common n-size for public education figures.
      small_cell_size: 10,
    })
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('settings').execute();
}
