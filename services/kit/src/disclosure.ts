import type { FastifyRequest } from 'fastify';
import { sql, type ColumnType, type Generated, type Insertable, type Kysely, type RawBuilder } from 'kysely';
import { DisclosurePurpose } from '@portal/shared-contracts';
import { actorOf, type Actor } from './actor';
import { batched } from './batches';
import { prepared, type AnyDb } from './db';
import { badRequest } from './errors';

/**
 * The record of who read student data (34 CFR 99.32), kept by each service that holds student
 * records in its own schema, in one shape, so the admin service reads them all beside the audit
 * trails. Rows can only be added: the migration that creates the table adds triggers refusing
 * UPDATE, DELETE and TRUNCATE (migrations are self-contained, so each service writes that DDL).
 */
export const DISCLOSURE_TABLE = 'disclosures';

/** How the data was read: one record, a list page, a search, an export, an import (preview or not). */
export type DisclosureKind = 'record' | 'list' | 'search' | 'export' | 'import';

export interface DisclosureTables {
  disclosures: {
    id: Generated<string>;
    occurred_at: Generated<Date>;
    actor_user_id: number | null;
    session_id: string | null;
    ip: string | null;
    /** The API route that answered, e.g. 'GET /api/eco/children'. */
    route: string;
    kind: DisclosureKind;
    /** The kind of student record read, e.g. 'child'. */
    record_type: string;
    lea_id: number | null;
    purpose: string | null;
    student_count: number;
    /** The service's own ids of every student read. */
    student_ids: ColumnType<string[], string[], never>;
    /** The state student ids of those that have one. */
    state_student_ids: ColumnType<string[], string[], never>;
    /** What chose the students of a list, search or export, as the caller asked it. */
    filter: ColumnType<unknown, string | null, never>;
  };
}

/** Who read: the actor's user, session and address, with the route that answered and the purpose given. */
export interface DisclosureActor extends Pick<Actor, 'userId' | 'sessionId' | 'ip'> {
  /** 'GET /api/eco/children' */
  route: string;
  purpose: string | null;
}

/** A student read, by the service's id, the state student id, or both (an import knows only the file's state ids). */
export interface DisclosedStudent {
  id?: number | string | null;
  stateStudentId?: string | null;
}

export interface Disclosure {
  kind: DisclosureKind;
  recordType: string;
  /** Every student whose data the answer holds: a list page's rows, every row of an export. */
  students: readonly DisclosedStudent[];
  /** The LEA whose data was read; null when the read spans LEAs. */
  leaId: number | null;
  filter?: Record<string, unknown> | null;
}

/** The purpose the caller gave in the x-disclosure-purpose header, decoded; null without one. */
export function disclosurePurposeOf(request: FastifyRequest): string | null {
  const given = request.headers[DisclosurePurpose.header];
  if (typeof given !== 'string') return null;
  let purpose: string;
  try {
    purpose = decodeURIComponent(given).trim();
  } catch {
    throw badRequest(DisclosurePurpose.badEncoding);
  }
  if (purpose.length > DisclosurePurpose.maxLength) throw badRequest(DisclosurePurpose.tooLong);
  return purpose || null;
}

/** Refuses a malformed purpose before any route runs, so a read that would fail to record its purpose never starts. */
export async function checkDisclosurePurpose(request: FastifyRequest): Promise<void> {
  disclosurePurposeOf(request);
}

/** The reader of a signed-in `request` as a disclosure names them; a job that reads later keeps this. */
export function disclosureActorOf(request: FastifyRequest, actor: Actor = actorOf(request)): DisclosureActor {
  return {
    userId: actor.userId,
    sessionId: actor.sessionId,
    ip: actor.ip,
    route: `${request.method} ${request.routeOptions.url ?? request.url.split('?')[0]}`,
    purpose: disclosurePurposeOf(request),
  };
}

