import { Frequency, shellRoutes } from '@portal/shared-contracts';
import { stableUuid, type MailJobData, type NotificationEventData } from '@portal/service-kit';
import { findEventTypeByCode } from '../event-types/event-type-repository';
import type { NotificationDb } from '../tables';
import { eventMail } from './mail-content';
import { resolveRecipients } from './recipients';

export type ReceiveOutcome = 'delivered' | 'already-received' | 'unknown-type';

export interface Received {
  outcome: ReceiveOutcome;
  recipients: number;
  /** The mails this event owes at once; queue them (their ids are stable, so queueing again is harmless). */
  immediateMails: MailJobData[];
}

/**
 * Records an event and, the first time only, decides its recipients and writes their in-app
 * messages and e-mail deliveries, all in one transaction: a worker that dies half-way leaves
 * nothing, and a second run of the same event finds it recorded and only re-derives its mails.
 */
export async function receiveEvent(db: NotificationDb, event: NotificationEventData, publicUrl: string): Promise<Received> {
  const first = await db.transaction().execute(async (trx) => {
    const type = await findEventTypeByCode(trx, event.type);
    const inserted = await trx
      .insertInto('events')
      .values({
        id: event.id,
        event_type_id: type?.id ?? null,
        type_code: event.type,
        lea_id: event.leaId,
        subject: event.subject,
        message: event.message,
        open_url: event.openUrl,
        source: event.source,
        occurred_at: new Date(event.occurredAt),
        merge: event.merge ? JSON.stringify(event.merge) : null,
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) return { outcome: 'already-received' as const, recipients: 0 };
    if (!type) return { outcome: 'unknown-type' as const, recipients: 0 };

    const recipients = await resolveRecipients(trx, type, event.leaId);
    const inApp = recipients.filter((r) => r.inApp);
    if (inApp.length > 0) {
      await trx
        .insertInto('user_messages')
        .values(
          inApp.map((r) => ({
            user_id: r.userId,
            event_id: event.id,
            message: event.message,
            open_url: event.openUrl,
            viewed_at: null,
            dismissed_at: null,
          })),
        )
        .execute();
    }
    const byEmail = recipients.filter((r) => r.byEmail);
    if (byEmail.length > 0) {
      await trx
        .insertInto('email_deliveries')
        .values(byEmail.map((r) => ({ event_id: event.id, user_id: r.userId, frequency: r.frequency, digest_id: null })))
        .execute();
    }
    await trx.updateTable('events').set({ recipients: recipients.length }).where('id', '=', event.id).execute();
    return { outcome: 'delivered' as const, recipients: recipients.length };
  });
  return { ...first, immediateMails: first.outcome === 'unknown-type' ? [] : await immediateMails(db, event.id, publicUrl) };
}

/**
 * The mails an event owes at once, from its recorded deliveries, each named by event and user. A
 * type with a mail type of its code sends letters, written from that template when each is sent.
 */
async function immediateMails(db: NotificationDb, eventId: string, publicUrl: string): Promise<MailJobData[]> {
  const rows = await db
    .selectFrom('email_deliveries as d')
    .innerJoin('events as e', 'e.id', 'd.event_id')
    .innerJoin('event_types as t', 't.id', 'e.event_type_id')
    .innerJoin('directory.users as u', 'u.id', 'd.user_id')
    .leftJoin('mail_types as m', 'm.code', 't.code')
    .select([
      'm.id as mail_type_id',
      'e.merge',
      'd.user_id',
      'u.email',
      'u.full_name',
      't.code',
      't.name',
      't.is_required',
      'e.subject',
      'e.message',
      'e.open_url',
      'e.occurred_at',
    ])
    .where('d.event_id', '=', eventId)
    .where('d.frequency', '=', Frequency.Immediately)
    .orderBy('d.user_id')
    .execute();
  return rows.map((r) =>
    r.mail_type_id !== null
      ? {
          id: stableUuid('event-mail', eventId, r.user_id),
          letter: r.code,
          to: r.email,
          toName: r.full_name,
          openUrl: r.open_url,
          merge: { ...r.merge, message: r.message, settingsLink: `${publicUrl}${shellRoutes.notificationSettings.path}` },
        }
      : eventMail(
          stableUuid('event-mail', eventId, r.user_id),
          { code: r.code, is_required: r.is_required },
          { typeName: r.name, subject: r.subject, message: r.message, openUrl: r.open_url, occurredAt: r.occurred_at },
          { email: r.email, fullName: r.full_name },
          publicUrl,
        ),
  );
}
