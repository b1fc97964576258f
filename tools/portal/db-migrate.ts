import { createDatabase, readConfig } from '@portal/service-kit';
import { migrateAndSeed } from '@portal/platform';

/**
 * `npm run migrate`: migrates every schema and seeds as `npm start` does, with
 * MIGRATION_DATABASE_URL (else DATABASE_URL); as the migration role it then hands each service
 * role its privileges. A release runs it before starting services that connect as their own roles.
 */
const config = readConfig();
if (!config.migrationDatabaseUrl) {
  console.error('MIGRATION_DATABASE_URL (or DATABASE_URL) is required: the PostgreSQL database to migrate.');
  process.exit(1);
}
const database = await createDatabase({ databaseUrl: config.migrationDatabaseUrl, poolSize: 1 });
try {
  await migrateAndSeed(database.db, config);
  console.log('Migrated.');
} finally {
  await database.close();
}
