import { sql, type ColumnType, type Generated } from 'kysely';
import type { EmailJobData } from '@portal/service-kit';
import type { NotificationDb } from '../tables';

export type EmailStatus = 'sending' | 'sent' | 'failed';

export interface EmailLogTable {
  id: Generated<number>;
  job_id: string;
  type: string;
  to_address: string;
  subject: string;
  body_text: string;
  body_html: string | null;
  /** The link secret as the producer sealed it, for a retry from the log; never shown. */
  sealed_secret: string | null;
  status: EmailStatus;
  attempts: Generated<number>;
  last_error: string | null;
  message_id: string | null;
  created_at: ColumnType<Date, never, never>;
  updated_at: Generated<Date>;
  sent_at: Date | null;
  /** The template version a letter was rendered from; null for any other mail. */
  template_version_id: number | null;
}

// SMTP replies can carry long diagnostics; the page needs the gist.
const MAX_ERROR_LENGTH = 1000;

/**
 * Records the start of an attempt and returns its number, or null when this job's
 * mail already went out: a job that comes back after its BullMQ record was removed
 * (or a stalled job run twice) must not send again.
 */
export async function beginAttempt(
  db: NotificationDb,
  data: EmailJobData,
  templateVersionId: number | null = null,
): Promise<number | null> {
  const row = await db
    .insertInto('email_log')
    .values({
      job_id: data.id,
      type: data.type,
      to_address: data.to,
      subject: data.subject,
      body_text: data.text,
      body_html: data.html ?? null,
      sealed_secret: data.sealedSecret ?? null,
      status: 'sending',
      attempts: 1,
      template_version_id: templateVersionId,
    })
    .onConflict((oc) =>
      oc
        .column('job_id')
        .doUpdateSet((eb) => ({
          status: 'sending',
          attempts: eb('email_log.attempts', '+', 1),
          updated_at: sql`now()`,
          // A letter is written again at each attempt: the log keeps what the latest attempt sent.
          ...(templateVersionId === null
            ? {}
            : { subject: data.subject, body_text: data.text, body_html: data.html ?? null, template_version_id: templateVersionId }),
        }))
        .where('email_log.status', '<>', 'sent'),
    )
    .returning('attempts')
    .executeTakeFirst();
  return row?.attempts ?? null;
}

/** A letter whose type has no template: logged as failed for good, so the log shows every mail owed. */
export async function recordUnrenderable(
  db: NotificationDb,
  data: { id: string; to: string; letter: string },
  error: string,
): Promise<void> {
  await db
    .insertInto('email_log')
    .values({
      job_id: data.id,
      type: data.letter,
      to_address: data.to,
      subject: data.letter,
      body_text: '',
      status: 'failed',
      attempts: 1,
      last_error: error.slice(0, MAX_ERROR_LENGTH),
    })
    .onConflict((oc) =>
      oc
        .column('job_id')
        .doUpdateSet((eb) => ({ status: 'failed', attempts: eb('email_log.attempts', '+', 1), last_error: error, updated_at: sql`now()` }))
        .where('email_log.status', '<>', 'sent'),
    )
    .execute();
}

export async function markSent(db: NotificationDb, jobId: string, messageId: string): Promise<void> {
  await db
    .updateTable('email_log')
    .set({ status: 'sent', message_id: messageId, last_error: null, sent_at: sql`now()`, updated_at: sql`now()` })
    .where('job_id', '=', jobId)
    .execute();
}

/** A failed attempt: `final` when no retry follows, else the row stays 'sending' until the next attempt. */
export async function recordFailedAttempt(db: NotificationDb, jobId: string, error: string, final: boolean): Promise<void> {
  await db
    .updateTable('email_log')
    .set({ status: final ? 'failed' : 'sending', last_error: error.slice(0, MAX_ERROR_LENGTH), updated_at: sql`now()` })
    .where('job_id', '=', jobId)
    .execute();
}

/** Mails the relay accepted and mails that failed for good: the e-mail log's side of the queue figures. */
export async function emailLogCounts(db: NotificationDb): Promise<{ sent: number; failed: number }> {
  const rows = await db
    .selectFrom('email_log')
    .select(['status', (eb) => eb.fn.countAll<string>().as('n')])
    .where('status', 'in', ['sent', 'failed'])
    .groupBy('status')
    .execute();
  const count = (status: EmailStatus) => Number(rows.find((r) => r.status === status)?.n ?? 0);
  return { sent: count('sent'), failed: count('failed') };
}
