import { Frequency, type Subscription } from '@portal/shared-contracts';
import { canUnsubscribe, channelSummary, subscriptionSummary } from './subscription-summary';

const notSubscribed: Subscription = {
  eventNotificationSubscriptionId: null,
  eventNotificationTypeId: 1,
  name: 'Restraint violation created',
  description: 'A restraint violation was recorded.',
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
};
const subscribed: Subscription = { ...notSubscribed, eventNotificationSubscriptionId: 5, isSubscribed: true, frequency: Frequency.Immediately, subscribedLeaIds: [4] };
const required: Subscription = { ...subscribed, isEventNotificationTypeRequired: true, isEmail: false, subscribedLeaIds: [4, 5] };

describe('the subscription column', () => {
  test('not subscribed', () => {
    expect(subscriptionSummary(notSubscribed)).toEqual({ status: 'Not subscribed', channels: '', required: false });
  });
  test('subscribed: the channels, e-mail with its frequency', () => {
    expect(subscriptionSummary({ ...subscribed, frequency: Frequency.Daily })).toEqual({ status: 'Subscribed', channels: 'E-mail (Daily), In-system messages', required: false });
    expect(channelSummary({ ...subscribed, isEmail: false })).toBe('In-system messages');
    expect(channelSummary({ ...subscribed, hasSpecificDate: true, isInApp: false })).toBe('E-mail');
  });
  test('a required type says so', () => {
    expect(subscriptionSummary(required).required).toBe(true);
  });
  test('Unsubscribe needs a subscription that is not required', () => {
    expect([notSubscribed, subscribed, required].map(canUnsubscribe)).toEqual([false, true, false]);
  });
});
