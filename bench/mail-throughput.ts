import { randomBytes, randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { createTransport } from 'nodemailer';
import {
  createDatabase,
  createNotificationQueue,
  migrateSchema,
  NOTIFICATION_JOB_OPTIONS,
  NotificationJob,
  readConfig,
  type EmailJobData,
} from '@portal/service-kit';
import { createScratchDatabase } from '@portal/service-kit/testing';
import { migrations } from '@portal/service-notifications';
import { spawnWorkerProcess } from '@portal/notification-worker/testing';
import { startMailCatcher, type MailCatcher } from '@portal/mail-catcher';

export interface MailRun {
  label: string;
  mails: number;
  seconds: number;
  mailsPerSecond: number;
}

export interface MailThroughputFigures {
  mails: number;
  /** Jobs each worker process handles at once (WORKER_CONCURRENCY). */
  concurrency: number;
  bareNodemailer: MailRun;
  oneWorker: MailRun;
  twoWorkers: MailRun;
}

const MAILS = Number(process.env.BENCH_MAILS ?? 10_000);
const CONCURRENCY = 8;

function mail(i: number): Omit<EmailJobData, 'id'> {
  return {
    to: `bench-${i}@example.org`,
    subject: `Bench mail ${i}`,
    text: `Hello,\n\nThis is bench mail ${i}.`,
    html: `<p>Hello,</p><p>This is bench mail ${i}.</p>`,
    type: 'bench',
  };
}

async function untilCaught(catcher: MailCatcher, count: number): Promise<void> {
  while (catcher.messages().length < count) await new Promise((resolve) => setTimeout(resolve, 20));
}

const run = (label: string, mails: number, startedAt: number): MailRun => {
  const seconds = (performance.now() - startedAt) / 1000;
  return { label, mails, seconds, mailsPerSecond: mails / seconds };
};

/** The floor: nodemailer's pooled transport sending straight to the catcher, as many at once as a worker. */
async function bareNodemailer(catcher: MailCatcher): Promise<MailRun> {
  const transport = createTransport({ host: '127.0.0.1', port: catcher.smtpPort, pool: true, maxConnections: CONCURRENCY });
  catcher.clear();
  const startedAt = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (let i = next++; i < MAILS; i = next++) await transport.sendMail({ from: 'Bench <bench@portal.local>', ...mail(i) });
    }),
  );
  await untilCaught(catcher, MAILS);
  transport.close();
  return run('bare nodemailer loop', MAILS, startedAt);
}

/**
 * The mails queued first, the worker processes started on the paused queue, then timed from
 * its resumption to the last mail in the catcher, each logged in the e-mail log as always.
 */
async function throughWorkers(catcher: MailCatcher, redis: Redis, databaseUrl: string, processes: number): Promise<MailRun> {
  const prefix = `bench-mail-${randomBytes(4).toString('hex')}`;
  const queue = createNotificationQueue(redis, { prefix });
  catcher.clear();
  try {
    for (let start = 0; start < MAILS; start += 1000) {
      const batch = Array.from({ length: Math.min(1000, MAILS - start) }, (_, k) => ({ id: randomUUID(), ...mail(start + k) }));
      await queue.addBulk(
        batch.map((data) => ({ name: NotificationJob.email, data, opts: { ...NOTIFICATION_JOB_OPTIONS, jobId: data.id } })),
      );
    }
    // Paused while the processes boot, so the figure is delivery, not start-up.
    await queue.pause();
    const workers = await Promise.all(
      Array.from({ length: processes }, () =>
        spawnWorkerProcess({
          DATABASE_URL: databaseUrl,
          NOTIFICATION_QUEUE_PREFIX: prefix,
          SMTP_HOST: '127.0.0.1',
          SMTP_PORT: String(catcher.smtpPort),
          WORKER_CONCURRENCY: String(CONCURRENCY),
          WORKER_HEALTH_PORT: '0',
          LOG_LEVEL: 'warn',
        }),
      ),
    );
    const startedAt = performance.now();
    await queue.resume();
    await untilCaught(catcher, MAILS);
    const figures = run(processes === 1 ? 'one worker process' : `${processes} worker processes`, MAILS, startedAt);
    await Promise.all(workers.map(async (w) => (w.child.kill('SIGTERM'), await w.exit)));
    return figures;
  } finally {
    await queue.obliterate({ force: true });
    await queue.close();
  }
}

/** Mails per second into the SMTP catcher: a bare nodemailer loop, then one and two worker processes. */
export async function measureMailThroughput(): Promise<MailThroughputFigures> {
  const scratch = await createScratchDatabase('portal_bench_mail');
  const database = await createDatabase({ databaseUrl: scratch.url });
  const redis = new Redis(readConfig().redisUrl, { maxRetriesPerRequest: 1 });
  const catcher = await startMailCatcher({ smtpPort: 0, httpPort: 0, maxMessages: MAILS + 100 });
  try {
    await migrateSchema(database.db, 'notification', migrations);
    const bare = await bareNodemailer(catcher);
    const one = await throughWorkers(catcher, redis, scratch.url, 1);
    const two = await throughWorkers(catcher, redis, scratch.url, 2);
    return { mails: MAILS, concurrency: CONCURRENCY, bareNodemailer: bare, oneWorker: one, twoWorkers: two };
  } finally {
    await catcher.close();
    redis.disconnect();
    await database.close();
    await scratch.drop();
  }
}
