import { sql, type ColumnType, type Generated, type Kysely } from 'kysely';
import type { Actor } from './actor';
import type { AnyDb } from './db';

/**
 * The audit trail every service keeps in its own schema, in one shape, so the admin service can
 * read them all as one log. Rows can only be added: triggers refuse UPDATE, DELETE and TRUNCATE.
 */
export const AUDIT_TABLE = 'audit_events';

export interface AuditTables {
  audit_events: {
    id: Generated<string>;
    occurred_at: Generated<Date>;
    /** What happened, e.g. 'user-created', 'child-viewed'. */
    event: string;
    /** Who did it; null for the anonymous (a failed sign-in) and the system. */
    actor_user_id: number | null;
    /** The account the event concerns, when it concerns one (identity's sign-in events). */
    user_id: number | null;
    session_id: string | null;
    ip: string | null;
    /** The record it was done to: a kind ('user', 'role', 'child') and its id. */
    entity_type: string | null;
    entity_id: string | null;
    lea_id: number | null;
    details: ColumnType<unknown, string, never>;
  };
}

/** Creates the append-only audit trail in `schema` (call from one of the service's migrations). */
export async function createAuditTrail(db: Kysely<unknown>, schema: string): Promise<void> {
  await db.schema
    .createTable(AUDIT_TABLE)
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('occurred_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('actor_user_id', 'integer')
    .addColumn('user_id', 'integer')
    .addColumn('session_id', 'uuid')
    .addColumn('ip', 'text')
    .addColumn('entity_type', 'text')
    .addColumn('entity_id', 'text')
    .addColumn('lea_id', 'integer')
    .addColumn('details', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .execute();
  await indexAuditTrail(db);
  await makeAppendOnly(db, schema);
}

/** The indexes the log is read by: newest first, by actor, by record. */
export async function indexAuditTrail(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('audit_events_occurred_at').on(AUDIT_TABLE).columns(['occurred_at desc', 'id desc']).execute();
  await db.schema.createIndex('audit_events_actor').on(AUDIT_TABLE).columns(['actor_user_id', 'occurred_at']).execute();
  await db.schema.createIndex('audit_events_entity').on(AUDIT_TABLE).columns(['entity_type', 'entity_id']).execute();
}

/** Triggers that refuse UPDATE, DELETE and TRUNCATE on the schema's audit trail. Raw SQL names its schema. */
export async function makeAppendOnly(db: Kysely<unknown>, schema: string): Promise<void> {
  await sql`create function ${sql.id(schema, 'refuse_audit_event_change')}() returns trigger language plpgsql as $$
    begin
      raise exception '${sql.raw(schema)}.audit_events is append-only: % is not allowed', tg_op;
    end
  $$`.execute(db);
  await sql`create trigger audit_events_append_only before update or delete on ${sql.id(schema, AUDIT_TABLE)}
    for each row execute function ${sql.id(schema, 'refuse_audit_event_change')}()`.execute(db);
  await sql`create trigger audit_events_no_truncate before truncate on ${sql.id(schema, AUDIT_TABLE)}
    for each statement execute function ${sql.id(schema, 'refuse_audit_event_change')}()`.execute(db);
}

/** One entry; details must never hold a password, a token, a login in clear or a student's data. */
export interface AuditRecord {
  event: string;
  actorUserId?: number | null;
  userId?: number | null;
  sessionId?: string | null;
  ip?: string | null;
  entityType?: string | null;
  entityId?: string | number | null;
  leaId?: number | null;
  details?: Record<string, string | number | boolean | null | readonly (string | number)[]>;
}

/** Who did it and from where, as an entry names them. */
export const auditedBy = (actor: Actor): Required<Pick<AuditRecord, 'actorUserId' | 'sessionId' | 'ip'>> => ({
  actorUserId: actor.userId,
  sessionId: actor.sessionId,
  ip: actor.ip,
});

const auditRow = (record: AuditRecord) => ({
  event: record.event,
  actor_user_id: record.actorUserId ?? null,
  user_id: record.userId ?? null,
  session_id: record.sessionId ?? null,
  ip: record.ip ?? null,
  entity_type: record.entityType ?? null,
  entity_id: record.entityId === undefined || record.entityId === null ? null : String(record.entityId),
  lea_id: record.leaId ?? null,
  details: JSON.stringify(record.details ?? {}),
});

/** Entries per INSERT: nine parameters each, well under PostgreSQL's 65,535 per statement. */
const AUDIT_BATCH = 1000;

/** Adds an entry to the service's audit trail; give it the transaction of the change it records, so both commit or neither does. */
export async function recordAudit(anyDb: AnyDb, record: AuditRecord): Promise<void> {
  await recordAudits(anyDb, [record]);
}

/** Adds many entries at once (an import's), in multi-row inserts; in the transaction of the changes, as `recordAudit`. */
export async function recordAudits(anyDb: AnyDb, records: readonly AuditRecord[]): Promise<void> {
  const db: Kysely<AuditTables> = anyDb;
  for (let start = 0; start < records.length; start += AUDIT_BATCH) {
    await db
      .insertInto(AUDIT_TABLE)
      .values(records.slice(start, start + AUDIT_BATCH).map(auditRow))
      .execute();
  }
}
