import { execFileSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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
import { tables, type NotificationDb } from '@portal/service-notifications';
import { startMailCatcher, waitForMail, type MailCatcher } from '@portal/mail-catcher';
import { notificationWorker, readWorkerConfig, type NotificationWorker } from '../src/index';

// The relay login and required TLS come from the settings, and reach a relay that demands both.
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const TIMEOUT = 30_000;
const LOGIN = { user: 'portal-relay', password: `relay-${randomBytes(6).toString('hex')}` };
const quiet = { info() {}, warn() {}, error() {} };

let dir: string;
let files: { key: string; cert: string; password: string };
let scratch: ScratchDatabase;
let database: Database;
let db: NotificationDb;
let redis: Redis;
const closers: (() => Promise<void>)[] = [];

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'smtp-settings-'));
  files = { key: path.join(dir, 'relay.key'), cert: path.join(dir, 'relay.crt'), password: path.join(dir, 'smtp-password') };
  // A relay certificate for 127.0.0.1 from a CA nobody else trusts: the worker must be told it (SMTP_CA_FILE).
  execFileSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1'],
      ...['-keyout', files.key, '-out', files.cert, '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'],
    ],
    { stdio: 'ignore' },
  );
  // As a mounted secret is written: with a final line break, which is not part of the password.
  writeFileSync(files.password, `${LOGIN.password}\n`);
  scratch = await createScratchDatabase('smtp_settings_test');
  database = await createDatabase({ databaseUrl: scratch.url });
  await migrateSchema(database.db, notificationWorker.schema, notificationWorker.migrations);
  db = tables(database.db.withSchema(notificationWorker.schema));
  redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
}, TIMEOUT);

afterAll(async () => {
  for (const close of closers.reverse()) await close();
  redis?.disconnect();
  await database?.close();
  await scratch?.drop();
  rmSync(dir, { recursive: true, force: true });
}, TIMEOUT);

/** A worker on its own queue with the SMTP settings `env` gives, and that queue. */
function workerWith(catcher: MailCatcher, env: Record<string, string>): { worker: NotificationWorker; queue: NotificationQueue } {
  const prefix = `test-smtp-settings-${randomBytes(4).toString('hex')}`;
  const settings = readWorkerConfig({ SMTP_HOST: '127.0.0.1', SMTP_PORT: String(catcher.smtpPort), ...env });
  const worker = notificationWorker.start({
    db,
    connection: REDIS_URL,
    smtp: settings.smtp,
    mailSecretKey: settings.mailSecretKey,
    from: 'Portal Tests <no-reply@portal.test>',
    publicUrl: 'https://portal.example.org',
    concurrency: 1,
    prefix,
    retryBaseMs: 60_000,
    logger: quiet,
  });
  const queue = createNotificationQueue(redis, { prefix });
  closers.push(async () => {
    await worker.close();
    await queue.obliterate({ force: true });
    await queue.close();
  });
  return { worker, queue };
}

async function catcherWith(options: Parameters<typeof startMailCatcher>[0]): Promise<MailCatcher> {
  const catcher = await startMailCatcher({ smtpPort: 0, httpPort: 0, ...options });
  closers.push(() => catcher.close());
  return catcher;
}

function email(): EmailJobData {
  const id = randomUUID();
  return { id, to: `staff-${id}@example.org`, subject: `Subject ${id}`, text: `Body ${id}`, type: 'test' };
}

describe('SMTP settings', () => {
  test('a login from SMTP_USER and SMTP_PASSWORD_FILE requires TLS unless SMTP_REQUIRE_TLS=0 says otherwise', () => {
    const withLogin = readWorkerConfig({ SMTP_USER: LOGIN.user, SMTP_PASSWORD_FILE: files.password }).smtp;
    expect(withLogin).toMatchObject({ auth: LOGIN, requireTls: true });
    expect(readWorkerConfig({ SMTP_USER: LOGIN.user, SMTP_PASSWORD: 'x', SMTP_REQUIRE_TLS: '0' }).smtp.requireTls).toBe(false);
    expect(readWorkerConfig({ SMTP_REQUIRE_TLS: '1' }).smtp).toMatchObject({ requireTls: true });
    const none = readWorkerConfig({}).smtp;
    expect(none.requireTls).toBe(false);
    expect(none.auth).toBeUndefined();
  });

  test('settings that cannot work stop the start with a sentence', () => {
    expect(() => readWorkerConfig({ SMTP_PASSWORD: 'x' })).toThrow('SMTP_PASSWORD is set but SMTP_USER is not');
    expect(() => readWorkerConfig({ SMTP_USER: LOGIN.user })).toThrow('neither SMTP_PASSWORD nor SMTP_PASSWORD_FILE');
    expect(() => readWorkerConfig({ SMTP_USER: LOGIN.user, SMTP_PASSWORD: 'x', SMTP_PASSWORD_FILE: files.password })).toThrow(
      'Set SMTP_PASSWORD or SMTP_PASSWORD_FILE, not both',
    );
    expect(() => readWorkerConfig({ SMTP_REQUIRE_TLS: 'yes' })).toThrow('SMTP_REQUIRE_TLS must be 1 or 0');
  });

  test(
    'a relay that demands a login over STARTTLS receives the mail, encrypted and signed in as the settings say',
    async () => {
      const catcher = await catcherWith({
        auth: LOGIN,
        tls: { key: readFileSync(files.key, 'utf8'), cert: readFileSync(files.cert, 'utf8') },
      });
      const { queue } = workerWith(catcher, { SMTP_USER: LOGIN.user, SMTP_PASSWORD_FILE: files.password, SMTP_CA_FILE: files.cert });
      const data = email();
      await addNotificationJob(queue, 'email', data);
      const mail = await waitForMail(catcher, (m) => m.subject === data.subject);
      expect(mail).toMatchObject({ to: [data.to], authenticatedAs: LOGIN.user, encrypted: true });
    },
    TIMEOUT,
  );

  test(
    'with SMTP_REQUIRE_TLS=1 nothing is sent to a relay that offers no TLS',
    async () => {
      const catcher = await catcherWith({});
      const { queue } = workerWith(catcher, { SMTP_REQUIRE_TLS: '1' });
      const data = email();
      await addNotificationJob(queue, 'email', data);
      const row = await eventually(async () => {
        const r = await db.selectFrom('email_log').selectAll().where('job_id', '=', data.id).executeTakeFirst();
        return r?.last_error ? r : undefined;
      }, 'the attempt to fail');
      expect(row.status).not.toBe('sent');
      expect(catcher.messages()).toEqual([]);
    },
    TIMEOUT,
  );
});
