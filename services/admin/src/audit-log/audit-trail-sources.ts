import { sql } from 'kysely';
import type { AnyDb } from '@portal/service-kit';

/** The columns of a published audit trail (the kit's createAuditTrail, behind its view) that the log reads. */
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

/** The columns of a published disclosure log (the kit's DisclosureTables, behind its view) that the log reads. */
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

/** Where each owning service publishes its trail and its disclosures, read-only (its migration creates the views). */
export const PUBLISHED_SCHEMA = 'audit_log';
const EVENTS_SUFFIX = '_events';
const DISCLOSURES_SUFFIX = '_disclosures';

export const publishedEvents = (service: string) => `${PUBLISHED_SCHEMA}.${service}${EVENTS_SUFFIX}`;
export const publishedDisclosures = (service: string) => `${PUBLISHED_SCHEMA}.${service}${DISCLOSURES_SUFFIX}`;

/**
 * The services publishing a view `audit_log.<service><suffix>` with every one of `columns`, found
 * in the catalog rather than listed by hand: a service that publishes its trail later appears in
 * the log without a change here. Only views: the log never reads a service's own tables.
 */
async function publishers(db: AnyDb, suffix: string, columns: readonly string[]): Promise<string[]> {
  const { rows } = await sql<{ view: string }>`
    select c.table_name as view
    from information_schema.columns c
    join information_schema.views v on v.table_schema = c.table_schema and v.table_name = c.table_name
    where c.table_schema = ${PUBLISHED_SCHEMA} and right(c.table_name, ${suffix.length}) = ${suffix} and c.column_name in (${sql.join([...columns])})
    group by c.table_name
    having count(*) = ${columns.length}
    order by c.table_name`.execute(db);
  return rows.map((row) => row.view.slice(0, -suffix.length));
}

/** The services whose published audit trail the log reads. */
export const auditTrailServices = (db: AnyDb): Promise<string[]> => publishers(db, EVENTS_SUFFIX, AUDIT_LOG_COLUMNS);

/** The services whose published record of who read student data the log reads. */
export const disclosureLogServices = (db: AnyDb): Promise<string[]> => publishers(db, DISCLOSURES_SUFFIX, DISCLOSURE_LOG_COLUMNS);

export interface LogSources {
  audit: string[];
  disclosures: string[];
}

export async function logSources(db: AnyDb): Promise<LogSources> {
  const [audit, disclosures] = await Promise.all([auditTrailServices(db), disclosureLogServices(db)]);
  return { audit, disclosures };
}

/** Every service the log reads, by name, once. */
export const servicesOf = (sources: LogSources): string[] => [...new Set([...sources.audit, ...sources.disclosures])].sort();
