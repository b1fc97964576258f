import { type NotificationEventType, type NotificationEventTypeUpdate } from '@portal/shared-contracts/admin';
import { http } from '@portal/shared-contracts/sdk';

export const EVENT_TYPES_PATH = 'event-notification/types';

/** Saves the dialog; not retried, as a retry after a lost answer would only save the same again. */
export function updateEventType(id: number, body: NotificationEventTypeUpdate): Promise<NotificationEventType> {
  return http.put(`${EVENT_TYPES_PATH}/${id}`, { json: body, retry: 0 }).json<NotificationEventType>();
}
