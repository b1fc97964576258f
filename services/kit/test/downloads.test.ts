import Fastify from 'fastify';
import { sql, type Kysely } from 'kysely';
import { type TableColumn } from '@portal/shared-contracts';
import { createDatabase, csvStream, fetchPage, listRows, sendDownload, xlsxStream, type Database, type ListSpec } from '../src';
import { createScratchDatabase, readDownload, type ScratchDatabase } from '../src/testing';

interface Person {
  name: string;
  born: string;
  score: number;
  share: number | null;
}

const columns: TableColumn<Person>[] = [
  { key: 'name', header: 'Name', value: (p) => p.name },
  { key: 'born', header: 'Born', kind: 'day', value: (p) => p.born },
  { key: 'score', header: 'Score', kind: 'number', value: (p) => p.score },
  { key: 'share', header: 'Share %', kind: 'percent', value: (p) => p.share },
];
const people: Person[] = [
  { name: 'O"Neil, Pat', born: '2021-03-04', score: 3, share: 12.3456 },
  { name: '=HYPERLINK("http://x")', born: '2020-12-31', score: -2, share: null },
  { name: '+1', born: '2019-01-02', score: 0, share: 100 },
  { name: '-cmd', born: '2019-01-02', score: 1, share: 0 },
  { name: '@SUM(A1)', born: '2019-01-02', score: 1, share: 0 },
  { name: '\tTab', born: '2019-01-02', score: 1, share: 0 },
  { name: 'Zoë Ñúñez', born: '2019-01-02', score: 1, share: 0 },
];

async function download(format: 'csv' | 'xlsx', name = 'people list') {
  const app = Fastify();
  app.get('/file', async (_request, reply) => sendDownload(reply, { format, name, columns, rows: people }));
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const res = await fetch(`${url}/file`);
    return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
  } finally {
    await app.close();
  }
}

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

