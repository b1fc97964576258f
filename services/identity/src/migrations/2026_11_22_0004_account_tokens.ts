import { sql, type Kysely } from 'kysely';

/**
 * Secrets sent to a user by e-mail: the e-mail verification link, the password reset link,
 * and the handle the account-created page asks for a new verification mail with. Only the
 * SHA-256 of a secret is stored, so a copy of the database cannot be used to verify an
 * address or reset a password. A row is spent (used_at) or voided (voided_at), never deleted,
 * so a second use is told apart from a link that never existed.
 *
 * Text blocks are the administrator-edited texts of spec 3 the sign-in pages show.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('account_tokens')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) => c.notNull().check(sql`purpose in ('verify-email', 'reset-password', 'resend-verification')`))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('voided_at', 'timestamptz')
    .execute();
  // Issuing a link voids the user's live ones of the same purpose.
  await db.schema.createIndex('account_tokens_user_purpose').on('account_tokens').columns(['user_id', 'purpose']).execute();

  // Spec 4's wait between verification mails counts from here. It is the user's, not a link's: a
  // mail to a verified address (that it already has an account) carries no link, yet counts too.
  await db.schema.alterTable('users').addColumn('verification_mail_sent_at', 'timestamptz').execute();

  await db.schema
    .createTable('text_blocks')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('block_code', 'text', (c) => c.notNull().unique())
    .addColumn('group_code', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('html', 'text', (c) => c.notNull())
    .addColumn('is_visible', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('display_format', 'text', (c) =>
      c
        .notNull()
        .defaultTo('Div')
        .check(sql`display_format in ('Div', 'Card')`),
    )
    // Shown before sign-in (the auth pages) or only to signed-in users.
    .addColumn('is_public', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('text_blocks').execute();
  await db.schema.dropTable('account_tokens').execute();
  await db.schema.alterTable('users').dropColumn('verification_mail_sent_at').execute();
}
