import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import type pg from 'pg';
import { sql } from 'kysely';
import { databaseUrlAs, startTestPortal, TEST_ROLE_PREFIX, type TestPortal } from '../src/testing';
import { databaseRoleNames } from '../src/database-roles';

/**
 * The test portal is set up as production is (the roles created, migrations run as the migration
 * role, each service on its own role): here each role is asked directly what it may do.
 */
let portal: TestPortal;
const names = databaseRoleNames(TEST_ROLE_PREFIX);

beforeAll(async () => {
  portal = await startTestPortal();
}, 120_000);
afterAll(() => portal?.close());

const as = (role: string): Promise<pg.Client> => portal.connectAs(role);

/** The error PostgreSQL answers `statement` with, or 'allowed'. */
async function attempt(client: pg.Client, statement: string): Promise<string> {
  await client.query('begin');
  try {
    await client.query(statement);
    return 'allowed';
  } catch (error) {
    return (error as Error).message;
  } finally {
    await client.query('rollback');
  }
}

test('a service role uses its own tables and the views it reads, and no other service’s tables', async () => {
  const eco = await as(names.service('eco'));
  expect(await attempt(eco, 'select count(*) from eco.children')).toBe('allowed');
  expect(await attempt(eco, 'update eco.children set first_name = first_name where id = (select min(id) from eco.children)')).toBe(
    'allowed',
  );
  expect(await attempt(eco, 'select name from directory.leas limit 1')).toBe('allowed');
  expect(await attempt(eco, 'select code from reference.lookup_values limit 1')).toBe('allowed');

  expect(await attempt(eco, 'select email from identity.users limit 1')).toMatch(/permission denied/);
  expect(await attempt(eco, 'select email from directory.users limit 1')).toMatch(/permission denied/);
  expect(await attempt(eco, 'select * from admin.lookup_values limit 1')).toMatch(/permission denied/);
  expect(await attempt(eco, 'select * from notification.email_deliveries limit 1')).toMatch(/permission denied/);
  expect(await attempt(eco, 'create table eco.extra (id int)')).toMatch(/permission denied/);

  const restraint = await as(names.service('restraint'));
  expect(await attempt(restraint, 'select count(*) from eco.children')).toMatch(/permission denied/);
  expect(await attempt(restraint, 'select count(*) from directory.users')).toMatch(/permission denied/);
});

test('a service appends to its audit trail and can never change, empty or unguard it', async () => {
  const eco = await as(names.service('eco'));
  expect(await attempt(eco, "insert into eco.audit_events (event) values ('probe')")).toBe('allowed');
  expect(await attempt(eco, 'select count(*) from eco.audit_events')).toBe('allowed');
  for (const table of ['eco.audit_events', 'eco.disclosures']) {
    expect(await attempt(eco, `update ${table} set occurred_at = now()`)).toMatch(/permission denied/);
    expect(await attempt(eco, `delete from ${table}`)).toMatch(/permission denied/);
    expect(await attempt(eco, `truncate ${table}`)).toMatch(/permission denied/);
    expect(await attempt(eco, `alter table ${table} disable trigger all`)).toMatch(/must be owner/);
    expect(await attempt(eco, `drop table ${table}`)).toMatch(/must be owner/);
  }
  expect(
    await attempt(eco, 'create or replace function eco.refuse_audit_event_change() returns trigger language sql as $$ select null $$'),
  ).toMatch(/must be owner|permission denied/);
  // The migrator owns the schema but inherits nothing from the trail's owner.
  const migrator = await as(names.migrator);
  expect(await attempt(migrator, 'alter table identity.audit_events disable trigger all')).toMatch(/must be owner/);
  expect(await attempt(migrator, 'delete from identity.audit_events')).toMatch(/permission denied/);
});

