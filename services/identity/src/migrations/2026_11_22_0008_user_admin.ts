import type { Kysely } from 'kysely';

/**
 * Manage Users deletes an account by emptying it, not by removing its row: other services' records
 * and every audit trail name users by id, and those ids must keep naming the same person's
 * (now anonymous) account rather than nothing. deleted_at marks such a row, which no list shows.
 * The role filter of the user list reads user_roles by role.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('deleted_at', 'timestamptz').execute();
  await db.schema.createIndex('user_roles_role_id').on('user_roles').column('role_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('user_roles_role_id').execute();
  await db.schema.alterTable('users').dropColumn('deleted_at').execute();
}
