import { Type, type Static } from 'typebox';

/** A system message of the dashboard's Messages widget (spec 3); status 0 New, 1 Acknowledged, 2 Viewed. */
export const NotificationMessage = Type.Object({
  id: Type.Integer(),
  message: Type.String(),
  createdOn: Type.String({ format: 'date-time' }),
  status: Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)]),
  openUrl: Type.Union([Type.String(), Type.Null()]),
});
export type NotificationMessage = Static<typeof NotificationMessage>;

export const NotificationMessageList = Type.Array(NotificationMessage);

const FrequencyValue = Type.Integer({
  minimum: 0,
  maximum: 4,
  description: 'None 0, Immediately 1, Daily 2, Weekly 3, Monthly 4 (spec 9)',
});

/**
 * One notification type as the signed-in user sees it on the Notification Settings page (spec 3),
 * with their subscription merged in: eventNotificationSubscriptionId is null until they first save.
 */
export const Subscription = Type.Object({
  eventNotificationSubscriptionId: Type.Union([Type.Integer(), Type.Null()]),
  eventNotificationTypeId: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  isSubscribed: Type.Boolean(),
  isEmail: Type.Boolean(),
  isInApp: Type.Boolean(),
  frequency: FrequencyValue,
  supportedFrequency: Type.Array(FrequencyValue),
  subscribedLeaIds: Type.Array(Type.Integer()),
  isEventNotificationTypeRequired: Type.Boolean(),
  isSupportsEmail: Type.Boolean(),
  isSupportsInApp: Type.Boolean(),
  hasLea: Type.Boolean(),
  hasSpecificDate: Type.Boolean(),
});
export type Subscription = Static<typeof Subscription>;

export const SubscriptionList = Type.Array(Subscription);

/** What the subscription dialog saves (spec 7: POST api/event-notification/subscriptions). */
export const SubscriptionSave = Type.Object(
  {
    eventNotificationSubscriptionId: Type.Optional(Type.Union([Type.Integer({ minimum: 1 }), Type.Null()])),
    eventNotificationTypeId: Type.Integer({ minimum: 1 }),
    isSubscribed: Type.Boolean(),
    isEmail: Type.Boolean(),
    isInApp: Type.Boolean(),
    frequency: FrequencyValue,
    subscribedLeaIds: Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 2000 }),
  },
  { additionalProperties: false },
);
export type SubscriptionSave = Static<typeof SubscriptionSave>;

/**
 * A notification event raised by hand (spec 7: POST api/event-notification/message/queue), the way
 * an administrator tests delivery; services raise theirs through the kit's producer.
 */
export const QueueNotificationBody = Type.Object(
  {
    eventType: Type.String({ minLength: 1, maxLength: 100 }),
    leaId: Type.Optional(Type.Union([Type.Integer({ minimum: 1 }), Type.Null()])),
    subject: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
    message: Type.String({ minLength: 1, maxLength: 2000 }),
    openUrl: Type.Optional(Type.Union([Type.String({ pattern: '^/[^/\\\\]', maxLength: 500 }), Type.Null()])),
  },
  { additionalProperties: false },
);
export type QueueNotificationBody = Static<typeof QueueNotificationBody>;
