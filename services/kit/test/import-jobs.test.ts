import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { sql } from 'kysely';
import Fastify from 'fastify';
import { ImportMessages } from '@portal/shared-contracts';
import { createScratchDatabase, eventually, type ScratchDatabase } from '../src/testing';
import { createDatabase, startImportJobs, type Actor, type AnyDb, type Database, type ImportDefinition, type ImportJobs } from '../src';

// The import engine on real PostgreSQL and Redis, with an import of its own whose rows can stop
// midway until the test lets them go on, so what runs beside what can be seen, not guessed from timings.

let scratch: ScratchDatabase;
let database: Database;
let redis: Redis;
let jobs: ImportJobs<{ written: number }>;

const gates = new Map<string, { entered: boolean; release: () => void; released: Promise<void> }>();
const gate = (name: string) => {
  let entry = gates.get(name);
  if (!entry) {
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    entry = { entered: false, release, released };
    gates.set(name, entry);
  }
  return entry;
};

const probeImport: ImportDefinition<'lea' | 'value', { written: number }> = {
  name: 'probe',
  file: {
    columns: ['lea', 'value'],
    maxBytes: 1_000_000,
    maxRows: 10_000,
    messages: {
      notCsv: (detail) => `Not CSV: ${detail}`,
      empty: 'Empty.',
      missingColumns: (columns) => `Missing ${columns.join(', ')}.`,
      repeatedColumn: (column) => `${column} twice.`,
      tooManyRows: 'Too many rows.',
      tooLarge: 'Too large.',
    },
  },
  leasOf: async (_trx, file) => file.rows.map((r) => Number(r.values.lea)),
  async run(trx, work) {
    let written = 0;
    for (const row of work.file.rows) {
      const { lea, value } = row.values;
      if (value === 'boom') throw new Error('a row the import cannot write');
      if (value.startsWith('hold:')) {
        const held = gate(value.slice(5));
        held.entered = true;
        await held.released;
      }
      await sql`insert into probe.items (lea, value) values (${Number(lea)}, ${value})`.execute(trx);
      written += 1;
      await work.progress(written);
    }
    return { written };
  },
  // What the disclosure log would be told, with whether the import's transaction had ended by then.
  async disclose(db, work, leaIds) {
    disclosed.push({
      preview: work.preview,
      rows: work.file.rows.length,
      leaIds: [...leaIds],
      route: work.reader.route,
      outside: !db.isTransaction,
    });
  },
};
const disclosed: { preview: boolean; rows: number; leaIds: number[]; route: string; outside: boolean }[] = [];

const actor = (userId: number): Actor => ({
  userId,
  userName: `User ${userId}`,
  sessionId: null,
  ip: '127.0.0.1',
  leaIds: [1, 2],
  allLeas: false,
  permissions: [],
});
const uploader = actor(1);
const uploading = {
  actor: uploader,
  reader: { userId: 1, sessionId: null, ip: '127.0.0.1', route: 'POST /api/probe/imports', purpose: null },
};
const csv = (rows: [number, string][]) => `lea,value\n${rows.map(([lea, value]) => `${lea},${value}`).join('\n')}\n`;
const stored = async (db: AnyDb) => Number((await sql<{ n: string }>`select count(*) as n from probe.items`.execute(db)).rows[0]!.n);
const settled = (id: string) =>
  eventually(async () => {
    const state = await jobs.state(id, uploader);
    return state && (state.status === 'done' || state.status === 'failed') ? state : undefined;
  }, `import ${id} to end`);

const prefix = `test-imports-${randomUUID()}`;

beforeAll(async () => {
  scratch = await createScratchDatabase();
  database = await createDatabase({ databaseUrl: scratch.url, poolSize: 6 });
  await sql`create schema probe`.execute(database.db);
  await sql`create table probe.items (lea integer not null, value text not null)`.execute(database.db);
  redis = new Redis('redis://127.0.0.1:6379', { maxRetriesPerRequest: 1 });
  jobs = startImportJobs(probeImport, {
    db: database.db,
    redis,
    prefix,
    log: Fastify({ logger: false }).log,
  });
});
afterAll(async () => {
  for (const held of gates.values()) held.release();
  await jobs.close();
  redis.disconnect();
  await database.close();
  await scratch.drop();
});
beforeEach(async () => {
  await sql`truncate probe.items`.execute(database.db);
});

