import { sql, type Kysely } from 'kysely';

/**
 * Notification types, the users' subscriptions, the events received, the in-app messages, the
 * deliveries each event made and the daily digests. Users and LEAs are ids from identity's
 * directory; who may receive what is decided from its views when a delivery is made.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('event_types')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('is_required', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('supports_email', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('supports_in_app', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('supported_frequencies', sql`smallint[]`, (c) => c.notNull())
    .addColumn('has_lea', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('has_specific_date', 'boolean', (c) => c.notNull().defaultTo(false))
    // Only users holding this permission may receive the type (and see it on their settings page).
    .addColumn('audience_permission', 'text', (c) => c.notNull())
    .addCheckConstraint('event_types_channel', sql`supports_email or supports_in_app`)
    .execute();

  await db.schema
    .createTable('subscriptions')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('event_type_id', 'integer', (c) => c.notNull().references('event_types.id').onDelete('cascade'))
    .addColumn('is_subscribed', 'boolean', (c) => c.notNull())
    .addColumn('is_email', 'boolean', (c) => c.notNull())
    .addColumn('is_in_app', 'boolean', (c) => c.notNull())
    .addColumn('frequency', 'smallint', (c) => c.notNull().check(sql`frequency between 0 and 4`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('subscriptions_user_type', ['user_id', 'event_type_id'])
    .execute();
  await db.schema
    .createTable('subscription_leas')
    .addColumn('subscription_id', 'integer', (c) => c.notNull().references('subscriptions.id').onDelete('cascade'))
    .addColumn('lea_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('subscription_leas_pk', ['subscription_id', 'lea_id'])
    .execute();

  // One row per event received; its id is the producer's, so an event handled twice is recognised.
  await db.schema
    .createTable('events')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('event_type_id', 'integer', (c) => c.references('event_types.id'))
    .addColumn('type_code', 'text', (c) => c.notNull())
    .addColumn('lea_id', 'integer')
    .addColumn('subject', 'text')
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('open_url', 'text')
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('occurred_at', 'timestamptz', (c) => c.notNull())
    .addColumn('received_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('recipients', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('user_messages')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('event_id', 'uuid', (c) => c.references('events.id'))
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('open_url', 'text')
    .addColumn('status', 'smallint', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`status in (0, 1, 2)`),
    )
    .addColumn('created_on', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('viewed_at', 'timestamptz')
    .addColumn('dismissed_at', 'timestamptz')
    .execute();
  // The widget lists a user's messages not dismissed, newest first.
  await sql`create index user_messages_listed on notification.user_messages (user_id, created_on desc) where dismissed_at is null`.execute(
    db,
  );
  await sql`create unique index user_messages_event_user on notification.user_messages (event_id, user_id) where event_id is not null`.execute(
    db,
  );

  await db.schema
    .createTable('digests')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('digest_date', 'date', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('items', 'integer', (c) => c.notNull().defaultTo(0))
    // One digest per user and day, however often the scheduler fires.
    .addUniqueConstraint('digests_user_day', ['user_id', 'digest_date'])
    .execute();

  // The e-mail each event owes each recipient: sent at once, or gathered into a digest.
  await db.schema
    .createTable('email_deliveries')
    .addColumn('event_id', 'uuid', (c) => c.notNull().references('events.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('frequency', 'smallint', (c) => c.notNull().check(sql`frequency in (1, 2)`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('digest_id', 'uuid', (c) => c.references('digests.id'))
    .addPrimaryKeyConstraint('email_deliveries_pk', ['event_id', 'user_id'])
    .execute();
  await sql`create index email_deliveries_daily_pending on notification.email_deliveries (user_id, created_at) where frequency = 2 and digest_id is null`.execute(
    db,
  );

  // The kit's outbox as it stood when this migration was written, spelt out so that the migration
  // does the same thing on every database whatever the kit becomes.
  await db.schema
    .createTable('notification_outbox')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('job_name', 'text', (c) => c.notNull().check(sql`job_name in ('email', 'event')`))
    .addColumn('data', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('enqueued_at', 'timestamptz')
    // Failed hand-overs, so an outage shows in the row as well as in the logs.
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .execute();
  await db.schema
    .createIndex('notification_outbox_pending')
    .on('notification_outbox')
    .columns(['created_at'])
    .where(sql.ref('enqueued_at'), 'is', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'notification_outbox',
    'email_deliveries',
    'digests',
    'user_messages',
    'events',
    'subscription_leas',
    'subscriptions',
    'event_types',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
