import {
  type RetryResult,
  type TestEmailBody,
  type TestEmailQueued,
  type NotificationQueueFigures,
  type SystemMessageBody,
} from '@portal/shared-contracts/admin';
import { http } from '@portal/shared-contracts/sdk';

/** The queue's figures: jobs waiting, in hand, backing off and failed, mails sent and failed, the outbox. */
export function fetchQueueFigures(): Promise<NotificationQueueFigures> {
  return http.get('event-notification/queue/figures', { retry: 0 }).json<NotificationQueueFigures>();
}

// Changes are not retried: a retry after a lost answer would queue or post a second time.

/** Queues again every failed job: failed and stranded mails, and failed event and digest jobs. */
export function retryFailed(): Promise<RetryResult> {
  return http.post('emails/retry-failed', { retry: 0 }).json<RetryResult>();
}

/** Queues one failed mail of the e-mail log again; a mail logged as sent is refused. */
export function retryEmail(emailLogId: number): Promise<RetryResult> {
  return http.post(`emails/${emailLogId}/retry`, { retry: 0 }).json<RetryResult>();
}

export function sendTestMail(body: TestEmailBody): Promise<TestEmailQueued> {
  return http.post('emails/test', { json: body, retry: 0 }).json<TestEmailQueued>();
}

export function postSystemMessage(body: SystemMessageBody): Promise<{ delivered: number }> {
  return http.post('notificationmesages', { json: body, retry: 0 }).json<{ delivered: number }>();
}
