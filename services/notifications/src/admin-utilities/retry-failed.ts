import { sql, type Selectable } from 'kysely';
import { EmailLogTexts } from '@portal/shared-contracts/admin';
import { addNotificationJob, conflict, notFound, type EmailJobData, type NotificationQueue } from '@portal/service-kit';
import type { Actor } from '@portal/service-kit';
import { recordAuditEvent } from '../audit/audit-events';
import type { EmailLogTable } from '../delivery/email-log';
import type { NotificationDb } from '../tables';

type LoggedMail = Selectable<EmailLogTable>;

/** Queue states in which a job will still run: retrying it would only run it twice. */
const UNDERWAY = new Set(['waiting', 'prioritized', 'active', 'delayed', 'waiting-children']);

/** A mail still 'sending' after this long with no job left in the queue was stranded (Redis lost it, or it was removed). */
const STRANDED_AFTER_MINUTES = 10;

/** At most this many failed jobs are retried per call; what is left waits for the next. */
const MAX_JOBS_PER_RETRY = 10_000;
const BATCH = 500;

// Only the first try of a retried job counts again: a mail refused for good gets all its tries back.
const FROM_THE_START = { resetAttemptsMade: true, resetAttemptsStarted: true };

/** The mail's job as the log keeps it, for when the queue no longer has its own record. */
function jobData(mail: LoggedMail): EmailJobData {
  return {
    id: mail.job_id,
    to: mail.to_address,
    subject: mail.subject,
    text: mail.body_text,
    ...(mail.body_html ? { html: mail.body_html } : {}),
    ...(mail.sealed_secret ? { sealedSecret: mail.sealed_secret } : {}),
    type: mail.type,
  };
}

async function isUnderway(queue: NotificationQueue, jobId: string): Promise<boolean> {
  return UNDERWAY.has(await queue.getJobState(jobId));
}

/**
 * Puts a mail back on the queue under its own id: its failed job from the first try, or a new job
 * from the log when the queue forgot it. The worker checks the log first, so a mail logged as sent
 * is never sent again.
 */
async function requeueMail(queue: NotificationQueue, mail: LoggedMail): Promise<void> {
  const job = await queue.getJob(mail.job_id);
  if (job && (await job.getState()) === 'failed') return job.retry('failed', FROM_THE_START);
  if (job) await job.remove();
  await addNotificationJob(queue, 'email', jobData(mail));
}

/** The log shows the mail on its way again; the time of its latest attempt stays as it was. */
async function markRequeued(db: NotificationDb, actor: Actor, mail: LoggedMail): Promise<void> {
  await db.updateTable('email_log').set({ status: 'sending' }).where('id', '=', mail.id).execute();
  // An e-mail is known by its mail id everywhere (queue, log, Message-ID), a test mail before it has a log row too.
  await recordAuditEvent(db, actor, {
    event: 'email-retried',
    entityType: 'email',
    entityId: mail.job_id,
    details: { emailLogId: Number(mail.id), type: mail.type, status: mail.status },
  });
}

/**
 * Retries one mail of the log: a failed one, or one stranded on its way. The log change, the audit
 * entry and the queue change succeed together: a queue that refuses rolls the first two back.
 */
export async function retryEmail(db: NotificationDb, queue: NotificationQueue, id: number, actor: Actor): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const mail = await trx.selectFrom('email_log').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
    if (!mail) throw notFound(EmailLogTexts.notFound);
    if (mail.status === 'sent') throw conflict(EmailLogTexts.alreadySent);
    if (await isUnderway(queue, mail.job_id)) throw conflict(EmailLogTexts.underway);
    await markRequeued(trx, actor, mail);
    await requeueMail(queue, mail);
  });
}

/** Failed mails and stranded ones, a batch at a time in id order. */
async function mailsToRetry(db: NotificationDb, afterId: number): Promise<LoggedMail[]> {
  return db
    .selectFrom('email_log')
    .selectAll()
    .where('id', '>', afterId)
    .where((eb) =>
      eb.or([
        eb('status', '=', 'failed'),
        eb.and([eb('status', '=', 'sending'), eb('updated_at', '<', sql<Date>`now() - make_interval(mins => ${STRANDED_AFTER_MINUTES})`)]),
      ]),
    )
    .orderBy('id')
    .limit(BATCH)
    .forUpdate()
    .execute();
}

/**
 * Retries everything that failed: every failed or stranded mail of the log, then every other job
 * the queue holds as failed (events and digests, whose handlers recognise work already done, and
 * mail jobs the log never saw). Answers how many were queued again. Should the queue fail part-way,
 * the log changes and audit entries roll back while the jobs already queued go ahead: the worker
 * writes their log rows itself, and the administrator retries the rest.
 */
export async function retryAllFailed(db: NotificationDb, queue: NotificationQueue, actor: Actor): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const requeued = new Set<string>();
    let batch = await mailsToRetry(trx, 0);
    while (batch.length > 0 && requeued.size < MAX_JOBS_PER_RETRY) {
      for (const mail of batch) {
        if (requeued.size >= MAX_JOBS_PER_RETRY) break;
        if (await isUnderway(queue, mail.job_id)) continue;
        await markRequeued(trx, actor, mail);
        await requeueMail(queue, mail);
        requeued.add(mail.job_id);
      }
      batch = await mailsToRetry(trx, Number(batch.at(-1)!.id));
    }
    for (const jobId of await queue.getRanges(['failed'], 0, MAX_JOBS_PER_RETRY - 1)) {
      if (requeued.size >= MAX_JOBS_PER_RETRY) break;
      if (requeued.has(jobId)) continue;
      const job = await queue.getJob(jobId);
      if (!job || (await job.getState()) !== 'failed') continue;
      await job.retry('failed', FROM_THE_START);
      await recordAuditEvent(trx, actor, {
        event: 'job-retried',
        entityType: 'notification-job',
        entityId: jobId,
        details: { name: job.name },
      });
      requeued.add(jobId);
    }
    return requeued.size;
  });
}
