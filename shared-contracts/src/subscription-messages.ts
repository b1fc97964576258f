/** What the Notification Settings page and the subscription dialog say (spec 8), and the rules both sides check (spec 5). */
export const SubscriptionMessages = {
  saved: 'Subscription updated successfully',
  failed: 'Error updating subscription',
  confirmUnsubscribe: (name: string) => `Are you sure you want to unsubscribe from ${name}?`,
  unsubscribe: 'Unsubscribe',
  cancel: 'Cancel',
  /** A subscription with neither channel would deliver nothing. */
  noChannel: 'Choose e-mail, in-system messages or both.',
  noLea: 'Choose at least one LEA.',
  leaNotAllowed: 'You can only subscribe to LEAs you have access to.',
  frequencyNotSupported: 'This notification is not offered at that frequency.',
  channelNotSupported: 'This notification is not offered on that channel.',
  required: 'This notification is required for your role: its e-mail cannot be turned off.',
  mustSubscribe: 'Saving a subscription subscribes you; use Unsubscribe to stop.',
} as const;
