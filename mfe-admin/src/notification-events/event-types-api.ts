import type { NotificationEventType, NotificationEventTypeUpdate } from '@portal/shared-contracts';
import { http } from '@portal/shared-contracts/sdk';

export const EVENT_TYPES_PATH = 'event-notification/types';
export const eventTypesQueryKey = ['admin', 'notification-events'] as const;

/** Saves the dialog; not retried, as a retry after a lost answer would only save the same again. */
export function updateEventType(id: number, body: NotificationEventTypeUpdate): Promise<NotificationEventType> {
  return http.put(`${EVENT_TYPES_PATH}/${id}`, { json: body, retry: 0 }).json<NotificationEventType>();
}
