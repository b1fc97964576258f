import { parseArgs } from 'node:util';
import { createDatabase } from '@portal/service-kit';
import { setUpDatabaseRoles } from '@portal/platform';

/**
 * `npm run db:roles -- --database-url postgres://postgres@host:5432/portal`: as a superuser, creates
 * the migration role, the audit trails' owner and one role per service on the portal's database
 * (README, Database roles). A login role it creates gets a generated password, printed here once as
 * the URL to configure; `--no-passwords` leaves them without (peer or trust on loopback),
 * `--reset-passwords` gives existing ones new passwords. Running it again changes nothing else.
 */
const { values } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    prefix: { type: 'string', default: 'portal' },
    'no-passwords': { type: 'boolean', default: false },
    'reset-passwords': { type: 'boolean', default: false },
  },
});
const adminUrl = values['database-url'];
if (!adminUrl) {
  console.error('Give the database as a superuser sees it: npm run db:roles -- --database-url postgres://postgres@127.0.0.1:5432/portal');
  process.exit(1);
}

const database = await createDatabase({ databaseUrl: adminUrl, poolSize: 1 });
try {
  const roles = await setUpDatabaseRoles(database.db, {
    prefix: values.prefix,
    passwords: values['no-passwords'] ? 'none' : 'generate',
    resetPasswords: values['reset-passwords'],
  });
  console.log('The roles are in place. Configure the portal with these (a password shows only when this run set it):\n');
  for (const role of roles) {
    const url = new URL(adminUrl);
    url.username = role.role;
    url.password = role.password ?? '';
    console.log(`${role.variable}=${url.toString()}`);
  }
  console.log('\nThen run the migrations as the migration role: MIGRATION_DATABASE_URL=... npm run migrate');
} catch (error) {
  console.error(`The roles could not be set up: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
