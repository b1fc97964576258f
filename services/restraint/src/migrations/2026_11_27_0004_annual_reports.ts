import { sql, type Kysely } from 'kysely';

/**
 * The annual report of NRS 388.515 (restraint.md, Reports and formulas): one per LEA and school
 * year, opened for the past year; the LEA enters teachers employed and pupils enrolled per school,
 * submits it (In progress -> Submitted) and the state accepts it or returns it with a reason.
 * The counts come from Finalized incidents and are kept per school at submission, so what the
 * state accepted does not move when an incident is reopened later.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('annual_reports')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('lea_id', 'integer', (c) => c.notNull())
    .addColumn('school_year', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('In progress')
        .check(sql`status in ('In progress', 'Submitted', 'Accepted', 'Returned')`),
    )
    .addColumn('submitted_at', 'timestamptz')
    .addColumn('submitted_by', 'text')
    .addColumn('decided_at', 'timestamptz')
    .addColumn('decided_by', 'text')
    .addColumn('returned_reason', 'text')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('annual_reports_returned_reason', sql`status <> 'Returned' or returned_reason is not null`)
    .addUniqueConstraint('annual_reports_once', ['lea_id', 'school_year'])
    .execute();

  await db.schema
    .createTable('annual_report_schools')
    .addColumn('annual_report_id', 'integer', (c) => c.notNull().references('annual_reports.id').onDelete('cascade'))
    .addColumn('school_id', 'integer', (c) => c.notNull())
    .addColumn('teachers', 'integer', (c) => c.check(sql`teachers >= 0`))
    .addColumn('pupils', 'integer', (c) => c.check(sql`pupils >= 0`))
    // Kept at submission; null while the report is open (the counts are then read live).
    .addColumn('physical', 'integer')
    .addColumn('mechanical', 'integer')
    .addColumn('violations', 'integer')
    .addPrimaryKeyConstraint('annual_report_schools_pk', ['annual_report_id', 'school_id'])
    .execute();

  // Who moved or changed the report, when, and from what to what.
  await db.schema
    .createTable('annual_report_history')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('annual_report_id', 'integer', (c) => c.notNull().references('annual_reports.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('user_name', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('changes', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('occurred_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('annual_report_history_report').on('annual_report_history').column('annual_report_id').execute();

  // The reports count Finalized incidents per school and year, and interventions per incident.
  await db.schema.createIndex('incidents_year_school').on('incidents').columns(['school_year', 'status', 'school_id']).execute();
  await db.schema.createIndex('incident_students_incident').on('incident_students').column('incident_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('incident_students_incident').execute();
  await db.schema.dropIndex('incidents_year_school').execute();
  for (const table of ['annual_report_history', 'annual_report_schools', 'annual_reports']) {
    await db.schema.dropTable(table).execute();
  }
}
