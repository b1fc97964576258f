import { migrateSchema, readConfig, serviceContext, type AnyDb, type ServiceConfig } from '@portal/service-kit';
import { services } from './registry';

/**
 * Migrates every schema, adds the data every installation needs, then the demo data when the
 * configuration asks for it (`PORTAL_DEMO_DATA`), each in dependency order. Every seed skips data it already has.
 */
export async function migrateAndSeed(db: AnyDb, config: ServiceConfig = readConfig()): Promise<void> {
  for (const def of services) await migrateSchema(db, def.schema, def.migrations);
  for (const def of services) {
    if (def.seed) await def.seed(serviceContext(def, { db, config }));
  }
  if (!config.demoData) return;
  for (const def of services) {
    if (def.demoSeed) await def.demoSeed(serviceContext(def, { db, config }));
  }
}

/** Every service's reason not to serve this installation (demo accounts under NODE_ENV=production, say); empty when all may start. */
export async function startRefusals(db: AnyDb, config: ServiceConfig): Promise<string[]> {
  const refusals: string[] = [];
  for (const def of services) {
    const refusal = await def.startRefusal?.(serviceContext(def, { db, config }));
    if (refusal) refusals.push(refusal);
  }
  return refusals;
}
