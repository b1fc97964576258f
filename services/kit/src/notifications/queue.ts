import { Queue, type Job, type JobsOptions } from 'bullmq';
import type { Redis } from 'ioredis';
import type { MergeData } from '@portal/shared-contracts';

/** The one BullMQ queue every producer writes to and services/notification-worker reads. */
export const NOTIFICATION_QUEUE = 'notifications';

/** The job names on the queue; the worker refuses names it does not know. */
export const NotificationJob = {
  /** One e-mail to one address. */
  email: 'email',
  /** A notification event, fanned out to its subscribers by the worker. */
  event: 'event',
  /** The daily scheduler's tick: queues one digest job per user with events waiting. */
  digestRun: 'digest-run',
  /** One user's daily digest. */
  digest: 'digest',
} as const;
export type NotificationJobName = (typeof NotificationJob)[keyof typeof NotificationJob];

export interface EmailJobData {
  /** A UUID: the mail's own id, also its BullMQ job id and e-mail log key, so the same mail queued twice is sent once. */
  id: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** What kind of mail this is (e.g. 'password-reset' or an event type's code); shown on the admin Email Logs page. */
  type: string;
  /**
   * The secret of the mail's link, sealed (`sealLinkSecret`); text and html carry LINK_SECRET_PLACEHOLDER
   * in its place, and only the worker opens it, into the mail it sends.
   */
  sealedSecret?: string;
}

/**
 * A letter: one mail of a mail type to one address, queued as an 'email' job with its merge data
 * only. The worker renders the type's active template when it sends, so a template changed while
 * the mail waits still reaches it; the e-mail log keeps what was sent and the version used.
 */
export interface LetterJobData {
  /** A UUID, as an e-mail's: job id and e-mail log key. */
  id: string;
  /** The mail type's code, e.g. 'restraint.plan-approved'. */
  letter: string;
  to: string;
  /** Fills {{recipientName}}; the address stands in when absent. */
  toName?: string | null;
  merge: MergeData;
  /** A portal path the letter is about; fills {{link}} under the public URL. */
  openUrl?: string | null;
}

/** What an 'email' job carries: a mail already written, or a letter the worker writes. */
export type MailJobData = EmailJobData | LetterJobData;
export const isLetter = (data: MailJobData): data is LetterJobData => 'letter' in data;

/** What a service raises; the worker decides who receives it, on which channels and when. */
export interface NotificationEventData {
  /** A UUID: the event's id and its BullMQ job id. */
  id: string;
  /** The event type's code, e.g. 'restraint.violation-created'. */
  type: string;
  /** The LEA the event is about; subscribers get it only for LEAs they subscribed to and may see. */
  leaId: number | null;
  /** The e-mail subject; the type's name when absent. */
  subject: string | null;
  /** One or two plain sentences, shown in the Messages widget and the mail. */
  message: string;
  /** A portal path (e.g. '/restraint/violations/12'); mails link to it under the configured public URL. */
  openUrl: string | null;
  /** The service that raised it. */
  source: string;
  occurredAt: string;
  /** The merge data of the mail the event's type sends, when it has a mail type of the same code. */
  merge?: MergeData;
}

export interface DigestJobData {
  userId: number;
  /** The state-time day the digest is for, YYYY-MM-DD; one digest per user and day. */
  digestDate: string;
  /** Only deliveries recorded before this instant belong to this digest. */
  cutoff: string;
}

export type NotificationJobData = MailJobData | NotificationEventData | DigestJobData | Record<string, never>;
export type NotificationQueue = Queue<NotificationJobData, unknown, NotificationJobName>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * BullMQ's own record is short-lived: the e-mail log, the worker's event table and the outbox are
 * the lasting ones. Retries back off exponentially with the delay the worker is configured with
 * ('notification' is the worker's custom backoff strategy), so tests and production differ only
 * in the worker's settings.
 */
export const NOTIFICATION_JOB_OPTIONS: JobsOptions = {
  attempts: 6,
  backoff: { type: 'notification' },
  removeOnComplete: { age: 24 * 3600, count: 50_000 },
  removeOnFail: { age: 14 * 24 * 3600, count: 50_000 },
};

/**
 * The producers' queue. The connection is shared and stays the caller's to close.
 * `prefix` namespaces the Redis keys (tests use one per run); it must match the worker's.
 */
export function createNotificationQueue(connection: Redis, opts: { prefix?: string } = {}): NotificationQueue {
  return new Queue<NotificationJobData, unknown, NotificationJobName>(NOTIFICATION_QUEUE, {
    connection,
    ...(opts.prefix ? { prefix: opts.prefix } : {}),
  });
}

/**
 * Adds a job whose id is its data's UUID. Adding an id that is already queued returns the
 * existing job instead of a second one, so a producer may safely add the same job again.
 */
export async function addNotificationJob(
  queue: NotificationQueue,
  name: 'email' | 'event',
  data: MailJobData | NotificationEventData,
): Promise<Job> {
  if (!UUID.test(data.id)) throw new TypeError(`${name} job: id must be a UUID`);
  // A mail's job goes once done: the e-mail log keeps the lasting record, and Redis no copy of the mail.
  return queue.add(name, data, { ...NOTIFICATION_JOB_OPTIONS, ...(name === 'email' ? { removeOnComplete: true } : {}), jobId: data.id });
}
