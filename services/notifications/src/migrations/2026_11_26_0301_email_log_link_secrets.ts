import { sql, type Kysely } from 'kysely';

interface LoggedBodies {
  email_log: { type: string; body_text: string; body_html: string | null };
}

const redacted = (column: 'body_text' | 'body_html') =>
  sql<string>`regexp_replace(${sql.ref(column)}, '(token=|uid=)[A-Za-z0-9_-]+', '\\1[redacted]', 'g')`;

/**
 * The e-mail log keeps mails with their link secrets redacted. A mail's secret is kept sealed (the
 * worker's key), never shown, so a mail retried from the log still carries a working link; the
 * secrets of reset, account-created and verification mails logged before are redacted here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('email_log').addColumn('sealed_secret', 'text').execute();
  await (db as Kysely<LoggedBodies>)
    .updateTable('email_log')
    .set({ body_text: redacted('body_text'), body_html: redacted('body_html') })
    .where('type', 'in', ['password-reset', 'account-created', 'email-verification'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('email_log').dropColumn('sealed_secret').execute();
}
