import { sql, type Kysely } from 'kysely';

/**
 * Mail types (letters) and their template versions. A version is written once and never changed
 * (a trigger refuses it): a change is a new version, the newest being the one sent. The e-mail log
 * notes the version a letter was rendered from, and an event keeps the merge data of its mail.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('mail_types')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('application', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    // [{ name, description, sample }]: the fields a template may use.
    .addColumn('fields', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('created_by', 'integer')
    .execute();
  await db.schema.createIndex('mail_types_application').on('mail_types').columns(['application', 'name']).execute();
  await db.schema
    .createTable('mail_template_versions')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('mail_type_id', 'integer', (c) => c.notNull().references('mail_types.id'))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('format', 'text', (c) => c.notNull().check(sql`format in ('text', 'html')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('created_by', 'integer')
    .addColumn('created_by_name', 'text')
    .addUniqueConstraint('mail_template_versions_type_version', ['mail_type_id', 'version'])
    .execute();
  await sql`create function notification.refuse_template_version_change() returns trigger language plpgsql as $$
    begin
      raise exception 'a saved mail template version never changes: % is not allowed', tg_op;
    end
  $$`.execute(db);
  await sql`create trigger mail_template_versions_frozen before update or delete on notification.mail_template_versions
    for each row execute function notification.refuse_template_version_change()`.execute(db);
  await db.schema
    .alterTable('email_log')
    .addColumn('template_version_id', 'integer', (c) => c.references('mail_template_versions.id'))
    .execute();
  await db.schema.alterTable('events').addColumn('merge', 'jsonb').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('events').dropColumn('merge').execute();
  await db.schema.alterTable('email_log').dropColumn('template_version_id').execute();
  await db.schema.dropTable('mail_template_versions').execute();
  await sql`drop function notification.refuse_template_version_change()`.execute(db);
  await db.schema.dropTable('mail_types').execute();
}
