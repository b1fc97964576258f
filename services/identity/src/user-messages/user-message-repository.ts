import type { Kysely } from 'kysely';
import { MessageStatus, type NotificationMessage } from '@portal/shared-contracts';
import type { AnyDb } from '@portal/service-kit';

export interface UserMessageTables {
  user_messages: {
    id: string;
    user_id: number;
    message: string;
    open_url: string | null;
    status: MessageStatus;
    created_on: Date;
    viewed_at: Date | null;
    dismissed_at: Date | null;
  };
}

const tables = (db: AnyDb): Kysely<UserMessageTables> => db;

/** The user's messages still in the list, newest first; at most the 100 newest, the widget's fill. */
export async function listUserMessages(db: AnyDb, userId: number): Promise<NotificationMessage[]> {
  const rows = await tables(db)
    .selectFrom('user_messages')
    .select(['id', 'message', 'open_url', 'status', 'created_on'])
    .where('user_id', '=', userId)
    .where('dismissed_at', 'is', null)
    .orderBy('created_on', 'desc')
    .orderBy('id', 'desc')
    .limit(100)
    .execute();
  return rows.map((r) => ({ id: Number(r.id), message: r.message, createdOn: r.created_on.toISOString(), status: r.status, openUrl: r.open_url }));
}

/**
 * Marks one of the user's own messages Viewed, or dismisses it. False when the user has no such
 * message, so another user's id is answered like one that does not exist.
 */
export async function updateUserMessage(db: AnyDb, userId: number, id: number, change: 'view' | 'dismiss', now = new Date()): Promise<boolean> {
  const set = change === 'view' ? { status: MessageStatus.Viewed, viewed_at: now } : { dismissed_at: now };
  const result = await tables(db)
    .updateTable('user_messages')
    .set(set)
    .where('id', '=', String(id))
    .where('user_id', '=', userId)
    .where('dismissed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
