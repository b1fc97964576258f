import { type EmailStatusValue } from '@portal/shared-contracts/admin';

/** What the Email Logs page says. */
export const EmailLogPageTexts = {
  intro: 'Every e-mail the portal tried to send, newest first: who it went to, what it was, and whether it went.',
  search: 'Search recipient or subject',
  status: 'Status',
  allStatuses: 'All statuses',
  type: 'Type',
  allTypes: 'All types',
  createdFrom: 'Created from',
  createdTo: 'Created to',
  view: 'View',
  viewLabel: (to: string, subject: string) => `View e-mail to ${to}: ${subject}`,
  viewerTitle: (subject: string | undefined) => (subject === undefined ? 'E-mail' : `E-mail: ${subject}`),
  textPart: 'Text part',
  htmlPart: 'HTML part',
  noHtml: 'This e-mail has no HTML part.',
  retry: 'Retry',
  retrying: 'Queueing the e-mail again...',
  retried: 'E-mail queued again.',
  close: 'Close',
  exportFile: 'email-logs',
} as const;

export const EmailLogColumns = {
  to: 'To',
  subject: 'Subject',
  type: 'Type',
  status: 'Status',
  attempts: 'Attempts',
  createdAt: 'Created',
  sentAt: 'Sent',
  updatedAt: 'Last attempt',
  lastError: 'Last error',
  messageId: 'Message-ID',
  actions: 'Actions',
} as const;

/** antd preset colours, drawn solid (white on the colour); the portal's theme keeps them at WCAG AA contrast. */
export const EmailStatusColours: Record<EmailStatusValue, string> = { sending: 'blue', sent: 'green', failed: 'red' };
