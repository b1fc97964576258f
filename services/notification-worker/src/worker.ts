import { UnrecoverableError, Worker, type RedisOptions } from 'bullmq';
import { EMAIL_JOB_NAME, NOTIFICATION_QUEUE, type EmailJobData } from '@portal/service-kit';
import { createEmailProcessor, type EmailJobResult } from './email-processor';
import type { NotificationDb } from './email-log';
import { jsonLogger, type WorkerLogger } from './logger';
import { createSmtpTransport, type SmtpOptions } from './smtp';

export interface NotificationWorkerOptions {
  /** Kysely scoped to the worker's schema: `db.withSchema('notification')`. */
  db: NotificationDb;
  /** Redis URL or ioredis options; the worker opens and closes its own connections. */
  connection: string | RedisOptions;
  smtp: SmtpOptions;
  /** The From header of every mail, e.g. "Portal <no-reply@portal.local>". */
  from: string;
  /** Jobs processed at once; also the number of pooled SMTP connections. */
  concurrency: number;
  /** BullMQ key prefix; must match the producers' (tests use one per run). */
  prefix?: string;
  logger?: WorkerLogger;
}

export interface NotificationWorker {
  worker: Worker<EmailJobData, EmailJobResult>;
  /** Stops taking jobs, lets the jobs in hand finish, then closes the SMTP pool and Redis connections. */
  close(): Promise<void>;
}

export function startNotificationWorker(opts: NotificationWorkerOptions): NotificationWorker {
  const logger = opts.logger ?? jsonLogger('notification-worker');
  const transport = createSmtpTransport(opts.smtp, opts.concurrency);
  const processEmail = createEmailProcessor({ db: opts.db, transport, from: opts.from, logger });
  const redisOptions = typeof opts.connection === 'string' ? { url: opts.connection } : opts.connection;

  const worker = new Worker<EmailJobData, EmailJobResult>(
    NOTIFICATION_QUEUE,
    async (job) => {
      if (job.name !== EMAIL_JOB_NAME) throw new UnrecoverableError(`unknown notification job name: ${job.name}`);
      return processEmail(job);
    },
    {
      // Blocking reads must wait out a Redis restart rather than fail after a few retries.
      connection: { ...redisOptions, maxRetriesPerRequest: null },
      concurrency: opts.concurrency,
      ...(opts.prefix ? { prefix: opts.prefix } : {}),
    },
  );
  // Without a listener an 'error' (e.g. Redis unreachable) would crash the process.
  worker.on('error', (err) => logger.error({ err: err.message }, 'notification worker error'));

  return {
    worker,
    async close() {
      await worker.close();
      transport.close();
    },
  };
}
