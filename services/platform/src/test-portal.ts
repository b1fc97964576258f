import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import pg from 'pg';
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
import { jsonLogger, notificationWorker, type NotificationWorker } from '@portal/notification-worker';
import { tables } from '@portal/service-notifications';
import { startMailCatcher, waitForMail, type CaughtMail, type MailCatcher } from '@portal/mail-catcher';
import { TEST_LOG_DIR_ENV } from './log-secrets';
import { databaseRoleNames, setUpDatabaseRoles } from './database-roles';
import { runDemoAfterStart } from './demo-after-start';
import { botToken, demoOtpOf, signInDemoAccount, signInForm } from './demo-sign-in';
import { withSeededTemplate } from './test-template';
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
  /** The address users reach the portal at (`PUBLIC_URL`), e.g. an https one; its origin is the one allowed. */
  publicUrl?: string;
  /** `MFA_REQUIRED_ROLES` as the environment gives it (role names, comma-separated); by default the portal's default. */
  mfaRequiredRoles?: string;
  /** The general rate limit per address and minute; by default out of the way of the tests' requests, all from loopback. */
  rateLimitMax?: number;
  /** Another Redis than the default, e.g. one behind a TCP proxy a test takes down to cut Redis off. */
  redisUrl?: string;
  /** Run the notification worker and a mail catcher, so a test can read the mail the portal sends. */
  mail?: boolean;
  /** With `mail`: the catcher's SMTP answer to each recipient, e.g. 550 to make a mail fail for good (null accepts). */
  rejectRecipients?: (address: string) => number | null;
  /**
   * Run the services' post-start demo steps as `npm start` does (restraint's plans in every status,
   * moved through the findings engine). Off by default: they take time, and their letters reach the
   * demo accounts' mailboxes.
   */
  demoAfterStart?: boolean;
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
  /**
   * The code a demo account's authenticator app shows, one the portal has not accepted yet (a
   * code is good once): it may be the one of the step before or after now, or wait for the next.
   */
  demoOtp(email: string): Promise<string>;
  /** A solved bot-protection challenge from the identity service, as a browser sends it. */
  botToken(): Promise<string>;
  /** The sign-in request a browser sends: the form body with a freshly solved bot-protection token. */
  signInRequest(username: string, password: string, headers?: Record<string, string>): Promise<TestRequest>;
  /** Present when started with `mail: true`. */
  mail: TestMailbox | null;
  app(name: string): FastifyInstance;
  /**
   * Another instance of a service on its own port, on the same database, Redis and keys, as a
   * second replica behind the gateway runs; closed with the portal.
   */
  anotherInstance(name: string): Promise<{ url: string; inject(opts: TestRequest): Promise<TestResponse> }>;
  /** The database role a service connects as (`portal_test_<service>`). */
  databaseRole(name: string): string;
  /** A connection to the scratch database as `role` (a service's, the migration role), closed with the portal. */
  connectAs(role: string): Promise<pg.Client>;
  /** The key the identity service signs with, for tests that forge or alter tokens. */
  signingKey: SigningKey;
  /** The scratch database as its superuser, for a test's own reads and writes; the services use their roles. */
  db: AnyDb;
  databaseUrl: string;
  /** The key mailed link secrets are sealed with, as `MAIL_SECRET_KEY` hands it to another process (a command). */
  mailSecretKey: string;
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
 * Test-only keys, the same for the seeded template and every portal copied from it, so the
 * authenticator secrets and mailed-link secrets the seed sealed open in every copy.
 */
const TEMPLATE_KEYS = {
  MFA_SECRET_KEY: '0123456789abcdef'.repeat(4),
  MAIL_SECRET_KEY: Buffer.alloc(32, 7).toString('base64url'),
};

/** The roles the test portals use; roles belong to the cluster, so every scratch database shares them. */
export const TEST_ROLE_PREFIX = 'portal_test';

/** `url` signed in as `role`. */
export function databaseUrlAs(url: string, role: string): string {
  const as = new URL(url);
  as.username = role;
  as.password = '';
  return as.toString();
}

/**
 * The whole portal's services on a scratch PostgreSQL database, set up as production sets it
 * up: the database roles created, migrated and seeded with the demo data as the migration role,
 * each service connected as its own role, with the real Redis, each listening on a loopback
 * port, for service tests.
 */
