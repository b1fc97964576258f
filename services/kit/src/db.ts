import { Kysely, PGliteDialect, PostgresDialect, sql, type ColumnType, type CompiledQuery } from 'kysely';
import { Migrator, type Migration, type MigrationResultSet } from 'kysely/migration';
import pg from 'pg';
import Cursor from 'pg-cursor';

// Kysely<any> at the boundary: each service narrows it to its own table types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyDb = Kysely<any>;

/** A date column: written as an ISO date, read back as a Date by the driver. */
export type DateColumn = ColumnType<Date, string, string>;
/** A timestamptz column the caller may set; a Date or an ISO string on the way in. */
export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface Database {
  db: AnyDb;
  kind: 'postgres' | 'pglite';
  close(): Promise<void>;
}

// PostgreSQL bigint and numeric arrive as strings by default; counts and ids here fit in a number.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));

// Statements a service runs for most requests, by their text, with the name each is prepared under.
const preparedNames = new Map<string, string>();

/**
 * Marks a statement compiled once and run for most requests (a kept list page's disclosure entry),
 * so each pooled connection parses and plans it once and then only runs it: planning such a
 * statement took longer than running it. Only fixed texts belong here; a connection keeps every
 * statement it prepared until it closes.
 */
export function prepared<R>(query: CompiledQuery<R>): CompiledQuery<R> {
  if (!preparedNames.has(query.sql)) preparedNames.set(query.sql, `portal_${preparedNames.size + 1}`);
  return query;
}

/** A connection that runs the statements marked `prepared` as named ones, which PostgreSQL keeps planned. */
class PreparingClient extends pg.Client {
  // Kysely calls query(text, parameters); the overloads of pg's query are passed through as they are.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  override query(...args: any[]): any {
    const [text, values] = args;
    const name = typeof text === 'string' && args.length === 2 ? preparedNames.get(text) : undefined;
    // eslint-disable-next-line @typescript-eslint/no-unsafe-argument
    return name ? super.query({ name, text, values }) : super.query(...(args as [string]));
  }
}

export async function createDatabase(opts: { databaseUrl?: string | undefined; dataDir?: string; poolSize?: number }): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: opts.poolSize ?? 10, Client: PreparingClient });
    // An idle client the server drops (restart, failover, a dropped test database) must not
    // take the process down; the pool replaces it and the next query reports any real fault.
    pool.on('error', (error) => console.warn(`database: idle connection lost (${(error as { code?: string }).code ?? error.message})`));
    const db = new Kysely<unknown>({ dialect: new PostgresDialect({ pool, cursor: Cursor }) }) as AnyDb;
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  const [{ PGlite }, { pg_trgm }, { btree_gist }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('@electric-sql/pglite/contrib/btree_gist'),
  ]);
  // Child search is typo-tolerant through trigram similarity, as on PostgreSQL, and its index
  // within one LEA puts the LEA beside the name (btree_gist).
  const pglite = new PGlite(opts.dataDir ?? 'memory://', { extensions: { pg_trgm, btree_gist } });
  await pglite.waitReady;
  const db = new Kysely<unknown>({ dialect: new PGliteDialect({ pglite }) }) as AnyDb;
  return { db, kind: 'pglite', close: () => db.destroy() };
}

/**
 * Brings one service's schema up to date. Each service owns exactly one schema
 * and keeps its migration bookkeeping inside it; migrations are frozen once merged.
 */
export async function migrateSchema(db: AnyDb, schema: string, migrations: Record<string, Migration>): Promise<MigrationResultSet> {
  await sql`create schema if not exists ${sql.id(schema)}`.execute(db);
  const migrator = new Migrator({
    db: db.withSchema(schema),
    provider: { getMigrations: async () => migrations },
    migrationTableSchema: schema,
  });
  const result = await migrator.migrateToLatest();
  if (result.error) throw result.error instanceof Error ? result.error : new Error(String(result.error));
  return result;
}