/** One entry as it is written: the table's columns but its id and time, which the database gives. */
type DisclosureRow = Omit<Insertable<DisclosureTables['disclosures']>, 'id' | 'occurred_at' | 'filter'> & { filter: unknown };

/** The written columns with their types, as jsonb_to_recordset reads an entry: a JSON array becomes the text[] the table keeps. */
const WRITTEN_COLUMNS = {
  actor_user_id: 'integer',
  session_id: 'uuid',
  ip: 'text',
  route: 'text',
  kind: 'text',
  record_type: 'text',
  lea_id: 'integer',
  purpose: 'text',
  student_count: 'integer',
  student_ids: 'text[]',
  state_student_ids: 'text[]',
  filter: 'jsonb',
} as const satisfies Record<keyof DisclosureRow, string>;
const writtenColumns = Object.keys(WRITTEN_COLUMNS) as (keyof typeof WRITTEN_COLUMNS)[];
/** The columns of the entries jsonb_to_recordset reads, with their types, as its column definition list wants them. */
const columnsOfGiven = (columns: Record<string, string>) =>
  Object.entries(columns)
    .map(([column, type]) => `${column} ${type}`)
    .join(', ');
const givenRows = sql.raw(`given(${columnsOfGiven(WRITTEN_COLUMNS)})`);

// One writer per database: entries of requests answered together are written in one INSERT.
const writers = new WeakMap<AnyDb, (row: DisclosureRow) => Promise<void>>();

/**
 * The INSERT of a batch of entries, given as one JSON parameter, so the statement is the same
 * whatever their number and is built once: a VALUES list of twelve parameters an entry, built and
 * compiled for every batch, cost more than answering the list page it recorded. `given` names the
 * entries' columns; `rest` may join more to them, and keep only some.
 */
function insertOfEntries(db: Kysely<DisclosureTables>, given: RawBuilder<unknown>, rest: RawBuilder<unknown> = sql``) {
  return db
    .insertInto(DISCLOSURE_TABLE)
    .columns(writtenColumns)
    .expression(
      sql`select ${sql.join(writtenColumns.map((column) => sql.ref(column)))} from jsonb_to_recordset(${'[]'}::jsonb) as ${given} ${rest}`,
    );
}

function writerFor(anyDb: AnyDb): (row: DisclosureRow) => Promise<void> {
  let write = writers.get(anyDb);
  if (!write) {
    const db: Kysely<DisclosureTables> = anyDb;
    const insert = prepared(insertOfEntries(db, givenRows).compile());
    write = batched(async (rows: DisclosureRow[]) => {
      await db.executeQuery({ ...insert, parameters: [JSON.stringify(rows)] });
    });
    writers.set(anyDb, write);
  }
  return write;
}

function entryOf(actor: DisclosureActor, disclosure: Disclosure): DisclosureRow {
  return {
    actor_user_id: actor.userId,
    session_id: actor.sessionId,
    ip: actor.ip,
    route: actor.route,
    kind: disclosure.kind,
    record_type: disclosure.recordType,
    lea_id: disclosure.leaId,
    purpose: actor.purpose,
    student_count: disclosure.students.length,
    student_ids: disclosure.students.flatMap((student) => (student.id === undefined || student.id === null ? [] : [String(student.id)])),
    state_student_ids: disclosure.students.flatMap((student) => (student.stateStudentId ? [student.stateStudentId] : [])),
    filter: disclosure.filter ?? null,
  };
}

/**
 * Writes one disclosure entry, and resolves once it is stored. `db` must be the service's own
 * database, never a transaction: the entry stands whether the work it records commits or rolls
 * back (an import preview rolls back). Entries of requests answered at the same time are written
 * together, in one statement and one commit, so a busy list pays for the log once per batch;
 * each request still waits for its own entry before it answers. On PGlite the one connection is
 * the transaction's while it is open, so call this once the transaction has ended, or before it starts.
 */
export async function recordDisclosure(anyDb: AnyDb, actor: DisclosureActor, disclosure: Disclosure): Promise<void> {
  if (anyDb.isTransaction) throw new Error('recordDisclosure writes outside the transaction of the work: give it the service database');
  await writerFor(anyDb)(entryOf(actor, disclosure));
}

