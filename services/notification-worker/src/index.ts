import { migrations } from './migrations';
import { startNotificationWorker } from './worker';

/** What the embedded runner needs to run the worker in process; main.ts uses the same. */
export const notificationWorker = {
  schema: 'notification',
  migrations,
  start: startNotificationWorker,
} as const;

export { startNotificationWorker, type NotificationWorker, type NotificationWorkerOptions } from './worker';
export type { EmailLogTable, EmailStatus, NotificationDatabase } from './email-log';
export { jsonLogger, type WorkerLogger } from './logger';
export type { EmailJobResult } from './email-processor';
