import * as yup from 'yup';
import {
  defaultFrequency,
  offeredFrequencies,
  SubscriptionMessages,
  type Frequency,
  type Subscription,
  type SubscriptionSave,
} from '@portal/shared-contracts';

/** What the subscription dialog edits; the rest of the saved body comes from the row. */
export interface SubscriptionFormValues {
  isEmail: boolean;
  isInApp: boolean;
  frequency: number;
  subscribedLeaIds: number[];
}

/** Spec 5: only Immediately and Daily are offered, and of those only what the type supports. */
export function frequencyChoices(subscription: Subscription): Frequency[] {
  return offeredFrequencies(subscription.supportedFrequency);
}

/** A date-specific type is sent on its date, so it has no frequency to choose (spec 5). */
export function showsFrequency(subscription: Subscription): boolean {
  return !subscription.hasSpecificDate && frequencyChoices(subscription).length > 0;
}

/** A required type keeps its LEAs (every one the user can reach); any other needs one chosen. */
export function needsLea(subscription: Subscription): boolean {
  return subscription.hasLea && !subscription.isEventNotificationTypeRequired;
}

/**
 * The dialog's first values. Not yet subscribed, the frequency is Daily (spec 4), or the one
 * offered choice where Daily is not offered. A channel the type does not support starts off, and
 * a required type's e-mail starts (and stays) on.
 */
export function initialSubscriptionValues(subscription: Subscription): SubscriptionFormValues {
  return {
    isEmail: subscription.isSupportsEmail && (subscription.isEmail || subscription.isEventNotificationTypeRequired),
    isInApp: subscription.isSupportsInApp && subscription.isInApp,
    frequency: subscription.isSubscribed ? subscription.frequency : defaultFrequency(subscription.supportedFrequency),
    subscribedLeaIds: [...subscription.subscribedLeaIds],
  };
}

/** Spec 5's rules for one row, with the messages the dialog shows under its fields. */
export function subscriptionSchema(subscription: Subscription) {
  const choices: number[] = frequencyChoices(subscription);
  return yup.object({
    // The channel rule sits on isEmail; the dialog shows it under both channels.
    isEmail: yup
      .boolean()
      .defined()
      .test('channel', SubscriptionMessages.noChannel, function (isEmail) {
        return Boolean(isEmail) || Boolean(this.parent.isInApp);
      }),
    isInApp: yup.boolean().defined(),
    frequency: yup
      .number()
      .defined()
      // The frequency is e-mail's: without e-mail it is kept, not checked.
      .test('frequency', SubscriptionMessages.frequencyNotSupported, function (frequency) {
        return !showsFrequency(subscription) || !this.parent.isEmail || choices.includes(frequency);
      }),
    subscribedLeaIds: yup
      .array(yup.number().defined())
      .defined()
      .test('lea', SubscriptionMessages.noLea, (ids) => !needsLea(subscription) || ids.length > 0),
  });
}

export type SubscriptionFormErrors = Partial<Record<keyof SubscriptionFormValues, string>>;

/** The rules' messages for these values, found at once, so the dialog opens knowing whether Save may be pressed. */
export function subscriptionFormErrors(subscription: Subscription, values: SubscriptionFormValues): SubscriptionFormErrors {
  try {
    subscriptionSchema(subscription).validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof yup.ValidationError)) throw error;
    const errors: SubscriptionFormErrors = {};
    for (const failure of error.inner) {
      const field = failure.path as keyof SubscriptionFormValues | undefined;
      if (field && !errors[field]) errors[field] = failure.message;
    }
    return errors;
  }
}

/** The body of spec 7's save: saving always subscribes (spec 4); a type without LEAs keeps what it had. */
export function subscriptionToSave(subscription: Subscription, values: SubscriptionFormValues): SubscriptionSave {
  return {
    eventNotificationSubscriptionId: subscription.eventNotificationSubscriptionId,
    eventNotificationTypeId: subscription.eventNotificationTypeId,
    isSubscribed: true,
    isEmail: subscription.isSupportsEmail && values.isEmail,
    isInApp: subscription.isSupportsInApp && values.isInApp,
    frequency: values.frequency,
    subscribedLeaIds: subscription.hasLea ? values.subscribedLeaIds : subscription.subscribedLeaIds,
  };
}