/** A read of one kind of student record, as the service that holds them tells it: the log adds the kind. */
export type StudentsRead = Omit<Disclosure, 'recordType'>;

/** The disclosure log of one kind of student record (a child, a leaver): the entries of its reads. */
export interface StudentRecordLog {
  /** The entry of `read`, for a caller that writes it itself (the page cache). */
  of(read: StudentsRead): Disclosure;
  /** Writes the entry of `read` (recordDisclosure): `db` is the service's database, never the transaction of the read. */
  record(db: AnyDb, reader: DisclosureActor, read: StudentsRead): Promise<void>;
}

/** The log of `recordType` ('child', 'leaver', 'restraint-incident'), as the entries name it. */
export function studentRecordLog(recordType: string): StudentRecordLog {
  const of = (read: StudentsRead): Disclosure => ({ ...read, recordType });
  return { of, record: (db, reader, read) => recordDisclosure(db, reader, of(read)) };
}

/** Records an answer read at `readAt`, if its data is still at that version; resolves to the version the data is at. */
export type DisclosureWhileUnchanged = (actor: DisclosureActor, disclosure: Disclosure, readAt: string) => Promise<string>;

/**
 * A writer of entries for answers that were read at some version of their data, for a caller that
 * answers again what it read earlier (the page cache). `version` is a query answering one row with
 * one text column, `version`. In one statement, so in one snapshot, it reads `version` and writes
 * each entry whose answer was read at that version; it resolves to the version it read, so a
 * caller whose `readAt` differs knows its entry was not written and its answer is out of date: it
 * reads the answer again and records that with `recordDisclosure`.
 * Checking and recording in one statement is what lets a kept answer cost one round trip while a
 * saved change is still in the next answer, and no answer leaves unrecorded. Calls that arrive
 * together share a statement, as `recordDisclosure`'s do; the same rules on `db` hold.
 */
export function disclosureWhileUnchanged(anyDb: AnyDb, version: RawBuilder<{ version: string }>): DisclosureWhileUnchanged {
  const db: Kysely<DisclosureTables & { now_at: { version: string } }> = anyDb;
  const given = sql.raw(`given(${columnsOfGiven({ ...WRITTEN_COLUMNS, read_at: 'text' })})`);
  const statement = db
    .with('now_at', () => sql<{ version: string }>`(${version})`)
    .with('written', (created) =>
      insertOfEntries(created as Kysely<DisclosureTables>, given, sql`join now_at on given.read_at = now_at.version`),
    )
    .selectFrom('now_at')
    .select('version')
    .compile();
  prepared(statement);
  const write = batched(async (entries: (DisclosureRow & { read_at: string })[]) => {
    const { rows } = await db.executeQuery<{ version: string }>({ ...statement, parameters: [JSON.stringify(entries)] });
    return rows[0]!.version;
  });
  return (actor, disclosure, readAt) => {
    if (anyDb.isTransaction)
      throw new Error('disclosureWhileUnchanged writes outside the transaction of the work: give it the service database');
    return write({ ...entryOf(actor, disclosure), read_at: readAt });
  };
}

/**
 * The rows of a streamed export (a cursor, or rows already read), passed on as they come, with each
 * row's students kept (ids only, so memory stays small) and recorded once the last row has been
 * read, before the file ends: if the entry cannot be written the download fails, so no export
 * leaves unrecorded.
 */
export async function* disclosedAsTheyPass<Row>(
  rows: AsyncIterable<Row> | Iterable<Row>,
  studentsOf: (row: Row) => readonly DisclosedStudent[],
  record: (students: DisclosedStudent[]) => Promise<void>,
): AsyncIterable<Row> {
  const read: DisclosedStudent[] = [];
  for await (const row of rows) {
    read.push(...studentsOf(row));
    yield row;
  }
  await record(read);
}
