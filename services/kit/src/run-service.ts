import { Redis } from 'ioredis';
import { readConfig, serviceDatabaseUrl, serviceDatabaseUrlVariable } from './config';
import { createDatabase, migrateSchema } from './db';
import { buildServiceApp, StartRefusedError, type ServiceLifecycle } from './build-service';
import { jwksKeys, type KeySource, type SigningKey } from './keys';
import type { ServiceDefinition } from './service';
import { armShutdownDeadline } from './shutdown-deadline';

/**
 * Runs one service as its own process against PostgreSQL, as its own role (`DATABASE_URL_<SERVICE>`)
 * or on the shared development URL (`DATABASE_URL`, when it also migrates its schema first);
 * listens, and on SIGINT/SIGTERM drains (readiness 503, answers in hand finished) before it exits.
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
  const lifecycle: ServiceLifecycle = { draining: false };
  const app = await buildServiceApp(def, {
    db: database.db,
    config,
    keys: opts.keys ?? jwksKeys(config.jwksUrl),
    ...(opts.signingKey ? { signingKey: opts.signingKey } : {}),
    redis,
    lifecycle,
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
    // Not ready from now on; the port stays open until the orchestrator has taken the pod out of
    // its endpoints, then closing waits for the answers in hand.
    lifecycle.draining = true;
    app.log.info({ signal, drainMs: config.shutdownDrainMs }, 'draining');
    await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
    app.log.info({ signal }, 'closing');
    await app.close();
    redis.disconnect();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));
}
