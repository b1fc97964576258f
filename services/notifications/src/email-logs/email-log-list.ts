import { sql, type Selectable } from 'kysely';
import { type EmailLogDetail, type EmailLogEntry, type EmailLogQuery } from '@portal/shared-contracts/admin';
import type { ListSpec } from '@portal/service-kit';
import type { EmailLogTable } from '../delivery/email-log';
import type { NotificationDb } from '../tables';

type EmailLogRow = Selectable<EmailLogTable>;

export const emailLogListSpec: ListSpec = {
  sortColumns: {
    createdAt: 'created_at',
    updatedAt: 'updated_at',
    sentAt: 'sent_at',
    to: sql`lower(to_address)`,
    subject: sql`lower(subject)`,
    type: 'type',
    status: 'status',
    attempts: 'attempts',
  },
  // Newest first, as the log is read.
  defaultSort: { field: 'createdAt', direction: 'desc' },
  tieBreaker: 'id',
};

const listedColumns = [
  'id',
  'job_id',
  'to_address',
  'subject',
  'type',
  'status',
  'attempts',
  'last_error',
  'created_at',
  'updated_at',
  'sent_at',
] as const;

/** The log filtered as the query asks: a recipient or subject containing the search (any case), a status, a type, a time range. */
export function emailLogQuery(db: NotificationDb, query: EmailLogQuery) {
  let rows = db.selectFrom('email_log').select(listedColumns);
  const search = query.search?.trim().toLowerCase();
  // strpos, not LIKE: a search for '%' or '_' means those characters.
  if (search) rows = rows.where(sql<boolean>`(strpos(lower(to_address), ${search}) > 0 or strpos(lower(subject), ${search}) > 0)`);
  if (query.status) rows = rows.where('status', '=', query.status);
  if (query.type) rows = rows.where('type', '=', query.type);
  if (query.createdFrom) rows = rows.where('created_at', '>=', new Date(query.createdFrom));
  if (query.createdTo) rows = rows.where('created_at', '<=', new Date(query.createdTo));
  return rows;
}

export function toEmailLogEntry(row: Pick<EmailLogRow, (typeof listedColumns)[number]>): EmailLogEntry {
  return {
    id: Number(row.id),
    mailId: row.job_id,
    to: row.to_address,
    subject: row.subject,
    type: row.type,
    status: row.status,
    attempts: row.attempts,
    lastError: row.last_error,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    sentAt: row.sent_at?.toISOString() ?? null,
  };
}

export async function readEmailLog(db: NotificationDb, id: number): Promise<EmailLogDetail | undefined> {
  const row = await db
    .selectFrom('email_log')
    .leftJoin('mail_template_versions as v', 'v.id', 'email_log.template_version_id')
    .selectAll('email_log')
    .select('v.version as template_version')
    .where('email_log.id', '=', id)
    .executeTakeFirst();
  return (
    row && {
      ...toEmailLogEntry(row),
      text: row.body_text,
      html: row.body_html,
      messageId: row.message_id,
      templateVersion: row.template_version,
    }
  );
}

/** The export: what the page lists, without the bodies. */
