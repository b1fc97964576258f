import { migrateSchema, readConfig, serviceContext, type AnyDb, type ServiceConfig } from '@portal/service-kit';
import { services } from './registry';

/** Migrates every schema, then seeds in dependency order (each seed skips data it already has). */
export async function migrateAndSeed(db: AnyDb, config: ServiceConfig = readConfig(), { seed = true } = {}): Promise<void> {
  for (const def of services) await migrateSchema(db, def.schema, def.migrations);
  if (!seed) return;
  for (const def of services) {
    if (def.seed) await def.seed(serviceContext(def, { db, config }));
  }
}
