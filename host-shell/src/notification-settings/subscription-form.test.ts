import { Frequency, SubscriptionMessages } from '@portal/shared-contracts';
import {
  frequencyChoices,
  initialSubscriptionValues,
  showsFrequency,
  subscriptionFormErrors,
  subscriptionToSave,
} from './subscription-form';
import { notSubscribed, required, subscribed } from './subscription-fixtures';

describe('first values', () => {
  test('not subscribed: Daily, whatever the row says', () => {
    expect(initialSubscriptionValues({ ...notSubscribed, frequency: Frequency.Immediately }).frequency).toBe(Frequency.Daily);
  });
  test('not subscribed to a type that is not sent daily: its one offered frequency', () => {
    expect(initialSubscriptionValues({ ...notSubscribed, supportedFrequency: [Frequency.Immediately, Frequency.Weekly] }).frequency).toBe(
      Frequency.Immediately,
    );
  });
  test("subscribed: the subscription's own values", () => {
    expect(initialSubscriptionValues(subscribed)).toEqual({
      isEmail: true,
      isInApp: true,
      frequency: Frequency.Immediately,
      subscribedLeaIds: [4],
    });
  });
  test("a channel the type does not offer starts off; a required type's e-mail starts on", () => {
    expect(initialSubscriptionValues({ ...notSubscribed, isSupportsEmail: false }).isEmail).toBe(false);
    expect(initialSubscriptionValues({ ...notSubscribed, isSupportsInApp: false }).isInApp).toBe(false);
    expect(initialSubscriptionValues(required).isEmail).toBe(true);
  });
});

test('frequency: only Immediately and Daily, only as supported, never for a date-specific type', () => {
  expect(
    frequencyChoices({
      ...notSubscribed,
      supportedFrequency: [Frequency.Monthly, Frequency.Daily, Frequency.Weekly, Frequency.Immediately],
    }),
  ).toEqual([Frequency.Immediately, Frequency.Daily]);
  expect(frequencyChoices({ ...notSubscribed, supportedFrequency: [Frequency.Daily] })).toEqual([Frequency.Daily]);
  expect(showsFrequency({ ...notSubscribed, hasSpecificDate: true })).toBe(false);
  expect(showsFrequency({ ...notSubscribed, supportedFrequency: [Frequency.Weekly] })).toBe(false);
});

describe('rules', () => {
  const values = initialSubscriptionValues(subscribed);
  test('a subscription on a channel with an LEA passes', () => {
    expect(subscriptionFormErrors(subscribed, values)).toEqual({});
  });
  test('at least one channel', () => {
    expect(subscriptionFormErrors(subscribed, { ...values, isEmail: false, isInApp: false })).toEqual({
      isEmail: SubscriptionMessages.noChannel,
    });
    expect(subscriptionFormErrors(subscribed, { ...values, isEmail: false })).toEqual({});
  });
  test('at least one LEA where the type has LEAs and is not required', () => {
    expect(subscriptionFormErrors(subscribed, { ...values, subscribedLeaIds: [] })).toEqual({
      subscribedLeaIds: SubscriptionMessages.noLea,
    });
    expect(subscriptionFormErrors({ ...subscribed, hasLea: false }, { ...values, subscribedLeaIds: [] })).toEqual({});
    expect(subscriptionFormErrors(required, { ...values, subscribedLeaIds: [] })).toEqual({});
  });
  test('a frequency the dialog does not offer must be changed, unless none is shown or there is no e-mail', () => {
    expect(subscriptionFormErrors(subscribed, { ...values, frequency: Frequency.Weekly })).toEqual({
      frequency: SubscriptionMessages.frequencyNotSupported,
    });
    expect(subscriptionFormErrors({ ...subscribed, hasSpecificDate: true }, { ...values, frequency: Frequency.Weekly })).toEqual({});
    expect(subscriptionFormErrors(subscribed, { ...values, isEmail: false, frequency: Frequency.Weekly })).toEqual({});
  });
});

test('the saved body always subscribes, and keeps the LEAs of a type without LEAs', () => {
  expect(
    subscriptionToSave(notSubscribed, { isEmail: true, isInApp: false, frequency: Frequency.Immediately, subscribedLeaIds: [2, 3] }),
  ).toEqual({
    eventNotificationSubscriptionId: null,
    eventNotificationTypeId: 1,
    isSubscribed: true,
    isEmail: true,
    isInApp: false,
    frequency: Frequency.Immediately,
    subscribedLeaIds: [2, 3],
  });
  const withoutLeas = { ...required, hasLea: false };
  expect(
    subscriptionToSave(withoutLeas, { isEmail: true, isInApp: true, frequency: Frequency.Daily, subscribedLeaIds: [] }).subscribedLeaIds,
  ).toEqual([4, 5]);
});
