import { sql, type Kysely } from 'kysely';

/**
 * The List Manager's lookup lists (/admin/list-manager): the code lists the
 * applications offer in their forms and accept in their imports. A value is
 * retired, never deleted, because records keep the codes they were given.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('lookup_lists')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('code', 'text', (c) =>
      c
        .notNull()
        .unique()
        .check(sql`code ~ '^[a-z][a-z0-9_]{0,63}$'`),
    )
    .addColumn('name', 'text', (c) => c.notNull().check(sql`length(name) between 1 and 200`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('lookup_values')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('list_id', 'integer', (c) => c.notNull().references('lookup_lists.id'))
    .addColumn('code', 'text', (c) => c.notNull().check(sql`code ~ '^[A-Za-z0-9_]{1,50}$'`))
    .addColumn('label', 'text', (c) => c.notNull().check(sql`length(label) between 1 and 200`))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('retired_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('lookup_values_code_in_list', ['list_id', 'code'])
    .execute();
  await db.schema.createIndex('lookup_values_list_order').on('lookup_values').columns(['list_id', 'sort_order']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('lookup_values').execute();
  await db.schema.dropTable('lookup_lists').execute();
}
