import { sql, type Kysely } from 'kysely';
import { AppPermissions, FieldMessages, Roles, type Page } from '@portal/shared-contracts';
import { auditLogColumns, type AuditLogEntry } from '@portal/shared-contracts/admin';
import { createAuditTrail, recordAudit } from '@portal/service-kit';
import { startTestPortal, type TestPortal, type TestResponse } from '@portal/platform/testing';
import { readDownload } from '@portal/service-kit/testing';
import { auditTrailServices, disclosureLogServices } from '../src/audit-log/audit-trail-sources';

let portal: TestPortal;
beforeAll(async () => {
  portal = await startTestPortal();
}, 120_000);
afterAll(() => portal?.close());

/** The demo accounts holding App.auditlog.view, and the others (services/identity/src/seed/role-permissions.ts). */
const viewers = ['siteadmin@example.org', 'stateadmin@example.org'];
const others = ['stateuser@example.org', 'districtadmin@example.org', 'districtuser@example.org', 'requester@example.org'];
const siteadmin = 'siteadmin@example.org';

async function get(url: string, email: string | null = siteadmin, token?: string): Promise<TestResponse> {
  const bearer = token ?? (email ? await portal.tokenFor(email) : null);
  return portal.inject({ url, headers: bearer ? { authorization: `Bearer ${bearer}` } : {} });
}
const log = async (query: Record<string, string | number>, email: string | null = siteadmin): Promise<Page<AuditLogEntry>> => {
  const res = await get(`/api/admin/audit-events?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`, email);
  expect(res.statusCode).toBe(200);
  return res.json();
};

async function userOf(email: string): Promise<{ id: number; full_name: string }> {
  return (await portal.db
    .selectFrom('directory.users')
    .select(['id', 'full_name'])
    .where('email', '=', email)
    .executeTakeFirstOrThrow()) as { id: number; full_name: string };
}

async function leaIdOf(code: string): Promise<number> {
  return (
    (await portal.db.selectFrom('directory.leas').select('id').where('lea_code', '=', code).executeTakeFirstOrThrow()) as { id: number }
  ).id;
}

/** Renames a value of the List Manager as an administrator does: a change in the admin service. */
async function renameCaseType(code: string, label: string, email = siteadmin): Promise<number> {
  const values = (await get('/api/admin/lists/case_types/values')).json() as { id: number; code: string }[];
  const id = values.find((v) => v.code === code)!.id;
  const res = await portal.inject({
    method: 'PUT',
    url: `/api/admin/list-manager/case_types/values/${id}`,
    headers: { authorization: `Bearer ${await portal.tokenFor(email)}` },
    payload: { label },
  });
  expect(res.statusCode).toBe(200);
  return id;
}

