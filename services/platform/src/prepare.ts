import { migrateSchema, readConfig, serviceContext, type AnyDb, type ServiceConfig, type SigningKey } from '@portal/service-kit';
import { services } from './registry';

/**
 * Migrates every schema, then seeds in dependency order (each seed skips data it already has).
 * The identity seed seals the demo authenticator secrets with a key derived from the signing key
 * the portal will run with, unless MFA_SECRET_KEY is set.
 */
export async function migrateAndSeed(
  db: AnyDb,
  config: ServiceConfig = readConfig(),
  { seed = true, signingKey }: { seed?: boolean; signingKey?: SigningKey } = {},
): Promise<void> {
  for (const def of services) await migrateSchema(db, def.schema, def.migrations);
  if (!seed) return;
  for (const def of services) {
    if (def.seed) await def.seed(serviceContext(def, { db, config, ...(def.name === 'identity' && signingKey ? { signingKey } : {}) }));
  }
}
