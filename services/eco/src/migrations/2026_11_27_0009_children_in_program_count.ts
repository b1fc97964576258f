import { sql, type Kysely } from 'kysely';

/**
 * Every page of the child list counts the LEA's children in the program during the year. The
 * count read (lea_id, exit_date) and then each child's row for its entry date: a heap block per
 * child, 20 to 35 ms for a large LEA of the 200,000-children set, the largest cost of a page.
 * This index carries the entry date beside them, and the id and school the list's joins name
 * (PostgreSQL still asks for them after removing those joins from the count), so the count is
 * an index-only scan: 1 to 3 ms. It replaces the (lea_id, exit_date) index it extends.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index children_lea_in_program on eco.children (lea_id, exit_date) include (entry_date, school_id, id)`.execute(db);
  await db.schema.dropIndex('children_lea_exit').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('children_lea_exit').on('children').columns(['lea_id', 'exit_date']).execute();
  await db.schema.dropIndex('children_lea_in_program').execute();
}
