import Fastify from 'fastify';
import { sql } from 'kysely';
import { Type } from 'typebox';
import { createDatabase, pageCache, type Actor, type Database, type PageCache } from '../src';
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

/** A list whose every read is counted and answers the count, so a test sees which answers were read anew. */
function countedList(cache: PageCache) {
  let reads = 0;
  return {
    reads: () => reads,
    page: (scope: Record<string, unknown>, actor: Actor = districtUser) =>
      cache.read({ list: 'probe.people', actor, scope }, async () => ({ read: ++reads })),
  };
}

const cacheOf = (maxEntries = 100) => pageCache(database.db, { versions: ['probe.data_version', 'published.data_version'], maxEntries });

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
    cache.read({ list: 'probe.people', actor: districtUser, scope: {} }, async () => {
      reads += 1;
      // The change commits after the versions were read and before the page is answered.
      if (reads === 1) await raise('probe.data_version');
      return { read: reads };
    });
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
  await expect(cache.read(key, () => Promise.reject(new Error('connection lost')))).rejects.toThrow('connection lost');
  expect(await cache.read(key, async () => 'read')).toBe('read');
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
    const page = await cache.read({ list: 'probe.people', actor: districtUser, scope: {} }, async () => {
      reads += 1;
      return { items: [`read ${reads}`], totalCount: 1, kept: 'not in the schema' };
    });
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
