import { Queue, UnrecoverableError, Worker, type Job, type RedisOptions } from 'bullmq';
import {
  addNotificationJob,
  NOTIFICATION_JOB_OPTIONS,
  NOTIFICATION_QUEUE,
  NotificationJob,
  type DigestJobData,
  type MailJobData,
  type NotificationEventData,
  type NotificationJobData,
  type NotificationJobName,
  type NotificationQueue,
} from '@portal/service-kit';
import { buildDigest, digestsDue, receiveEvent, type NotificationDb } from '@portal/service-notifications';
import type { DigestSchedule } from './config';
import { createEmailProcessor } from './email-processor';
import { jsonLogger, type WorkerLogger } from './logger';
import { createSmtpTransport, type SmtpOptions } from './smtp';

export interface NotificationWorkerOptions {
  /** Kysely scoped to the notifications schema: `db.withSchema('notification')`. */
  db: NotificationDb;
  /** Redis URL or ioredis options; the worker opens and closes its own connections. */
  connection: string | RedisOptions;
  smtp: SmtpOptions;
  /** The From header of every mail, e.g. "Portal <no-reply@portal.local>". */
  from: string;
  /** Mails link under this address. */
  publicUrl: string;
  /** The key the producers seal link secrets with (`MAIL_SECRET_KEY`): only the mail sent carries them. */
  mailSecretKey: Buffer;
  /** Jobs processed at once; also the number of pooled SMTP connections. */
  concurrency: number;
  /** BullMQ key prefix; must match the producers' (tests use one per run). */
  prefix?: string;
  /** First retry delay; each later retry doubles it, give or take a fifth. */
  retryBaseMs: number;
  /** A job whose worker stops renewing its lock (killed) goes back to the queue after about this long. */
  lockMs?: number;
  /** The daily digest's run; without it this worker schedules nothing (another one does). */
  digest?: DigestSchedule;
  logger?: WorkerLogger;
}

export interface NotificationWorker {
  worker: Worker<NotificationJobData, unknown, NotificationJobName>;
  /** The worker's own handle on the queue (it queues mails and digests, and reads the figures). */
  queue: NotificationQueue;
  /** Stops taking jobs, lets the jobs in hand finish, then closes the SMTP pool and Redis connections. */
  close(): Promise<void>;
}

/** A daily cron pattern for HH:MM. */
const dailyAt = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number);
  return `${minutes} ${hours} * * *`;
};

export function startNotificationWorker(opts: NotificationWorkerOptions): NotificationWorker {
  const logger = opts.logger ?? jsonLogger('notification-worker');
  const transport = createSmtpTransport(opts.smtp, opts.concurrency);
  const processEmail = createEmailProcessor({
    db: opts.db,
    transport,
    from: opts.from,
    secretKey: opts.mailSecretKey,
    publicUrl: opts.publicUrl,
    logger,
  });
  const redisOptions = typeof opts.connection === 'string' ? { url: opts.connection } : opts.connection;
  const prefix = opts.prefix ? { prefix: opts.prefix } : {};
  const queue: NotificationQueue = new Queue(NOTIFICATION_QUEUE, { connection: { ...redisOptions, maxRetriesPerRequest: 1 }, ...prefix });
  queue.on('error', (err) => logger.error({ err: err.message }, 'notification queue error'));

  async function processEvent(job: Job<NotificationEventData>): Promise<string> {
    const received = await receiveEvent(opts.db, job.data, opts.publicUrl);
    // Queued after the event's transaction: a worker that dies in between runs the job again,
    // finds the event recorded and queues the same mails, whose ids make the second add a no-op.
    await Promise.all(received.immediateMails.map((mail) => addNotificationJob(queue, 'email', mail)));
    const fields = {
      jobId: job.id,
      type: job.data.type,
      outcome: received.outcome,
      recipients: received.recipients,
      mails: received.immediateMails.length,
    };
    if (received.outcome === 'unknown-type') logger.warn(fields, 'event of an unknown type recorded, delivered to nobody');
    else logger.info(fields, 'event received');
    return received.outcome;
  }

  async function queueDigests(): Promise<number> {
    const due = await digestsDue(opts.db, opts.digest?.timeZone ?? 'UTC', new Date());
    // The job id names user and day: a second run that day adds nothing while the first is kept.
    await queue.addBulk(
      due.map((data) => ({
        name: NotificationJob.digest,
        data,
        opts: { ...NOTIFICATION_JOB_OPTIONS, jobId: `digest-${data.userId}-${data.digestDate}` },
      })),
    );
    logger.info({ digests: due.length }, 'daily digests queued');
    return due.length;
  }

  async function processDigest(job: Job<DigestJobData>): Promise<string> {
    const mail = await buildDigest(opts.db, job.data, opts.publicUrl);
    if (mail) await addNotificationJob(queue, 'email', mail);
    logger.info({ jobId: job.id, mail: mail?.id ?? null }, mail ? 'daily digest queued' : 'daily digest had nothing left to send');
    return mail ? 'queued' : 'nothing-to-send';
  }

  const worker = new Worker<NotificationJobData, unknown, NotificationJobName>(
    NOTIFICATION_QUEUE,
    async (job) => {
      switch (job.name) {
        case NotificationJob.email:
          return processEmail(job as Job<MailJobData>);
        case NotificationJob.event:
          return processEvent(job as Job<NotificationEventData>);
        case NotificationJob.digestRun:
          return queueDigests();
        case NotificationJob.digest:
          return processDigest(job as Job<DigestJobData>);
        default:
          throw new UnrecoverableError(`unknown notification job name: ${String(job.name)}`);
      }
    },
    {
      // Blocking reads must wait out a Redis restart rather than fail after a few retries.
      connection: { ...redisOptions, maxRetriesPerRequest: null },
      concurrency: opts.concurrency,
      ...prefix,
      ...(opts.lockMs ? { lockDuration: opts.lockMs, stalledInterval: opts.lockMs } : {}),
      settings: {
        // The 'notification' backoff every producer asks for: exponential from the configured base, with jitter.
        backoffStrategy: (attemptsMade: number) =>
          Math.round(opts.retryBaseMs * 2 ** Math.max(0, attemptsMade - 1) * (0.8 + Math.random() * 0.4)),
      },
    },
  );
  // Without a listener an 'error' (e.g. Redis unreachable) would crash the process.
  worker.on('error', (err) => logger.error({ err: err.message }, 'notification worker error'));
  worker.on('failed', (job, err) => {
    if (job && job.name !== NotificationJob.email)
      logger.warn({ jobId: job.id, name: job.name, attemptsMade: job.attemptsMade, err: err.message }, 'notification job failed');
  });

  if (opts.digest) {
    const { time, timeZone } = opts.digest;
    // Every worker upserts the same scheduler (named after its job): one schedule however many replicas run.
    queue
      .upsertJobScheduler(
        NotificationJob.digestRun,
        { pattern: dailyAt(time), tz: timeZone },
        { name: NotificationJob.digestRun, data: {}, opts: { removeOnComplete: { count: 30 }, removeOnFail: { count: 30 } } },
      )
      .catch((err: unknown) =>
        logger.error({ err: err instanceof Error ? err.message : String(err) }, 'could not schedule the daily digest'),
      );
  }

  return {
    worker,
    queue,
    async close() {
      await worker.close();
      await queue.close();
      transport.close();
    },
  };
}
