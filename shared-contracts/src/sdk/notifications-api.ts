import type { NotificationMessage, Subscription, SubscriptionSave } from '../schemas/notifications';
import { http } from './http';

const MESSAGES = 'event-notification/message';

/** The signed-in user's system messages that are not dismissed, newest first (spec 7). */
export function fetchUserMessages(): Promise<NotificationMessage[]> {
  return http.get(`${MESSAGES}/user-messages`).json<NotificationMessage[]>();
}

// The PUTs carry no body (spec 7) and are not retried: a retry after a lost answer would find
// a dismissed message gone and report a 404 for a change that was made.

/** Marks one of the user's messages Viewed (spec 4). */
export async function viewMessage(id: number): Promise<void> {
  await http.put(`${MESSAGES}/view/${id}`, { retry: 0 });
}

/** Removes one of the user's messages from their list (spec 4). */
export async function dismissMessage(id: number): Promise<void> {
  await http.put(`${MESSAGES}/dismiss/${id}`, { retry: 0 });
}

const SUBSCRIPTIONS = 'event-notification/subscriptions';

/** Every notification type the user may receive, each with their subscription merged in (spec 7). */
export function fetchSubscriptions(): Promise<Subscription[]> {
  return http.get(`${SUBSCRIPTIONS}/user`).json<Subscription[]>();
}

/** Saves the subscription dialog; the answer is the row as the page shows it. */
export function saveSubscription(body: SubscriptionSave): Promise<Subscription> {
  return http.post(SUBSCRIPTIONS, { json: body }).json<Subscription>();
}

/** Ends a subscription; refused for a required type. */
export async function unsubscribe(eventNotificationSubscriptionId: number): Promise<void> {
  await http.delete(`${SUBSCRIPTIONS}/unsubscribe/${eventNotificationSubscriptionId}`, { retry: 0 });
}
