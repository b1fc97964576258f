import { sql, type Kysely } from 'kysely';

/**
 * directory.data_version: a number every committed change to the directory (LEAs, schools, school
 * years) raises, published for the services whose kept list pages (the kit's page cache) show
 * the directory's names. Accounts and sessions change all day and no list page shows them from
 * here, so they leave it alone.
 *
 * The version is raised when a changing transaction commits, not when it changes a row: the row
 * of identity.directory_version is locked only for the moment of the commit. Each statement that
 * changes a directory table notes its transaction once (in identity.directory_changes, a row that
 * lives until the commit) and that row's deferred trigger raises the version as the transaction
 * commits. The DDL is written out here, not taken from the kit, so this migration stays what it
 * was when it ran. Raw statements name their schema.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table identity.directory_version (
    only_row boolean primary key default true check (only_row),
    version bigint not null default 0
  )`.execute(db);
  await sql`insert into identity.directory_version default values`.execute(db);
  await sql`create table identity.directory_changes (transaction_id xid8 primary key)`.execute(db);
  await sql`create function identity.note_directory_change() returns trigger language plpgsql as $$
    begin
      if current_setting('identity.directory_changed_in', true) is distinct from pg_current_xact_id()::text then
        perform set_config('identity.directory_changed_in', pg_current_xact_id()::text, true);
        insert into identity.directory_changes values (pg_current_xact_id());
      end if;
      return null;
    end
  $$`.execute(db);
  await sql`create function identity.raise_directory_version() returns trigger language plpgsql as $$
    begin
      update identity.directory_version set version = version + 1;
      delete from identity.directory_changes where transaction_id = new.transaction_id;
      return null;
    end
  $$`.execute(db);
  await sql`create constraint trigger directory_changes_at_commit after insert on identity.directory_changes
    deferrable initially deferred for each row execute function identity.raise_directory_version()`.execute(db);
  for (const table of ['leas', 'schools', 'school_years'])
    await sql`create trigger note_directory_change after insert or update or delete or truncate on ${sql.id('identity', table)}
      for each statement execute function identity.note_directory_change()`.execute(db);
  await sql`create view directory.data_version as select version from identity.directory_version`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop view directory.data_version`.execute(db);
  await sql`drop function identity.note_directory_change() cascade`.execute(db);
  await sql`drop table identity.directory_changes`.execute(db);
  await sql`drop function identity.raise_directory_version()`.execute(db);
  await sql`drop table identity.directory_version`.execute(db);
}
