import { QUEUE_UNAVAILABLE } from '@portal/shared-contracts/admin';
import { HttpError, type NotificationQueue, type ServiceContext } from '@portal/service-kit';

/** The notification queue, or a 503: without Redis nothing can be queued or counted. */
export function requireQueue(ctx: ServiceContext): NotificationQueue {
  if (!ctx.notificationQueue) throw new HttpError(503, 'UNAVAILABLE', QUEUE_UNAVAILABLE);
  return ctx.notificationQueue;
}
