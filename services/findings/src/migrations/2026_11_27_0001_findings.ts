import { sql, type Kysely } from 'kysely';

/**
 * The findings engine's tables: findings from restraint, dispute and monitoring, corrective plans
 * with items, documents, extensions and history, the deadline notices sent, the daily runs, and the
 * outbox. A finding's idempotency key is unique, so a producer's retried call never makes two; an
 * open plan is unique per group key, so one plan covers all of an incident's violations.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const sources = sql`('restraint', 'dispute', 'monitoring')`;
  await db.schema
    .createTable('plans')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('source', 'text', (c) => c.notNull().check(sql`source in ${sources}`))
    .addColumn('lea_id', 'integer', (c) => c.notNull())
    .addColumn('plan_group_key', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('Draft')
        .check(sql`status in ('Draft', 'Submitted', 'Revisions required', 'Approved', 'Evidence submitted', 'Verified')`),
    )
    .addColumn('due_date', 'date', (c) => c.notNull())
    .addColumn('submitted_date', 'date')
    .addColumn('approved_date', 'date')
    .addColumn('evidence_submitted_date', 'date')
    .addColumn('verified_date', 'date')
    .addColumn('evidence_returns', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('merge', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('open_url', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('plans_verified_dated', sql`(status = 'Verified') = (verified_date is not null)`)
    .execute();
  await sql`create unique index plans_open_group on findings.plans (source, plan_group_key) where status <> 'Verified'`.execute(db);
  await db.schema.createIndex('plans_lea').on('plans').columns(['lea_id', 'status']).execute();

  await db.schema
    .createTable('findings')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('source', 'text', (c) => c.notNull().check(sql`source in ${sources}`))
    .addColumn('source_record_id', 'text', (c) => c.notNull())
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    .addColumn('lea_id', 'integer', (c) => c.notNull())
    .addColumn('citation', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('level', 'text', (c) => c.notNull().check(sql`level in ('child', 'systemic')`))
    .addColumn('issue_date', 'date', (c) => c.notNull())
    .addColumn('due_date', 'date', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('Issued')
        .check(sql`status in ('Issued', 'Individual correction', 'Updated-data review', 'Corrected')`),
    )
    .addColumn('corrected_date', 'date')
    .addColumn('timely', 'boolean')
    .addColumn('counts_for_b18', 'boolean', (c) => c.notNull())
    .addColumn('plan_id', 'integer', (c) => c.references('plans.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('created_by', 'integer', (c) => c.notNull())
    .addCheckConstraint('findings_due_after_issue', sql`due_date >= issue_date`)
    .addCheckConstraint('findings_corrected_dated', sql`(status = 'Corrected') = (corrected_date is not null)`)
    .execute();
  await db.schema.createIndex('findings_plan').on('findings').column('plan_id').execute();
  await db.schema.createIndex('findings_source_record').on('findings').columns(['source', 'source_record_id']).execute();
  await db.schema.createIndex('findings_lea').on('findings').columns(['lea_id', 'issue_date']).execute();

  await db.schema
    .createTable('plan_items')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('plan_id', 'integer', (c) => c.notNull().references('plans.id'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('action', 'text', (c) =>
      c.notNull().check(sql`action in ('Training', 'Policy change', 'IEP review', 'Personnel action', 'Other')`),
    )
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('owner', 'text', (c) => c.notNull())
    .addColumn('target_date', 'date', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('Not started', 'In progress', 'Completed')`))
    .addUniqueConstraint('plan_items_position', ['plan_id', 'position'])
    .execute();

  await db.schema
    .createTable('plan_documents')
    .addColumn('plan_id', 'integer', (c) => c.notNull().references('plans.id'))
    .addColumn('document_id', 'integer', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('plan', 'evidence')`))
    .addColumn('added_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('added_by', 'integer', (c) => c.notNull())
    .addColumn('added_by_name', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('plan_documents_pkey', ['plan_id', 'document_id'])
    .execute();

  await db.schema
    .createTable('plan_extensions')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('plan_id', 'integer', (c) => c.notNull().references('plans.id'))
    .addColumn('old_due_date', 'date', (c) => c.notNull())
    .addColumn('new_due_date', 'date', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('by_user_id', 'integer', (c) => c.notNull())
    .addColumn('by_name', 'text', (c) => c.notNull())
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('plan_extensions_later', sql`new_due_date > old_due_date`)
    .execute();

  await db.schema
    .createTable('plan_history')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('plan_id', 'integer', (c) => c.notNull().references('plans.id'))
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('by_user_id', 'integer')
    .addColumn('by_name', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('changes', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .execute();
  await db.schema.createIndex('plan_history_plan').on('plan_history').columns(['plan_id', 'id']).execute();
  await sql`create function findings.refuse_history_change() returns trigger language plpgsql as $$
    begin
      raise exception 'findings.plan_history is append-only: % is not allowed', tg_op;
    end
  $$`.execute(db);
  await sql`create trigger plan_history_append_only before update or delete on findings.plan_history
    for each row execute function findings.refuse_history_change()`.execute(db);

  await db.schema
    .createTable('plan_notices')
    .addColumn('plan_id', 'integer', (c) => c.notNull().references('plans.id'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('warning', 'missed')`))
    .addColumn('due_date', 'date', (c) => c.notNull())
    .addColumn('offset_days', 'integer', (c) => c.notNull())
    .addColumn('sent_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('plan_notices_pkey', ['plan_id', 'kind', 'due_date', 'offset_days'])
    .execute();

  await db.schema
    .createTable('daily_runs')
    .addColumn('run_date', 'date', (c) => c.primaryKey())
    .addColumn('ran_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  // The kit's outbox as it stood when this migration was written, spelt out so that the migration
  // does the same thing on every database whatever the kit becomes.
  await db.schema
    .createTable('notification_outbox')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('job_name', 'text', (c) => c.notNull().check(sql`job_name in ('email', 'event')`))
    .addColumn('data', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('enqueued_at', 'timestamptz')
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
    'daily_runs',
    'plan_notices',
    'plan_history',
    'plan_extensions',
    'plan_documents',
    'plan_items',
    'findings',
    'plans',
  ])
    await db.schema.dropTable(table).execute();
  await sql`drop function if exists findings.refuse_history_change()`.execute(db);
}
