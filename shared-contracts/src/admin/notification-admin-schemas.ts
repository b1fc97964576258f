import { Type, type Static } from 'typebox';
import { listQuery, pageOf } from '../schemas/lists';

/** An e-mail's state in the log: on its way (queued, being sent or waiting for a retry), sent, or failed for good. */
export const EmailStatusValue = Type.Union([Type.Literal('sending'), Type.Literal('sent'), Type.Literal('failed')]);
export type EmailStatusValue = Static<typeof EmailStatusValue>;

const Instant = Type.String({ format: 'date-time' });
const NullableInstant = Type.Union([Instant, Type.Null()]);

/** One mail the worker tried, as the Email Logs page lists it (the bodies are read one mail at a time). */
export const EmailLogEntry = Type.Object({
  id: Type.Integer(),
  /** The mail's UUID: its queue job id and its Message-ID. */
  mailId: Type.String(),
  to: Type.String(),
  subject: Type.String(),
  /** What kind of mail: an account mail ('password-reset'), an event type's code, 'daily-digest', 'admin-test'. */
  type: Type.String(),
  status: EmailStatusValue,
  attempts: Type.Integer(),
  lastError: Type.Union([Type.String(), Type.Null()]),
  createdAt: Instant,
  updatedAt: Instant,
  sentAt: NullableInstant,
});
export type EmailLogEntry = Static<typeof EmailLogEntry>;

export const EmailLogDetail = Type.Object({
  ...EmailLogEntry.properties,
  text: Type.String(),
  html: Type.Union([Type.String(), Type.Null()]),
  messageId: Type.Union([Type.String(), Type.Null()]),
  /** For a letter, the version of its mail type's template it was written from. */
  templateVersion: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
});
export type EmailLogDetail = Static<typeof EmailLogDetail>;

export const EMAIL_LOG_SORT_FIELDS = ['createdAt', 'updatedAt', 'sentAt', 'to', 'subject', 'type', 'status', 'attempts'] as const;

/** GET api/emails: searched by recipient or subject, filtered by status, type and the time it was first tried. */
export const EmailLogQuery = listQuery(EMAIL_LOG_SORT_FIELDS, {
  status: Type.Optional(EmailStatusValue),
  type: Type.Optional(Type.String({ maxLength: 200 })),
  createdFrom: Type.Optional(Instant),
  createdTo: Type.Optional(Instant),
});
export type EmailLogQuery = Static<typeof EmailLogQuery>;

export const EmailLogPage = pageOf(EmailLogEntry);
export type EmailLogPage = Static<typeof EmailLogPage>;

/** Only Immediately (1) and Daily (2) are offered (spec 9). */
const OfferedFrequency = Type.Union([Type.Literal(1), Type.Literal(2)]);

/** A notification type as the Manage Notification Events page shows it. */
export const NotificationEventType = Type.Object({
  id: Type.Integer(),
  /** What the services raise it by; never changes. */
  code: Type.String(),
  name: Type.String(),
  description: Type.String(),
  isRequired: Type.Boolean(),
  supportsEmail: Type.Boolean(),
  supportsInApp: Type.Boolean(),
  supportedFrequencies: Type.Array(Type.Integer()),
  hasLea: Type.Boolean(),
  hasSpecificDate: Type.Boolean(),
  /** Only users holding this permission receive the type. */
  audiencePermission: Type.String(),
  /** Users subscribed now (a required type reaches its whole audience whatever this says). */
  subscribers: Type.Integer(),
});
export type NotificationEventType = Static<typeof NotificationEventType>;

export const EVENT_TYPE_SORT_FIELDS = ['name', 'code', 'audiencePermission', 'subscribers'] as const;

export const NotificationEventTypeQuery = listQuery(EVENT_TYPE_SORT_FIELDS, { isRequired: Type.Optional(Type.Boolean()) });
export type NotificationEventTypeQuery = Static<typeof NotificationEventTypeQuery>;

export const NotificationEventTypePage = pageOf(NotificationEventType);
export type NotificationEventTypePage = Static<typeof NotificationEventTypePage>;

/**
 * PUT api/event-notification/types/{id}. The lengths are the form's business and are checked with
 * its messages; the schema only bounds the request.
 */
export const NotificationEventTypeUpdate = Type.Object(
  {
    name: Type.String({ maxLength: 5000 }),
    description: Type.String({ maxLength: 5000 }),
    isRequired: Type.Boolean(),
    supportsEmail: Type.Boolean(),
    supportsInApp: Type.Boolean(),
    supportedFrequencies: Type.Array(OfferedFrequency, { maxItems: 2, uniqueItems: true }),
    hasLea: Type.Boolean(),
    hasSpecificDate: Type.Boolean(),
    audiencePermission: Type.String({ maxLength: 200 }),
  },
  { additionalProperties: false },
);
export type NotificationEventTypeUpdate = Static<typeof NotificationEventTypeUpdate>;

/** POST api/emails/test: a test mail through the queue and the worker. */
export const TestEmailBody = Type.Object({ to: Type.String({ maxLength: 254 }) }, { additionalProperties: false });
export type TestEmailBody = Static<typeof TestEmailBody>;

export const TestEmailQueued = Type.Object({ mailId: Type.String() });
export type TestEmailQueued = Static<typeof TestEmailQueued>;

/** What a retry queued again: failed mails, stranded mails and failed event or digest jobs. */
export const RetryResult = Type.Object({ retried: Type.Integer() });
export type RetryResult = Static<typeof RetryResult>;

/** Who a system message goes to when no user ids are named: every enabled user, those holding a permission, or an LEA's users. */
export const SystemMessageAudience = Type.Union([Type.Literal('everyone'), Type.Literal('permission'), Type.Literal('lea')]);
export type SystemMessageAudience = Static<typeof SystemMessageAudience>;

/**
 * A system message written straight to users' Messages widgets (spec 7: POST api/notificationmesages),
 * e.g. a planned outage; no e-mail. Either `userIds` or an `audience` (with its `permission` or `leaId`).
 */
export const SystemMessageBody = Type.Object(
  {
    message: Type.String({ minLength: 1, maxLength: 2000 }),
    openUrl: Type.Optional(Type.Union([Type.String({ pattern: '^/[^/\\\\]', maxLength: 500 }), Type.Null()])),
    userIds: Type.Optional(Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: 10_000 })),
    audience: Type.Optional(SystemMessageAudience),
    permission: Type.Optional(Type.String({ maxLength: 200 })),
    leaId: Type.Optional(Type.Integer({ minimum: 1 })),
  },
  { additionalProperties: false },
);
export type SystemMessageBody = Static<typeof SystemMessageBody>;

/** The notification queue as ops see it: BullMQ's counts plus the e-mail log's. */
export const NotificationQueueFigures = Type.Object({
  waiting: Type.Integer(),
  active: Type.Integer(),
  delayed: Type.Integer(),
  failed: Type.Integer(),
  /** Mails the relay accepted, from the e-mail log. */
  sent: Type.Integer(),
  /** Mails that failed for good, from the e-mail log. */
  mailsFailed: Type.Integer(),
  /** Events and mails written by services and not yet handed to the queue (Redis was unreachable). */
  outboxPending: Type.Optional(Type.Integer()),
});
export type NotificationQueueFigures = Static<typeof NotificationQueueFigures>;
