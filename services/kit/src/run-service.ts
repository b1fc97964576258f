import { Redis } from 'ioredis';
import { readConfig } from './config';
import { createDatabase, migrateSchema } from './db';
import { buildServiceApp, StartRefusedError } from './build-service';
import { jwksKeys, type KeySource, type SigningKey } from './keys';
import type { ServiceDefinition } from './service';

/**
 * Runs one service as its own process against PostgreSQL (DATABASE_URL):
 * migrates its schema, listens, and closes cleanly on SIGINT/SIGTERM.
 */
export async function runService(def: ServiceDefinition, opts: { signingKey?: SigningKey; keys?: KeySource } = {}): Promise<void> {
  const config = readConfig();
  if (!config.databaseUrl) {
    console.error(
      `${def.name}: DATABASE_URL is required to run a service as its own process. Without it, 'npm start' runs every service in one process on PGlite.`,
    );
    process.exit(1);
  }
  const database = await createDatabase({ databaseUrl: config.databaseUrl });
  await migrateSchema(database.db, def.schema, def.migrations);
  const redis = new Redis(config.redisUrl, { maxRetriesPerRequest: 1 });
  const app = await buildServiceApp(def, {
    db: database.db,
    config,
    keys: opts.keys ?? jwksKeys(config.jwksUrl),
    ...(opts.signingKey ? { signingKey: opts.signingKey } : {}),
    redis,
  }).catch(async (error: unknown) => {
    if (!(error instanceof StartRefusedError)) throw error;
    console.error(`${def.name}: ${error.message}`);
    redis.disconnect();
    await database.close();
    process.exit(1);
  });
  const port = Number(process.env.PORT ?? def.port);
  await app.listen({ port, host: config.host });
  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'closing');
    await app.close();
    redis.disconnect();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));
}
