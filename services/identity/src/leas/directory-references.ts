import { sql } from 'kysely';
import { applications } from '@portal/shared-contracts';
import type { AnyDb } from '@portal/service-kit';

/** How a directory id is named wherever another service keeps one (they store only the ids). */
export type DirectoryIdColumn = 'lea_id' | 'school_id';

/**
 * Tables that hold ids but are history, not records that need the LEA or school: an audit trail
 * must outlive what it describes, and an outbox row is a message already on its way.
 */
const HISTORY_TABLES = ['audit_events', 'notification_outbox'];

/** '1 school', '3 schools'. */
export const countOf = (n: number, noun: string): string => `${n} ${noun}${n === 1 ? '' : 's'}`;

const titleOf = (schema: string) => applications.find((a) => a.id === schema)?.title ?? schema;

/**
 * Records of the other services that name this LEA or school, as lines a person can act on
 * ("12 records in Restraint & Aversive Intervention (restraint.incidents)"). The tables are found in
 * the catalogue by the column's name, so a service adding such a table is covered without a list
 * to keep up to date. Identity's own tables are the caller's to count.
 */
export async function otherServicesRecords(db: AnyDb, column: DirectoryIdColumn, id: number): Promise<string[]> {
  const { rows: tables } = await sql<{ schema: string; table: string }>`
    select c.table_schema as schema, c.table_name as table
    from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.column_name = ${column}
      and t.table_type = 'BASE TABLE'
      and c.table_schema not in ('identity', 'directory', 'pg_catalog', 'information_schema')
      and c.table_name not in (${sql.join(HISTORY_TABLES)})
    order by 1, 2`.execute(db);
  const found = await Promise.all(
    tables.map(async ({ schema, table }) => {
      const { rows } = await sql<{
        n: number;
      }>`select count(*)::int as n from ${sql.table(`${schema}.${table}`)} where ${sql.ref(column)} = ${id}`.execute(db);
      const n = rows[0]?.n ?? 0;
      return n > 0 ? `${countOf(n, 'record')} in ${titleOf(schema)} (${schema}.${table})` : null;
    }),
  );
  return found.filter((line): line is string => line !== null);
}
