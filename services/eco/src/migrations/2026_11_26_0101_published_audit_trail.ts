import { sql, type Kysely } from 'kysely';

/**
 * Early Childhood Outcomes' audit trail and its record of who read student data, published read-only in `audit_log` as identity publishes the directory: the
 * Audit Log (admin service) reads `audit_log.<service>_events` and `audit_log.<service>_disclosures`,
 * never the tables behind them, which stay free to change. Only the columns the log shows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create schema if not exists audit_log`.execute(db);
  await sql`create view audit_log.eco_events as
    select id, occurred_at, event, actor_user_id, user_id, ip, entity_type, entity_id, lea_id, details
    from eco.audit_events`.execute(db);
  await sql`create view audit_log.eco_disclosures as
    select id, occurred_at, actor_user_id, ip, route, kind, record_type, lea_id, purpose, student_count, student_ids, state_student_ids, filter
    from eco.disclosures`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop view if exists audit_log.eco_disclosures`.execute(db);
  await sql`drop view if exists audit_log.eco_events`.execute(db);
  // The schema holds every service's trail: the last one down takes it away.
  await sql`do $$ begin
    if not exists (select 1 from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'audit_log') then
      drop schema if exists audit_log;
    end if;
  end $$`.execute(db);
}
