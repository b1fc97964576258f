import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { createDatabase, type ServiceConfig } from '@portal/service-kit';
import { TEST_PG_ADMIN_URL, testDatabaseUrl } from '@portal/service-kit/testing';
import { databaseRoleNames, setUpDatabaseRoles } from './database-roles';
import { migrateAndSeed } from './prepare';

const TEMPLATE_PREFIX = 'portal_tmpl_';
// Templates are keyed by the code that made them; one not used for a day belongs to code long gone.
const STALE_AFTER_MS = 24 * 60 * 60 * 1000;
const repoRoot = path.resolve(import.meta.dirname, '../../..');

/**
 * What a migrated and seeded database depends on: every service's and the contracts' sources, the
 * day (demo data is dated from today) and the settings the seeds read. A change to any of them
 * makes a new template.
 */
function templateKey(config: ServiceConfig, prefix: string): string {
  const hash = createHash('sha256');
  const roots = [
    ...readdirSync(path.join(repoRoot, 'services'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => path.join(repoRoot, 'services', entry.name, 'src')),
    path.join(repoRoot, 'shared-contracts/src'),
  ];
  for (const root of roots) {
    let files: string[];
    try {
      files = readdirSync(root, { recursive: true, encoding: 'utf8' }).sort();
    } catch {
      continue;
    }
    for (const file of files) {
      if (!/\.tsx?$/.test(file)) continue;
      hash.update(path.relative(repoRoot, path.join(root, file)));
      hash.update(readFileSync(path.join(root, file)));
    }
  }
  hash.update(
    JSON.stringify({ day: new Date().toISOString().slice(0, 10), prefix, publicUrl: config.publicUrl, timeZone: config.timeZone }),
  );
  return hash.digest('hex').slice(0, 20);
}

/**
 * The name of a database migrated and seeded as `config` asks, made once and then copied for each
 * test portal: `CREATE DATABASE ... TEMPLATE` copies files in a fraction of a second, where migrating
 * and seeding every service takes seconds, for each of some fifty test files. `copy` runs while no
 * other test process may touch the template (it must have no connections while it is copied).
 */
export async function withSeededTemplate<T>(config: ServiceConfig, rolePrefix: string, copy: (template: string) => Promise<T>): Promise<T> {
  const name = `${TEMPLATE_PREFIX}${templateKey(config, rolePrefix)}`;
  const admin = new pg.Client({ connectionString: TEST_PG_ADMIN_URL });
  await admin.connect();
  try {
    // One lock for every test process on this server: makers and copiers of templates take turns.
    await admin.query(`select pg_advisory_lock(hashtext('portal test templates'))`);
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await makeTemplate(admin, name, config, rolePrefix);
    await admin.query(`comment on database "${name}" is '${new Date().toISOString()}'`);
    return await copy(name);
  } finally {
    await admin.query(`select pg_advisory_unlock(hashtext('portal test templates'))`).catch(() => undefined);
    await admin.end();
  }
}

async function makeTemplate(admin: pg.Client, name: string, config: ServiceConfig, rolePrefix: string): Promise<void> {
  await dropStaleTemplates(admin);
  // Made under another name and renamed when whole, so a process that died half-way leaves no template.
  const building = `${name}_building`;
  await admin.query(`drop database if exists "${building}" with (force)`);
  await admin.query(`create database "${building}"`);
  const owner = await createDatabase({ databaseUrl: testDatabaseUrl(building), poolSize: 1 });
  try {
    await setUpDatabaseRoles(owner.db, { prefix: rolePrefix, passwords: 'none' });
  } finally {
    await owner.close();
  }
  const migratorUrl = new URL(testDatabaseUrl(building));
  migratorUrl.username = databaseRoleNames(rolePrefix).migrator;
  const migrator = await createDatabase({ databaseUrl: migratorUrl.toString(), poolSize: 1 });
  try {
    await migrateAndSeed(migrator.db, { ...config, databaseUrl: migratorUrl.toString() });
  } finally {
    await migrator.close();
  }
  await admin.query(`alter database "${building}" rename to "${name}"`);
}

async function dropStaleTemplates(admin: pg.Client): Promise<void> {
  const { rows } = await admin.query<{ name: string; used: string | null }>(
    `select datname as name, shobj_description(oid, 'pg_database') as used from pg_database where datname like $1`,
    [`${TEMPLATE_PREFIX}%`],
  );
  for (const row of rows) {
    const used = row.used ? Date.parse(row.used) : NaN;
    if (Number.isNaN(used) || Date.now() - used > STALE_AFTER_MS) await admin.query(`drop database if exists "${row.name}" with (force)`);
  }
}
