import type { Kysely } from 'kysely';

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
  await db.schema.createIndex('audit_events_occurred_at').on('audit_events').columns(['occurred_at desc', 'id desc']).execute();
  await db.schema.createIndex('audit_events_actor').on('audit_events').columns(['actor_user_id', 'occurred_at']).execute();
  await db.schema.createIndex('audit_events_entity').on('audit_events').columns(['entity_type', 'entity_id']).execute();
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
