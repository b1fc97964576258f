import { routeAccessTable } from '@portal/service-kit';
import { startTestPortal, type TestPortal } from '../src/testing';
import { services } from '../src/registry';

/**
 * Generated from the running services: every route of every service, sent junk in its path, its
 * query and its body, answers in words a person can act on. Nothing a caller sees may read like
 * the schema validator: its phrases, JSON pointers or keywords.
 */
const validatorWording = [
  /\bmust (not |NOT )?(be (equal|integer|number|string|boolean|object|array|null|valid|[<>])|have|match|pass)/,
  /schema/i,
  /additional ?propert/i,
  /should (be|have|match)/i,
  /instancePath/,
  /#\//,
  /\b(anyOf|oneOf|allOf|const|minLength|maxLength|minItems|maxItems|minimum|maximum)\b/,
];

let portal: TestPortal;
let authorization: string;

beforeAll(async () => {
  portal = await startTestPortal();
  authorization = `Bearer ${await portal.tokenFor('siteadmin@example.org')}`;
}, 120_000);
afterAll(() => portal?.close());

const junkBodies: unknown[] = [{ junk: 1, id: 'not-a-number', name: 12, email: 'nobody', pageNumber: -1 }, 'plain text', [1, 2], {}];
const junkQuery = '?junk=1&pageNumber=abc&pageSize=-5&sortField=nope&sortDirection=sideways&format=pdf&leaId=x';

function wordingOf(body: string): string[] {
  try {
    const parsed = JSON.parse(body) as { message?: unknown; errors?: Record<string, unknown>; reasons?: unknown[] };
    return [parsed.message, ...Object.values(parsed.errors ?? {}), ...(parsed.reasons ?? [])].filter(
      (t): t is string => typeof t === 'string',
    );
  } catch {
    return [];
  }
}

test('no answer to junk input reads like the schema validator', async () => {
  // Only the calls a caller reaches through the gateway: under a prefix the service owns.
  const routes = services.flatMap((def) =>
    routeAccessTable(portal.app(def.name)).filter((route) => def.apiPrefixes.some((prefix) => route.url.startsWith(`${prefix}/`))),
  );
  expect(routes.length).toBeGreaterThan(50);
  const found: string[] = [];
  let refusedAsInvalid = 0;
  for (const route of routes) {
    const url = route.url.replace(/:\w+/g, 'junk') + junkQuery;
    const bodies = ['POST', 'PUT', 'PATCH'].includes(route.method) ? junkBodies : [undefined];
    for (const payload of bodies) {
      const res = await portal.inject({
        method: route.method,
        url,
        headers: { authorization, CurrentLeaId: 'junk', activeschoolyear: 'junk' },
        ...(payload !== undefined ? { payload } : {}),
      });
      if (res.statusCode === 400) refusedAsInvalid += 1;
      for (const text of wordingOf(res.body)) {
        if (validatorWording.some((pattern) => pattern.test(text)))
          found.push(`${route.method} ${route.url} ${JSON.stringify(payload)}: ${text}`);
      }
      const fields = (JSON.parse(res.body || '{}') as { errors?: Record<string, unknown> }).errors ?? {};
      for (const key of Object.keys(fields)) if (/^\/|#/.test(key)) found.push(`${route.method} ${route.url}: field key ${key}`);
    }
  }
  expect(refusedAsInvalid).toBeGreaterThan(20);
  expect(found).toEqual([]);
}, 300_000);
