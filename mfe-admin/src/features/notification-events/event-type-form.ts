import { Frequency, frequencyLabel, OFFERED_FREQUENCIES } from '@portal/shared-contracts';
import { type NotificationEventType, type NotificationEventTypeUpdate } from '@portal/shared-contracts/admin';

export type EventTypeFormValues = NotificationEventTypeUpdate;
type OfferedFrequency = NotificationEventTypeUpdate['supportedFrequencies'][number];

/** The dialog's fields as the type stands: everything but its id, code and count. */
export function eventTypeFormValues(type: NotificationEventType): EventTypeFormValues {
  return {
    name: type.name,
    description: type.description,
    isRequired: type.isRequired,
    supportsEmail: type.supportsEmail,
    supportsInApp: type.supportsInApp,
    supportedFrequencies: type.supportedFrequencies.filter((f): f is OfferedFrequency =>
      (OFFERED_FREQUENCIES as readonly number[]).includes(f),
    ),
    hasLea: type.hasLea,
    hasSpecificDate: type.hasSpecificDate,
    audiencePermission: type.audiencePermission,
  };
}

/** A date-specific type goes out at once: choosing one sets its frequency to Immediately alone. */
export function withSpecificDate(values: EventTypeFormValues, hasSpecificDate: boolean): EventTypeFormValues {
  return { ...values, hasSpecificDate, ...(hasSpecificDate ? { supportedFrequencies: [Frequency.Immediately] } : {}) };
}

export const frequencyOptions = OFFERED_FREQUENCIES.map((value) => ({ value, label: frequencyLabel(value) }));
