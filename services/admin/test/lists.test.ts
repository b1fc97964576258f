import { sql } from 'kysely';
import { FieldMessages, maxLengthMessage } from '@portal/shared-contracts';
import { ListManagerMessages, lookupValueColumns, type LookupList, type LookupValue } from '@portal/shared-contracts/admin';
import { startTestPortal, type TestPortal, type TestResponse } from '@portal/platform/testing';
import { readDownload } from '@portal/service-kit/testing';

let portal: TestPortal;
beforeAll(async () => {
  portal = await startTestPortal();
}, 120_000);
afterAll(() => portal?.close());

/** The demo accounts holding App.listmanager.manage, and the others (services/identity/src/seed/role-permissions.ts). */
const managers = ['siteadmin@example.org', 'stateadmin@example.org'];
const others = ['stateuser@example.org', 'districtadmin@example.org', 'districtuser@example.org', 'requester@example.org'];
const everyone = [...managers, ...others];

async function call(method: string, url: string, email: string | null, payload?: unknown): Promise<TestResponse> {
  const headers: Record<string, string> = email ? { authorization: `Bearer ${await portal.tokenFor(email)}` } : {};
  return portal.inject({ method, url, headers, ...(payload !== undefined ? { payload } : {}) });
}
const siteadmin = 'siteadmin@example.org';
const manager = (list: string) => `/api/admin/list-manager/${list}`;

interface StoredValue {
  id: number;
  code: string;
  label: string;
  retired: boolean;
}

/** The list's values straight from the table, in the list's order. */
async function stored(list: string): Promise<StoredValue[]> {
  const { rows } = await sql<StoredValue>`
    select v.id, v.code, v.label, v.retired_at is not null as retired
    from admin.lookup_values v join admin.lookup_lists l on l.id = v.list_id
    where l.code = ${list} order by v.sort_order, v.id`.execute(portal.db);
  return rows;
}

interface AuditRow {
  event: string;
  actor_user_id: number;
  session_id: string | null;
  ip: string | null;
  entity_type: string;
  entity_id: string;
  details: Record<string, unknown>;
}

async function auditRows(event: string, list: string): Promise<AuditRow[]> {
  const { rows } = await sql<AuditRow>`
    select event, actor_user_id, session_id, ip, entity_type, entity_id, details from admin.audit_events
    where event = ${event} and details->>'list' = ${list} order by id`.execute(portal.db);
  return rows;
}

