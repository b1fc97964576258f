import { readConfig } from '@portal/service-kit';
import type { SmtpOptions } from './smtp';

export interface WorkerConfig {
  databaseUrl: string | undefined;
  redisUrl: string;
  smtp: SmtpOptions;
  from: string;
  concurrency: number;
  /** The queue's Redis key prefix, the one the producers use. */
  prefix: string | undefined;
}

function positiveInteger(name: string, value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a positive integer, got "${value}"`);
  return n;
}

/** The worker's settings; DATABASE_URL and REDIS_URL are read the way every service reads them. */
export function readWorkerConfig(env: NodeJS.ProcessEnv = process.env): WorkerConfig {
  const { databaseUrl, redisUrl, notificationQueuePrefix } = readConfig(env);
  return {
    databaseUrl,
    redisUrl,
    smtp: {
      host: env.SMTP_HOST ?? '127.0.0.1',
      port: positiveInteger('SMTP_PORT', env.SMTP_PORT ?? '1025'),
      secure: env.SMTP_SECURE === 'true',
    },
    from: env.MAIL_FROM ?? 'Portal <no-reply@portal.local>',
    concurrency: positiveInteger('WORKER_CONCURRENCY', env.WORKER_CONCURRENCY ?? '4'),
    prefix: notificationQueuePrefix,
  };
}
