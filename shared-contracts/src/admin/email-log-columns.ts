import type { TableColumn } from '../downloads';
import type { EmailLogEntry, EmailStatusValue } from './notification-admin-schemas';

/** 'sending' covers queued, being sent and waiting for the next try: the mail is on its way. */
export const EmailStatusLabels: Record<EmailStatusValue, string> = { sending: 'On its way', sent: 'Sent', failed: 'Failed' };

/** The Email Logs' columns, as its table and its CSV and .xlsx show them; keys are the sort fields where they sort. */
export const emailLogColumns: readonly TableColumn<EmailLogEntry>[] = [
  { key: 'to', header: 'To', value: (r) => r.to },
  { key: 'subject', header: 'Subject', value: (r) => r.subject },
  { key: 'type', header: 'Type', value: (r) => r.type },
  { key: 'status', header: 'Status', value: (r) => EmailStatusLabels[r.status] },
  { key: 'attempts', header: 'Attempts', kind: 'number', value: (r) => r.attempts },
  { key: 'createdAt', header: 'Created', kind: 'instant', value: (r) => r.createdAt },
  { key: 'sentAt', header: 'Sent', kind: 'instant', value: (r) => r.sentAt },
  { key: 'updatedAt', header: 'Last attempt', kind: 'instant', value: (r) => r.updatedAt },
  { key: 'lastError', header: 'Last error', value: (r) => r.lastError },
];
