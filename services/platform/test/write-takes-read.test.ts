import { idMismatchMessage, representationTable, routeAccessTable } from '@portal/service-kit';
import { startTestPortal, type TestPortal } from '../src/testing';
import { services } from '../src/registry';

/**
 * Generated from the running services: every PUT and PATCH whose body is a record takes back, as
 * it is, what the GET of that record answered (read-only fields and all), and saving it changes
 * nothing. A path parameter (`:id`) is found as a person finds it: the first record of the list
 * one level up (for a write whose GET is a list, the list's first row).
 */
let portal: TestPortal;
let headers: Record<string, string>;

beforeAll(async () => {
  portal = await startTestPortal();
  // An LEA with records in it, in the seeded school year, so every list has a first row.
  const child = await portal.db.selectFrom('eco.children').select('lea_id').orderBy('id').executeTakeFirstOrThrow();
  headers = {
    authorization: `Bearer ${await portal.tokenFor('siteadmin@example.org')}`,
    CurrentLeaId: String(child.lea_id),
    activeschoolyear: '2026',
  };
}, 120_000);
afterAll(() => portal?.close());

const get = async (url: string) => {
  const res = await portal.inject({ url, headers });
  if (res.statusCode !== 200) throw new Error(`GET ${url}: ${res.statusCode} ${res.body}`);
  return res.json() as unknown;
};

type Row = Record<string, unknown>;
const rowsOf = (answer: unknown): Row[] =>
  (Array.isArray(answer) ? answer : ((answer as { items?: unknown[] }).items ?? [])).filter((row): row is Row => typeof row === 'object');
const isPage = (answer: unknown) => typeof answer === 'object' && answer !== null && 'totalCount' in answer;

/** Where a parameter's values are listed when it is not the list one level up. */
const listedAt: Record<string, string> = { '/api/admin/list-manager': '/api/admin/lists' };

/** A URL's parameters filled from the first row of each list above them: `/lists/:list/values/:id` reads /lists, then /lists/x/values. */
async function concrete(pattern: string): Promise<{ url: string; values: Record<string, string> }> {
  const parts = pattern.split('/');
  const values: Record<string, string> = {};
  for (let i = 0; i < parts.length; i += 1) {
    if (!parts[i]!.startsWith(':')) continue;
    const name = parts[i]!.slice(1);
    const above = parts.slice(0, i).join('/');
    const first = rowsOf(await get(listedAt[above] ?? above))[0];
    const value = first?.[name] ?? (name === 'id' ? first?.id : (first?.code ?? first?.id));
    if (value === undefined) throw new Error(`No record under ${above} gives ${pattern} its :${name}`);
    values[name] = String(value);
    parts[i] = encodeURIComponent(String(value));
  }
  return { url: parts.join('/'), values };
}

const routes = () =>
  services.flatMap((def) => {
    const app = portal.app(def.name);
    const gets = new Set(
      routeAccessTable(app)
        .filter((route) => route.method === 'GET')
        .map((route) => route.url),
    );
    return representationTable(app).filter((write) => gets.has(write.readFrom));
  });

test('a PUT or PATCH takes back what its GET answered and changes nothing', async () => {
  const writes = routes();
  expect(writes.map((write) => `${write.method} ${write.url}`)).toEqual(expect.arrayContaining(['PUT /api/text-blocks/:id']));
  const failures: string[] = [];
  for (const write of writes) {
    const { url: readUrl, values } = await concrete(write.readFrom);
    const readAnswer = await get(readUrl);
    const record = isPage(readAnswer) ? rowsOf(readAnswer)[0]! : (readAnswer as Row);
    const writeUrl = write.url.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(record[name] ?? values[name])));
    const res = await portal.inject({ method: write.method, url: writeUrl, headers, payload: record });
    const after = await get(readUrl);
    if (res.statusCode !== 200 && res.statusCode !== 204) failures.push(`${write.method} ${write.url}: ${res.statusCode} ${res.body}`);
    else if (JSON.stringify(after) !== JSON.stringify(readAnswer)) failures.push(`${write.method} ${write.url} changed ${readUrl}`);
  }
  expect(failures).toEqual([]);
}, 120_000);

test('an id in the body that is not the one in the address is refused with a sentence, and nothing changes', async () => {
  const page = (await get('/api/text-blocks?pageSize=2')) as { items: Row[] };
  const [block, other] = page.items as [Row, Row];
  const res = await portal.inject({ method: 'PUT', url: `/api/text-blocks/${block.id}`, headers, payload: { ...other } });
  expect(res.statusCode).toBe(400);
  expect(res.json().errors).toEqual({ id: idMismatchMessage(String(block.id)) });
  expect(await get('/api/text-blocks?pageSize=2')).toEqual(page);
});
