import { sql, type Kysely } from 'kysely';
import { createAuditTrail } from '@portal/service-kit';

/**
 * The service's append-only audit trail, in the shape every service keeps: administrators'
 * changes to notification types, retried and test mails, posted system messages and events
 * raised by hand, and each user's own subscription changes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createAuditTrail(db, 'notification');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('audit_events').execute();
  await sql`drop function if exists notification.refuse_audit_event_change()`.execute(db);
}
