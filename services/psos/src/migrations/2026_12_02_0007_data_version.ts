import { sql, type Kysely } from 'kysely';

/**
 * psos.data_version: a number every committed change to psos's data raises, so a list page kept
 * between requests (the kit's page cache) is answered again only while nothing under it changed.
 * Every table counts but the logs that only grow beside a read or a change (the audit trail, the
 * disclosure log, the outbox): a read writes its disclosure entry and must not make its own page stale.
 *
 * The version is raised when a changing transaction commits, not when it changes a row: the row
 * of psos.data_version is locked only for the moment of the commit, so a long import does not hold
 * up every other write. Each statement that changes a table notes its transaction once (in
 * psos.data_changes, a row that lives until the commit) and that row's deferred trigger raises the
 * version as the transaction commits. A transaction that rolls back, an import preview, raises
 * nothing. The DDL is written out here, not taken from the kit, so this migration stays what it
 * was when it ran. Raw statements name their schema.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table psos.data_version (
    only_row boolean primary key default true check (only_row),
    version bigint not null default 0
  )`.execute(db);
  await sql`insert into psos.data_version default values`.execute(db);
  await sql`create table psos.data_changes (transaction_id xid8 primary key)`.execute(db);
  await sql`create function psos.note_data_change() returns trigger language plpgsql as $$
    begin
      if current_setting('psos.data_changed_in', true) is distinct from pg_current_xact_id()::text then
        perform set_config('psos.data_changed_in', pg_current_xact_id()::text, true);
        insert into psos.data_changes values (pg_current_xact_id());
      end if;
      return null;
    end
  $$`.execute(db);
  await sql`create function psos.raise_data_version() returns trigger language plpgsql as $$
    begin
      update psos.data_version set version = version + 1;
      delete from psos.data_changes where transaction_id = new.transaction_id;
      return null;
    end
  $$`.execute(db);
  await sql`create constraint trigger data_changes_at_commit after insert on psos.data_changes
    deferrable initially deferred for each row execute function psos.raise_data_version()`.execute(db);
  const { rows } = await sql<{ name: string }>`select tablename as name from pg_tables where schemaname = 'psos'
    and tablename not in ('data_version', 'data_changes', 'audit_events', 'disclosures', 'notification_outbox')
    and tablename not like 'kysely_migration%'`.execute(db);
  for (const { name } of rows)
    await sql`create trigger note_data_change after insert or update or delete or truncate on ${sql.id('psos', name)}
      for each statement execute function psos.note_data_change()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function psos.note_data_change() cascade`.execute(db);
  await sql`drop table psos.data_changes`.execute(db);
  await sql`drop function psos.raise_data_version()`.execute(db);
  await sql`drop table psos.data_version`.execute(db);
}
