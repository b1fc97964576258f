import { Frequency, frequencyLabel, type Subscription } from '@portal/shared-contracts';

/** The words of the Notification Settings page and its dialog that the spec leaves to the portal. */
export const SubscriptionTexts = {
  subscribed: 'Subscribed',
  notSubscribed: 'Not subscribed',
  required: 'Required',
  email: 'E-mail',
  inApp: 'In-system messages',
} as const;

/** Unsubscribing needs a subscription to end, and a required type cannot be left (spec 5). */
export function canUnsubscribe(subscription: Subscription): boolean {
  return (
    subscription.isSubscribed && subscription.eventNotificationSubscriptionId !== null && !subscription.isEventNotificationTypeRequired
  );
}

/**
 * The channels a subscription delivers on, e.g. 'E-mail (Daily), In-system messages'. The
 * frequency is e-mail's, and a date-specific type has none to show (spec 5).
 */
export function channelSummary(subscription: Subscription): string {
  const channels: string[] = [];
  if (subscription.isSupportsEmail && subscription.isEmail) {
    const showFrequency = !subscription.hasSpecificDate && subscription.frequency !== Frequency.None;
    channels.push(showFrequency ? `${SubscriptionTexts.email} (${frequencyLabel(subscription.frequency)})` : SubscriptionTexts.email);
  }
  if (subscription.isSupportsInApp && subscription.isInApp) channels.push(SubscriptionTexts.inApp);
  return channels.join(', ');
}

export interface SubscriptionSummary {
  /** 'Subscribed' or 'Not subscribed'. */
  status: string;
  /** The channels and frequency while subscribed, else ''. */
  channels: string;
  required: boolean;
}

/** What the table's subscription column shows for a row. */
export function subscriptionSummary(subscription: Subscription): SubscriptionSummary {
  return {
    status: subscription.isSubscribed ? SubscriptionTexts.subscribed : SubscriptionTexts.notSubscribed,
    channels: subscription.isSubscribed ? channelSummary(subscription) : '',
    required: subscription.isEventNotificationTypeRequired,
  };
}
