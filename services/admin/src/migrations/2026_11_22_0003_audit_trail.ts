import { sql, type Kysely } from 'kysely';
import { createAuditTrail } from '@portal/service-kit';

/**
 * The admin service's own append-only audit trail (admin.audit_events), in the shape every
 * service's trail has, so the Audit Log reads it beside the others. Every list change goes in it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createAuditTrail(db, 'admin');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('audit_events').execute();
  // Raw statements name their schema: withSchema rewrites only builder queries.
  await sql`drop function if exists admin.refuse_audit_event_change()`.execute(db);
}
