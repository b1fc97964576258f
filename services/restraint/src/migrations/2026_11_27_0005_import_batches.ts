import { sql, type Kysely } from 'kysely';

/**
 * The bulk import's batches (restraint.md, "Bulk import"): each committed file with its hash, who
 * sent it, when, and what it did (its result as the import answered it). The dashboard counts
 * imports with rejected rows and state tracking shows each LEA's last import from here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('import_batches')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    // SHA-256 of the file's text, hex.
    .addColumn('file_hash', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('user_name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // The LEAs its accepted incidents belong to.
    .addColumn('lea_ids', sql`integer[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('finalize', 'boolean', (c) => c.notNull())
    .addColumn('rows', 'integer', (c) => c.notNull())
    .addColumn('accepted_rows', 'integer', (c) => c.notNull())
    .addColumn('rejected_rows', 'integer', (c) => c.notNull())
    .addColumn('new_incidents', 'integer', (c) => c.notNull())
    .addColumn('changed_incidents', 'integer', (c) => c.notNull())
    .addColumn('unchanged_incidents', 'integer', (c) => c.notNull())
    .addColumn('result', 'jsonb', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('import_batches_hash').on('import_batches').column('file_hash').execute();
  await sql`create index import_batches_leas on restraint.import_batches using gin (lea_ids)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('import_batches').execute();
}
