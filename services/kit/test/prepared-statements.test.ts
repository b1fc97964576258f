import { sql } from 'kysely';
import { createDatabase, prepared, type Database } from '../src';
import { createScratchDatabase, type ScratchDatabase } from '../src/testing';

let scratch: ScratchDatabase;
let database: Database;

beforeAll(async () => {
  scratch = await createScratchDatabase('kit_prepared');
  // One connection, so the statements it keeps are the ones every query here ran on.
  database = await createDatabase({ databaseUrl: scratch.url, poolSize: 1 });
});
afterAll(async () => {
  await database.close();
  await scratch.drop();
});

const keptStatements = async () =>
  (await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(database.db)).rows.map((row) => row.statement);

test('a statement marked prepared is planned once per connection and answers as before; others are not kept', async () => {
  const marked = prepared(sql<{ answer: number }>`select ${41}::int + 1 as answer`.compile(database.db));
  const unmarked = sql<{ answer: number }>`select ${1}::int + 1 as answer`.compile(database.db);
  for (let run = 0; run < 3; run++) {
    expect((await database.db.executeQuery(marked)).rows).toEqual([{ answer: 42 }]);
    expect((await database.db.executeQuery({ ...marked, parameters: [run] })).rows).toEqual([{ answer: run + 1 }]);
    expect((await database.db.executeQuery(unmarked)).rows).toEqual([{ answer: 2 }]);
  }
  expect(await keptStatements()).toEqual([marked.sql]);
});
