import { sql, type Kysely } from 'kysely';

// Raw statements name the schema: withSchema rewrites only builder queries.

/**
 * The directory (LEAs, schools, school years) and the accounts with their roles.
 * Other services read the directory through the views of the `directory` schema
 * and store only ids; they never write here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('leas')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('lea_code', 'text', (c) => c.notNull().unique())
    .addColumn('external_district_id', 'text')
    .addColumn('contact_email', 'text')
    .addColumn('street_address', 'text')
    .addColumn('city', 'text')
    .addColumn('zip', 'text')
    .addColumn('county', 'text')
    .addColumn('is_included_in_charter_group', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_nde_level_district', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_state_sponsored_charter_authority', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // Exactly one state-level district.
  await sql`create unique index leas_one_state_level on identity.leas (is_nde_level_district) where is_nde_level_district`.execute(db);

  await db.schema
    .createTable('schools')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('lea_id', 'integer', (c) => c.notNull().references('leas.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('external_school_id', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('schools_lea_id').on('schools').column('lea_id').execute();

  await db.schema
    .createTable('school_years')
    .addColumn('key', 'integer', (c) => c.primaryKey())
    .addColumn('label', 'text', (c) => c.notNull().unique())
    .addColumn('is_current', 'boolean', (c) => c.notNull().defaultTo(false))
    .addCheckConstraint('school_years_label', sql`label = (key - 1)::text || '-' || key::text`)
    .execute();

  await db.schema
    .createTable('roles')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('role_permissions')
    .addColumn('role_id', 'integer', (c) => c.notNull().references('roles.id').onDelete('cascade'))
    .addColumn('permission', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('role_permissions_pk', ['role_id', 'permission'])
    .execute();

  await db.schema
    .createTable('users')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('user_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('full_name', 'text', (c) => c.notNull())
    .addColumn('job_title', 'text')
    .addColumn('phone_number', 'text')
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('email_verified_at', 'timestamptz')
    .addColumn('configuration', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('lea_id', 'integer', (c) => c.references('leas.id'))
    // Bumped when a user's access changes so outstanding tokens stop working.
    .addColumn('token_version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index users_user_name_lower on identity.users (lower(user_name))`.execute(db);
  await sql`create unique index users_email_lower on identity.users (lower(email))`.execute(db);

  await db.schema
    .createTable('user_roles')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role_id', 'integer', (c) => c.notNull().references('roles.id'))
    .addPrimaryKeyConstraint('user_roles_pk', ['user_id', 'role_id'])
    .execute();
  await db.schema
    .createTable('user_leas')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('lea_id', 'integer', (c) => c.notNull().references('leas.id'))
    .addPrimaryKeyConstraint('user_leas_pk', ['user_id', 'lea_id'])
    .execute();
  await db.schema.createIndex('user_leas_lea_id').on('user_leas').column('lea_id').execute();

  // The published, read-only face of the directory for the other services.
  await sql`create schema if not exists directory`.execute(db);
  await sql`create view directory.leas as
    select id, name, lea_code, is_included_in_charter_group, is_nde_level_district from identity.leas`.execute(db);
  await sql`create view directory.schools as select id, lea_id, name, external_school_id from identity.schools`.execute(db);
  await sql`create view directory.school_years as select key, label, is_current from identity.school_years`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop schema if exists directory cascade`.execute(db);
  for (const table of ['user_leas', 'user_roles', 'users', 'role_permissions', 'roles', 'school_years', 'schools', 'leas']) {
    await db.schema.dropTable(table).execute();
  }
}
