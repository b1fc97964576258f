import { type NotificationQueueFigures } from '@portal/shared-contracts/admin';
import { pendingOutboxRows, type NotificationQueue } from '@portal/service-kit';
import type { NotificationDb } from '../tables';
import { emailLogCounts } from './email-log';

/** The queue as ops see it: BullMQ's counts, the e-mail log's, and this service's outbox. */
export async function queueFigures(queue: NotificationQueue, db: NotificationDb): Promise<NotificationQueueFigures> {
  const counts = await queue.getJobCounts('waiting', 'prioritized', 'active', 'delayed', 'failed');
  const mails = await emailLogCounts(db);
  return {
    waiting: (counts.waiting ?? 0) + (counts.prioritized ?? 0),
    active: counts.active ?? 0,
    delayed: counts.delayed ?? 0,
    failed: counts.failed ?? 0,
    sent: mails.sent,
    mailsFailed: mails.failed,
    outboxPending: await pendingOutboxRows(db),
  };
}