export async function startTestPortal(options: TestPortalOptions = {}): Promise<TestPortal> {
  const defaults = readConfig({
    ...TEMPLATE_KEYS,
    ...(options.publicUrl ? { PUBLIC_URL: options.publicUrl } : {}),
    ...(options.mfaRequiredRoles !== undefined ? { MFA_REQUIRED_ROLES: options.mfaRequiredRoles } : {}),
  });
  const seeded = {
    ...defaults,
    // The tests sign in as the demo accounts and read the demo records.
    demoData: true,
  };
  const scratch = await withSeededTemplate(seeded, TEST_ROLE_PREFIX, (template) => createScratchDatabase('portal_test', { template }));
  const database = await createDatabase({ databaseUrl: scratch.url, poolSize: 5 });
  const config = {
    ...seeded,
    databaseUrl: scratch.url,
    ...(options.redisUrl ? { redisUrl: options.redisUrl } : {}),
    rateLimitMax: options.rateLimitMax ?? 100_000,
    // Its own counts: every test calls from loopback, and portals of test files running at once share one Redis.
    rateLimitKeyPrefix: `rl:test-${randomUUID()}:`,
    sessions: { ...defaults.sessions, ...options.sessions },
    // Its own key prefix: portals of test files running at once share one Redis.
    signIn: { ...defaults.signIn, attemptsPerMinute: 100_000, ...options.signIn, redisKeyPrefix: `identity:sign-in:test-${randomUUID()}:` },
    // Real proof of work, made light so the hundreds of test sign-ins stay quick.
    botProtection: { ...defaults.botProtection, hmacKey: randomUUID(), maxNumber: 1000 },
    notificationQueuePrefix: `test-notifications-${randomUUID()}`,
    // Each service's own address, filled in as it listens, for calls between services.
    peerUrls: {} as Record<string, string>,
  };
  const roles = databaseRoleNames(TEST_ROLE_PREFIX);
  // A copy keeps the template's objects and their grants; the rights on the database itself are the copy's own.
  await setUpDatabaseRoles(database.db, { prefix: TEST_ROLE_PREFIX, passwords: 'none' });
  const signingKey = generateSigningKey();
  const serviceDatabases = new Map<string, Awaited<ReturnType<typeof createDatabase>>>();
  const serviceDatabase = async (name: string) => {
    const ready =
      serviceDatabases.get(name) ?? (await createDatabase({ databaseUrl: databaseUrlAs(scratch.url, roles.service(name)), poolSize: 3 }));
    serviceDatabases.set(name, ready);
    return ready.db;
  };
  // With a log folder (npm test sets one), every line the services log is kept for the secrets scan.
  const logDir = process.env[TEST_LOG_DIR_ENV];
  const logStream = logDir
    ? createWriteStream(path.join(logDir, `services-${process.pid}-${randomUUID()}.ndjson`), { flags: 'a' })
    : undefined;
  const logger = logStream ? { level: 'info', stream: logStream } : { level: process.env.TEST_LOG_LEVEL ?? 'silent' };
  const redis = new Redis(config.redisUrl, { maxRetriesPerRequest: 1 });
  const apps = new Map<ServiceDefinition, FastifyInstance>();
  const urls = new Map<ServiceDefinition, string>();
  const moreInstances: FastifyInstance[] = [];
  const roleClients: pg.Client[] = [];
  const buildService = async (def: ServiceDefinition) =>
    buildServiceApp(def, {
      db: await serviceDatabase(def.name),
      config,
      keys: staticKeys([signingKey]),
      redis,
      ...(def.name === 'identity' ? { signingKey } : {}),
      logger,
    });
  try {
    for (const def of services) {
      const app = await buildService(def);
      apps.set(def, app);
      const address = await app.listen({ port: 0, host: '127.0.0.1' });
      config.peerUrls[def.name] = address;
      urls.set(def, address);
    }
  } catch (error) {
    // A service that cannot start fails the test file at once, rather than leaving connections that keep jest waiting.
    for (const app of apps.values()) await app.close();
    redis.disconnect();
    for (const ready of serviceDatabases.values()) await ready.close();
    await database.close();
    logStream?.end();
    throw error;
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
      // The worker is the notifications service's, and connects as its role.
      db: tables((await serviceDatabase('notifications')).withSchema(notificationWorker.schema)),
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
    botToken: () => botToken(portal.inject),
    signInRequest: (username, password, headers = {}) => signInForm(portal.inject, username, password, headers),
    mail,
    demoOtp: (email) => demoOtpOf(database.db, email),
    async tokenFor(email) {
      const cached = tokens.get(email);
      if (cached) return cached;
      const { accessToken } = await portal.signIn(email);
      tokens.set(email, accessToken);
      return accessToken;
    },
    async signIn(email) {
      const { response, accessToken } = await signInDemoAccount(portal.inject, email, () => portal.demoOtp(email));
      const cookie = cookiePairOf(response);
      if (!cookie) throw new Error(`Sign-in as ${email} set no cookie`);
      return { response, accessToken, cookie };
    },
    app(name) {
      const entry = [...apps].find(([def]) => def.name === name);
      if (!entry) throw new Error(`No service ${name}`);
      return entry[1];
    },
    async anotherInstance(name) {
      const def = services.find((d) => d.name === name);
      if (!def) throw new Error(`No service ${name}`);
      const app = await buildService(def);
      moreInstances.push(app);
      const url = await app.listen({ port: 0, host: '127.0.0.1' });
      return { url, inject: (opts) => sendRequest(url, opts) };
    },
    databaseRole: (name) => roles.service(name),
    async connectAs(role) {
      const client = new pg.Client({ connectionString: databaseUrlAs(scratch.url, role) });
      await client.connect();
      roleClients.push(client);
      return client;
    },
    signingKey,
    db: database.db,
    databaseUrl: scratch.url,
    mailSecretKey: config.mailSecretKey.toString('base64url'),
    async close() {
      for (const client of roleClients) await client.end();
      for (const app of [...moreInstances, ...apps.values()]) await app.close();
      await worker?.close();
      await mail?.catcher.close();
      redis.disconnect();
      for (const serviceDb of serviceDatabases.values()) await serviceDb.close();
      await database.close();
      if (logStream) await new Promise((resolve) => logStream.end(resolve));
      await scratch.drop();
    },
  };
  if (options.demoAfterStart) {
    try {
      await runDemoAfterStart({
        config,
        dbOf: (def) => serviceDatabase(def.name),
        identityDb: database.db,
        failed: (_def, error) => {
          throw error;
        },
      });
    } catch (error) {
      await portal.close();
      throw error;
    }
  }
  return portal;
}

export type { TestRequest, TestResponse };
