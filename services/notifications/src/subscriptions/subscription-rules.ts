import { offeredFrequencies, SubscriptionMessages, type Frequency, type SubscriptionSave } from '@portal/shared-contracts';
import type { EventType } from '../event-types/event-type-repository';

/** The captions the errors are shown under ("caption: message", spec 8). */
export const SubscriptionCaptions = {
  email: 'E-mail',
  inApp: 'In-system messages',
  frequency: 'Frequency',
  leas: 'LEAs',
  subscribed: 'Subscribed',
} as const;

/**
 * The dialog's rules (spec 5), checked again by the service: what the form would refuse, and what
 * only the server can know (a type's channels, the LEAs the caller may see). Empty when valid.
 */
export function subscriptionErrors(type: EventType, body: SubscriptionSave, accessibleLeaIds: ReadonlySet<number>): Record<string, string> {
  const errors: Record<string, string> = {};
  const c = SubscriptionCaptions;
  if (!body.isSubscribed) errors[c.subscribed] = SubscriptionMessages.mustSubscribe;
  if (body.isEmail && !type.supports_email) errors[c.email] = SubscriptionMessages.channelNotSupported;
  if (body.isInApp && !type.supports_in_app) errors[c.inApp] = SubscriptionMessages.channelNotSupported;
  if (type.is_required && type.supports_email && !body.isEmail) errors[c.email] = SubscriptionMessages.required;
  if (!body.isEmail && !body.isInApp) errors[c.email] ??= SubscriptionMessages.noChannel;
  if (!type.has_specific_date && body.isEmail && !offeredFrequencies(type.supported_frequencies).includes(body.frequency as Frequency))
    errors[c.frequency] = SubscriptionMessages.frequencyNotSupported;
  if (type.has_lea && !type.is_required) {
    if (body.subscribedLeaIds.length === 0) errors[c.leas] = SubscriptionMessages.noLea;
    else if (body.subscribedLeaIds.some((id) => !accessibleLeaIds.has(id))) errors[c.leas] = SubscriptionMessages.leaNotAllowed;
  }
  return errors;
}
