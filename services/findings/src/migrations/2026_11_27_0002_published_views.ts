import { sql, type Kysely } from 'kysely';

/**
 * What the engine publishes read-only in `casework`, for reports, the dashboards and B18: each plan's
 * state and dates, and each finding's. The tables behind them stay free to change.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create schema if not exists casework`.execute(db);
  await sql`create view casework.plans as
    select id, source, lea_id, plan_group_key, status, due_date, submitted_date, approved_date, evidence_submitted_date, verified_date
    from findings.plans`.execute(db);
  await sql`create view casework.findings as
    select id, source, source_record_id, lea_id, citation, level, issue_date, due_date, status, corrected_date, timely,
      counts_for_b18, plan_id
    from findings.findings`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop view if exists casework.findings`.execute(db);
  await sql`drop view if exists casework.plans`.execute(db);
  // The schema holds other services' views too: the last one down takes it away.
  await sql`do $$ begin
    if not exists (select 1 from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'casework') then
      drop schema if exists casework;
    end if;
  end $$`.execute(db);
}
