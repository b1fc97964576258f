import Fastify from 'fastify';
import { sql } from 'kysely';
import { Type } from 'typebox';
import { createDatabase, pageCache, type Actor, type Database, type DisclosureActor, type PageCache, type PageDisclosure } from '../src';
import { createScratchDatabase, sendRequest, type ScratchDatabase } from '../src/testing';

let scratch: ScratchDatabase;
let database: Database;

beforeAll(async () => {
  scratch = await createScratchDatabase('kit_page_cache');
  database = await createDatabase({ databaseUrl: scratch.url });
  await sql`create schema probe`.execute(database.db);
  await sql`create schema published`.execute(database.db);
  // The shape a schema's data_version migration makes; here the tests raise the numbers themselves.
  for (const table of ['probe.data_version', 'published.data_version']) {
    await sql`create table ${sql.table(table)} (only_row boolean primary key default true check (only_row), version bigint not null default 0)`.execute(
      database.db,
    );
    await sql`insert into ${sql.table(table)} default values`.execute(database.db);
  }
  // The columns DisclosureTables names: every page answered is recorded there.
  await sql`create table probe.disclosures (id bigint generated always as identity primary key, occurred_at timestamptz not null default now(),
    actor_user_id integer, session_id uuid, ip text, route text not null, kind text not null, record_type text not null, lea_id integer,
    purpose text, student_count integer not null, student_ids text[] not null, state_student_ids text[] not null, filter jsonb)`.execute(
    database.db,
  );
});
afterAll(async () => {
  await database.close();
  await scratch.drop();
});

const raise = (table: 'probe.data_version' | 'published.data_version') =>
  sql`update ${sql.table(table)} set version = version + 1`.execute(database.db);

const districtUser: Actor = {
  userId: 4,
  userName: 'districtuser',
  sessionId: null,
  ip: '127.0.0.1',
  leaIds: [2, 1],
  allLeas: false,
  permissions: ['App.eco.access', 'App.eco.childlist.view'],
};

const reader: DisclosureActor = { userId: 4, sessionId: null, ip: '127.0.0.1', route: 'GET /api/probe/people', purpose: null };

/** A page's disclosure names one student, whose id is the page's `read`: an entry shows which read it answered. */
const disclosing: PageDisclosure<{ read: number }> = {
  reader,
  of: (page) => ({ kind: 'list', recordType: 'person', students: [{ id: page.read }], leaId: null }),
};

/** The reads each entry written since `after` disclosed, in the order they were written. */
const disclosedSince = async (after: number) =>
  (
    await sql<{ id: number; student_ids: string[] }>`select id, student_ids from probe.disclosures where id > ${after} order by id`.execute(
      database.db,
    )
  ).rows.map((entry) => Number(entry.student_ids[0]));
const lastEntry = async () =>
  (await sql<{ last: number | null }>`select max(id) as last from probe.disclosures`.execute(database.db)).rows[0]!.last ?? 0;

/** A list whose every read is counted and answers the count, so a test sees which answers were read anew. */
function countedList(cache: PageCache) {
  let reads = 0;
  return {
    reads: () => reads,
    page: (scope: Record<string, unknown>, actor: Actor = districtUser) =>
      cache.read({ list: 'probe.people', actor, scope }, async () => ({ read: ++reads }), disclosing),
  };
}

const cacheOf = (maxEntries = 100) =>
  pageCache(database.db.withSchema('probe'), { versions: ['probe.data_version', 'published.data_version'], maxEntries });

test('a page is read once while the data stands, and again after a change to any schema it is read from', async () => {
  const list = countedList(cacheOf());
  expect(await list.page({ leaId: 1, pageNumber: 1 })).toEqual({ read: 1 });
  expect(await list.page({ leaId: 1, pageNumber: 1 })).toEqual({ read: 1 });
  await raise('probe.data_version');
  expect(await list.page({ leaId: 1, pageNumber: 1 })).toEqual({ read: 2 });
  await raise('published.data_version');
  expect(await list.page({ leaId: 1, pageNumber: 1 })).toEqual({ read: 3 });
  expect(await list.page({ leaId: 1, pageNumber: 1 })).toEqual({ read: 3 });
});

test('pages are kept apart by what was asked (in any order) and by the user and grants that asked', async () => {
  const list = countedList(cacheOf());
  await list.page({ leaId: 1, search: 'Av', pageNumber: 1 });
  expect(await list.page({ pageNumber: 1, search: 'Av', leaId: 1, sortField: undefined })).toEqual({ read: 1 });
  expect(await list.page({ leaId: 1, search: 'Av', pageNumber: 2 })).toEqual({ read: 2 });
  expect(await list.page({ leaId: 1, search: 'Av', pageNumber: 1 }, { ...districtUser, userId: 5 })).toEqual({ read: 3 });
  expect(await list.page({ leaId: 1, search: 'Av', pageNumber: 1 }, { ...districtUser, leaIds: [1] })).toEqual({ read: 4 });
  expect(await list.page({ leaId: 1, search: 'Av', pageNumber: 1 }, { ...districtUser, permissions: ['App.eco.access'] })).toEqual({
    read: 5,
  });
  expect(await list.page({ leaId: 1, search: 'Av', pageNumber: 1 }, { ...districtUser, allLeas: true })).toEqual({ read: 6 });
  // The same grants, listed in another order, are the same reader.
  expect(await list.page({ leaId: 1, search: 'Av', pageNumber: 1 }, { ...districtUser, leaIds: [1, 2] })).toEqual({ read: 1 });
});

