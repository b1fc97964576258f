import { sql, type Kysely } from 'kysely';

/**
 * One row per e-mail job (job_id is the notification event id), updated on every
 * attempt. It backs the admin Email Logs page, which lists newest first and filters
 * by status and recipient.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('email_log')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('job_id', 'text', (c) => c.notNull().unique())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body_text', 'text', (c) => c.notNull())
    .addColumn('body_html', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    // The Message-ID the mail left with: what a relay's logs or a bounce can be matched on.
    .addColumn('message_id', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // Time of the latest attempt: tells a retry in progress from one that stalled.
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('sent_at', 'timestamptz')
    .addCheckConstraint('email_log_status', sql`status in ('sending', 'sent', 'failed')`)
    .addCheckConstraint('email_log_attempts', sql`attempts >= 0`)
    .execute();
  await db.schema.createIndex('email_log_created_at').on('email_log').columns(['created_at desc', 'id desc']).execute();
  await db.schema.createIndex('email_log_status_created_at').on('email_log').columns(['status', 'created_at desc']).execute();
  await db.schema
    .createIndex('email_log_to_address')
    .on('email_log')
    .expression(sql`lower(to_address)`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('email_log').execute();
}
