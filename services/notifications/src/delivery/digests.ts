import { Frequency } from '@portal/shared-contracts';
import { stableUuid, type DigestJobData, type EmailJobData } from '@portal/service-kit';
import { findEventType } from '../event-types/event-type-repository';
import type { NotificationDb } from '../tables';
import { digestMail, type EventForMail } from './mail-content';
import { resolveRecipients } from './recipients';

/** The calendar day of an instant in the state's time zone, YYYY-MM-DD. */
export function dayIn(timeZone: string, at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/** The users with daily e-mail waiting, each with the job that gathers it: one per user and day. */
export async function digestsDue(db: NotificationDb, timeZone: string, now: Date): Promise<DigestJobData[]> {
  const rows = await db
    .selectFrom('email_deliveries')
    .select('user_id')
    .distinct()
    .where('frequency', '=', Frequency.Daily)
    .where('digest_id', 'is', null)
    .where('created_at', '<=', now)
    .orderBy('user_id')
    .execute();
  const digestDate = dayIn(timeZone, now);
  return rows.map((r) => ({ userId: r.user_id, digestDate, cutoff: now.toISOString() }));
}

/**
 * Puts one user's digest for one day together: the first run claims the deliveries waiting up to
 * the cutoff (a unique user-and-day row makes it the only run that can); any later run for that
 * day finds the digest made and returns the same mail, which the e-mail log sends once. Each
 * event is checked again now, so an LEA or permission lost since it was raised drops it.
 * Null when nothing is left to send.
 */
export async function buildDigest(db: NotificationDb, job: DigestJobData, publicUrl: string): Promise<EmailJobData | null> {
  const id = stableUuid('digest', job.userId, job.digestDate);
  const claimed = await db.transaction().execute(async (trx) => {
    const made = await trx
      .insertInto('digests')
      .values({ id, user_id: job.userId, digest_date: job.digestDate })
      .onConflict((oc) => oc.columns(['user_id', 'digest_date']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!made)
      return (
        await trx
          .selectFrom('digests')
          .select('id')
          .where('user_id', '=', job.userId)
          .where('digest_date', '=', job.digestDate)
          .executeTakeFirstOrThrow()
      ).id;
    await trx
      .updateTable('email_deliveries')
      .set({ digest_id: id })
      .where('user_id', '=', job.userId)
      .where('frequency', '=', Frequency.Daily)
      .where('digest_id', 'is', null)
      .where('created_at', '<=', new Date(job.cutoff))
      .execute();
    return id;
  });

  const user = await db
    .selectFrom('directory.users')
    .select(['email', 'full_name', 'enabled'])
    .where('id', '=', job.userId)
    .executeTakeFirst();
  if (!user?.enabled) return null;
  const items = await db
    .selectFrom('email_deliveries as d')
    .innerJoin('events as e', 'e.id', 'd.event_id')
    .innerJoin('event_types as t', 't.id', 'e.event_type_id')
    .select(['t.id as type_id', 't.name', 'e.lea_id', 'e.subject', 'e.message', 'e.open_url', 'e.occurred_at'])
    .where('d.digest_id', '=', claimed)
    .orderBy('e.occurred_at')
    .orderBy('e.id')
    .execute();

  const stillOwed = new Map<string, boolean>();
  const events: EventForMail[] = [];
  for (const item of items) {
    const key = `${item.type_id}:${item.lea_id ?? ''}`;
    if (!stillOwed.has(key)) {
      const type = await findEventType(db, item.type_id);
      const [recipient] = type ? await resolveRecipients(db, type, item.lea_id, job.userId) : [];
      stillOwed.set(key, recipient?.byEmail === true);
    }
    if (stillOwed.get(key))
      events.push({
        typeName: item.name,
        subject: item.subject,
        message: item.message,
        openUrl: item.open_url,
        occurredAt: item.occurred_at,
      });
  }
  await db.updateTable('digests').set({ items: events.length }).where('id', '=', claimed).execute();
  if (events.length === 0) return null;
  return digestMail(claimed, job.digestDate, events, { email: user.email, fullName: user.full_name }, publicUrl);
}
