import { randomBytes } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import { AUDIT_TABLE, DISCLOSURE_TABLE, type AnyDb, type ServiceDefinition } from '@portal/service-kit';
import { services } from './registry';

/**
 * Least privilege in PostgreSQL (README, Database roles). One cluster may hold several portals, so
 * every role name starts with a prefix chosen at setup (`portal` by default):
 *
 * - `<prefix>_migrator` runs the migrations: it owns every schema and table but the audit trails,
 *   and hands each service role its privileges after migrating. It inherits nothing, so even it
 *   changes an audit trail only by an explicit `SET ROLE`.
 * - `<prefix>_audit_owner` (no login) owns the audit trails, their triggers' functions included.
 * - `<prefix>_<service>` per service: its own schema's rows, the published views it declares, and its
 *   audit trail to read and append to; it owns nothing, so it can neither alter nor disable a trigger.
 */
export interface DatabaseRoleNames {
  migrator: string;
  auditOwner: string;
  service(name: string): string;
}

const PREFIX = /^[a-z][a-z0-9_]{0,40}$/;
const MIGRATOR_SUFFIX = '_migrator';

export function databaseRoleNames(prefix: string): DatabaseRoleNames {
  if (!PREFIX.test(prefix)) throw new Error('The role prefix must be lower-case letters, digits and underscores, starting with a letter.');
  return {
    migrator: `${prefix}${MIGRATOR_SUFFIX}`,
    auditOwner: `${prefix}_audit_owner`,
    service: (name) => `${prefix}_${name.replace(/-/g, '_')}`,
  };
}

/** The tables that only ever grow: every service's audit trail and disclosure log. */
const APPEND_ONLY_TABLES: readonly string[] = [AUDIT_TABLE, DISCLOSURE_TABLE];
/** The other services' tables the directory-reference check reads ids from, as identity's check does, history aside. */
const DIRECTORY_ID_COLUMNS = ['lea_id', 'school_id'];
const HISTORY_TABLES = ['audit_events', 'notification_outbox'];
/** Where each service's migration publishes its audit trail and disclosure log as read-only views. */
const PUBLISHED_TRAILS_SCHEMA = 'audit_log';
/** The schemas the services publish views in; their owner is the migrator's too. */
const PUBLISHED_SCHEMAS = ['directory', 'reference', 'casework'];

export interface LoginRole {
  role: string;
  /** The variable the URL goes in: `MIGRATION_DATABASE_URL` or `DATABASE_URL_<SERVICE>`. */
  variable: string;
  /** Set only when this run created the role or reset its password: it is shown once and kept nowhere. */
  password: string | null;
}

export interface SetUpRolesOptions {
  prefix: string;
  /** `generate`: a random password for each login role this run creates; `none`: no password (peer or trust on loopback). */
  passwords: 'generate' | 'none';
  /** Gives existing login roles a new generated password too. */
  resetPasswords?: boolean;
}

const isRace = (error: unknown) => ['42710', '23505', 'XX000', '40P01'].includes((error as { code?: string }).code ?? '');

/** Role and membership changes touch shared catalogs: two databases set up at once may collide, and the loser retries. */
async function retryingRace<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= 5 || !isRace(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
    }
  }
}

async function roleExists(db: AnyDb, role: string): Promise<boolean> {
  const { rows } = await sql<{ found: boolean }>`select exists (select 1 from pg_roles where rolname = ${role}) as found`.execute(db);
  return rows[0]?.found ?? false;
}

/**
 * Creates the roles on `db`'s database (run as a superuser, once per installation; again after an
 * upgrade that adds a service) and takes over the schemas an earlier, single-user installation left
 * to another owner. Returns the login roles and any password it set.
 */
