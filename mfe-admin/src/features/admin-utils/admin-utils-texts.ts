import { type SystemMessageAudience } from '@portal/shared-contracts/admin';

/** What the Admin Utilities page says; rules and refusals come from the shared contracts. */
export const AdminUtilsTexts = {
  intro: "The notification queue and the mail it sends, and messages to the portal's users, without a database console.",
  queueTitle: 'Notification queue',
  refresh: 'Refresh',
  figuresUnavailable: 'The queue figures could not be read',
  retryFailed: 'Retry failed',
  retryFailedTitle: 'Retry every failed job?',
  retryFailedBody:
    '<p>Failed e-mails, e-mails stranded on their way, and failed notification and digest jobs are queued again. An e-mail logged as sent is never sent again.</p>',
  retrying: 'Queueing failed jobs again...',
  retryDone: 'Failed jobs queued again.',
  retryOne: 'To retry one e-mail, open it in Email Logs.',
  testTitle: 'Test e-mail',
  testIntro: 'Sends a short e-mail through the queue and the worker, as every portal e-mail goes, and logs it in Email Logs.',
  send: 'Send test e-mail',
  sending: 'Queueing the test e-mail...',
  openEmailLogs: 'Open Email Logs',
  messageTitle: 'System message',
  messageIntro: "Shown in the Messages widget of each user's dashboard; no e-mail is sent.",
  post: 'Post message',
  posting: 'Posting the message...',
  postDone: 'System message posted.',
  postConfirm: (to: string) => `Post this message to ${to}?`,
  openUrlHelp: 'Optional: a portal page the message opens, e.g. /notification-settings.',
} as const;

export const FigureLabels = {
  waiting: 'Waiting',
  active: 'Being worked',
  delayed: 'Waiting to retry',
  failed: 'Failed jobs',
  sent: 'E-mails sent',
  mailsFailed: 'E-mails failed',
  outboxPending: 'Not yet queued',
} as const;

export const AudienceLabels: Record<SystemMessageAudience, string> = {
  everyone: 'Everyone',
  permission: 'Holders of a permission',
  lea: "An LEA's users",
};