describe('GET /api/admin/audit-events: one log over every service’s audit trail', () => {
  test('shows a change made in the admin pages: when, service, event, who, which record, details', async () => {
    const started = new Date();
    const id = await renameCaseType('MED', 'Mediation session');
    const actor = await userOf(siteadmin);
    const page = await log({ service: 'admin', event: 'list-value-renamed' });
    expect(page.totalCount).toBe(1);
    expect(page.items[0]).toEqual({
      key: expect.stringMatching(/^admin:\d+$/),
      occurredAt: expect.any(String),
      service: 'admin',
      event: 'list-value-renamed',
      actorUserId: actor.id,
      actorName: actor.full_name,
      userId: null,
      userName: null,
      entityType: 'lookup-value',
      entityId: String(id),
      leaId: null,
      leaName: null,
      ip: expect.any(String),
      details: { list: 'case_types', code: 'MED', from: 'Mediation', to: 'Mediation session' },
      students: null,
    });
    expect(new Date(page.items[0]!.occurredAt).getTime()).toBeGreaterThanOrEqual(started.getTime() - 1000);
  });

  test("shows the identity service's trail beside it: sign-ins name the user concerned", async () => {
    const districtuser = await userOf('districtuser@example.org');
    await portal.signIn('districtuser@example.org');
    const page = await log({ service: 'identity', event: 'sign-in', entityId: districtuser.id });
    expect(page.totalCount).toBeGreaterThanOrEqual(1);
    expect(page.items[0]).toMatchObject({
      service: 'identity',
      event: 'sign-in',
      userId: districtuser.id,
      userName: districtuser.full_name,
      actorName: districtuser.full_name,
      entityType: 'user',
    });
  });

  test('is newest first, pages, and sorts oldest first when asked', async () => {
    await renameCaseType('FAC', 'IEP facilitation meeting');
    await renameCaseType('FAC', 'IEP facilitation');
    const newest = await log({ pageSize: 2 });
    expect(newest.pageSize).toBe(2);
    expect(newest.items).toHaveLength(2);
    expect(newest.totalCount).toBeGreaterThan(2);
    expect(newest.items[0]).toMatchObject({ event: 'list-value-renamed', details: { to: 'IEP facilitation' } });
    expect(newest.items[1]).toMatchObject({ event: 'list-value-renamed', details: { to: 'IEP facilitation meeting' } });
    const second = await log({ pageSize: 2, pageNumber: 2 });
    expect(second.items.map((e) => e.key)).not.toEqual(expect.arrayContaining(newest.items.map((e) => e.key)));

    const times = (await log({ sortField: 'occurredAt', sortDirection: 'asc', pageSize: 100 })).items.map((e) => e.occurredAt);
    expect(times).toEqual([...times].sort());
    expect((await log({ sortField: 'occurredAt', sortDirection: 'desc', pageSize: 1 })).items[0]!.key).toBe(newest.items[0]!.key);
  });

  test('filters by actor, record, LEA, dates and free text, each narrowing to what it names', async () => {
    await renameCaseType('SC', 'State complaint (written)', 'stateadmin@example.org');
    const stateadmin = await userOf('stateadmin@example.org');
    const byActor = await log({ actor: 'avery STATE' });
    expect(byActor.totalCount).toBeGreaterThan(0);
    expect(byActor.items.every((e) => e.actorUserId === stateadmin.id)).toBe(true);
    expect((await log({ actor: 'stateadmin@example' })).totalCount).toBe(byActor.totalCount);

    const renamed = byActor.items.find((e) => e.event === 'list-value-renamed')!;
    const byRecord = await log({ entityType: 'lookup-value', entityId: renamed.entityId! });
    expect(byRecord.items.map((e) => e.key)).toContain(renamed.key);
    expect(byRecord.items.every((e) => e.entityId === renamed.entityId && e.entityType === 'lookup-value')).toBe(true);

    const bySearch = await log({ search: '(WRITTEN)' });
    expect(bySearch.items.map((e) => e.key)).toEqual([renamed.key]);
    expect((await log({ search: '%' })).totalCount).toBe(0);

    const inFuture = new Date(Date.now() + 3_600_000).toISOString();
    const inPast = new Date(Date.now() - 3_600_000 * 24 * 365).toISOString();
    expect((await log({ from: inFuture })).totalCount).toBe(0);
    expect((await log({ to: inPast })).totalCount).toBe(0);
    expect((await log({ from: inPast, to: inFuture, search: '(written)' })).totalCount).toBe(1);

    // An entry about an LEA, as the other services write them.
    const adams = await leaIdOf('01-1000');
    await recordAudit(portal.db.withSchema('admin'), {
      event: 'lea-entry-for-test',
      actorUserId: stateadmin.id,
      entityType: 'lea',
      entityId: adams,
      leaId: adams,
    });
    const byLea = await log({ leaId: adams });
    expect(byLea.items.map((e) => e.event)).toEqual(['lea-entry-for-test']);
    expect(byLea.items[0]).toMatchObject({ leaId: adams, leaName: 'Adams Public Schools' });
    expect((await log({ service: 'identity', event: 'lea-entry-for-test' })).totalCount).toBe(0);
    expect((await log({ service: 'no_such_service' })).totalCount).toBe(0);
  });

  test('exports the filtered log as CSV: the rows and columns the page shows', async () => {
    const query = 'service=admin&event=list-value-renamed&search=mediation';
    const shown = await log(Object.fromEntries(new URLSearchParams(query)));
    const res = await get(`/api/admin/audit-events?format=csv&${query}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain('filename="audit-log.csv"');
    const [header, ...rows] = await readDownload(new TextEncoder().encode(res.body), 'csv');
    expect(header).toEqual(auditLogColumns.map((column) => column.header));
    expect(rows).toHaveLength(1);
    expect(rows).toEqual(shown.items.map((entry) => auditLogColumns.map((column) => String(column.value(entry) ?? ''))));
    expect(rows[0]).toEqual(
      expect.arrayContaining([
        'admin',
        'list-value-renamed',
        'Sam Siteadmin',
        'code: MED; from: Mediation; list: case_types; to: Mediation session',
      ]),
    );
  });

  test('refuses malformed and unknown filters with field errors', async () => {
    expect((await get('/api/admin/audit-events?leaId=adams')).json().errors).toEqual({ leaId: FieldMessages.incorrectFormat });
    expect((await get('/api/admin/audit-events?from=yesterday')).json().errors).toEqual({ from: FieldMessages.invalidDate });
    expect((await get('/api/admin/audit-events?sortField=event')).statusCode).toBe(400);
    expect((await get('/api/admin/audit-events?who=me')).statusCode).toBe(400);
  });

  test('a caller without App.data.allleas sees only the entries of their own LEAs', async () => {
    const adams = await leaIdOf('01-1000');
    const other = (await portal.db.selectFrom('directory.leas').select('id').where('id', 'not in', [adams]).executeTakeFirstOrThrow())
      .id as number;
    await recordAudit(portal.db.withSchema('admin'), { event: 'other-lea-entry-for-test', leaId: other });
    const localAdmin = (await sql<{ id: number }>`select id from identity.roles where name = ${Roles.LocalAdmin}`.execute(portal.db))
      .rows[0]!.id;
    await sql`insert into identity.role_permissions (role_id, permission) values (${localAdmin}, ${AppPermissions.AuditLogView})`.execute(
      portal.db,
    );
    try {
      // A new sign-in, so the token carries the permission.
      const { accessToken } = await portal.signIn('districtadmin@example.org');
      const res = await get('/api/admin/audit-events?pageSize=100', null, accessToken);
      expect(res.statusCode).toBe(200);
      const page: Page<AuditLogEntry> = res.json();
      expect(page.items.map((e) => e.event)).toContain('lea-entry-for-test');
      expect(page.items.map((e) => e.event)).not.toContain('other-lea-entry-for-test');
      expect(page.items.every((e) => e.leaId === adams)).toBe(true);
    } finally {
      await sql`delete from identity.role_permissions where role_id = ${localAdmin} and permission = ${AppPermissions.AuditLogView}`.execute(
        portal.db,
      );
    }
    expect((await log({ event: 'other-lea-entry-for-test' })).totalCount).toBe(1);
  });

  test.each(viewers)('%s may read it', async (email) => {
    expect((await get('/api/admin/audit-events', email)).statusCode).toBe(200);
    expect((await get('/api/admin/audit-events?format=csv', email)).statusCode).toBe(200);
    expect((await get('/api/admin/audit-events/services', email)).statusCode).toBe(200);
  });

  test.each(others)('is refused to %s, who lacks App.auditlog.view', async (email) => {
    expect((await get('/api/admin/audit-events', email)).json()).toMatchObject({ statusCode: 403, code: 'FORBIDDEN' });
    expect((await get('/api/admin/audit-events?format=csv', email)).statusCode).toBe(403);
    expect((await get('/api/admin/audit-events/services', email)).statusCode).toBe(403);
  });

  test('needs a token', async () => {
    expect((await get('/api/admin/audit-events', null)).statusCode).toBe(401);
    expect((await get('/api/admin/audit-events/services', null)).statusCode).toBe(401);
  });
});

describe('who read student data: the disclosure logs beside the trails', () => {
  const eco = async (url: string, email: string) =>
    portal.inject({ url, headers: { authorization: `Bearer ${await portal.tokenFor(email)}`, activeschoolyear: '2026' } });

  test('shows each read with its route, reader, LEA and students, and the filter by student id finds every entry naming one', async () => {
    const district = 'districtuser@example.org';
    const page = (await eco('/api/eco/children?pageSize=5&sortField=stateStudentId', district)).json() as {
      items: { id: number; stateStudentId: string }[];
    };
    const [, , child] = page.items;
    expect((await eco('/api/eco/children?format=csv', district)).statusCode).toBe(200);
    expect((await eco(`/api/eco/children/${child!.id}`, 'stateadmin@example.org')).statusCode).toBe(200);
    // Another child's record: not named by the filter.
    expect((await eco(`/api/eco/children/${page.items[0]!.id}`, 'stateadmin@example.org')).statusCode).toBe(200);

    const adams = await leaIdOf('01-1000');
    const found = await log({ studentId: child!.stateStudentId });
    expect(found.items.map((e) => [e.event, e.actorName, e.leaId, e.details.route])).toEqual([
      ['disclosure-record', (await userOf('stateadmin@example.org')).full_name, adams, 'GET /api/eco/children/:id'],
      ['disclosure-export', (await userOf(district)).full_name, adams, 'GET /api/eco/children'],
      ['disclosure-list', (await userOf(district)).full_name, adams, 'GET /api/eco/children'],
    ]);
    const [record, exported, listed] = found.items;
    expect(record).toMatchObject({
      key: expect.stringMatching(/^eco:disclosure:\d+$/),
      service: 'eco',
      entityType: 'child',
      entityId: String(child!.id),
      leaName: 'Adams Public Schools',
      students: { count: 1, ids: [child!.stateStudentId] },
    });
    expect(exported!.students!.count).toBeGreaterThan(5);
    expect(exported!.details).toMatchObject({ filter: { format: 'csv', leaId: adams, schoolYear: 2026 } });
    expect(listed!.students).toEqual({ count: 5, ids: page.items.map((c) => c.stateStudentId) });

    // The service's own id finds the same entries; an audit event never names a student.
    expect((await log({ studentId: String(child!.id), service: 'eco' })).items.map((e) => e.key)).toEqual(found.items.map((e) => e.key));
    expect((await log({ studentId: 'NO-SUCH-STUDENT' })).totalCount).toBe(0);
    expect((await log({ event: 'disclosure-record', search: 'api/eco/children' })).totalCount).toBeGreaterThanOrEqual(2);
  });
});

describe('the trails the log reads', () => {
  test('are the read-only views each owning service publishes in audit_log, and the log shows entries from each', async () => {
    expect(await auditTrailServices(portal.db)).toEqual(['admin', 'documents', 'eco', 'identity', 'notification', 'psos', 'restraint']);
    expect(await disclosureLogServices(portal.db)).toEqual(['eco', 'psos', 'restraint']);
    const actor = await userOf(siteadmin);
    for (const service of ['admin', 'documents', 'eco', 'identity', 'notification', 'psos', 'restraint']) {
      await recordAudit(portal.db.withSchema(service), {
        event: `probe-${service}`,
        actorUserId: actor.id,
        entityType: 'probe',
        entityId: 1,
      });
      const page = await log({ event: `probe-${service}` });
      expect(page.items).toEqual([expect.objectContaining({ service, actorName: actor.full_name, entityType: 'probe', entityId: '1' })]);
    }
    const { rows } = await sql<{ kind: string }>`select table_type as kind from information_schema.tables
      where table_schema = 'audit_log'`.execute(portal.db);
    expect(rows.every((row) => row.kind === 'VIEW')).toBe(true);
  });

  test('are found in the catalog, so a service that publishes one later is read without a change to the log', async () => {
    const before = (await get('/api/admin/audit-events/services')).json() as string[];
    expect(before).toEqual(expect.arrayContaining(['admin', 'identity']));
    expect(before).toEqual(await auditTrailServices(portal.db));

    await sql`create schema later_service`.execute(portal.db);
    try {
      const later = portal.db.withSchema('later_service') as Kysely<unknown>;
      await createAuditTrail(later, 'later_service');
      await recordAudit(later, { event: 'later-thing-done', actorUserId: (await userOf(siteadmin)).id, entityType: 'thing', entityId: 7 });
      // Its own table is not read until the service publishes it.
      expect((await get('/api/admin/audit-events/services')).json()).toEqual(before);
      expect((await log({ event: 'later-thing-done' })).totalCount).toBe(0);
      // A published view of another shape is not a trail.
      await sql`create view audit_log.not_a_trail_events as select 1 as id, 'note' as note`.execute(portal.db);
      await sql`create view audit_log.later_service_events as select * from later_service.audit_events`.execute(portal.db);
      // As the migration role grants what the migrations publish: the Audit Log's role may read the views.
      const admin = sql.id(portal.databaseRole('admin'));
      for (const view of ['not_a_trail_events', 'later_service_events'])
        await sql`grant select on ${sql.id('audit_log', view)} to ${admin}`.execute(portal.db);

      expect((await get('/api/admin/audit-events/services')).json()).toEqual([...before, 'later_service'].sort());
      const page = await log({ event: 'later-thing-done' });
      expect(page.items).toEqual([
        expect.objectContaining({ service: 'later_service', entityType: 'thing', entityId: '7', actorName: 'Sam Siteadmin' }),
      ]);
    } finally {
      await sql`drop view if exists audit_log.not_a_trail_events`.execute(portal.db);
      await sql`drop schema later_service cascade`.execute(portal.db);
    }
  });

  test('cannot be changed: UPDATE, DELETE and TRUNCATE are refused on every one of them', async () => {
    const schemas = await auditTrailServices(portal.db);
    expect(schemas).toEqual(expect.arrayContaining(['admin', 'identity', 'notification']));
    for (const schema of schemas) {
      const table = sql.table(`${schema}.audit_events`);
      const count = async () => (await sql<{ n: number }>`select count(*)::int as n from ${table}`.execute(portal.db)).rows[0]!.n;
      await recordAudit(portal.db.withSchema(schema), { event: 'append-only-probe' });
      const rows = await count();
      expect(rows).toBeGreaterThan(0);
      await expect(sql`update ${table} set event = 'rewritten'`.execute(portal.db)).rejects.toThrow(
        `${schema}.audit_events is append-only: UPDATE is not allowed`,
      );
      await expect(sql`delete from ${table}`.execute(portal.db)).rejects.toThrow(
        `${schema}.audit_events is append-only: DELETE is not allowed`,
      );
      await expect(sql`truncate ${table}`.execute(portal.db)).rejects.toThrow(
        `${schema}.audit_events is append-only: TRUNCATE is not allowed`,
      );
      expect(await count()).toBe(rows);
    }
  });
});
