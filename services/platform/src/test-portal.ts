import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import {
  buildServiceApp,
  createDatabase,
  generateSigningKey,
  readConfig,
  staticKeys,
  type AnyDb,
  type NotificationQueue,
  type ServiceDefinition,
  type SessionSettings,
  type SignInSettings,
  type SigningKey,
} from '@portal/service-kit';
import { createScratchDatabase, sendRequest, type TestRequest, type TestResponse } from '@portal/service-kit/testing';
import { DEMO_PASSWORD } from '@portal/service-identity';
import { jsonLogger, notificationWorker, type NotificationWorker } from '@portal/notification-worker';
import { tables } from '@portal/service-notifications';
import { solveBotChallenge, type BotChallenge } from '@portal/shared-contracts';
import { startMailCatcher, waitForMail, type CaughtMail, type MailCatcher } from '@portal/mail-catcher';
import { TEST_LOG_DIR_ENV } from './log-secrets';
import { migrateAndSeed } from './prepare';
import { services } from './registry';

/** A sign-in as the browser makes it. */
export interface SignedIn {
  response: TestResponse;
  accessToken: string;
  /** The refresh cookie as a `cookie` request header sends it back: `name=value`. */
  cookie: string;
}

export interface TestPortalOptions {
  /** Session lifetimes, grace window and session-state cache time, e.g. a short cache so a test need not wait 30 s. */
  sessions?: Partial<SessionSettings>;
  /**
   * Sign-in guessing limits, e.g. a short lock. By default one address may make any number of
   * sign-ins, since every test signs in from the loopback address.
   */
  signIn?: Partial<Omit<SignInSettings, 'redisKeyPrefix'>>;
  /** Run the notification worker and a mail catcher, so a test can read the mail the portal sends. */
  mail?: boolean;
  /** With `mail`: the catcher's SMTP answer to each recipient, e.g. 550 to make a mail fail for good (null accepts). */
  rejectRecipients?: (address: string) => number | null;
}

/** The mail the portal sent, as the catcher received it over SMTP. */
export interface TestMailbox {
  catcher: MailCatcher;
  /** The notification queue the worker reads, e.g. to add a job as a producer or the scheduler would. */
  queue: NotificationQueue;
  /** The first mail to `to` (and matching `predicate`) that arrives within ten seconds. */
  waitFor(to: string, predicate?: (mail: CaughtMail) => boolean): Promise<CaughtMail>;
}

export interface TestPortal {
  /** Sends the request over HTTP to the service that owns its URL prefix. */
  inject(opts: TestRequest): Promise<TestResponse>;
  /** An access token for a demo account, from the real sign-in route; one sign-in per account and portal. */
  tokenFor(email: string): Promise<string>;
  /** A new sign-in (a new session) for a demo account, with its refresh cookie. */
  signIn(email: string): Promise<SignedIn>;
  /** A solved bot-protection challenge from the identity service, as a browser sends it. */
  botToken(): Promise<string>;
  /** The sign-in request a browser sends: the form body with a freshly solved bot-protection token. */
  signInRequest(username: string, password: string, headers?: Record<string, string>): Promise<TestRequest>;
  /** Present when started with `mail: true`. */
  mail: TestMailbox | null;
  app(name: string): FastifyInstance;
  /** The key the identity service signs with, for tests that forge or alter tokens. */
  signingKey: SigningKey;
  db: AnyDb;
  databaseUrl: string;
  close(): Promise<void>;
}

const quietLogger = { info() {}, warn() {}, error() {} };

function ownerOf<T>(apps: Map<ServiceDefinition, T>, url: string): T {
  const path = url.split('?')[0] ?? url;
  let best: { app: T; length: number } | null = null;
  for (const [def, app] of apps) {
    for (const prefix of def.apiPrefixes) {
      if ((path === prefix || path.startsWith(`${prefix}/`)) && (!best || prefix.length > best.length))
        best = { app, length: prefix.length };
    }
  }
  if (!best) throw new Error(`No service owns ${url}`);
  return best.app;
}

/** The `name=value` of a response's set-cookie header, as a `cookie` request header carries it back; null when none is set. */
export function cookiePairOf(response: TestResponse): string | null {
  const setCookie = response.headers['set-cookie'];
  return setCookie ? (setCookie.split(';')[0] ?? null) : null;
}

/**
 * The whole portal's services on a scratch PostgreSQL database, migrated and
 * seeded with the demo data, with the real Redis, each listening on a loopback
 * port, for service tests.
 */
