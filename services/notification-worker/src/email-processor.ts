import { UnrecoverableError, type Job } from 'bullmq';
import { isLetter, openLinkSecret, withLinkSecret, type EmailJobData, type MailJobData } from '@portal/service-kit';
import { MailTemplateMessages } from '@portal/shared-contracts';
import {
  beginAttempt,
  markSent,
  recordFailedAttempt,
  recordUnrenderable,
  renderLetter,
  type NotificationDb,
} from '@portal/service-notifications';
import type { WorkerLogger } from './logger';
import { isPermanentSmtpError, type SmtpTransport } from './smtp';

export type EmailJobResult = 'sent' | 'already-sent';

export interface EmailProcessorDeps {
  db: NotificationDb;
  transport: SmtpTransport;
  from: string;
  /** The key producers seal link secrets with (`MAIL_SECRET_KEY`). */
  secretKey: Buffer;
  /** Letters link under this address. */
  publicUrl: string;
  logger: WorkerLogger;
}

// Logs carry the job id and type only: addresses and bodies stay in the e-mail log table.

/** The domain of the From address, for Message-IDs. */
function senderDomain(from: string): string {
  return /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'portal.local';
}

/** Sends one e-mail job and keeps its email_log row in step with every attempt. */
export function createEmailProcessor(deps: EmailProcessorDeps) {
  const { db, transport, from, secretKey, publicUrl, logger } = deps;
  const domain = senderDomain(from);

  function openSecret(sealed: string): string {
    try {
      return openLinkSecret(sealed, secretKey);
    } catch {
      throw Object.assign(
        new Error('the link secret does not open with this MAIL_SECRET_KEY: the worker and the services must share one'),
        {
          permanent: true,
        },
      );
    }
  }

  /** The mail to send: a letter is written now from its type's active template. */
  async function mailOf(job: Job<MailJobData>): Promise<{ data: EmailJobData; templateVersionId: number | null }> {
    if (!isLetter(job.data)) return { data: job.data, templateVersionId: null };
    const rendered = await renderLetter(db, job.data, publicUrl);
    if (!rendered) {
      const message = MailTemplateMessages.noTemplate(job.data.letter);
      await recordUnrenderable(db, job.data, message);
      logger.warn({ jobId: job.data.id, type: job.data.letter }, 'letter of a mail type without a template, not sent');
      throw new UnrecoverableError(message);
    }
    return { data: rendered.mail, templateVersionId: rendered.templateVersionId };
  }

  return async function processEmail(job: Job<MailJobData>): Promise<EmailJobResult> {
    const { data, templateVersionId } = await mailOf(job);
    const attempt = await beginAttempt(db, data, templateVersionId);
    if (attempt === null) {
      logger.info({ jobId: data.id, type: data.type }, 'e-mail already sent, skipped');
      return 'already-sent';
    }

    let messageId: string;
    try {
      // Only the mail sent carries the link's secret; the log above and the job keep the placeholder.
      const secret = data.sealedSecret ? openSecret(data.sealedSecret) : null;
      const body = (part: string) => (secret ? withLinkSecret(part, secret) : part);
      // The Message-ID is the mail's id: should a worker die between the relay's 250 and the log's
      // 'sent', the copy sent on retry carries the same id, which mail systems and people can match.
      const info = await transport.sendMail({
        from,
        to: data.to,
        subject: data.subject,
        text: body(data.text),
        ...(data.html ? { html: body(data.html) } : {}),
        messageId: `<${data.id}@${domain}>`,
      });
      messageId = info.messageId;
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      const permanent = isPermanentSmtpError(err);
      const final = permanent || job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
      await recordFailedAttempt(db, data.id, message, final);
      logger.warn(
        { jobId: data.id, type: data.type, attempt, permanent, final, responseCode: (err as { responseCode?: number }).responseCode },
        'e-mail attempt failed',
      );
      // BullMQ retries any other error with backoff; a permanent refusal would only be refused again.
      throw permanent ? new UnrecoverableError(message) : err;
    }

    await markSent(db, data.id, messageId);
    logger.info({ jobId: data.id, type: data.type, attempt }, 'e-mail sent');
    return 'sent';
  };
}