export async function setUpDatabaseRoles(db: AnyDb, options: SetUpRolesOptions): Promise<LoginRole[]> {
  const names = databaseRoleNames(options.prefix);
  const logins = [
    { role: names.migrator, variable: 'MIGRATION_DATABASE_URL' },
    ...services.map((def) => ({ role: names.service(def.name), variable: `DATABASE_URL_${def.name.toUpperCase().replace(/-/g, '_')}` })),
  ];
  const result: LoginRole[] = [];
  for (const login of logins) {
    const created = !(await roleExists(db, login.role));
    const password = options.passwords === 'generate' && (created || options.resetPasswords) ? randomBytes(24).toString('base64url') : null;
    const passwordClause = password ? sql` password ${sql.lit(password)}` : sql``;
    const inherit = login.role === names.migrator ? sql`noinherit` : sql`inherit`;
    await retryingRace(async () => {
      if (await roleExists(db, login.role)) {
        if (password) await sql`alter role ${sql.id(login.role)} with login${passwordClause}`.execute(db);
      } else await sql`create role ${sql.id(login.role)} with login ${inherit}${passwordClause}`.execute(db);
    });
    result.push({ ...login, password });
  }
  await retryingRace(async () => {
    if (!(await roleExists(db, names.auditOwner))) await sql`create role ${sql.id(names.auditOwner)} with nologin`.execute(db);
  });
  // Membership lets the migrator hand an audit trail to its owner; noinherit keeps it from using the owner's rights.
  await retryingRace(() => sql`grant ${sql.id(names.auditOwner)} to ${sql.id(names.migrator)}`.execute(db));

  const { rows } = await sql<{ database: string }>`select current_database() as database`.execute(db);
  const database = sql.id(rows[0]!.database);
  await sql`revoke all on database ${database} from public`.execute(db);
  for (const login of logins) await sql`grant connect, temporary on database ${database} to ${sql.id(login.role)}`.execute(db);
  await sql`grant create on database ${database} to ${sql.id(names.migrator)}`.execute(db);
  // Contrib extensions ECO's child search needs: created here by the superuser, so the migrator need not be trusted with them.
  await sql`create extension if not exists pg_trgm with schema public`.execute(db);
  await sql`create extension if not exists btree_gist with schema public`.execute(db);
  await adoptSchemas(db, names.migrator, [...services.map((def) => def.schema), ...PUBLISHED_SCHEMAS]);
  return result;
}

/** Hands schemas the migrations made as another user (the superuser of a development install) to the migrator. */
async function adoptSchemas(db: AnyDb, migrator: string, schemas: readonly string[]): Promise<void> {
  const to = sql.id(migrator);
  const { rows: owned } = await sql<{ schema: string }>`
    select nspname as schema from pg_namespace
    where nspname in (${sql.join(schemas)}) and nspowner <> (select oid from pg_roles where rolname = ${migrator})`.execute(db);
  for (const { schema } of owned) {
    await sql`alter schema ${sql.id(schema)} owner to ${to}`.execute(db);
    const { rows: relations } = await sql<{ name: string; kind: string }>`
      select c.relname as name, c.relkind as kind from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = ${schema} and c.relkind in ('r', 'p', 'v', 'm', 'S')
        and not exists (select 1 from pg_depend d where d.objid = c.oid and d.deptype in ('a', 'i') and d.classid = 'pg_class'::regclass)`.execute(
      db,
    );
    for (const relation of relations) {
      const kind = { v: sql`view`, m: sql`materialized view`, S: sql`sequence` }[relation.kind] ?? sql`table`;
      await sql`alter ${kind} ${sql.id(schema, relation.name)} owner to ${to}`.execute(db);
    }
    const { rows: routines } = await sql<{ signature: string }>`
      select p.oid::regprocedure::text as signature from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = ${schema}`.execute(
      db,
    );
    for (const routine of routines) await sql`alter routine ${sql.raw(routine.signature)} owner to ${to}`.execute(db);
  }
}

interface Relation {
  schema: string;
  name: string;
  owner: string;
}

async function relationsIn(trx: Transaction<unknown>, schemas: readonly string[], kinds: readonly string[]): Promise<Relation[]> {
  const { rows } = await sql<Relation>`
    select n.nspname as schema, c.relname as name, pg_get_userbyid(c.relowner) as owner
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname in (${sql.join(schemas)}) and c.relkind in (${sql.join(kinds)})
    order by 1, 2`.execute(trx);
  return rows;
}

const qualified = (relation: Pick<Relation, 'schema' | 'name'>) => sql.id(relation.schema, relation.name);

/**
 * Hands each service role its privileges, after the migrations ran as the migrator (`<prefix>_migrator`);
 * run by anyone else (the superuser of development, PGlite) it does nothing. It starts from the
 * catalogue each time, so a table a new migration adds is covered on the next run, in one transaction.
 */
