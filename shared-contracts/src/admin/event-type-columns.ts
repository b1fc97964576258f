import type { TableColumn } from '../downloads';
import { frequencyLabel } from '../subscription-frequencies';
import type { NotificationEventType } from './notification-admin-schemas';
import { yesNo } from './yes-no';

export const EventTypeWords = { email: 'E-mail', inApp: 'In-system messages' } as const;

/** 'E-mail, In-system messages' */
export function channelsText(type: Pick<NotificationEventType, 'supportsEmail' | 'supportsInApp'>): string {
  return [type.supportsEmail ? EventTypeWords.email : null, type.supportsInApp ? EventTypeWords.inApp : null].filter(Boolean).join(', ');
}

export const frequenciesText = (frequencies: readonly number[]) => frequencies.map(frequencyLabel).join(' and ');

/** Manage Notification Events' columns, as its table and its CSV and .xlsx show them; keys are the sort fields where they sort. */
export const eventTypeColumns: readonly TableColumn<NotificationEventType>[] = [
  { key: 'name', header: 'Name', value: (t) => t.name },
  { key: 'code', header: 'Code', value: (t) => t.code },
  { key: 'description', header: 'Description', value: (t) => t.description },
  { key: 'isRequired', header: 'Required', value: (t) => yesNo(t.isRequired) },
  { key: 'channels', header: 'Channels', value: channelsText },
  { key: 'frequencies', header: 'Frequencies', value: (t) => frequenciesText(t.supportedFrequencies) },
  { key: 'hasLea', header: 'LEA', value: (t) => yesNo(t.hasLea) },
  { key: 'hasSpecificDate', header: 'Specific date', value: (t) => yesNo(t.hasSpecificDate) },
  { key: 'audiencePermission', header: 'Audience permission', value: (t) => t.audiencePermission },
  { key: 'subscribers', header: 'Subscribers', kind: 'number', value: (t) => t.subscribers },
];
