import { createDatabase, migrateSchema } from '@portal/service-kit';
import { readWorkerConfig } from './config';
import { notificationWorker } from './index';
import { jsonLogger } from './logger';

const logger = jsonLogger('notification-worker');
const config = readWorkerConfig();
if (!config.databaseUrl) {
  logger.error({}, "DATABASE_URL is required to run the worker as its own process. Without it, 'npm start' runs it beside the services on PGlite.");
  process.exit(1);
}

const database = await createDatabase({ databaseUrl: config.databaseUrl, poolSize: config.concurrency + 1 });
await migrateSchema(database.db, notificationWorker.schema, notificationWorker.migrations);
const running = notificationWorker.start({
  db: database.db.withSchema(notificationWorker.schema),
  connection: config.redisUrl,
  smtp: config.smtp,
  from: config.from,
  concurrency: config.concurrency,
  ...(config.prefix ? { prefix: config.prefix } : {}),
  logger,
});
// The Redis URL can carry a password: it is not logged.
logger.info({ concurrency: config.concurrency, smtpHost: config.smtp.host, smtpPort: config.smtp.port }, 'notification worker started');

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) {
    logger.warn({ signal }, 'second signal, exiting without waiting for jobs in hand');
    process.exit(1);
  }
  closing = true;
  logger.info({ signal }, 'closing: finishing jobs in hand');
  await running.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', (signal) => void shutdown(signal));
process.on('SIGTERM', (signal) => void shutdown(signal));