test('a page read while a change commits is read again by the next request', async () => {
  const cache = cacheOf();
  let reads = 0;
  const page = () =>
    cache.read(
      { list: 'probe.people', actor: districtUser, scope: {} },
      async () => {
        reads += 1;
        // The change commits after the versions were read and before the page is answered.
        if (reads === 1) await raise('probe.data_version');
        return { read: reads };
      },
      disclosing,
    );
  expect(await page()).toEqual({ read: 1 });
  expect(await page()).toEqual({ read: 2 });
  expect(await page()).toEqual({ read: 2 });
});

test('requests that find no page together read it once', async () => {
  const list = countedList(cacheOf());
  const answers = await Promise.all(Array.from({ length: 5 }, () => list.page({ leaId: 2 })));
  expect(answers).toEqual(Array.from({ length: 5 }, () => ({ read: 1 })));
  expect(list.reads()).toBe(1);
});

test('a read that fails keeps nothing, and the next request reads again', async () => {
  const cache = cacheOf();
  const key = { list: 'probe.people', actor: districtUser, scope: { leaId: 3 } };
  const before = await lastEntry();
  await expect(cache.read(key, () => Promise.reject(new Error('connection lost')), disclosing)).rejects.toThrow('connection lost');
  expect(await cache.read(key, async () => ({ read: 7 }), disclosing)).toEqual({ read: 7 });
  expect(await disclosedSince(before)).toEqual([7]);
});

test('at most maxEntries pages are kept, the least recently used dropped first; none with 0', async () => {
  const list = countedList(cacheOf(2));
  await list.page({ pageNumber: 1 });
  await list.page({ pageNumber: 2 });
  await list.page({ pageNumber: 1 });
  await list.page({ pageNumber: 3 });
  expect(await list.page({ pageNumber: 1 })).toEqual({ read: 1 });
  expect(await list.page({ pageNumber: 2 })).toEqual({ read: 4 });

  const uncached = countedList(cacheOf(0));
  await uncached.page({ pageNumber: 1 });
  expect(await uncached.page({ pageNumber: 1 })).toEqual({ read: 2 });
});

test("a kept page is answered as its route's schema writes it, written once while kept and again once the data changes", async () => {
  const cache = cacheOf();
  let reads = 0;
  let writes = 0;
  const app = Fastify();
  // Writes the schema's properties only, as fast-json-stringify does, and counts each page written.
  app.setSerializerCompiler(({ schema }) => (page: Record<string, unknown>) => {
    writes += 1;
    const written = Object.keys((schema as { properties: object }).properties);
    return JSON.stringify(Object.fromEntries(written.map((key) => [key, page[key]])));
  });
  const Page = Type.Object({ items: Type.Array(Type.String()), totalCount: Type.Integer() });
  app.get('/people', { schema: { response: { 200: Page } } }, async (_request, reply) => {
    const page = await cache.read(
      { list: 'probe.people', actor: districtUser, scope: {} },
      async () => {
        reads += 1;
        return { items: [`read ${reads}`], totalCount: 1, kept: 'not in the schema' };
      },
      { reader, of: () => ({ kind: 'list', recordType: 'person', students: [], leaId: null }) },
    );
    return cache.send(reply, page);
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  const ask = async () => {
    const answer = await sendRequest(url, { url: '/people' });
    return { type: answer.headers['content-type'], page: answer.json() };
  };
  try {
    const first = { type: 'application/json; charset=utf-8', page: { items: ['read 1'], totalCount: 1 } };
    expect(await ask()).toEqual(first);
    expect(await ask()).toEqual(first);
    expect({ reads, writes }).toEqual({ reads: 1, writes: 1 });
    await raise('probe.data_version');
    expect(await ask()).toEqual({ ...first, page: { items: ['read 2'], totalCount: 1 } });
    expect({ reads, writes }).toEqual({ reads: 2, writes: 2 });
  } finally {
    await app.close();
  }
});

test('every answer, kept or read anew, is recorded once, naming the page it answered', async () => {
  const list = countedList(cacheOf());
  const before = await lastEntry();
  await list.page({ leaId: 4 });
  await list.page({ leaId: 4 });
  await raise('published.data_version');
  // The kept page's entry is not written once its data has moved: the page read again is recorded instead.
  await list.page({ leaId: 4 });
  await list.page({ leaId: 4 });
  expect(await disclosedSince(before)).toEqual([1, 1, 2, 2]);
});

test('kept pages answered together are each recorded, and none once the data they were kept under has changed', async () => {
  const list = countedList(cacheOf());
  await list.page({ leaId: 5 });
  const before = await lastEntry();
  expect(await Promise.all(Array.from({ length: 4 }, () => list.page({ leaId: 5 })))).toEqual(
    Array.from({ length: 4 }, () => ({ read: 1 })),
  );
  expect(await disclosedSince(before)).toEqual([1, 1, 1, 1]);

  await raise('probe.data_version');
  const moved = await lastEntry();
  expect(await Promise.all(Array.from({ length: 4 }, () => list.page({ leaId: 5 })))).toEqual(
    Array.from({ length: 4 }, () => ({ read: 2 })),
  );
  expect(await disclosedSince(moved)).toEqual([2, 2, 2, 2]);
  expect(list.reads()).toBe(2);
});

test('a cache that keeps nothing records every page it reads', async () => {
  const list = countedList(cacheOf(0));
  const before = await lastEntry();
  await list.page({ leaId: 6 });
  await list.page({ leaId: 6 });
  expect(await disclosedSince(before)).toEqual([1, 2]);
});
