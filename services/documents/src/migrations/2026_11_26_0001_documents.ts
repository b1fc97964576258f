import { sql, type Kysely } from 'kysely';

/**
 * Documents attached to a record of restraint, dispute or monitoring, their versions with approval,
 * and the service's append-only audit trail. A version's file never changes; an Approved version
 * never changes at all; versions are deleted logically only. The triggers hold these rules for any
 * writer, not only for this service's code.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('documents')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('owner', 'text', (c) => c.notNull().check(sql`owner in ('restraint', 'dispute', 'monitoring')`))
    .addColumn('record_type', 'text', (c) => c.notNull())
    .addColumn('record_id', 'text', (c) => c.notNull())
    .addColumn('lea_id', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('created_by', 'integer', (c) => c.notNull())
    .execute();
  // A record's documents are read together: its page lists them, the findings engine checks them.
  await db.schema.createIndex('documents_record').on('documents').columns(['owner', 'record_type', 'record_id']).execute();

  await db.schema
    .createTable('document_versions')
    .addColumn('document_id', 'integer', (c) => c.notNull().references('documents.id'))
    .addColumn('version', 'integer', (c) => c.notNull().check(sql`version >= 1`))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('Pending')
        .check(sql`status in ('Pending', 'Approved', 'Rejected')`),
    )
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('file_type', 'text', (c) => c.notNull().check(sql`file_type in ('pdf', 'docx', 'xlsx', 'jpg', 'png')`))
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size_bytes', 'integer', (c) => c.notNull().check(sql`size_bytes > 0`))
    .addColumn('sha256', 'text', (c) => c.notNull().check(sql`sha256 ~ '^[0-9a-f]{64}$'`))
    .addColumn('storage_key', 'text', (c) => c.notNull().unique())
    .addColumn('uploaded_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('uploaded_by', 'integer', (c) => c.notNull())
    .addColumn('uploaded_by_name', 'text', (c) => c.notNull())
    .addColumn('decided_at', 'timestamptz')
    .addColumn('decided_by', 'integer')
    .addColumn('decided_by_name', 'text')
    .addColumn('reason', 'text')
    .addColumn('deleted_at', 'timestamptz')
    .addColumn('deleted_by', 'integer')
    .addColumn('deleted_by_name', 'text')
    .addColumn('delete_reason', 'text')
    .addPrimaryKeyConstraint('document_versions_pkey', ['document_id', 'version'])
    .addCheckConstraint('document_versions_decided', sql`(status = 'Pending') = (decided_at is null)`)
    .addCheckConstraint('document_versions_rejected_with_reason', sql`status <> 'Rejected' or reason is not null`)
    .addCheckConstraint('document_versions_approved_kept', sql`deleted_at is null or status <> 'Approved'`)
    .addCheckConstraint('document_versions_deleted_why', sql`(deleted_at is null) = (delete_reason is null)`)
    .execute();

  await sql`create function documents.guard_document_version() returns trigger language plpgsql as $$
    begin
      if tg_op in ('DELETE', 'TRUNCATE') then
        raise exception 'document versions are deleted logically (deleted_at), never removed: % is not allowed', tg_op;
      end if;
      if old.status = 'Approved' then
        raise exception 'document % version % is approved: an approved version never changes', old.document_id, old.version;
      end if;
      if old.deleted_at is not null then
        raise exception 'document % version % is deleted and kept as it was', old.document_id, old.version;
      end if;
      if (new.document_id, new.version, new.file_name, new.file_type, new.content_type, new.size_bytes, new.sha256, new.storage_key,
          new.uploaded_at, new.uploaded_by)
        is distinct from (old.document_id, old.version, old.file_name, old.file_type, old.content_type, old.size_bytes, old.sha256,
          old.storage_key, old.uploaded_at, old.uploaded_by) then
        raise exception 'document % version %: a version''s file never changes; upload a new version', old.document_id, old.version;
      end if;
      if old.status = 'Rejected' and new.status <> 'Rejected' then
        raise exception 'document % version % is rejected: a rejection is answered with a new version', old.document_id, old.version;
      end if;
      return new;
    end
  $$`.execute(db);
  await sql`create trigger document_versions_guard before update or delete on documents.document_versions
    for each row execute function documents.guard_document_version()`.execute(db);
  await sql`create trigger document_versions_no_truncate before truncate on documents.document_versions
    for each statement execute function documents.guard_document_version()`.execute(db);

  // The kit's audit-trail shape as it stood when this migration was written, spelt out so that the
  // migration does the same thing on every database whatever the kit becomes.
  await db.schema
    .createTable('audit_events')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('occurred_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('actor_user_id', 'integer')
    .addColumn('user_id', 'integer')
    .addColumn('session_id', 'uuid')
    .addColumn('ip', 'text')
    .addColumn('entity_type', 'text')
    .addColumn('entity_id', 'text')
    .addColumn('lea_id', 'integer')
    .addColumn('details', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .execute();
  await db.schema.createIndex('audit_events_occurred_at').on('audit_events').columns(['occurred_at desc', 'id desc']).execute();
  await db.schema.createIndex('audit_events_actor').on('audit_events').columns(['actor_user_id', 'occurred_at']).execute();
  await db.schema.createIndex('audit_events_entity').on('audit_events').columns(['entity_type', 'entity_id']).execute();
  // Append-only: raw statements name their schema, since withSchema rewrites only builder queries.
  await sql`create function documents.refuse_audit_event_change() returns trigger language plpgsql as $$
    begin
      raise exception 'documents.audit_events is append-only: % is not allowed', tg_op;
    end
  $$`.execute(db);
  await sql`create trigger audit_events_append_only before update or delete on documents.audit_events
    for each row execute function documents.refuse_audit_event_change()`.execute(db);
  await sql`create trigger audit_events_no_truncate before truncate on documents.audit_events
    for each statement execute function documents.refuse_audit_event_change()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('audit_events').execute();
  await sql`drop function if exists documents.refuse_audit_event_change()`.execute(db);
  await db.schema.dropTable('document_versions').execute();
  await sql`drop function if exists documents.guard_document_version()`.execute(db);
  await db.schema.dropTable('documents').execute();
}
