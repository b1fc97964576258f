import type { ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import net from 'node:net';
import { Redis } from 'ioredis';
import {
  addNotificationJob,
  createDatabase,
  createNotificationQueue,
  migrateSchema,
  type Database,
  type EmailJobData,
  type NotificationQueue,
} from '@portal/service-kit';
import { createScratchDatabase, eventually, type ScratchDatabase } from '@portal/service-kit/testing';
import { migrations, tables, type NotificationDb } from '@portal/service-notifications';
import { startMailCatcher, type MailCatcher } from '@portal/mail-catcher';
import { spawnWorkerProcess, type WorkerProcess } from '../src/testing';
import { startSlowRelay } from './slow-relay';

// The worker as ops run it: its own process (src/main.ts), stopped with signals.
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const TIMEOUT = 60_000;

let scratch: ScratchDatabase;
let database: Database;
let db: NotificationDb;
let catcher: MailCatcher;
let redis: Redis;
let prefix: string;
let queue: NotificationQueue;
const children: ChildProcess[] = [];

beforeAll(async () => {
  scratch = await createScratchDatabase('notification_worker_process');
  database = await createDatabase({ databaseUrl: scratch.url });
  await migrateSchema(database.db, 'notification', migrations);
  db = tables(database.db.withSchema('notification'));
  catcher = await startMailCatcher({ smtpPort: 0, httpPort: 0 });
  redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
}, TIMEOUT);

beforeEach(() => {
  // A queue of its own per test: no test sees another's jobs.
  prefix = `test-worker-process-${randomBytes(4).toString('hex')}`;
  queue = createNotificationQueue(redis, { prefix });
});

afterEach(async () => {
  for (const child of children.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await queue.obliterate({ force: true });
  await queue.close();
});

afterAll(async () => {
  redis.disconnect();
  await catcher.close();
  await database.close();
  await scratch.drop();
}, TIMEOUT);

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A worker process on this test's database, queue and catcher. */
async function startWorker(smtpPort: number, env: Record<string, string> = {}): Promise<WorkerProcess> {
  const worker = await spawnWorkerProcess({
    DATABASE_URL: scratch.url,
    REDIS_URL,
    NOTIFICATION_QUEUE_PREFIX: prefix,
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtpPort),
    MAIL_FROM: 'Portal Tests <no-reply@portal.test>',
    PUBLIC_URL: 'https://portal.example.org',
    WORKER_CONCURRENCY: '2',
    // A killed worker's job is taken back after about two seconds instead of thirty.
    WORKER_LOCK_MS: '2000',
    NOTIFICATION_RETRY_BASE_MS: '100',
    WORKER_HEALTH_PORT: '0',
    ...env,
  });
  children.push(worker.child);
  return worker;
}

function email(): EmailJobData {
  const id = randomUUID();
  return { id, to: `user-${id}@example.org`, subject: `Subject ${id}`, text: `Body ${id}`, type: 'test' };
}

const mailsTo = (address: string) => catcher.messages().filter((m) => m.to.includes(address));
const active = (id: string) =>
  eventually(async () => ((await queue.getJobState(id)) === 'active' ? true : undefined), 'the job to be in hand');
const logRow = (id: string) => db.selectFrom('email_log').selectAll().where('job_id', '=', id).executeTakeFirst();

test(
  'SIGTERM while a mail is in hand: health answers 503 at once, the mail goes out, its job is done and gone, then the process exits 0',
  async () => {
    const relay = await startSlowRelay(catcher.smtpPort, 1500);
    try {
      const port = await freePort();
      const worker = await startWorker(relay.port, { WORKER_HEALTH_PORT: String(port) });
      const data = email();
      await addNotificationJob(queue, 'email', data);
      await active(data.id);

      worker.child.kill('SIGTERM');
      // The relay holds the mail for 1.5 s: the answer comes while the job is still in hand.
      const health = await eventually(async () => {
        const answer = await fetch(`http://127.0.0.1:${port}/health`);
        return answer.status === 503 ? answer.json() : undefined;
      }, 'health to answer 503');
      expect(health).toEqual({ status: 'closing' });
      expect(await queue.getJobState(data.id)).toBe('active');
      expect(await worker.exit).toEqual({ code: 0, signal: null });
      expect(mailsTo(data.to)).toHaveLength(1);
      expect(await queue.getJobState(data.id)).toBe('unknown');
      expect(await logRow(data.id)).toMatchObject({ status: 'sent', attempts: 1 });
      expect(worker.lines.join('\n')).toContain('closing: finishing jobs in hand');
    } finally {
      await relay.close();
    }
  },
  TIMEOUT,
);

test(
  'kill -9 while a mail is in hand, then a restart: the mail goes out exactly once',
  async () => {
    const relay = await startSlowRelay(catcher.smtpPort, 3000);
    try {
      const first = await startWorker(relay.port);
      const data = email();
      await addNotificationJob(queue, 'email', data);
      // Killed once its attempt is logged, so it dies sending to the slow relay, not while still taking the job.
      await eventually(async () => ((await logRow(data.id))?.attempts === 1 ? true : undefined), 'the first attempt to be logged');
      first.child.kill('SIGKILL');
      expect((await first.exit).signal).toBe('SIGKILL');
      expect(mailsTo(data.to)).toHaveLength(0);

      // The replacement finds the dead worker's job once its lock lapses, and sends it.
      await startWorker(catcher.smtpPort);
      await eventually(
        async () => ((await queue.getJobState(data.id)) === 'unknown' ? true : undefined),
        'the job to be done after the restart',
      );
      expect(mailsTo(data.to)).toHaveLength(1);
      expect(await logRow(data.id)).toMatchObject({ status: 'sent', attempts: 2 });
    } finally {
      await relay.close();
    }
  },
  TIMEOUT,
);

test(
  'two processes share the queue: every mail is sent once, both do part of the work, one digest schedule',
  async () => {
    const digest = { DIGEST_TIME: '05:30', PORTAL_TIME_ZONE: 'America/Denver' };
    const workers = await Promise.all([startWorker(catcher.smtpPort, digest), startWorker(catcher.smtpPort, digest)]);
    const mails = Array.from({ length: 60 }, email);
    await Promise.all(mails.map((m) => addNotificationJob(queue, 'email', m)));
    // A done mail job leaves the queue; once every one has, no worker still holds one it could send again.
    await eventually(
      async () => ((await Promise.all(mails.map((m) => queue.getJobState(m.id)))).every((state) => state === 'unknown') ? true : undefined),
      'every mail job to be done',
    );
    for (const m of mails) expect(mailsTo(m.to)).toHaveLength(1);
    for (const worker of workers) expect(worker.lines.filter((l) => l.includes('"e-mail sent"')).length).toBeGreaterThan(0);
    // Both scheduled the daily digest: one schedule, at the configured state time.
    const schedulers = await queue.getJobSchedulers();
    expect(schedulers).toEqual([expect.objectContaining({ key: 'digest-run', pattern: '30 5 * * *', tz: 'America/Denver' })]);
  },
  TIMEOUT,
);

test(
  'the health endpoint, the queue figures ops read and the same as Prometheus figures',
  async () => {
    const port = await freePort();
    await startWorker(catcher.smtpPort, { WORKER_HEALTH_PORT: String(port) });
    const data = email();
    await addNotificationJob(queue, 'email', data);
    await eventually(async () => ((await logRow(data.id))?.status === 'sent' ? true : undefined), 'the mail to be sent');

    const health = await fetch(`http://127.0.0.1:${port}/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok', checks: { worker: 'ok', database: 'ok', redis: 'ok' } });
    const figures = (await (await fetch(`http://127.0.0.1:${port}/figures`)).json()) as Record<string, number>;
    expect(figures).toMatchObject({ waiting: 0, active: 0, failed: 0 });
    const sent = await db
      .selectFrom('email_log')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('status', '=', 'sent')
      .executeTakeFirstOrThrow();
    expect(figures.sent).toBe(Number(sent.n));
    const metrics = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(metrics.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await metrics.text();
    expect(text).toContain('notification_queue_jobs{state="waiting",service="notification-worker"} 0');
    // The daily digest's next run waits in the queue.
    expect(text).toContain('notification_queue_jobs{state="delayed",service="notification-worker"} 1');
    expect(text).toContain(`notification_mails_sent{service="notification-worker"} ${sent.n}`);
    expect(text).toContain('notification_outbox_pending{service="notification-worker"} 0');
    expect(await (await fetch(`http://127.0.0.1:${port}/live`)).json()).toEqual({ status: 'alive' });
    expect((await fetch(`http://127.0.0.1:${port}/elsewhere`)).status).toBe(404);
  },
  TIMEOUT,
);
