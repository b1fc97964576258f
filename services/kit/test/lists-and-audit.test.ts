import { sql, type Kysely } from 'kysely';
import { createAuditTrail, createDatabase, fetchPage, recordAudit, type AnySelect, type Database, type GroupedSort } from '../src';
import { createScratchDatabase, type ScratchDatabase } from '../src/testing';

let scratch: ScratchDatabase;
let database: Database;
beforeAll(async () => {
  scratch = await createScratchDatabase('kit_lists');
  database = await createDatabase({ databaseUrl: scratch.url });
  await sql`create schema probe`.execute(database.db);
  await sql`create table probe.people (id integer primary key, name text not null, lea text not null)`.execute(database.db);
  await sql`insert into probe.people select g, 'Person ' || lpad(g::text, 3, '0'), case when g % 2 = 0 then 'Adams' else 'Baker' end from generate_series(1, 60) g`.execute(
    database.db,
  );
  await createAuditTrail(database.db.withSchema('probe') as Kysely<unknown>, 'probe');
});
afterAll(async () => {
  await database.close();
  await scratch.drop();
});

const people = () =>
  (database.db.withSchema('probe') as Kysely<{ people: { id: number; name: string; lea: string } }>)
    .selectFrom('people')
    .select(['id', 'name', 'lea']);
const spec = { sortColumns: { name: 'name', lea: 'lea' }, defaultSort: { field: 'name', direction: 'asc' as const }, tieBreaker: 'id' };

test('a page is sorted as asked, tie-broken, and counts every row the filter matched', async () => {
  const page = await fetchPage(
    people().where('lea', '=', 'Adams'),
    { pageNumber: 2, pageSize: 25, sortField: 'name', sortDirection: 'desc' },
    spec,
  );
  expect(page.totalCount).toBe(30);
  expect(page.items).toHaveLength(5);
  expect(page.items.map((p) => p.name)).toEqual(['Person 010', 'Person 008', 'Person 006', 'Person 004', 'Person 002']);
  const byLea = await fetchPage(people(), { pageSize: 3, sortField: 'lea' }, spec);
  expect(byLea.items.map((p) => p.id)).toEqual([2, 4, 6]);
});

test('a sort read group by group answers the pages, their order and the total of the plain sort', async () => {
  const counted: string[][] = [];
  const byLea: GroupedSort<string> = {
    groups: async (direction) =>
      (direction === 'asc' ? ['Adams', 'Baker', 'Carson'] : ['Carson', 'Baker', 'Adams']).map((lea) => ({ group: lea, sortValue: lea })),
    async counts(query, leas) {
      counted.push(leas);
      const rows = (await (query as AnySelect<{ lea: string }>)
        .clearSelect()
        .where('lea', 'in', leas)
        .select(['lea', sql<number>`count(*)::int`.as('rows')])
        .groupBy('lea')
        .execute()) as { lea: string; rows: number }[];
      return leas.map((lea) => rows.find((r) => r.lea === lea)?.rows ?? 0);
    },
    within: (query, leas) => query.where('lea', 'in', leas),
  };
  const grouped = { ...spec, groupedSorts: { lea: byLea as GroupedSort } };
  for (const sortDirection of ['asc', 'desc'] as const) {
    for (let pageNumber = 1; pageNumber <= 10; pageNumber++) {
      const params = { pageNumber, pageSize: 7, sortField: 'lea', sortDirection };
      const query = people().where('id', '>', 3);
      expect(await fetchPage(query, params, grouped)).toEqual(await fetchPage(query, params, spec));
    }
  }
  // The first page counts the first LEA alone.
  counted.length = 0;
  await fetchPage(people(), { pageSize: 7, sortField: 'lea' }, grouped);
  expect(counted).toEqual([['Adams']]);
});

test('the audit trail takes new entries and refuses to change or lose any', async () => {
  const db = database.db.withSchema('probe');
  await recordAudit(db, {
    event: 'thing-changed',
    actorUserId: 7,
    entityType: 'thing',
    entityId: 42,
    leaId: 3,
    details: { field: 'name' },
  });
  const row = await sql<{
    event: string;
    actor_user_id: number;
    entity_id: string;
    details: unknown;
  }>`select * from probe.audit_events`.execute(database.db);
  expect(row.rows[0]).toMatchObject({
    event: 'thing-changed',
    actor_user_id: 7,
    entity_type: 'thing',
    entity_id: '42',
    lea_id: 3,
    details: { field: 'name' },
  });
  await expect(sql`update probe.audit_events set event = 'x'`.execute(database.db)).rejects.toThrow('append-only');
  await expect(sql`delete from probe.audit_events`.execute(database.db)).rejects.toThrow('append-only');
  await expect(sql`truncate probe.audit_events`.execute(database.db)).rejects.toThrow('append-only');
});
