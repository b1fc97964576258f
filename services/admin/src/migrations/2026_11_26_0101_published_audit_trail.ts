import { sql, type Kysely } from 'kysely';

/**
 * Administration's audit trail, published read-only in `audit_log` as identity publishes the directory: the
 * Audit Log (admin service) reads `audit_log.<service>_events` and `audit_log.<service>_disclosures`,
 * never the tables behind them, which stay free to change. Only the columns the log shows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create schema if not exists audit_log`.execute(db);
  await sql`create view audit_log.admin_events as
    select id, occurred_at, event, actor_user_id, user_id, ip, entity_type, entity_id, lea_id, details
    from admin.audit_events`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop view if exists audit_log.admin_events`.execute(db);
  // The schema holds every service's trail: the last one down takes it away.
  await sql`do $$ begin
    if not exists (select 1 from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'audit_log') then
      drop schema if exists audit_log;
    end if;
  end $$`.execute(db);
}