test('an import is queued, reports its progress every 500 rows while it runs, and ends done with its result', async () => {
  const rows: [number, string][] = Array.from({ length: 1200 }, (_, i) => [1, i === 700 ? 'hold:progress' : `v${i}`]);
  const accepted = await jobs.submit(csv(rows), uploading, false);
  expect(accepted.status).toBe('queued');
  await eventually(async () => (gate('progress').entered ? true : undefined), 'the import to reach line 700');
  expect(await jobs.state(accepted.id, uploader)).toEqual({
    id: accepted.id,
    status: 'running',
    progress: { done: 500, total: 1200 },
    result: null,
  });
  gate('progress').release();
  expect(await settled(accepted.id)).toEqual({
    id: accepted.id,
    status: 'done',
    progress: { done: 1200, total: 1200 },
    result: { written: 1200 },
  });
  expect(await stored(database.db)).toBe(1200);
});

test("a poll reads the job's few fields, not the file: the file waits under a key of its own until the job ends", async () => {
  const rows: [number, string][] = Array.from({ length: 50 }, (_, i) => [1, i === 10 ? 'hold:file' : `file-row-${i}`]);
  const { id } = await jobs.submit(csv(rows), uploading, true);
  await eventually(async () => (gate('file').entered ? true : undefined), 'the import to reach line 10');
  const job = await redis.hget(`${prefix}:imports-probe:${id}`, 'data');
  expect(job).not.toContain('file-row-');
  expect(await redis.get(`${prefix}:imports-probe:file:${id}`)).toBe(csv(rows));
  gate('file').release();
  expect(await settled(id)).toMatchObject({ status: 'done', result: { written: 50 } });
  expect(await redis.exists(`${prefix}:imports-probe:file:${id}`)).toBe(0);
});

test('a preview reports what the import would do and writes nothing', async () => {
  const { id } = await jobs.submit(
    csv([
      [1, 'a'],
      [2, 'b'],
    ]),
    uploading,
    true,
  );
  expect(await settled(id)).toMatchObject({ status: 'done', result: { written: 2 } });
  expect(await stored(database.db)).toBe(0);
});

test('a failure part-way commits nothing and says so in words a person understands', async () => {
  const { id } = await jobs.submit(
    csv([
      [1, 'a'],
      [1, 'b'],
      [1, 'boom'],
    ]),
    uploading,
    false,
  );
  expect(await settled(id)).toMatchObject({ status: 'failed', result: null, error: ImportMessages.failed });
  expect(await stored(database.db)).toBe(0);
});

test('a file that cannot be read as a whole is refused before it is queued', async () => {
  await expect(jobs.submit('lea\n1\n', uploading, false)).rejects.toMatchObject({ statusCode: 400, message: 'Missing value.' });
});

test('an import is shown only to its uploader', async () => {
  const { id } = await jobs.submit(csv([[1, 'a']]), uploading, true);
  await settled(id);
  expect(await jobs.state(id, actor(2))).toBeNull();
  expect(await jobs.state(randomUUID(), uploader)).toBeNull();
});

test('imports of different LEAs run at the same time; two of one LEA take turns', async () => {
  const first = await jobs.submit(csv([[1, 'hold:lea1-first']]), uploading, false);
  await eventually(async () => (gate('lea1-first').entered ? true : undefined), 'the first LEA 1 import to start');
  const other = await jobs.submit(csv([[2, 'hold:lea2']]), uploading, false);
  await eventually(async () => (gate('lea2').entered ? true : undefined), 'the LEA 2 import to run beside it');

  const second = await jobs.submit(csv([[1, 'hold:lea1-second']]), uploading, false);
  await eventually(async () => {
    const waiting = await sql<{ n: string }>`select count(*) as n from pg_locks where locktype = 'advisory' and not granted`.execute(
      database.db,
    );
    return Number(waiting.rows[0]!.n) === 1 ? true : undefined;
  }, 'the second LEA 1 import to wait for the first');
  expect(gate('lea1-second').entered).toBe(false);

  gate('lea1-first').release();
  await settled(first.id);
  await eventually(async () => (gate('lea1-second').entered ? true : undefined), 'the second LEA 1 import to start once the first ended');
  gate('lea1-second').release();
  gate('lea2').release();
  expect((await settled(second.id)).status).toBe('done');
  expect((await settled(other.id)).status).toBe('done');
  expect(await stored(database.db)).toBe(3);
});

test('a preview and a failed import are disclosed too, on the service database once their transaction has ended', async () => {
  disclosed.length = 0;
  const preview = await jobs.submit(csv([[2, 'a']]), uploading, true);
  await settled(preview.id);
  const failed = await jobs.submit(csv([[1, 'boom']]), uploading, false);
  await settled(failed.id);
  expect(disclosed).toEqual([
    { preview: true, rows: 1, leaIds: [2], route: 'POST /api/probe/imports', outside: true },
    { preview: false, rows: 1, leaIds: [1], route: 'POST /api/probe/imports', outside: true },
  ]);
});
