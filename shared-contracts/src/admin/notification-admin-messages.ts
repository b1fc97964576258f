// Plain strings, apart from the TypeBox schemas: the admin pages' forms and the notifications service
// give the same messages and show them under the same captions ("caption: message", spec 8).

/** The Manage Notification Events dialog's fields, as captions of the service's field errors. */
export const EventTypeCaptions = {
  name: 'Name',
  description: 'Description',
  channels: 'Channels',
  supportedFrequencies: 'Frequencies',
  audiencePermission: 'Audience permission',
} as const;

export const EventTypeMessages = {
  /** A type with neither channel would reach nobody. */
  noChannel: 'Choose e-mail, in-system messages or both.',
  noFrequency: 'Choose Immediately, Daily or both.',
  /** The worker sends a date-specific type at once whatever is stored, so the form cannot say otherwise. */
  specificDateImmediately: 'A notification about a specific date goes out Immediately only.',
  saved: 'Notification event saved.',
  notFound: 'There is no such notification type.',
  refused: 'The notification event was not saved.',
} as const;

export const TestMailCaptions = { to: 'Send to' } as const;

export const TestMailTexts = {
  subject: 'Test e-mail from the Special Education Portal',
  queued: 'Test e-mail queued: find it in Email Logs.',
  refused: 'The test e-mail was not sent.',
} as const;

export const SystemMessageCaptions = {
  message: 'Message',
  openUrl: 'Link',
  audience: 'Send to',
  permission: 'Permission',
  leaId: 'LEA',
  userIds: 'Users',
} as const;

export const SystemMessageTexts = {
  refused: 'The system message was not posted.',
  /** Naming users and an audience at once leaves it unclear who was meant. */
  usersOrAudience: 'Name users or an audience, not both.',
  posted: (delivered: number) => `System message posted to ${delivered} ${delivered === 1 ? 'user' : 'users'}.`,
} as const;

export const EmailLogTexts = {
  notFound: 'There is no such e-mail.',
  alreadySent: 'This e-mail was sent: it is never sent again.',
  underway: 'This e-mail is on its way already: it is queued or waits for its next attempt.',
  retried: (count: number) => `${count} failed ${count === 1 ? 'job' : 'jobs'} queued again.`,
} as const;

/** Answered 503 when the notification queue (Redis) cannot be reached. */
export const QUEUE_UNAVAILABLE = 'The notification queue cannot be reached.';
