import { readFileSync } from 'node:fs';
import { flagSetting, readConfig } from '@portal/service-kit';
import type { SmtpOptions } from './smtp';

export interface DigestSchedule {
  /** Local time of the daily run, HH:MM (`DIGEST_TIME`). */
  time: string;
  /** The state's time zone, IANA name (`PORTAL_TIME_ZONE`): digests are per day in that zone. */
  timeZone: string;
}

export interface WorkerConfig {
  redisUrl: string;
  /** Mails link under this address (`PUBLIC_URL`), never under a request's Host. */
  publicUrl: string;
  /** The key link secrets are sealed with (`MAIL_SECRET_KEY`), the services' own. */
  mailSecretKey: Buffer;
  smtp: SmtpOptions;
  from: string;
  concurrency: number;
  /** The queue's Redis key prefix, the one the producers use. */
  prefix: string | undefined;
  /** First retry delay of a failed job; each later one doubles (`NOTIFICATION_RETRY_BASE_MS`). */
  retryBaseMs: number;
  /** How long a job may go without its worker renewing its lock before another worker takes it over (`WORKER_LOCK_MS`). */
  lockMs: number;
  digest: DigestSchedule;
  /** Port of the health and queue-figures endpoint (`WORKER_HEALTH_PORT`); 0 turns it off. */
  healthPort: number;
  /** Address it listens on (`WORKER_HEALTH_HOST`): loopback on a host, 0.0.0.0 in a pod, where the kubelet and the scraper call it. */
  healthHost: string;
}

function wholeNumber(name: string, value: string, min: number): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < min) throw new Error(`${name} must be a whole number of at least ${min}, got "${value}"`);
  return n;
}

function timeOfDay(value: string): string {
  if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(value)) throw new Error(`DIGEST_TIME must be HH:MM, got "${value}"`);
  return value;
}

/** A secret given as itself or as a file holding it (a mounted secret); the file's final line break is not part of it. */
function secret(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const file = env[`${name}_FILE`];
  if (file && env[name]) throw new Error(`Set ${name} or ${name}_FILE, not both`);
  return file ? readFileSync(file, 'utf8').replace(/\r?\n$/, '') : env[name] || undefined;
}

/**
 * The relay's login and how the connection must be protected. A login requires TLS unless
 * SMTP_REQUIRE_TLS=0 says otherwise, so a password never crosses the network in clear by default.
 */
export function readSmtpOptions(env: NodeJS.ProcessEnv = process.env): SmtpOptions {
  const user = env.SMTP_USER || undefined;
  const password = secret(env, 'SMTP_PASSWORD');
  if (password !== undefined && !user) throw new Error('SMTP_PASSWORD is set but SMTP_USER is not: set the relay login too');
  if (user && password === undefined) throw new Error('SMTP_USER is set but neither SMTP_PASSWORD nor SMTP_PASSWORD_FILE is');
  const caFile = env.SMTP_CA_FILE || undefined;
  return {
    host: env.SMTP_HOST ?? '127.0.0.1',
    port: wholeNumber('SMTP_PORT', env.SMTP_PORT ?? '1025', 1),
    secure: env.SMTP_SECURE === 'true',
    requireTls: flagSetting('SMTP_REQUIRE_TLS', env.SMTP_REQUIRE_TLS, user !== undefined),
    ...(user && password !== undefined ? { auth: { user, password } } : {}),
    ...(caFile ? { ca: readFileSync(caFile, 'utf8') } : {}),
  };
}

/** The worker's settings; REDIS_URL, PUBLIC_URL and PORTAL_TIME_ZONE are read the way every service reads them. */
export function readWorkerConfig(env: NodeJS.ProcessEnv = process.env): WorkerConfig {
  const { redisUrl, publicUrl, mailSecretKey, notificationQueuePrefix, timeZone } = readConfig(env);
  return {
    redisUrl,
    publicUrl,
    mailSecretKey,
    smtp: readSmtpOptions(env),
    from: env.MAIL_FROM ?? 'Portal <no-reply@portal.local>',
    concurrency: wholeNumber('WORKER_CONCURRENCY', env.WORKER_CONCURRENCY ?? '4', 1),
    prefix: notificationQueuePrefix,
    retryBaseMs: wholeNumber('NOTIFICATION_RETRY_BASE_MS', env.NOTIFICATION_RETRY_BASE_MS ?? '60000', 1),
    lockMs: wholeNumber('WORKER_LOCK_MS', env.WORKER_LOCK_MS ?? '30000', 1000),
    // Nevada's time zone by default; the daily restraint run is at 06:00 state time as well.
    digest: { time: timeOfDay(env.DIGEST_TIME ?? '06:00'), timeZone },
    healthPort: wholeNumber('WORKER_HEALTH_PORT', env.WORKER_HEALTH_PORT ?? '8190', 0),
    healthHost: env.WORKER_HEALTH_HOST || '127.0.0.1',
  };
}
