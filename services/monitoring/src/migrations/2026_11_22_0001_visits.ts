import { sql, type Kysely } from 'kysely';

/**
 * Monitoring visits (monitoring.md, Records and Visit lifecycle). Rosters,
 * samples, file reviews and their answers hang off a visit in later tables;
 * findings live in the shared findings engine.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('visits')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    // MV-{YY}-{0000}, YY the school year's end.
    .addColumn('visit_number', 'text', (c) =>
      c
        .notNull()
        .unique()
        .check(sql`visit_number ~ '^MV-[0-9]{2}-[0-9]{4}$'`),
    )
    .addColumn('lea_id', 'integer', (c) => c.notNull())
    .addColumn('school_year', 'integer', (c) => c.notNull())
    .addColumn('visit_type', 'text', (c) => c.notNull().check(sql`visit_type in ('OnSite', 'Virtual', 'DeskReview')`))
    .addColumn('basis', 'text', (c) => c.notNull().check(sql`basis in ('Cyclical', 'RiskBased', 'Targeted', 'FollowUp')`))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('Planned')
        .check(
          sql`status in ('Planned', 'Notified', 'SampleLocked', 'InReview', 'ReviewComplete', 'ReportIssued', 'Correction', 'Closed', 'Cancelled')`,
        ),
    )
    // A user of the identity service; the moves that need visit init are the lead's.
    .addColumn('team_lead_user_id', 'integer')
    .addColumn('start_date', 'date', (c) => c.notNull())
    .addColumn('end_date', 'date', (c) => c.notNull())
    .addColumn('notified_date', 'date')
    .addColumn('records_due_date', 'date')
    // Pinned when the sample is locked.
    .addColumn('question_set_version', 'integer')
    .addColumn('report_issued_date', 'date')
    .addColumn('cancel_reason', 'text')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('visits_dates', sql`end_date >= start_date`)
    .addCheckConstraint('visits_records_due_before_start', sql`records_due_date is null or records_due_date <= start_date`)
    // LEA users see a visit from Notified on; a visit cancelled while Planned was never shown to them.
    .addCheckConstraint('visits_notified', sql`status in ('Planned', 'Cancelled') or notified_date is not null`)
    .addCheckConstraint(
      'visits_report_issued',
      sql`(status in ('ReportIssued', 'Correction', 'Closed')) = (report_issued_date is not null)`,
    )
    .addCheckConstraint('visits_cancel_reason', sql`(status = 'Cancelled') = (cancel_reason is not null)`)
    .execute();
  await db.schema.createIndex('visits_lea_year').on('visits').columns(['lea_id', 'school_year']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('visits').execute();
}
