import type pg from 'pg';
import { startTestPortal, TEST_ROLE_PREFIX, type TestPortal } from '../src/testing';
import { databaseRoleNames } from '../src/database-roles';

/**
 * The versions the kit's page cache trusts (each schema's data_version migration): raised once by
 * every committed transaction that changes a schema's data, by nothing else, and without holding
 * up other writers. Checked on the test portal's database, each service on its own role.
 */
let portal: TestPortal;
const names = databaseRoleNames(TEST_ROLE_PREFIX);

beforeAll(async () => {
  portal = await startTestPortal();
}, 120_000);
afterAll(() => portal?.close());

const as = (service: string): Promise<pg.Client> => portal.connectAs(names.service(service));

const versionOf = async (client: pg.Client, table: string): Promise<number> =>
  Number((await client.query(`select version from ${table}`)).rows[0].version);

/** The tables of `schema` whose changes raise a version (by the trigger that notes them), and the others. */
async function noted(schema: string): Promise<{ noted: string[]; unnoted: string[] }> {
  const admin = await portal.connectAs('postgres');
  const result = await admin.query<{ table: string; noted: boolean }>(
    `select c.relname as table,
       exists (select 1 from pg_trigger t where t.tgrelid = c.oid and t.tgname in ('note_data_change', 'note_directory_change')) as noted
     from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = $1 and c.relkind in ('r', 'p') order by 1`,
    [schema],
  );
  return {
    noted: result.rows.filter((r) => r.noted).map((r) => r.table),
    unnoted: result.rows.filter((r) => !r.noted).map((r) => r.table),
  };
}

test('every table of ECO, restraint and PSOS but the logs raises its version, and the directory its own', async () => {
  // The version tables themselves, the migrations' own, and what grows beside any read or change.
  const logs = [
    'audit_events',
    'data_changes',
    'data_version',
    'disclosures',
    'kysely_migration',
    'kysely_migration_lock',
    'notification_outbox',
  ];
  for (const schema of ['eco', 'restraint', 'psos']) {
    const { noted: tables, unnoted } = await noted(schema);
    expect(tables).toContain(schema === 'eco' ? 'children' : schema === 'restraint' ? 'incidents' : 'leavers');
    expect(unnoted.filter((table) => !logs.includes(table))).toEqual([]);
  }
  expect((await noted('identity')).noted).toEqual(['leas', 'school_years', 'schools']);
});

test('a committed change raises the version once, whatever it wrote; a rolled-back one leaves it', async () => {
  const eco = await as('eco');
  const before = await versionOf(eco, 'eco.data_version');
  await eco.query('begin');
  await eco.query(`update eco.children set first_name = first_name where id = (select min(id) from eco.children)`);
  await eco.query(`update eco.settings set updated_at = updated_at`);
  await eco.query('commit');
  expect(await versionOf(eco, 'eco.data_version')).toBe(before + 1);

  await eco.query('begin');
  await eco.query(`update eco.children set first_name = first_name where id = (select min(id) from eco.children)`);
  await eco.query('rollback');
  expect(await versionOf(eco, 'eco.data_version')).toBe(before + 1);
  // A read's disclosure entry is not a change to the data it read.
  await eco.query(`insert into eco.disclosures (route, kind, record_type, student_count, student_ids, state_student_ids)
    values ('GET /api/eco/children', 'list', 'child', 0, '{}', '{}')`);
  expect(await versionOf(eco, 'eco.data_version')).toBe(before + 1);
});

test('a transaction holding a change open holds up no other write, and each commit counts', async () => {
  const [long, short] = [await as('restraint'), await as('restraint')];
  const before = await versionOf(short, 'restraint.data_version');
  await long.query('begin');
  await long.query(`update restraint.incidents set updated_at = updated_at where id = (select min(id) from restraint.incidents)`);
  // Answered while the first transaction still holds its change: the version's row is taken only at commit.
  await short.query(`update restraint.incidents set updated_at = updated_at where id = (select max(id) from restraint.incidents)`);
  expect(await versionOf(short, 'restraint.data_version')).toBe(before + 1);
  await long.query('commit');
  expect(await versionOf(short, 'restraint.data_version')).toBe(before + 2);
});

test("a change to the directory raises the version the other services read, and only the directory's tables do", async () => {
  const [identity, eco] = [await as('identity'), await as('eco')];
  const before = await versionOf(eco, 'directory.data_version');
  await identity.query(`update identity.users set updated_at = updated_at where id = (select min(id) from identity.users)`);
  expect(await versionOf(eco, 'directory.data_version')).toBe(before);
  await identity.query(`update identity.schools set name = name where id = (select min(id) from identity.schools)`);
  expect(await versionOf(eco, 'directory.data_version')).toBe(before + 1);
});
