import { sql, type Kysely } from 'kysely';

/**
 * The one-year-out survey (psos.md): one collection per school year, one
 * student list per LEA in it, the leavers on each list with their verification
 * and survey status, and every contact attempt.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('collections')
    // Collection 2026 surveys the youth who left school from 1 July 2025 to 30 June 2026.
    .addColumn('school_year', 'integer', (c) => c.primaryKey())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('Draft')
        .check(sql`status in ('Draft', 'Open', 'Closed')`),
    )
    // Survey instrument versions live in a later table; the version is pinned when the collection opens.
    .addColumn('instrument_version', 'integer')
    .addColumn('window_start_date', 'date', (c) => c.notNull())
    .addColumn('window_end_date', 'date', (c) => c.notNull())
    .addColumn('verification_due_date', 'date')
    .addColumn('opened_at', 'timestamptz')
    .addColumn('closed_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('collections_window', sql`window_start_date <= window_end_date`)
    .addCheckConstraint('collections_opened', sql`status = 'Draft' or opened_at is not null`)
    .addCheckConstraint('collections_closed', sql`(status = 'Closed') = (closed_at is not null)`)
    .execute();

  await db.schema
    .createTable('student_lists')
    .addColumn('school_year', 'integer', (c) => c.notNull().references('collections.school_year'))
    .addColumn('lea_id', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('NotStarted')
        .check(sql`status in ('NotStarted', 'InVerification', 'Verified')`),
    )
    .addColumn('verified_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('student_lists_pk', ['school_year', 'lea_id'])
    .addCheckConstraint('student_lists_verified', sql`(status = 'Verified') = (verified_at is not null)`)
    .execute();

  await db.schema
    .createTable('leavers')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('school_year', 'integer', (c) => c.notNull())
    .addColumn('lea_id', 'integer', (c) => c.notNull())
    .addColumn('school_id', 'integer')
    .addColumn('state_student_id', 'text', (c) => c.notNull().check(sql`state_student_id ~ '^[A-Za-z0-9]{1,20}$'`))
    .addColumn('first_name', 'text', (c) => c.notNull().check(sql`length(first_name) between 1 and 50`))
    .addColumn('last_name', 'text', (c) => c.notNull().check(sql`length(last_name) between 1 and 50`))
    .addColumn('birth_date', 'date', (c) => c.notNull())
    .addColumn('exit_date', 'date', (c) => c.notNull())
    .addColumn('exit_reason', 'text', (c) =>
      c
        .notNull()
        .check(sql`exit_reason in ('GRADUATED', 'ALTERNATE_DIPLOMA', 'CERTIFICATE', 'MAX_AGE', 'DROPPED_OUT', 'MOVED_NOT_CONTINUING')`),
    )
    // Codes of the admin lists.
    .addColumn('disability_category', 'text', (c) => c.notNull())
    .addColumn('sex', 'text', (c) => c.notNull())
    .addColumn('race_ethnicity', 'text', (c) => c.notNull())
    .addColumn('english_learner', 'boolean', (c) => c.notNull())
    // Phone numbers are kept as their 10 digits.
    .addColumn('phone', 'text', (c) => c.check(sql`phone ~ '^[0-9]{10}$'`))
    .addColumn('alt_phone', 'text', (c) => c.check(sql`alt_phone ~ '^[0-9]{10}$'`))
    .addColumn('guardian_phone', 'text', (c) => c.check(sql`guardian_phone ~ '^[0-9]{10}$'`))
    .addColumn('guardian_name', 'text')
    .addColumn('email', 'text')
    .addColumn('street', 'text')
    .addColumn('city', 'text')
    .addColumn('state', 'text', (c) => c.check(sql`state ~ '^[A-Z]{2}$'`))
    .addColumn('zip', 'text', (c) => c.check(sql`zip ~ '^[0-9]{5}(-[0-9]{4})?$'`))
    .addColumn('verification_status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('Pending')
        .check(sql`verification_status in ('Pending', 'Confirmed', 'Excluded')`),
    )
    .addColumn('exclusion_reason', 'text', (c) =>
      c.check(sql`exclusion_reason in ('NOT_A_LEAVER', 'DUPLICATE', 'RETURNED_TO_SCHOOL', 'DECEASED')`),
    )
    // Kept with every attempt and interview, so dashboards count it without replaying them.
    .addColumn('survey_status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('NotContacted')
        .check(sql`survey_status in ('NotContacted', 'InProgress', 'Incomplete', 'Unreachable', 'Refused', 'Completed')`),
    )
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addForeignKeyConstraint('leavers_list', ['school_year', 'lea_id'], 'student_lists', ['school_year', 'lea_id'], (fk) =>
      fk.onDelete('cascade'),
    )
    .addCheckConstraint('leavers_exit_in_year', sql`exit_date between make_date(school_year - 1, 7, 1) and make_date(school_year, 6, 30)`)
    .addCheckConstraint('leavers_born_before_exit', sql`birth_date < exit_date`)
    .addCheckConstraint('leavers_exclusion_reason', sql`(verification_status = 'Excluded') = (exclusion_reason is not null)`)
    // One record per youth per LEA list (it also serves every by-LEA-and-year query); the same youth
    // on two LEAs' lists is flagged on state tracking, then resolved as DUPLICATE.
    .addUniqueConstraint('leavers_once_per_list', ['lea_id', 'school_year', 'state_student_id'])
    .execute();
  // Finds one youth listed by two LEAs in a collection.
  await db.schema.createIndex('leavers_year_student').on('leavers').columns(['school_year', 'state_student_id']).execute();

  await db.schema
    .createTable('contact_attempts')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('leaver_id', 'integer', (c) => c.notNull().references('leavers.id').onDelete('cascade'))
    .addColumn('attempted_at', 'timestamptz', (c) => c.notNull())
    .addColumn('mode', 'text', (c) => c.notNull().check(sql`mode in ('PHONE', 'TEXT', 'EMAIL', 'MAIL', 'IN_PERSON', 'WEB')`))
    .addColumn('outcome', 'text', (c) =>
      c
        .notNull()
        .check(
          sql`outcome in ('COMPLETED', 'PARTIAL', 'CALLBACK', 'NO_ANSWER', 'BUSY', 'LEFT_MESSAGE', 'WRONG_NUMBER', 'DISCONNECTED', 'UNDELIVERABLE', 'REFUSED', 'REPORTED_DECEASED', 'REPORTED_RETURNED', 'OTHER')`,
        ),
    )
    // The interviewer; null for a youth's own web submission.
    .addColumn('user_id', 'integer')
    .addColumn('contact_used', 'text')
    .addColumn('note', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('contact_attempts_leaver').on('contact_attempts').columns(['leaver_id', 'attempted_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['contact_attempts', 'leavers', 'student_lists', 'collections']) {
    await db.schema.dropTable(table).execute();
  }
}
