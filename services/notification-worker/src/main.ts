import { armShutdownDeadline, createDatabase, migrateSchema, serviceDatabaseUrl } from '@portal/service-kit';
import { tables } from '@portal/service-notifications';
import { readWorkerConfig } from './config';
import { startHealthServer } from './health-server';
import { notificationWorker } from './index';
import { jsonLogger } from './logger';

const logger = jsonLogger('notification-worker');
const config = readWorkerConfig();
// The worker is the notifications service's: it connects as that service's role.
const { url, migrates } = serviceDatabaseUrl('notifications');
if (!url) {
  logger.error(
    {},
    "DATABASE_URL_NOTIFICATIONS or DATABASE_URL is required to run the worker as its own process. Without either, 'npm start' runs it beside the services on PGlite.",
  );
  process.exit(1);
}

const database = await createDatabase({ databaseUrl: url, poolSize: config.concurrency + 1 });
if (migrates) await migrateSchema(database.db, notificationWorker.schema, notificationWorker.migrations);
const db = tables(database.db.withSchema(notificationWorker.schema));
const running = notificationWorker.start({
  db,
  connection: config.redisUrl,
  smtp: config.smtp,
  from: config.from,
  publicUrl: config.publicUrl,
  mailSecretKey: config.mailSecretKey,
  concurrency: config.concurrency,
  retryBaseMs: config.retryBaseMs,
  lockMs: config.lockMs,
  digest: config.digest,
  ...(config.prefix ? { prefix: config.prefix } : {}),
  logger,
});
const health = config.healthPort ? await startHealthServer(running, db, config.healthPort, config.healthHost) : null;
// The Redis URL can carry a password: it is not logged.
logger.info(
  {
    concurrency: config.concurrency,
    smtpHost: config.smtp.host,
    smtpPort: config.smtp.port,
    healthPort: health?.port ?? null,
    healthHost: config.healthHost,
    pid: process.pid,
  },
  'notification worker started',
);

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) {
    logger.warn({ signal }, 'second signal, exiting without waiting for jobs in hand');
    process.exit(1);
  }
  closing = true;
  armShutdownDeadline('the notification worker');
  logger.info({ signal }, 'closing: finishing jobs in hand');
  health?.markClosing();
  await running.close();
  await health?.close();
  await database.close();
  logger.info({ signal }, 'closed');
  process.exit(0);
}
process.on('SIGINT', (signal) => void shutdown(signal));
process.on('SIGTERM', (signal) => void shutdown(signal));
