import { randomBytes, randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { JobState } from 'bullmq';
import {
  addNotificationJob,
  createDatabase,
  createNotificationQueue,
  LINK_SECRET_PLACEHOLDER,
  mailSecretKey,
  migrateSchema,
  newMailSecretKey,
  sealLinkSecret,
  type Database,
  type EmailJobData,
  type NotificationQueue,
} from '@portal/service-kit';
import { createScratchDatabase, eventually, type ScratchDatabase } from '@portal/service-kit/testing';
import { tables, type NotificationDb } from '@portal/service-notifications';
import { startMailCatcher, waitForMail, type MailCatcher } from '@portal/mail-catcher';
import { startSlowRelay } from './slow-relay';
import { notificationWorker, type NotificationWorker, type WorkerLogger } from '../src/index';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const FROM = 'Portal Tests <no-reply@portal.test>';
// One key prefix per run, so parallel runs (and other suites) never share jobs.
const PREFIX = `test-notifications-${process.pid}-${randomBytes(4).toString('hex')}`;
const TIMEOUT = 20_000;
const SECRET_KEY = mailSecretKey(newMailSecretKey());

let scratch: ScratchDatabase | undefined;
let database: Database | undefined;
let db: NotificationDb;
let catcher: MailCatcher | undefined;
let running: NotificationWorker | undefined;
let redis: Redis | undefined;
let queue: NotificationQueue;

// Every RCPT TO the catcher saw, and what it answers: recipients named refused-* get 550,
// those in deferrals get 451 as many times as counted there.
const rcptSeen: string[] = [];
const deferrals = new Map<string, number>();
function replyTo(address: string): number | null {
  rcptSeen.push(address);
  if (address.startsWith('refused-')) return 550;
  const left = deferrals.get(address) ?? 0;
  if (left === 0) return null;
  deferrals.set(address, left - 1);
  return 451;
}

const logLines: string[] = [];
const capture = (fields: object, msg: string) => void logLines.push(JSON.stringify({ ...fields, msg }));
const logger: WorkerLogger = { info: capture, warn: capture, error: capture };

beforeAll(async () => {
  scratch = await createScratchDatabase('notification_worker_test');
  database = await createDatabase({ databaseUrl: scratch.url });
  await migrateSchema(database.db, notificationWorker.schema, notificationWorker.migrations);
  db = tables(database.db.withSchema(notificationWorker.schema));
  catcher = await startMailCatcher({ smtpPort: 0, httpPort: 0, rejectRecipients: replyTo });
  running = notificationWorker.start({
    db,
    connection: REDIS_URL,
    smtp: { host: '127.0.0.1', port: catcher.smtpPort },
    from: FROM,
    publicUrl: 'https://portal.example.org',
    mailSecretKey: SECRET_KEY,
    concurrency: 2,
    prefix: PREFIX,
    // Retries after about 50, 100, 200 ms: the backoff's shape, on a test's clock.
    retryBaseMs: 50,
    logger,
  });
  redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
  queue = createNotificationQueue(redis, { prefix: PREFIX });
}, TIMEOUT);

afterAll(async () => {
  await running?.close();
  if (queue) {
    await queue.obliterate({ force: true });
    await queue.close();
  }
  await redis?.quit();
  await catcher?.close();
  await database?.close();
  await scratch?.drop();
}, TIMEOUT);

const logRow = (jobId: string) => db.selectFrom('email_log').selectAll().where('job_id', '=', jobId).executeTakeFirst();

const jobSettled = (id: string, state: JobState | 'unknown') =>
  eventually(async () => ((await queue.getJobState(id)) === state ? true : undefined), `job ${id} to be ${state}`);
// A mail's job is removed once done, so Redis keeps no copy of the mail.
const jobDone = (id: string) => jobSettled(id, 'unknown');

function email(overrides: Partial<EmailJobData> = {}): EmailJobData {
  const id = randomUUID();
  return { id, to: `parent-${id}@example.org`, subject: `Subject ${id}`, text: `Plain body ${id}`, type: 'test', ...overrides };
}

const mailsTo = (address: string) => catcher!.messages().filter((m) => m.to.includes(address));

function expectLogsFreeOf(...values: string[]) {
  const logs = logLines.join('\n');
  for (const value of values) expect(logs).not.toContain(value);
}

describe('notification worker', () => {
  it(
    'sends an enqueued e-mail over SMTP and logs it as sent after one attempt',
    async () => {
      const data = email({ html: '<p>HTML <b>body</b></p>', type: 'welcome' });
      await addNotificationJob(queue, 'email', data);

      const mail = await waitForMail(catcher!, (m) => m.subject === data.subject);
      expect(mail.from).toBe(FROM);
      expect(mail.to).toEqual([data.to]);
      expect(mail.text.trim()).toBe(data.text);
      expect(mail.html).toContain('<p>HTML <b>body</b></p>');

      const row = await eventually(async () => {
        const r = await logRow(data.id);
        return r?.status === 'sent' ? r : undefined;
      }, 'the log row to say sent');
      expect(row).toMatchObject({
        type: 'welcome',
        to_address: data.to,
        subject: data.subject,
        body_text: data.text,
        body_html: data.html,
        attempts: 1,
        last_error: null,
      });
      expect(row.sent_at).toBeInstanceOf(Date);
      expect(row.message_id).toBe(`<${data.id}@portal.test>`);
      expectLogsFreeOf(data.to, data.text);
    },
    TIMEOUT,
  );

  it(
    'sends one mail for the same event enqueued twice, even after BullMQ forgot the job',
    async () => {
      const data = email();
      const first = await addNotificationJob(queue, 'email', data);
      const second = await addNotificationJob(queue, 'email', data);
      expect(second.id).toBe(first.id);
      await jobDone(data.id);
      expect(mailsTo(data.to)).toHaveLength(1);

      // The job is gone once done; the e-mail log still stops a second send.
      await addNotificationJob(queue, 'email', data);
      await jobDone(data.id);
      expect(mailsTo(data.to)).toHaveLength(1);
      expect(await logRow(data.id)).toMatchObject({ status: 'sent', attempts: 1 });
    },
    TIMEOUT,
  );

  it(
    "puts a link's sealed secret only into the mail it sends: the log keeps the placeholder and the job is gone",
    async () => {
      const secret = randomBytes(32).toString('base64url');
      const link = `https://portal.example.org/auth/reset-password?token=${LINK_SECRET_PLACEHOLDER}`;
      const data = email({
        text: `Reset: ${link}`,
        html: `<p><a href="${link}">Reset</a></p>`,
        sealedSecret: sealLinkSecret(secret, SECRET_KEY),
      });
      await addNotificationJob(queue, 'email', data);

      const mail = await waitForMail(catcher!, (m) => m.subject === data.subject);
      expect(mail.text).toContain(`?token=${secret}`);
      expect(mail.html).toContain(`?token=${secret}"`);
      await jobDone(data.id);
      const row = await logRow(data.id);
      expect(row).toMatchObject({ status: 'sent', body_text: data.text, body_html: data.html });
      expect(JSON.stringify(row)).not.toContain(secret);
      expectLogsFreeOf(secret);
    },
    TIMEOUT,
  );

  it(
    'fails a mail whose secret was sealed with another key for good, and says which setting differs',
    async () => {
      const data = email({
        text: `Link ?token=${LINK_SECRET_PLACEHOLDER}`,
        sealedSecret: sealLinkSecret('x', mailSecretKey(newMailSecretKey())),
      });
      await addNotificationJob(queue, 'email', data);
      await jobSettled(data.id, 'failed');
      expect(mailsTo(data.to)).toHaveLength(0);
      expect((await logRow(data.id))?.last_error).toMatch(/MAIL_SECRET_KEY/);
    },
    TIMEOUT,
  );

  it(
    'does not retry a recipient the relay refuses with 550 and logs the mail as failed',
    async () => {
      const id = randomUUID();
      const data = email({ id, to: `refused-${id}@example.org` });
      await addNotificationJob(queue, 'email', data);

      await jobSettled(id, 'failed');
      const job = await queue.getJob(id);
      expect(job?.attemptsMade).toBe(1);
      expect(job?.failedReason).toMatch(/550/);
      expect(rcptSeen.filter((a) => a === data.to)).toHaveLength(1);
      expect(mailsTo(data.to)).toHaveLength(0);

      const row = await logRow(id);
      expect(row).toMatchObject({ status: 'failed', attempts: 1, sent_at: null });
      expect(row?.last_error).toMatch(/550/);
      expectLogsFreeOf(data.to, data.text);
    },
    TIMEOUT,
  );

  it(
    'retries 451 twice with a growing delay, delivers once on the 250, and logs three attempts',
    async () => {
      const data = email();
      deferrals.set(data.to, 2);
      await addNotificationJob(queue, 'email', data);

      await waitForMail(catcher!, (m) => m.subject === data.subject);
      await jobDone(data.id);
      expect(rcptSeen.filter((a) => a === data.to)).toHaveLength(3);
      expect(mailsTo(data.to)).toHaveLength(1);
      expect(await logRow(data.id)).toMatchObject({ status: 'sent', attempts: 3, last_error: null });
    },
    TIMEOUT,
  );

  it(
    'finishes the job in hand when closed',
    async () => {
      const relay = await startSlowRelay(catcher!.smtpPort, 500);
      const prefix = `${PREFIX}-close`;
      const slowWorker = notificationWorker.start({
        db,
        connection: REDIS_URL,
        smtp: { host: '127.0.0.1', port: relay.port },
        from: FROM,
        publicUrl: 'https://portal.example.org',
        mailSecretKey: SECRET_KEY,
        concurrency: 1,
        prefix,
        retryBaseMs: 50,
        logger,
      });
      const slowQueue = createNotificationQueue(redis!, { prefix });
      try {
        const data = email();
        await addNotificationJob(slowQueue, 'email', data);
        await eventually(async () => ((await slowQueue.getJobState(data.id)) === 'active' ? true : undefined), 'the job to be in hand');

        await slowWorker.close();
        expect(mailsTo(data.to)).toHaveLength(1);
        expect(await slowQueue.getJobState(data.id)).toBe('unknown');
        expect(await logRow(data.id)).toMatchObject({ status: 'sent', attempts: 1 });
      } finally {
        await slowWorker.close();
        await slowQueue.obliterate({ force: true });
        await slowQueue.close();
        await relay.close();
      }
    },
    TIMEOUT,
  );
});
