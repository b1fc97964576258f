import { sql } from 'kysely';
import { MessageStatus, type NotificationMessage } from '@portal/shared-contracts';
import { type SystemMessageBody } from '@portal/shared-contracts/admin';
import type { Actor } from '@portal/service-kit';
import { recordAuditEvent } from '../audit/audit-events';
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
  return rows.map((r) => ({
    id: Number(r.id),
    message: r.message,
    createdOn: r.created_on.toISOString(),
    status: r.status,
    openUrl: r.open_url,
  }));
}

/**
 * Marks one of the user's own messages Viewed, or dismisses it. False when the user has no such
 * message, so another user's id is answered like one that does not exist.
 */
export async function updateUserMessage(
  db: NotificationDb,
  userId: number,
  id: number,
  change: 'view' | 'dismiss',
  now = new Date(),
): Promise<boolean> {
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

/** The enabled users a system message goes to: those named, every one, the holders of a permission, or an LEA's users. */
function recipientsOf(db: NotificationDb, body: SystemMessageBody) {
  let users = db.selectFrom('directory.users as u').select('u.id').where('u.enabled', '=', true);
  if (body.userIds) users = users.where('u.id', 'in', [...body.userIds]);
  else if (body.audience === 'permission')
    users = users.where((eb) =>
      eb.exists(
        eb
          .selectFrom('directory.user_permissions as p')
          .select('p.user_id')
          .whereRef('p.user_id', '=', 'u.id')
          .where('p.permission', '=', body.permission!),
      ),
    );
  else if (body.audience === 'lea')
    users = users.where((eb) =>
      eb.exists(
        eb
          .selectFrom('directory.user_leas as l')
          .select('l.user_id')
          .whereRef('l.user_id', '=', 'u.id')
          .where('l.lea_id', '=', body.leaId!),
      ),
    );
  return users;
}

/**
 * A system message written straight to users' lists (no e-mail), with its audit entry, in one
 * transaction; only enabled users the directory knows get one. Answers how many did.
 */
export async function postSystemMessage(db: NotificationDb, body: SystemMessageBody, actor: Actor): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .insertInto('user_messages')
      .columns(['user_id', 'message', 'open_url'])
      .expression(
        recipientsOf(trx, body).select([sql.val(body.message.trim()).as('message'), sql.val(body.openUrl ?? null).as('open_url')]),
      )
      .executeTakeFirst();
    const delivered = Number(result.numInsertedOrUpdatedRows ?? 0);
    await recordAuditEvent(trx, actor, {
      event: 'system-message-posted',
      leaId: body.audience === 'lea' ? (body.leaId ?? null) : null,
      details: { audience: body.userIds ? 'users' : (body.audience ?? null), permission: body.permission ?? null, delivered },
    });
    return delivered;
  });
}
