import { MessageStatus, type NotificationMessage } from '@portal/shared-contracts';
import type { NotificationDb } from '../tables';

/** The user's messages still in the list, newest first; at most the 100 newest, the widget's fill. */
export async function listUserMessages(db: NotificationDb, userId: number): Promise<NotificationMessage[]> {
  const rows = await db
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
export async function updateUserMessage(db: NotificationDb, userId: number, id: number, change: 'view' | 'dismiss', now = new Date()): Promise<boolean> {
  const set = change === 'view' ? { status: MessageStatus.Viewed, viewed_at: now } : { dismissed_at: now };
  const result = await db
    .updateTable('user_messages')
    .set(set)
    .where('id', '=', String(id))
    .where('user_id', '=', userId)
    .where('dismissed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** A system message written straight to users' lists (no e-mail); only users the directory knows get one. */
export async function postSystemMessage(db: NotificationDb, userIds: readonly number[], message: string, openUrl: string | null): Promise<number> {
  const known = await db.selectFrom('directory.users').select('id').where('id', 'in', [...userIds]).where('enabled', '=', true).execute();
  if (known.length === 0) return 0;
  await db.insertInto('user_messages').values(known.map((u) => ({ user_id: u.id, event_id: null, message, open_url: openUrl, viewed_at: null, dismissed_at: null }))).execute();
  return known.length;
}
