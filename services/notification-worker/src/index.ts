import { migrations } from '@portal/service-notifications';
import { startNotificationWorker } from './worker';

/** What the embedded runner needs to run the worker in process; main.ts uses the same. */
export const notificationWorker = {
  schema: 'notification',
  migrations,
  start: startNotificationWorker,
} as const;

export { startNotificationWorker, type NotificationWorker, type NotificationWorkerOptions } from './worker';
export { startHealthServer, type HealthServer } from './health-server';
export { readWorkerConfig, type WorkerConfig } from './config';
export { jsonLogger, type WorkerLogger } from './logger';
export type { EmailJobResult } from './email-processor';
