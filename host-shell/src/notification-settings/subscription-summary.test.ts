import { Frequency } from '@portal/shared-contracts';
import { canUnsubscribe, channelSummary, subscriptionSummary } from './subscription-summary';
import { notSubscribed, required, subscribed } from './subscription-fixtures';

describe('the subscription column', () => {
  test('not subscribed', () => {
    expect(subscriptionSummary(notSubscribed)).toEqual({ status: 'Not subscribed', channels: '', required: false });
  });
  test('subscribed: the channels, e-mail with its frequency', () => {
    expect(subscriptionSummary({ ...subscribed, frequency: Frequency.Daily })).toEqual({
      status: 'Subscribed',
      channels: 'E-mail (Daily), In-system messages',
      required: false,
    });
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
