import { migrateSchema, readConfig, serviceContext, type AnyDb, type ServiceConfig } from '@portal/service-kit';
import { grantServiceRoles } from './database-roles';
import { services } from './registry';

/**
 * Migrates every schema, then seeds in dependency order (each seed skips data it already has); run
 * as the migration role, it then hands each service role its privileges on what the migrations made.
 */
export async function migrateAndSeed(db: AnyDb, config: ServiceConfig = readConfig(), { seed = true } = {}): Promise<void> {
  for (const def of services) await migrateSchema(db, def.schema, def.migrations);
  if (seed) {
    for (const def of services) {
      if (def.seed) await def.seed(serviceContext(def, { db, config }));
    }
  }
  await grantServiceRoles(db);
}
