import { Queue, type Job, type JobsOptions } from 'bullmq';
import type { Redis } from 'ioredis';

/** The one BullMQ queue every producer writes to and services/notification-worker reads. */
export const NOTIFICATION_QUEUE = 'notifications';

/** Job name of a single e-mail; the worker refuses names it does not know. */
export const EMAIL_JOB_NAME = 'email';

export interface EmailJobData {
  /** The notification event id (a UUID); also the BullMQ job id, so the same event enqueued twice is one job. */
  id: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** What kind of notification this is (e.g. 'password-reset'); shown on the admin Email Logs page. */
  type: string;
}

export type NotificationQueue = Queue<EmailJobData>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// Five tries over roughly fifteen minutes rides out an SMTP relay restart.
// Finished jobs are kept for a while only: the worker's e-mail log is the lasting record.
const EMAIL_JOB_OPTIONS: JobsOptions = {
  attempts: 5,
  backoff: { type: 'exponential', delay: 60_000, jitter: 0.2 },
  removeOnComplete: { age: 24 * 3600, count: 10_000 },
  removeOnFail: { age: 14 * 24 * 3600, count: 10_000 },
};

/**
 * The producers' queue. The connection is shared and stays the caller's to close.
 * `prefix` namespaces the Redis keys (tests use one per run); it must match the worker's.
 */
export function createNotificationQueue(connection: Redis, opts: { prefix?: string } = {}): NotificationQueue {
  return new Queue<EmailJobData>(NOTIFICATION_QUEUE, { connection, ...(opts.prefix ? { prefix: opts.prefix } : {}) });
}

/** Enqueues one e-mail. Adding an id that is already queued returns the existing job instead of a second one. */
export async function enqueueEmail(queue: NotificationQueue, data: EmailJobData): Promise<Job<EmailJobData>> {
  if (!UUID.test(data.id)) throw new TypeError('enqueueEmail: id must be a UUID (the notification event id)');
  return queue.add(EMAIL_JOB_NAME, data, { ...EMAIL_JOB_OPTIONS, jobId: data.id });
}
