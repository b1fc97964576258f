import { sql } from 'kysely';
import { AUDIT_TABLE, DISCLOSURE_TABLE, type AnyDb } from '@portal/service-kit';

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

/** The columns of the kit's disclosure log (DisclosureTables) that the log reads. */
export const DISCLOSURE_LOG_COLUMNS = [
  'id',
  'occurred_at',
  'actor_user_id',
  'ip',
  'route',
  'kind',
  'record_type',
  'lea_id',
  'purpose',
  'student_count',
  'student_ids',
  'state_student_ids',
  'filter',
] as const;

/**
 * The schemas holding a table `table` with every one of `columns` that this database role may see,
 * found in the catalog rather than listed by hand: a service that adds its trail later appears in
 * the log without a change here.
 */
async function schemasWith(db: AnyDb, table: string, columns: readonly string[]): Promise<string[]> {
  const { rows } = await sql<{ schema: string }>`
    select c.table_schema as schema
    from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name and t.table_type = 'BASE TABLE'
    where c.table_name = ${table} and c.column_name in (${sql.join([...columns])})
    group by c.table_schema
    having count(*) = ${columns.length}
    order by c.table_schema`.execute(db);
  return rows.map((row) => row.schema);
}

/** The schemas whose audit trail (audit_events) the log reads. */
export const auditTrailSchemas = (db: AnyDb): Promise<string[]> => schemasWith(db, AUDIT_TABLE, AUDIT_LOG_COLUMNS);

/** The schemas whose record of who read student data (disclosures) the log reads. */
export const disclosureLogSchemas = (db: AnyDb): Promise<string[]> => schemasWith(db, DISCLOSURE_TABLE, DISCLOSURE_LOG_COLUMNS);

export interface LogSources {
  audit: string[];
  disclosures: string[];
}

export async function logSources(db: AnyDb): Promise<LogSources> {
  const [audit, disclosures] = await Promise.all([auditTrailSchemas(db), disclosureLogSchemas(db)]);
  return { audit, disclosures };
}

/** Every service the log reads, by schema, once. */
export const servicesOf = (sources: LogSources): string[] => [...new Set([...sources.audit, ...sources.disclosures])].sort();