test('the Audit Log and the LEA check read only what they need of other schemas', async () => {
  const admin = await as(names.service('admin'));
  // The views each service publishes of its trail, never the tables behind them.
  expect(await attempt(admin, 'select count(*) from audit_log.eco_events')).toBe('allowed');
  expect(await attempt(admin, 'select count(*) from audit_log.eco_disclosures')).toBe('allowed');
  expect(await attempt(admin, 'select count(*) from eco.audit_events')).toMatch(/permission denied/);
  expect(await attempt(admin, 'delete from eco.audit_events')).toMatch(/permission denied/);
  expect(await attempt(admin, 'select count(*) from eco.children')).toMatch(/permission denied/);

  const identity = await as(names.service('identity'));
  expect(await attempt(identity, 'select count(*) from eco.children where lea_id = 1')).toBe('allowed');
  expect(await attempt(identity, 'select first_name from eco.children limit 1')).toMatch(/permission denied/);
});

test('the services answer on their own roles: an ECO list, the Audit Log over every trail, the messages', async () => {
  const stateAdmin = { authorization: `Bearer ${await portal.tokenFor('stateadmin@example.org')}` };
  const { rows } = await sql<{ id: number }>`select id from directory.leas where not is_nde_level_district order by id limit 1`.execute(
    portal.db,
  );
  const headers = { ...stateAdmin, currentleaid: String(rows[0]!.id), activeschoolyear: '2026' };
  for (const url of ['/api/eco/children?pageSize=5', '/api/admin/audit-events', '/api/notificationmesages']) {
    const res = await portal.inject({ url, headers });
    expect([url, res.statusCode, res.statusCode === 200 ? '' : res.body]).toEqual([url, 200, '']);
  }
  const trails = await portal.inject({ url: '/api/admin/audit-events/services', headers });
  expect(JSON.stringify(trails.json())).toEqual(expect.stringContaining('"eco"'));
  const { rows: connected } = await sql<{ role: string }>`
    select distinct usename as role from pg_stat_activity where datname = current_database()`.execute(portal.db);
  expect(connected.map((row) => row.role)).toEqual(
    expect.arrayContaining([names.service('eco'), names.service('admin'), names.service('notifications')]),
  );
});

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

test('a service process given its own URL runs on its role, leaves migrating to the migration role, counts its requests and drains on SIGTERM', async () => {
  const port = await freePort();
  const server = path.resolve(import.meta.dirname, '../../eco/src/server.ts');
  // The shared URL names no database: only the service's own URL can make it ready. Its role may
  // create no schema, so had it tried to migrate it would have stopped instead.
  const child = spawn(process.execPath, ['--import', 'tsx', server], {
    env: {
      ...process.env,
      PORT: String(port),
      LOG_LEVEL: 'warn',
      SHUTDOWN_DRAIN_MS: '5000',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/no_such_database',
      DATABASE_URL_ECO: databaseUrlAs(portal.databaseUrl, names.service('eco')),
    },
    stdio: 'ignore',
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const ready = () => fetch(`http://127.0.0.1:${port}/api/eco/ready`).catch(() => null);
  try {
    let answer: Response | null = null;
    for (let i = 0; i < 120 && !answer?.ok; i++) {
      answer = await ready();
      if (!answer?.ok) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(await answer?.json()).toEqual(expect.objectContaining({ status: 'ready' }));
    expect((await fetch(`http://127.0.0.1:${port}/api/eco/children`)).status).toBe(401);

    const metrics = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
    expect(metrics).toMatch(
      /^http_request_duration_seconds_count\{service="eco",method="GET",route="\/api\/eco\/children",status_code="401"\} 1$/m,
    );

    child.kill('SIGTERM');
    // The signal is handled between requests: ask until the answer changes, well inside the drain time.
    let draining = await ready();
    while (draining?.status === 200) draining = await ready();
    expect([draining?.status, await draining?.json()]).toEqual([503, { status: 'draining', service: 'eco' }]);
    expect(await exited).toBe(0);
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
  }
}, 60_000);
