import { sql, type Kysely } from 'kysely';

/**
 * What the service publishes read-only: its audit trail in `audit_log` (the Audit Log reads
 * `audit_log.documents_events`), and in `casework` each version's approval state, so the findings
 * engine can check that a plan's documents are approved without reading these tables, which stay free to change.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create schema if not exists audit_log`.execute(db);
  await sql`create view audit_log.documents_events as
    select id, occurred_at, event, actor_user_id, user_id, ip, entity_type, entity_id, lea_id, details
    from documents.audit_events`.execute(db);
  await sql`create schema if not exists casework`.execute(db);
  await sql`create view casework.document_versions as
    select d.id as document_id, d.owner, d.record_type, d.record_id, v.version, v.status, v.deleted_at is not null as deleted
    from documents.documents d join documents.document_versions v on v.document_id = d.id`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop view if exists casework.document_versions`.execute(db);
  await sql`drop view if exists audit_log.documents_events`.execute(db);
  // Each schema holds other services' views too: the last one down takes it away.
  await sql`do $$ begin
    if not exists (select 1 from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'casework') then
      drop schema if exists casework;
    end if;
    if not exists (select 1 from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'audit_log') then
      drop schema if exists audit_log;
    end if;
  end $$`.execute(db);
}