describe('sendDownload', () => {
  test('a CSV has the header row, quotes what needs quoting, neutralises formulas and starts with a BOM', async () => {
    const { res, bytes } = await download('csv');
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="people list.csv"; filename*=UTF-8''people%20list.csv`);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(Buffer.from(bytes).toString('utf8').split('\r\n').slice(0, 3)).toEqual([
      '\uFEFFName,Born,Score,Share %',
      '"O""Neil, Pat",2021-03-04,3,12.35',
      `"'=HYPERLINK(""http://x"")",2020-12-31,-2,`,
    ]);
    const [header, ...rows] = await readDownload(bytes, 'csv');
    expect(header).toEqual(['Name', 'Born', 'Score', 'Share %']);
    expect(rows.map((row) => row[0])).toEqual([
      'O"Neil, Pat',
      `'=HYPERLINK("http://x")`,
      "'+1",
      "'-cmd",
      "'@SUM(A1)",
      "'\tTab",
      'Zoë Ñúñez',
    ]);
  });

  test('an .xlsx read back has the same cells: numbers as numbers, days as dates, a frozen header', async () => {
    const { res, bytes } = await download('xlsx');
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers.get('content-disposition')).toContain(`filename="people list.xlsx"`);
    const [header, ...rows] = await readDownload(bytes, 'xlsx');
    expect(header).toEqual(['Name', 'Born', 'Score', 'Share %']);
    expect(rows[0]).toEqual(['O"Neil, Pat', new Date('2021-03-04T00:00:00Z'), 3, 12.3456]);
    expect(rows[1]).toEqual([`'=HYPERLINK("http://x")`, new Date('2020-12-31T00:00:00Z'), -2, null]);
    expect(rows.map((row) => row[0])).toEqual([
      'O"Neil, Pat',
      `'=HYPERLINK("http://x")`,
      "'+1",
      "'-cmd",
      "'@SUM(A1)",
      "'\tTab",
      'Zoë Ñúñez',
    ]);

    const ExcelJS = (await import('exceljs')).default;
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('people list');
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.getRow(2).getCell(2).numFmt).toBe('mm/dd/yyyy');
    expect(sheet.getRow(2).getCell(4).numFmt).toBe('0.00');
  });

  test('a file name cannot carry a path, a quote or a line break into the header', async () => {
    const { res } = await download('csv', '../a"b\r\nSet-Cookie: x');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename=".._a_b__Set-Cookie_ x.csv"; filename*=UTF-8''.._a_b__Set-Cookie%3A%20x.csv`,
    );
    expect(res.headers.get('set-cookie')).toBeNull();
  });
});

describe('streaming', () => {
  const ROWS = 200_000;
  let pulled = 0;
  function* generated(): Generator<Person> {
    for (pulled = 0; pulled < ROWS; pulled++) yield { name: `Child ${pulled}`, born: '2020-01-01', score: pulled, share: pulled / ROWS };
  }

  test.each(['csv', 'xlsx'] as const)(
    'a %s of 200,000 rows pulls rows only as the reader takes the file',
    async (format) => {
      const stream = format === 'csv' ? csvStream(columns, generated()) : xlsxStream(columns, generated(), 'children');
      const iterator = stream[Symbol.asyncIterator]();
      const first = await iterator.next();
      expect(first.done).toBe(false);
      // The first bytes leave long before the last row is made: nothing waits for the whole list.
      expect(pulled).toBeLessThan(ROWS / 4);
      const rest = await readAll({ [Symbol.asyncIterator]: () => iterator } as unknown as NodeJS.ReadableStream);
      expect(pulled).toBe(ROWS);
      const file = Buffer.concat([Buffer.from(first.value as Buffer), rest]);
      if (format === 'csv') {
        const rows = await readDownload(file, format);
        expect(rows).toHaveLength(ROWS + 1);
        expect(rows[ROWS]![0]).toBe(`Child ${ROWS - 1}`);
      } else {
        // Reading 200,000 rows back with exceljs takes minutes in jest; the workbook is whole when the
        // zip ends with its central directory (its cells are checked above, on a small file).
        expect(file.subarray(-22, -18)).toEqual(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
      }
    },
    120_000,
  );
});

describe('listRows', () => {
  let scratch: ScratchDatabase;
  const databases: Record<'postgres' | 'pglite', Database | null> = { postgres: null, pglite: null };
  const spec: ListSpec = { sortColumns: { name: 'name', lea: 'lea' }, defaultSort: { field: 'name', direction: 'asc' }, tieBreaker: 'id' };

  beforeAll(async () => {
    scratch = await createScratchDatabase('kit_downloads');
    databases.postgres = await createDatabase({ databaseUrl: scratch.url });
    databases.pglite = await createDatabase({});
    for (const database of Object.values(databases)) {
      await sql`create schema probe`.execute(database!.db);
      await sql`create table probe.people (id integer primary key, name text not null, lea text not null)`.execute(database!.db);
      await sql`insert into probe.people select g, 'Person ' || (g % 97), case when g % 3 = 0 then 'Adams' else 'Baker' end from generate_series(1, 2500) g`.execute(
        database!.db,
      );
    }
  }, 60_000);
  afterAll(async () => {
    await Promise.all(Object.values(databases).map((database) => database?.close()));
    await scratch.drop();
  });

  test.each(['postgres', 'pglite'] as const)(
    'on %s gives every page of the list, in the order of its pages',
    async (kind) => {
      const db = databases[kind]!.db;
      const query = () =>
        (db.withSchema('probe') as Kysely<{ people: { id: number; name: string; lea: string } }>)
          .selectFrom('people')
          .select(['id', 'name', 'lea'])
          .where('lea', '=', 'Baker');
      const params = { sortField: 'lea', sortDirection: 'desc' as const };
      const pages = [];
      for (let pageNumber = 1; pageNumber <= 17; pageNumber++)
        pages.push(...(await fetchPage(query(), { ...params, pageNumber, pageSize: 100 }, spec)).items);
      const streamed = [];
      for await (const row of listRows(db, query(), params, spec)) streamed.push(row);
      expect(pages).toHaveLength(1667);
      expect(streamed).toEqual(pages);
    },
    60_000,
  );
});