export async function grantServiceRoles(db: AnyDb, defs: readonly ServiceDefinition[] = services): Promise<void> {
  const { rows } = await sql<{ role: string }>`select current_user as role`.execute(db);
  const me = rows[0]!.role;
  if (!me.endsWith(MIGRATOR_SUFFIX)) return;
  const names = databaseRoleNames(me.slice(0, -MIGRATOR_SUFFIX.length));
  const schemas = defs.map((def) => def.schema);
  const serviceOf = new Map(defs.map((def) => [def.schema, names.service(def.name)]));

  await db.transaction().execute(async (trx) => {
    const tables = await relationsIn(trx, schemas, ['r', 'p']);
    const isAppendOnly = (t: Pick<Relation, 'name'>) => APPEND_ONLY_TABLES.includes(t.name);
    const appendOnly = tables.filter(isAppendOnly);

    const auditOwner = sql.id(names.auditOwner);
    for (const table of appendOnly.filter((t) => t.owner !== names.auditOwner)) {
      // A new owner needs CREATE on the schema for the hand-over only: it keeps USAGE, never CREATE.
      await sql`grant usage, create on schema ${sql.id(table.schema)} to ${auditOwner}`.execute(trx);
      await sql`alter table ${qualified(table)} owner to ${auditOwner}`.execute(trx);
      const { rows: functions } = await sql<{ signature: string }>`
        select distinct t.tgfoid::regprocedure::text as signature from pg_trigger t
        where t.tgrelid = ${`${table.schema}.${table.name}`}::regclass and not t.tgisinternal`.execute(trx);
      for (const fn of functions) await sql`alter function ${sql.raw(fn.signature)} owner to ${auditOwner}`.execute(trx);
      await sql`revoke create on schema ${sql.id(table.schema)} from ${auditOwner}`.execute(trx);
    }

    for (const def of defs) {
      const role = sql.id(names.service(def.name));
      await sql`grant usage on schema ${sql.id(def.schema)} to ${role}`.execute(trx);
      for (const relation of await relationsIn(trx, [def.schema], ['r', 'p', 'v', 'm'])) {
        if (relation.name.startsWith('kysely_migration') || isAppendOnly(relation)) continue;
        await sql`grant select, insert, update, delete on ${qualified(relation)} to ${role}`.execute(trx);
      }
      for (const sequence of await relationsIn(trx, [def.schema], ['S'])) {
        if (sequence.owner === me) await sql`grant usage, select on sequence ${qualified(sequence)} to ${role}`.execute(trx);
      }
      for (const view of ['directory.session_states', ...(def.reads ?? [])]) {
        const [schema, name] = view.split('.') as [string, string];
        await sql`grant usage on schema ${sql.id(schema)} to ${role}`.execute(trx);
        await sql`grant select on ${sql.id(schema, name)} to ${role}`.execute(trx);
      }
      if (def.readsDirectoryReferences) {
        for (const schema of schemas.filter((schema) => schema !== def.schema))
          await sql`grant usage on schema ${sql.id(schema)} to ${role}`.execute(trx);
        await grantDirectoryIds(
          trx,
          tables.filter((t) => t.schema !== def.schema && !isAppendOnly(t)),
          role,
        );
      }
    }

    // The Audit Log reads the views each service publishes of its trail (owned by this role), never the tables.
    const auditReaders = defs.filter((def) => def.readsAuditTrails).map((def) => sql.id(names.service(def.name)));
    const publishedTrails = await relationsIn(trx, [PUBLISHED_TRAILS_SCHEMA], ['v']);
    for (const reader of auditReaders) {
      if (publishedTrails.length) await sql`grant usage on schema ${sql.id(PUBLISHED_TRAILS_SCHEMA)} to ${reader}`.execute(trx);
      for (const view of publishedTrails) await sql`grant select on ${qualified(view)} to ${reader}`.execute(trx);
    }
    const referenceReaders = defs.filter((def) => def.readsDirectoryReferences);
    // As the owner: only it may grant on the append-only tables.
    await sql`set local role ${auditOwner}`.execute(trx);
    for (const table of appendOnly) {
      const owner = sql.id(serviceOf.get(table.schema)!);
      await sql`revoke all on ${qualified(table)} from ${owner}`.execute(trx);
      await sql`grant select, insert on ${qualified(table)} to ${owner}, ${sql.id(names.migrator)}`.execute(trx);
      for (const def of referenceReaders.filter((d) => d.schema !== table.schema)) {
        await grantDirectoryIds(trx, [table], sql.id(names.service(def.name)));
      }
    }
  });
}

/** Read access to the LEA and school ids of `tables`, nothing else of them (the caller grants USAGE on their schemas). */
async function grantDirectoryIds(trx: Transaction<unknown>, tables: readonly Relation[], role: ReturnType<typeof sql.id>): Promise<void> {
  for (const table of tables) {
    if (HISTORY_TABLES.includes(table.name)) continue;
    const { rows } = await sql<{ column: string }>`
      select column_name as column from information_schema.columns
      where table_schema = ${table.schema} and table_name = ${table.name} and column_name in (${sql.join(DIRECTORY_ID_COLUMNS)})`.execute(
      trx,
    );
    if (rows.length === 0) continue;
    await sql`grant select (${sql.join(rows.map((r) => sql.id(r.column)))}) on ${qualified(table)} to ${role}`.execute(trx);
  }
}
