import { sql, type Kysely } from 'kysely';
import { createNotificationOutbox } from '@portal/service-kit';

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
  await createNotificationOutbox(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('notification_outbox').execute();
  for (const view of ['user_permissions', 'user_leas', 'users']) await sql`drop view if exists ${sql.raw(`directory.${view}`)}`.execute(db);
}
