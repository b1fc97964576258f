import { sql, type Kysely } from 'kysely';
import { createDatabase, disclosureWhileUnchanged, recordDisclosure, type Database, type DisclosureActor } from '../src';
import { createScratchDatabase, type ScratchDatabase } from '../src/testing';

let scratch: ScratchDatabase;
let database: Database;
const probe = () => database.db.withSchema('probe');

beforeAll(async () => {
  scratch = await createScratchDatabase('kit_disclosure');
  // PostgreSQL, not PGlite: only a pool can hold a transaction open while the entry is written beside it.
  database = await createDatabase({ databaseUrl: scratch.url });
  await sql`create schema probe`.execute(database.db);
  // The columns DisclosureTables names; each service's own migration adds its indexes and triggers.
  await sql`create table probe.disclosures (id bigint generated always as identity primary key, occurred_at timestamptz not null default now(),
    actor_user_id integer, session_id uuid, ip text, route text not null, kind text not null, record_type text not null, lea_id integer,
    purpose text, student_count integer not null, student_ids text[] not null, state_student_ids text[] not null, filter jsonb)`.execute(
    database.db,
  );
  await sql`create table probe.people (id integer primary key)`.execute(database.db);
  await sql`create table probe.data_version (version bigint not null)`.execute(database.db);
  await sql`insert into probe.data_version values (1)`.execute(database.db);
});
afterAll(async () => {
  await database.close();
  await scratch.drop();
});

const reader: DisclosureActor = {
  userId: 7,
  sessionId: '6f1c1a43-6a54-4e44-9d1f-0d0f5a4b1c2e',
  ip: '10.0.0.8',
  route: 'GET /api/probe/people',
  purpose: 'Annual review',
};

const entries = async () =>
  (
    await sql<Record<string, unknown>>`select actor_user_id, session_id, ip, route, kind, record_type, lea_id, purpose, student_count,
      student_ids, state_student_ids, filter from probe.disclosures order by id`.execute(database.db)
  ).rows;

test('an entry names who read, the route, each student by both ids, the LEA, the filter and the purpose', async () => {
  await recordDisclosure(probe(), reader, {
    kind: 'export',
    recordType: 'child',
    students: [{ id: 11, stateStudentId: '1000000011' }, { id: 12 }, { stateStudentId: '1000000013' }],
    leaId: 3,
    filter: { search: 'Av', schoolYear: 2026 },
  });
  expect((await entries()).at(-1)).toEqual({
    actor_user_id: 7,
    session_id: reader.sessionId,
    ip: '10.0.0.8',
    route: 'GET /api/probe/people',
    kind: 'export',
    record_type: 'child',
    lea_id: 3,
    purpose: 'Annual review',
    student_count: 3,
    student_ids: ['11', '12'],
    state_student_ids: ['1000000011', '1000000013'],
    filter: { search: 'Av', schoolYear: 2026 },
  });
});

test('is written outside the work: a rolled-back transaction keeps the entry, and a transaction is refused as its connection', async () => {
  const before = (await entries()).length;
  const trx = await (probe() as Kysely<{ people: { id: number } }>).startTransaction().execute();
  await trx.insertInto('people').values({ id: 1 }).execute();
  await expect(
    recordDisclosure(trx, reader, { kind: 'import', recordType: 'child', students: [{ stateStudentId: 'X' }], leaId: null }),
  ).rejects.toThrow('outside the transaction');
  await recordDisclosure(probe(), reader, { kind: 'import', recordType: 'child', students: [{ stateStudentId: 'X' }], leaId: null });
  await trx.rollback().execute();

  expect((await sql`select * from probe.people`.execute(database.db)).rows).toEqual([]);
  const after = await entries();
  expect(after).toHaveLength(before + 1);
  expect(after.at(-1)).toMatchObject({ kind: 'import', state_student_ids: ['X'], student_ids: [], lea_id: null, filter: null });
});

test('reads answered together each have their entry stored before their call returns', async () => {
  const db = probe();
  const before = (await entries()).length;
  const stored = await Promise.all(
    Array.from({ length: 12 }, async (_, n) => {
      await recordDisclosure(db, reader, { kind: 'record', recordType: 'child', students: [{ id: 100 + n }], leaId: 3 });
      const { rows } = await sql<{
        found: boolean;
      }>`select exists (select 1 from probe.disclosures where ${String(100 + n)} = any(student_ids)) as found`.execute(database.db);
      return rows[0]!.found;
    }),
  );
  expect(stored).toEqual(Array.from({ length: 12 }, () => true));
  expect((await entries()).length).toBe(before + 12);
});

test('an answer read at a version of its data is recorded only while the data is at that version, and learns the version it is at', async () => {
  const record = disclosureWhileUnchanged(probe(), sql<{ version: string }>`select version::text as version from probe.data_version`);
  const read = (id: number) => ({ kind: 'list' as const, recordType: 'child', students: [{ id }], leaId: 3 });
  const before = (await entries()).length;
  // The first call is written at once; the next three arrive while it runs and share one statement.
  const versions = await Promise.all([
    record(reader, read(201), '1'),
    record(reader, read(202), '1'),
    record(reader, read(203), '0'),
    record(reader, read(204), '1'),
  ]);
  expect(versions).toEqual(['1', '1', '1', '1']);
  await sql`update probe.data_version set version = 2`.execute(database.db);
  expect(await record(reader, read(205), '1')).toBe('2');
  // One statement's entries carry no order among themselves.
  expect(
    (await entries())
      .slice(before)
      .map((entry) => (entry.student_ids as string[])[0])
      .sort(),
  ).toEqual(['201', '202', '204']);

  const trx = await probe().startTransaction().execute();
  expect(() => disclosureWhileUnchanged(trx, sql`select '2' as version`)(reader, read(206), '2')).toThrow('outside the transaction');
  await trx.rollback().execute();
});
