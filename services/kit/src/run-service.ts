import { Redis } from 'ioredis';
import { readConfig, serviceDatabaseUrl, serviceDatabaseUrlVariable } from './config';
import { createDatabase, migrateSchema } from './db';
import { buildServiceApp, StartRefusedError } from './build-service';
import { jwksKeys, type KeySource, type SigningKey } from './keys';
import type { ServiceDefinition } from './service';
import { armShutdownDeadline } from './shutdown-deadline';

/**
 * Runs one service as its own process against PostgreSQL, as its own role (`DATABASE_URL_<SERVICE>`)
 * or on the shared development URL (`DATABASE_URL`, when it also migrates its schema first);
 * listens, and closes cleanly on SIGINT/SIGTERM.
 */
export async function runService(def: ServiceDefinition, opts: { signingKey?: SigningKey; keys?: KeySource } = {}): Promise<void> {
  const { url, migrates } = serviceDatabaseUrl(def.name);
  if (!url) {
    console.error(
      `${def.name}: ${serviceDatabaseUrlVariable(def.name)} or DATABASE_URL is required to run a service as its own process. Without either, 'npm start' runs every service in one process on PGlite.`,
    );
    process.exit(1);
  }
  const config = { ...readConfig(), databaseUrl: url };
  const database = await createDatabase({ databaseUrl: url });
  if (migrates) await migrateSchema(database.db, def.schema, def.migrations);
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
    armShutdownDeadline(def.name);
    app.log.info({ signal }, 'closing');
    await app.close();
    redis.disconnect();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));
}
