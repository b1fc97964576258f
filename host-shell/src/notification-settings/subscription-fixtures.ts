// Test-only: subscription rows as the service sends them, for the page's tests.
import { Frequency, type Subscription } from '@portal/shared-contracts';

/** A type not yet subscribed to, per LEA, offered Immediately and Daily; `rest` changes what a test needs. */
export const subscriptionRow = (eventNotificationTypeId: number, name: string, rest: Partial<Subscription> = {}): Subscription => ({
  eventNotificationSubscriptionId: null,
  eventNotificationTypeId,
  name,
  description: `${name}: what it tells you.`,
  isSubscribed: false,
  isEmail: true,
  isInApp: true,
  frequency: Frequency.Daily,
  supportedFrequency: [Frequency.Immediately, Frequency.Daily],
  subscribedLeaIds: [],
  isEventNotificationTypeRequired: false,
  isSupportsEmail: true,
  isSupportsInApp: true,
  hasLea: true,
  hasSpecificDate: false,
  ...rest,
});

export const notSubscribed = subscriptionRow(1, 'Restraint violation created');
export const subscribed = subscriptionRow(1, 'Restraint violation created', {
  eventNotificationSubscriptionId: 5,
  isSubscribed: true,
  frequency: Frequency.Immediately,
  subscribedLeaIds: [4],
});
export const required = { ...subscribed, isEventNotificationTypeRequired: true, isEmail: false, subscribedLeaIds: [4, 5] };
