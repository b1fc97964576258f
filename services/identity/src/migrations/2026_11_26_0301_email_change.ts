import { sql, type Kysely } from 'kysely';

/**
 * A change of a user's own e-mail address waits for a link mailed to the new address: the link's
 * row carries the new address, and the session that asked, which alone stays signed in once the
 * change takes effect.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('account_tokens').dropConstraint('account_tokens_purpose_check').execute();
  await db.schema
    .alterTable('account_tokens')
    .addCheckConstraint(
      'account_tokens_purpose_check',
      sql`purpose in ('verify-email', 'reset-password', 'resend-verification', 'change-email')`,
    )
    .execute();
  await db.schema.alterTable('account_tokens').addColumn('new_email', 'text').execute();
  await db.schema.alterTable('account_tokens').addColumn('session_id', 'uuid').execute();
  await db.schema
    .alterTable('account_tokens')
    .addCheckConstraint('account_tokens_change_email_has_address', sql`(purpose = 'change-email') = (new_email is not null)`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from account_tokens where purpose = 'change-email'`.execute(db);
  await db.schema.alterTable('account_tokens').dropConstraint('account_tokens_change_email_has_address').execute();
  await db.schema.alterTable('account_tokens').dropColumn('session_id').execute();
  await db.schema.alterTable('account_tokens').dropColumn('new_email').execute();
  await db.schema.alterTable('account_tokens').dropConstraint('account_tokens_purpose_check').execute();
  await db.schema
    .alterTable('account_tokens')
    .addCheckConstraint('account_tokens_purpose_check', sql`purpose in ('verify-email', 'reset-password', 'resend-verification')`)
    .execute();
}
