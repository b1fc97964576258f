import { sql, type Kysely } from 'kysely';

/**
 * Notifications become their own service (schema notification): the system messages move there,
 * so identity's table goes (its rows were demo data, re-seeded there). The notification worker
 * decides who receives what from the users, their LEAs and their permissions, which identity
 * publishes read-only here. Account mail now leaves through identity's own outbox.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('user_messages').execute();
  await sql`create view directory.users as
    select id, email, full_name, enabled from identity.users`.execute(db);
  await sql`create view directory.user_leas as select user_id, lea_id from identity.user_leas`.execute(db);
  await sql`create view directory.user_permissions as
    select distinct ur.user_id, rp.permission
    from identity.user_roles ur join identity.role_permissions rp on rp.role_id = ur.role_id`.execute(db);
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
  await db.schema.dropTable('notification_outbox').execute();
  for (const view of ['user_permissions', 'user_leas', 'users']) await sql`drop view if exists ${sql.raw(`directory.${view}`)}`.execute(db);
}
