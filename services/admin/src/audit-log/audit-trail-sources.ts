import { sql } from 'kysely';
import { AUDIT_TABLE, type AnyDb } from '@portal/service-kit';

/** The columns of the kit's audit trail (createAuditTrail) that the log reads. */
export const AUDIT_LOG_COLUMNS = [
  'id',
  'occurred_at',
  'event',
  'actor_user_id',
  'user_id',
  'ip',
  'entity_type',
  'entity_id',
  'lea_id',
  'details',
] as const;

/**
 * The schemas whose audit trail the log reads, found in the catalog rather than listed by hand:
 * every table named audit_events that has the trail's columns and that this database role may see.
 * A service that adds its trail later appears in the log without a change here.
 */
export async function auditTrailSchemas(db: AnyDb): Promise<string[]> {
  const { rows } = await sql<{ schema: string }>`
    select c.table_schema as schema
    from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name and t.table_type = 'BASE TABLE'
    where c.table_name = ${AUDIT_TABLE} and c.column_name in (${sql.join([...AUDIT_LOG_COLUMNS])})
    group by c.table_schema
    having count(*) = ${AUDIT_LOG_COLUMNS.length}
    order by c.table_schema`.execute(db);
  return rows.map((row) => row.schema);
}
