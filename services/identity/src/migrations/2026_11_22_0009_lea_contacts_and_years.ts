import { sql, type Kysely } from 'kysely';

// Raw statements name the schema: withSchema rewrites only builder queries.

/**
 * The people to contact at each LEA, and the school years each LEA takes part in (spec 3's
 * leaContacts and leaYears). Both belong to their LEA and go with it. LEAs that exist already
 * take part in every school year there is, as they did before years were recorded.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('lea_contacts')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('lea_id', 'integer', (c) => c.notNull().references('leas.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('title', 'text')
    .addColumn('email', 'text')
    .addColumn('phone', 'text')
    .execute();
  await db.schema.createIndex('lea_contacts_lea_id').on('lea_contacts').column('lea_id').execute();

  await db.schema
    .createTable('lea_years')
    .addColumn('lea_id', 'integer', (c) => c.notNull().references('leas.id').onDelete('cascade'))
    .addColumn('school_year_key', 'integer', (c) => c.notNull().references('school_years.key'))
    .addPrimaryKeyConstraint('lea_years_pk', ['lea_id', 'school_year_key'])
    .execute();

  await sql`insert into identity.lea_years (lea_id, school_year_key) select l.id, y.key from identity.leas l cross join identity.school_years y`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('lea_years').execute();
  await db.schema.dropTable('lea_contacts').execute();
}