async function auditCount(): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from admin.audit_events`.execute(portal.db);
  return rows[0]!.n;
}

async function userId(email: string): Promise<number> {
  const row = await portal.db.selectFrom('directory.users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  return row.id as number;
}

const codesOf = (values: { code: string }[]) => values.map((v) => v.code);

describe('reading the lists: any signed-in user, because the forms offer their values', () => {
  test.each(everyone)('%s reads every list and a list’s values in its order', async (email) => {
    const lists = await call('GET', '/api/admin/lists', email);
    expect(lists.statusCode).toBe(200);
    expect((lists.json() as LookupList[]).map((l) => l.code).sort()).toEqual([
      'case_types',
      'disability_categories',
      'exit_reasons',
      'incident_types',
      'race_ethnicity',
      'sex',
    ]);
    expect(lists.json().find((l: LookupList) => l.code === 'disability_categories')).toMatchObject({
      name: 'Disability categories',
      activeCount: 13,
      retiredCount: 0,
    });

    const values = await call('GET', '/api/admin/lists/disability_categories/values', email);
    expect(values.statusCode).toBe(200);
    expect(codesOf(values.json())).toEqual(codesOf(await stored('disability_categories')));
    expect(values.json()[0]).toEqual({
      id: expect.any(Number),
      code: 'AUT',
      label: 'Autism',
      position: 1,
      retired: false,
      retiredAt: null,
    });
  });

  test('needs a token; an unknown list is not found and a malformed code refused', async () => {
    expect((await call('GET', '/api/admin/lists', null)).statusCode).toBe(401);
    expect((await call('GET', '/api/admin/lists/sex/values', null)).statusCode).toBe(401);
    expect((await call('GET', '/api/admin/lists/no_such_list/values', 'districtuser@example.org')).json()).toMatchObject({
      statusCode: 404,
      message: ListManagerMessages.noSuchList,
    });
    expect((await call('GET', '/api/admin/lists/Not-A-Code/values', 'districtuser@example.org')).statusCode).toBe(400);
    expect((await call('GET', '/api/admin/lists/sex/values?includeRetired=perhaps', 'districtuser@example.org')).json().errors).toEqual({
      includeRetired: FieldMessages.incorrectFormat,
    });
  });
});

describe("the List Manager's table of a list: paged, sorted, searched and exported on the server", () => {
  const page = (query: string, email = siteadmin) => call('GET', `${manager('disability_categories')}/values?${query}`, email);

  test('pages in the list’s order by default, and sorts by label without regard to case', async () => {
    const first = await page('pageSize=5');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ totalCount: 13, pageNumber: 1, pageSize: 5 });
    expect(codesOf(first.json().items)).toEqual(['AUT', 'DB', 'DD', 'ED', 'HI']);
    expect(first.json().items.map((v: LookupValue) => v.position)).toEqual([1, 2, 3, 4, 5]);
    const third = await page('pageSize=5&pageNumber=3');
    expect(codesOf(third.json().items)).toEqual(['SLI', 'TBI', 'VI']);

    const byLabel = await page('sortField=label&sortDirection=desc&pageSize=3');
    expect(byLabel.json().items.map((v: LookupValue) => v.label)).toEqual([
      'Visual impairment, including blindness',
      'Traumatic brain injury',
      'Speech or language impairment',
    ]);
    expect((await page('sortField=sort_order')).statusCode).toBe(400);
  });

  test('searches codes and labels, with % and _ taken as they are, and filters by status', async () => {
    const impairments = await page('search=IMPAIRMENT');
    expect(codesOf(impairments.json().items)).toEqual(['HI', 'OI', 'OHI', 'SLI', 'VI']);
    expect((await page('search=%25')).json().totalCount).toBe(0);
    expect((await page('search=ohi')).json().items.map((v: LookupValue) => v.code)).toEqual(['OHI']);
    expect((await page('status=retired')).json().totalCount).toBe(0);
    expect((await page('status=active')).json().totalCount).toBe(13);
    expect((await page('status=gone')).statusCode).toBe(400);
  });

  test('exports the whole filtered list as CSV: the rows and columns the page shows', async () => {
    const csv = await page('format=csv&search=impairment&sortField=code');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toContain('filename="disability_categories.csv"');
    const shown = (await page('search=impairment&sortField=code')).json().items as LookupValue[];
    const [header, ...rows] = await readDownload(new TextEncoder().encode(csv.body), 'csv');
    expect(header).toEqual(lookupValueColumns.map((column) => column.header));
    expect(rows).toEqual(shown.map((value) => lookupValueColumns.map((column) => String(column.value(value) ?? ''))));
    expect(csv.body.replace(/^\uFEFF/, '').split('\r\n')).toEqual([
      'Position,Code,Label,Status,Retired at',
      '5,HI,"Hearing impairment, including deafness",Active,',
      '9,OHI,Other health impairment,Active,',
      '8,OI,Orthopedic impairment,Active,',
      '11,SLI,Speech or language impairment,Active,',
      '13,VI,"Visual impairment, including blindness",Active,',
      '',
    ]);
  });

  test.each(others)('is refused to %s, who lacks App.listmanager.manage', async (email) => {
    expect((await page('', email)).json()).toMatchObject({ statusCode: 403, code: 'FORBIDDEN' });
    expect((await page('format=csv', email)).statusCode).toBe(403);
  });
});

describe('adding a value', () => {
  test.each(managers)('%s adds a value at the end of the list, recorded in the audit trail', async (email) => {
    const before = await stored('case_types');
    const code = email.startsWith('site') ? 'ARB' : 'RES';
    const label = email.startsWith('site') ? 'Arbitration' : 'Resolution meeting';
    const res = await call('POST', `${manager('case_types')}/values`, email, { code, label: `  ${label} ` });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id: expect.any(Number), code, label, position: before.length + 1, retired: false, retiredAt: null });
    expect(codesOf(await stored('case_types'))).toEqual([...codesOf(before), code]);
    expect(codesOf((await call('GET', '/api/admin/lists/case_types/values', 'districtuser@example.org')).json()).at(-1)).toBe(code);

    const audit = (await auditRows('list-value-added', 'case_types')).at(-1);
    expect(audit).toEqual({
      event: 'list-value-added',
      actor_user_id: await userId(email),
      session_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      ip: expect.any(String),
      entity_type: 'lookup-value',
      entity_id: String(res.json().id),
      details: { list: 'case_types', code, label },
    });
  });

  test('refuses what the form would, with field errors in the shared words, and saves nothing', async () => {
    const before = await stored('case_types');
    const audited = await auditCount();
    const add = (body: unknown) => call('POST', `${manager('case_types')}/values`, siteadmin, body);
    const refusals: [unknown, number, Record<string, string>][] = [
      [{ code: 'NEW', label: '   ' }, 400, { label: FieldMessages.required }],
      [{ code: '', label: 'New' }, 400, { code: FieldMessages.required }],
      [{ label: 'New' }, 400, { code: FieldMessages.required }],
      [{ code: 'NEW CODE', label: 'New' }, 400, { code: FieldMessages.incorrectFormat }],
      [{ code: 'X'.repeat(51), label: 'New' }, 400, { code: maxLengthMessage(50) }],
      [{ code: 'NEW', label: 'x'.repeat(201) }, 400, { label: maxLengthMessage(200) }],
      [{ code: 'sc', label: 'Something new' }, 409, { code: ListManagerMessages.duplicateCode }],
      [{ code: 'NEW', label: 'state COMPLAINT' }, 409, { label: ListManagerMessages.duplicateLabel }],
      [
        { code: 'DP', label: 'Due process complaint' },
        409,
        { code: ListManagerMessages.duplicateCode, label: ListManagerMessages.duplicateLabel },
      ],
    ];
    for (const [body, status, errors] of refusals) {
      const res = await add(body);
      expect([JSON.stringify(body), res.statusCode, res.json().errors]).toEqual([JSON.stringify(body), status, errors]);
    }
    expect((await add({ code: 'NEW', label: 'New', position: 1 })).statusCode).toBe(400);
    expect((await call('POST', `${manager('no_such_list')}/values`, siteadmin, { code: 'NEW', label: 'New' })).statusCode).toBe(404);
    expect(await stored('case_types')).toEqual(before);
    expect(await auditCount()).toBe(audited);
  });

  test('two values added at once each get their own place at the end', async () => {
    const before = await stored('incident_types');
    const [a, b] = await Promise.all([
      call('POST', `${manager('incident_types')}/values`, siteadmin, { code: 'SECLUSION', label: 'Seclusion' }),
      call('POST', `${manager('incident_types')}/values`, 'stateadmin@example.org', { code: 'CHEMICAL', label: 'Chemical restraint' }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect([a.json().position, b.json().position].sort()).toEqual([before.length + 1, before.length + 2]);
  });

  test.each(others)('is refused to %s, and nothing is saved', async (email) => {
    const before = await stored('case_types');
    expect((await call('POST', `${manager('case_types')}/values`, email, { code: 'NEW', label: 'New' })).statusCode).toBe(403);
    expect(await stored('case_types')).toEqual(before);
  });
});

describe('renaming a value', () => {
  const valueOf = async (list: string, code: string) => (await stored(list)).find((v) => v.code === code)!;

  test.each(managers)('%s changes the label; the code, which records keep, stays', async (email) => {
    const { id } = await valueOf('sex', 'F');
    const label = email.startsWith('site') ? 'Female (renamed)' : 'Female';
    const from = (await valueOf('sex', 'F')).label;
    const res = await call('PUT', `${manager('sex')}/values/${id}`, email, { label });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, code: 'F', label, position: 1 });
    expect(await valueOf('sex', 'F')).toMatchObject({ id, label });
    expect((await auditRows('list-value-renamed', 'sex')).at(-1)).toMatchObject({
      actor_user_id: await userId(email),
      entity_type: 'lookup-value',
      entity_id: String(id),
      details: { list: 'sex', code: 'F', from, to: label },
    });
  });

  test('a code cannot be changed, a label may not repeat another, and nothing changes on a refusal', async () => {
    const female = await valueOf('sex', 'F');
    const male = await valueOf('sex', 'M');
    const audited = await auditCount();
    const rename = (id: number, body: unknown) => call('PUT', `${manager('sex')}/values/${id}`, siteadmin, body);
    expect((await rename(female.id, { code: 'W', label: 'Woman' })).json()).toMatchObject({
      statusCode: 400,
      errors: { code: ListManagerMessages.codeUnchangeable },
    });
    expect((await rename(female.id, { label: ' ' })).json().errors).toEqual({ label: FieldMessages.required });
    expect((await rename(female.id, { label: 'MALE' })).json()).toMatchObject({
      statusCode: 409,
      errors: { label: ListManagerMessages.duplicateLabel },
    });
    expect((await rename(999_999, { label: 'Woman' })).json()).toMatchObject({ statusCode: 404, message: ListManagerMessages.noSuchValue });
    // A value of another list is not this list's.
    const autism = (await stored('disability_categories'))[0]!;
    expect((await rename(autism.id, { label: 'Woman' })).statusCode).toBe(404);
    expect([await valueOf('sex', 'F'), await valueOf('sex', 'M')]).toEqual([female, male]);
    expect(await auditCount()).toBe(audited);

    // The same label again is no change, and the trail records none.
    expect((await rename(female.id, { label: female.label })).statusCode).toBe(200);
    expect(await auditCount()).toBe(audited);
  });

  test.each(others)('is refused to %s', async (email) => {
    const female = await valueOf('sex', 'F');
    expect((await call('PUT', `${manager('sex')}/values/${female.id}`, email, { label: 'Woman' })).statusCode).toBe(403);
    expect(await valueOf('sex', 'F')).toEqual(female);
  });
});

describe('reordering a list', () => {
  test.each(managers)('%s puts the whole list in a new order in one call', async (email) => {
    const before = await stored('race_ethnicity');
    const reversed = [...before].reverse();
    const res = await call('PUT', `${manager('race_ethnicity')}/order`, email, { valueIds: reversed.map((v) => v.id) });
    expect(res.statusCode).toBe(200);
    expect(codesOf(res.json())).toEqual(codesOf(reversed));
    expect(res.json().map((v: LookupValue) => v.position)).toEqual(reversed.map((_, i) => i + 1));
    expect(codesOf(await stored('race_ethnicity'))).toEqual(codesOf(reversed));
    expect(codesOf((await call('GET', '/api/admin/lists/race_ethnicity/values', 'requester@example.org')).json())).toEqual(
      codesOf(reversed),
    );
    expect((await auditRows('list-values-reordered', 'race_ethnicity')).at(-1)).toMatchObject({
      actor_user_id: await userId(email),
      entity_type: 'lookup-list',
      details: { list: 'race_ethnicity', order: codesOf(reversed) },
    });
  });

  test('an order that leaves a value out, names one twice or names another list’s is refused, and the order stays', async () => {
    const before = await stored('race_ethnicity');
    const audited = await auditCount();
    const reorder = (valueIds: unknown) => call('PUT', `${manager('race_ethnicity')}/order`, siteadmin, { valueIds });
    const ids = before.map((v) => v.id);
    const missing = await reorder(ids.slice(1));
    expect(missing.json()).toMatchObject({ statusCode: 409, errors: { valueIds: ListManagerMessages.orderMismatch } });
    expect((await reorder([ids[0], ...ids])).json()).toMatchObject({
      statusCode: 400,
      errors: { valueIds: ListManagerMessages.orderMismatch },
    });
    const autism = (await stored('disability_categories'))[0]!;
    expect((await reorder([...ids.slice(1), autism.id])).statusCode).toBe(409);
    expect((await reorder([])).statusCode).toBe(400);
    expect((await reorder(['first'])).statusCode).toBe(400);
    expect(await stored('race_ethnicity')).toEqual(before);
    expect(await auditCount()).toBe(audited);
  });

  test.each(others)('is refused to %s', async (email) => {
    const before = await stored('race_ethnicity');
    expect(
      (await call('PUT', `${manager('race_ethnicity')}/order`, email, { valueIds: [...before].reverse().map((v) => v.id) })).statusCode,
    ).toBe(403);
    expect(await stored('race_ethnicity')).toEqual(before);
  });
});

describe('retiring and restoring a value: never deleted, because records may use it', () => {
  const dropped = async () => (await stored('exit_reasons')).find((v) => v.code === 'DROPPED_OUT')!;

  test.each(managers)(
    '%s retires a value: forms stop offering it, old records still find its label; restoring puts it back in its place',
    async (email) => {
      const value = await dropped();
      const positionBefore = (await stored('exit_reasons')).findIndex((v) => v.id === value.id) + 1;
      const retire = await call('POST', `${manager('exit_reasons')}/values/${value.id}/retire`, email);
      expect(retire.statusCode).toBe(200);
      expect(retire.json()).toMatchObject({
        code: 'DROPPED_OUT',
        retired: true,
        retiredAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        position: positionBefore,
      });

      const offered = await call('GET', '/api/admin/lists/exit_reasons/values', 'districtuser@example.org');
      expect(codesOf(offered.json())).not.toContain('DROPPED_OUT');
      const withRetired = await call('GET', '/api/admin/lists/exit_reasons/values?includeRetired=true', 'districtuser@example.org');
      expect(withRetired.json().find((v: LookupValue) => v.code === 'DROPPED_OUT')).toMatchObject({ label: 'Dropped out', retired: true });
      expect(
        (await call('GET', '/api/admin/lists', 'districtuser@example.org')).json().find((l: LookupList) => l.code === 'exit_reasons'),
      ).toMatchObject({ retiredCount: 1 });
      expect(
        (await call('GET', `${manager('exit_reasons')}/values?status=retired`, email)).json().items.map((v: LookupValue) => v.code),
      ).toEqual(['DROPPED_OUT']);

      // Retiring it again changes nothing and records nothing.
      const audited = await auditCount();
      expect((await call('POST', `${manager('exit_reasons')}/values/${value.id}/retire`, email)).json().retiredAt).toBe(
        retire.json().retiredAt,
      );
      expect(await auditCount()).toBe(audited);

      const restore = await call('POST', `${manager('exit_reasons')}/values/${value.id}/restore`, email);
      expect(restore.json()).toMatchObject({ code: 'DROPPED_OUT', retired: false, retiredAt: null, position: positionBefore });
      expect(codesOf((await call('GET', '/api/admin/lists/exit_reasons/values', 'districtuser@example.org')).json())).toContain(
        'DROPPED_OUT',
      );

      const userIdOf = await userId(email);
      expect((await auditRows('list-value-retired', 'exit_reasons')).at(-1)).toMatchObject({
        actor_user_id: userIdOf,
        entity_id: String(value.id),
        details: { list: 'exit_reasons', code: 'DROPPED_OUT', label: 'Dropped out' },
      });
      expect((await auditRows('list-value-restored', 'exit_reasons')).at(-1)).toMatchObject({
        actor_user_id: userIdOf,
        entity_id: String(value.id),
      });
    },
  );

  test('there is no call that deletes a value, and an unknown value is not found', async () => {
    const value = await dropped();
    expect((await call('DELETE', `${manager('exit_reasons')}/values/${value.id}`, siteadmin)).statusCode).toBe(404);
    expect((await call('POST', `${manager('exit_reasons')}/values/999999/retire`, siteadmin)).statusCode).toBe(404);
    expect(await dropped()).toEqual(value);
  });

  test.each(others)('is refused to %s', async (email) => {
    const value = await dropped();
    expect((await call('POST', `${manager('exit_reasons')}/values/${value.id}/retire`, email)).statusCode).toBe(403);
    expect((await call('POST', `${manager('exit_reasons')}/values/${value.id}/restore`, email)).statusCode).toBe(403);
    expect(await dropped()).toEqual(value);
  });
});

test('a change whose audit entry cannot be written is not saved either', async () => {
  const female = (await stored('sex')).find((v) => v.code === 'F')!;
  await sql`create function admin.refuse_for_test() returns trigger language plpgsql as $$ begin raise exception 'audit unavailable'; end $$`.execute(
    portal.db,
  );
  await sql`create trigger refuse_for_test before insert on admin.audit_events for each row execute function admin.refuse_for_test()`.execute(
    portal.db,
  );
  try {
    const res = await call('PUT', `${manager('sex')}/values/${female.id}`, siteadmin, { label: 'Never saved' });
    expect(res.json()).toMatchObject({ statusCode: 500, message: 'Something went wrong!' });
  } finally {
    await sql`drop trigger refuse_for_test on admin.audit_events`.execute(portal.db);
    await sql`drop function admin.refuse_for_test()`.execute(portal.db);
  }
  expect((await stored('sex')).find((v) => v.code === 'F')).toEqual(female);
});

describe('the published view the other services read (reference.lookup_values)', () => {
  test('shows every list’s values as the tables hold them, retired ones marked', async () => {
    const { rows } = await sql<{ code: string; label: string; retired: boolean }>`
      select code, label, retired from reference.lookup_values where list_code = 'race_ethnicity'`.execute(portal.db);
    const byCode = (a: { code: string }, b: { code: string }) => a.code.localeCompare(b.code);
    const values = await stored('race_ethnicity');
    expect(rows.sort(byCode)).toEqual(values.map(({ code, label, retired }) => ({ code, label, retired })).sort(byCode));
    expect(rows.length).toBeGreaterThan(0);
  });

  test('is read-only: a write through it is refused', async () => {
    await expect(
      sql`insert into reference.lookup_values (list_code, code, label, sort_order, retired) values ('sex', 'X', 'X', 9, false)`.execute(
        portal.db,
      ),
    ).rejects.toThrow(/cannot insert into view/);
  });
});
