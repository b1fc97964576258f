import { sql, type Kysely } from 'kysely';

/**
 * What the rules make of an incident (restraint.md, "Violation rules", "Statuses and moves"):
 * violations (never deleted; Withdrawn when their condition no longer holds), the timeliness
 * flags and deadlines, the repeat-use follow-ups, and the settings naming the active rule pack.
 * Also the outbox "violation created" goes out through. Changes to violations and follow-ups are
 * kept in the incident's history (migration 0002). The defaults and the outbox's DDL (as the kit's
 * createNotificationOutbox wrote it when this ran) are written out here, not imported, so this
 * migration keeps meaning what it meant when it ran.
 */
interface InitialSettings {
  settings: { active_pack: string; training_current_months: number };
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('violations')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    // No cascade: a violation outlives anything done to its incident.
    .addColumn('incident_id', 'integer', (c) => c.notNull().references('incidents.id'))
    // The incident's number plus -V1, -V2 ...
    .addColumn('violation_number', 'text', (c) =>
      c
        .notNull()
        .unique()
        .check(sql`violation_number ~ '^RAI-[0-9]{2}-[0-9]{5}-V[0-9]+$'`),
    )
    .addColumn('state_student_id', 'text')
    .addColumn('rule_code', 'text', (c) => c.notNull())
    .addColumn('found_by', 'text', (c) => c.notNull().check(sql`found_by in ('rule', 'lea', 'state')`))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('Open')
        .check(sql`status in ('Open', 'Substantiated', 'Not substantiated', 'Withdrawn', 'Plan required', 'Escalated', 'Resolved')`),
    )
    .addColumn('occurred_at', 'timestamptz')
    .addColumn('discovered_at', 'timestamptz')
    .addColumn('reported_to_board_at', 'timestamptz')
    // Why it was added by hand, decided, escalated or reopened: the latest reason.
    .addColumn('note', 'text')
    .addColumn('decision_reason', 'text')
    .addColumn('decided_by', 'integer')
    .addColumn('decided_at', 'timestamptz')
    // Escalated: the action taken (such as an administrator appointed) and its date.
    .addColumn('escalation_action', 'text')
    .addColumn('escalation_date', 'date')
    // The findings engine's finding and plan, once its call succeeded; a null plan under "Plan required" is retried.
    // A reopened violation is decided again in a new round, which asks for a new finding.
    .addColumn('decision_round', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('finding_id', 'integer')
    .addColumn('plan_id', 'integer')
    .addColumn('plan_status', 'text')
    .addColumn('plan_due_date', 'date')
    .addColumn('created_by', 'integer')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('violations_not_substantiated_reason', sql`status <> 'Not substantiated' or decision_reason is not null`)
    .execute();
  // The rules find one violation per incident, rule and student: a later run finds the same row again.
  await db.schema
    .createIndex('violations_rule_once')
    .on('violations')
    .expression(sql`incident_id, rule_code, coalesce(state_student_id, '')`)
    .unique()
    .where(sql.ref('found_by'), '=', 'rule')
    .execute();
  await db.schema.createIndex('violations_incident').on('violations').column('incident_id').execute();
  await db.schema.createIndex('violations_status').on('violations').column('status').execute();

  await db.schema
    .createTable('incident_flags')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('incident_id', 'integer', (c) => c.notNull().references('incidents.id').onDelete('cascade'))
    .addColumn('rule_code', 'text', (c) => c.notNull())
    .addColumn('state_student_id', 'text')
    .addColumn('raised_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('incident_flags_incident').on('incident_flags').column('incident_id').execute();

  await db.schema
    .createTable('incident_deadlines')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('incident_id', 'integer', (c) => c.notNull().references('incidents.id').onDelete('cascade'))
    .addColumn('rule_code', 'text', (c) => c.notNull())
    .addColumn('state_student_id', 'text')
    // Day 0: a date, or an instant for the hour clock.
    .addColumn('anchor', 'text', (c) => c.notNull())
    .addColumn('day_type', 'text', (c) => c.notNull().check(sql`day_type in ('calendar', 'business', 'school', 'hours')`))
    .addColumn('n', 'integer', (c) => c.notNull())
    .addColumn('due_date', 'date', (c) => c.notNull())
    .addColumn('due_at', 'timestamptz', (c) => c.notNull())
    .addColumn('estimated', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('Pending', 'Met', 'Missed', 'Waived', 'Superseded')`))
    // When it was met: a date, or an instant for the hour clock.
    .addColumn('met', 'text')
    .addColumn('extensions', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('pauses', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('incident_deadlines_once')
    .on('incident_deadlines')
    .expression(sql`incident_id, rule_code, coalesce(state_student_id, '')`)
    .unique()
    .execute();

  await db.schema
    .createTable('incident_follow_ups')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('incident_id', 'integer', (c) => c.notNull().references('incidents.id').onDelete('cascade'))
    .addColumn('state_student_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    // The report (3rd, 5th ...) that required it; 0 for an injury.
    .addColumn('trigger', 'integer', (c) => c.notNull().check(sql`trigger >= 0`))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('Required')
        .check(sql`status in ('Required', 'Held', 'Waived')`),
    )
    .addColumn('due_date', 'date')
    .addColumn('held_date', 'date')
    // The parent's written waiver, a document of the documents service.
    .addColumn('waiver_document_id', 'integer')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('incident_follow_ups_held', sql`(status = 'Held') = (held_date is not null)`)
    .addUniqueConstraint('incident_follow_ups_once', ['incident_id', 'state_student_id', 'kind', 'trigger'])
    .execute();
  await db.schema.createIndex('incident_follow_ups_student').on('incident_follow_ups').column('state_student_id').execute();

  await db.schema
    .createTable('settings')
    // A constant key that can only be true keeps the table to one row.
    .addColumn('id', 'boolean', (c) =>
      c
        .primaryKey()
        .defaultTo(true)
        .check(sql`id`),
    )
    .addColumn('active_pack', 'text', (c) => c.notNull())
    .addColumn('disabled_rules', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('timeliness_creates_violation', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('training_current_months', 'integer', (c) => c.notNull().check(sql`training_current_months > 0`))
    .addColumn('follow_up_due_days', 'integer', (c) => c.check(sql`follow_up_due_days > 0`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_by', 'integer')
    .execute();
  await (db as Kysely<InitialSettings>).insertInto('settings').values({ active_pack: 'NV', training_current_months: 12 }).execute();

  await sql`create table restraint.notification_outbox (
    id uuid primary key,
    job_name text not null check (job_name in ('email', 'event')),
    data jsonb not null,
    created_at timestamptz default now() not null,
    enqueued_at timestamptz,
    attempts integer default 0 not null,
    last_error text
  )`.execute(db);
  await sql`create index notification_outbox_pending on restraint.notification_outbox (created_at) where enqueued_at is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['notification_outbox', 'settings', 'incident_follow_ups', 'incident_deadlines', 'incident_flags', 'violations']) {
    await db.schema.dropTable(table).execute();
  }
}
