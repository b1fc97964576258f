import { migrateSchema, readConfig, serviceContext, type AnyDb, type ServiceConfig, type SigningKey } from '@portal/service-kit';
import { grantServiceRoles } from './database-roles';
import { services } from './registry';

/**
 * Migrates every schema, adds the data every installation needs, then the demo data when the
 * configuration asks for it (`PORTAL_DEMO_DATA`), each in dependency order (every seed skips data it
 * already has); run as the migration role, it then hands each service role its privileges on what
 * the migrations made. The identity demo seed seals the demo authenticator secrets with a key
 * derived from the signing key the portal will run with, unless MFA_SECRET_KEY is set.
 */
export async function migrateAndSeed(
  db: AnyDb,
  config: ServiceConfig = readConfig(),
  { seed = true, signingKey }: { seed?: boolean; signingKey?: SigningKey } = {},
): Promise<void> {
  for (const def of services) await migrateSchema(db, def.schema, def.migrations);
  if (seed) {
    const contextOf = (def: (typeof services)[number]) =>
      serviceContext(def, { db, config, ...(def.name === 'identity' && signingKey ? { signingKey } : {}) });
    for (const def of services) {
      if (def.seed) await def.seed(contextOf(def));
    }
    if (config.demoData) {
      for (const def of services) {
        if (def.demoSeed) await def.demoSeed(contextOf(def));
      }
    }
  }
  await grantServiceRoles(db);
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