export async function startTestPortal(options: TestPortalOptions = {}): Promise<TestPortal> {
  const scratch = await createScratchDatabase();
  const database = await createDatabase({ databaseUrl: scratch.url, poolSize: 5 });
  const defaults = readConfig({});
  const config = {
    ...defaults,
    databaseUrl: scratch.url,
    rateLimitMax: 100_000,
    sessions: { ...defaults.sessions, ...options.sessions },
    // Its own key prefix: portals of test files running at once share one Redis.
    signIn: { ...defaults.signIn, attemptsPerMinute: 100_000, ...options.signIn, redisKeyPrefix: `identity:sign-in:test-${randomUUID()}:` },
    // Real proof of work, made light so the hundreds of test sign-ins stay quick.
    botProtection: { ...defaults.botProtection, hmacKey: randomUUID(), maxNumber: 1000 },
    notificationQueuePrefix: `test-notifications-${randomUUID()}`,
  };
  await migrateAndSeed(database.db, config);
  // With a log folder (npm test sets one), every line the services log is kept for the secrets scan.
  const logDir = process.env[TEST_LOG_DIR_ENV];
  const logStream = logDir
    ? createWriteStream(path.join(logDir, `services-${process.pid}-${randomUUID()}.ndjson`), { flags: 'a' })
    : undefined;
  const logger = logStream ? { level: 'info', stream: logStream } : { level: process.env.TEST_LOG_LEVEL ?? 'silent' };
  const signingKey = generateSigningKey();
  const redis = new Redis(config.redisUrl, { maxRetriesPerRequest: 1 });
  const apps = new Map<ServiceDefinition, FastifyInstance>();
  const urls = new Map<ServiceDefinition, string>();
  for (const def of services) {
    const app = await buildServiceApp(def, {
      db: database.db,
      config,
      keys: staticKeys([signingKey]),
      redis,
      ...(def.name === 'identity' ? { signingKey } : {}),
      logger,
    });
    apps.set(def, app);
    urls.set(def, await app.listen({ port: 0, host: '127.0.0.1' }));
  }
  let mail: TestMailbox | null = null;
  let worker: NotificationWorker | null = null;
  if (options.mail) {
    const catcher = await startMailCatcher({
      smtpPort: 0,
      httpPort: 0,
      ...(options.rejectRecipients ? { rejectRecipients: options.rejectRecipients } : {}),
    });
    worker = notificationWorker.start({
      db: tables(database.db.withSchema(notificationWorker.schema)),
      connection: config.redisUrl,
      smtp: { host: '127.0.0.1', port: catcher.smtpPort },
      from: 'Portal Tests <no-reply@portal.test>',
      publicUrl: config.publicUrl,
      mailSecretKey: config.mailSecretKey,
      concurrency: 2,
      prefix: config.notificationQueuePrefix,
      retryBaseMs: 50,
      logger: logStream ? jsonLogger('notification-worker', logStream) : quietLogger,
    });
    mail = {
      catcher,
      queue: worker.queue,
      waitFor: (to, predicate = () => true) =>
        waitForMail(catcher, (m) => m.to.some((address) => address.toLowerCase() === to.toLowerCase()) && predicate(m)),
    };
  }
  const tokens = new Map<string, string>();
  const portal: TestPortal = {
    inject: (opts) => sendRequest(ownerOf(urls, opts.url), opts),
    async botToken() {
      const challenge = await portal.inject({ method: 'GET', url: '/api/auth/challenge' });
      if (challenge.statusCode !== 200) throw new Error(`No bot-protection challenge: ${challenge.statusCode} ${challenge.body}`);
      return solveBotChallenge(challenge.json() as BotChallenge);
    },
    async signInRequest(username, password, headers = {}) {
      return {
        method: 'POST',
        url: '/api/auth/token',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        payload: new URLSearchParams({ username, password, recaptchaToken: await portal.botToken() }).toString(),
      };
    },
    mail,
    async tokenFor(email) {
      const cached = tokens.get(email);
      if (cached) return cached;
      const { accessToken } = await portal.signIn(email);
      tokens.set(email, accessToken);
      return accessToken;
    },
    async signIn(email) {
      const response = await portal.inject(await portal.signInRequest(email, DEMO_PASSWORD));
      if (response.statusCode !== 200) throw new Error(`Sign-in as ${email} failed: ${response.statusCode} ${response.body}`);
      const cookie = cookiePairOf(response);
      if (!cookie) throw new Error(`Sign-in as ${email} set no cookie`);
      return { response, accessToken: (response.json() as { accessToken: string }).accessToken, cookie };
    },
    app(name) {
      const entry = [...apps].find(([def]) => def.name === name);
      if (!entry) throw new Error(`No service ${name}`);
      return entry[1];
    },
    signingKey,
    db: database.db,
    databaseUrl: scratch.url,
    async close() {
      for (const app of apps.values()) await app.close();
      await worker?.close();
      await mail?.catcher.close();
      redis.disconnect();
      await database.close();
      if (logStream) await new Promise((resolve) => logStream.end(resolve));
      await scratch.drop();
    },
  };
  return portal;
}

export type { TestRequest, TestResponse };
