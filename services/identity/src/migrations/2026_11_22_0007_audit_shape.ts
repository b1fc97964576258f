import type { Kysely } from 'kysely';
import { indexAuditTrail } from '@portal/service-kit';

/**
 * identity.audit_events takes the shape every service's audit trail has (the kit's
 * createAuditTrail): who acted, on which record, in which LEA. ALTER is not refused by the
 * append-only triggers, which guard the rows; earlier rows keep nulls in the new columns.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('audit_events')
    .addColumn('actor_user_id', 'integer')
    .addColumn('entity_type', 'text')
    .addColumn('entity_id', 'text')
    .addColumn('lea_id', 'integer')
    .execute();
  await indexAuditTrail(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('audit_events')
    .dropColumn('actor_user_id')
    .dropColumn('entity_type')
    .dropColumn('entity_id')
    .dropColumn('lea_id')
    .execute();
}
