import { sql, type Kysely } from 'kysely';

/**
 * The rest of restraint.md's "Records": private schools (NRS 394) and the users entering their
 * incidents, the staff involved, injuries, notices, the record-filed date and the import's
 * "staff trained", the incident numbers handed out per school year, and every change kept in the
 * incident's history (who, when, old and new values).
 *
 * A private school's incident belongs to the state-level district (lea_id) with no directory
 * school (school_id null): the directory has no private schools, so this service keeps them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('private_schools')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .execute();
  // The users with "private school data entry" assigned to each private school.
  await db.schema
    .createTable('private_school_users')
    .addColumn('private_school_id', 'integer', (c) => c.notNull().references('private_schools.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('private_school_users_pk', ['private_school_id', 'user_id'])
    .execute();
  await db.schema.createIndex('private_school_users_user').on('private_school_users').column('user_id').execute();

  await db.schema
    .alterTable('incidents')
    .alterColumn('school_id', (c) => c.dropNotNull())
    .execute();
  await db.schema
    .alterTable('incidents')
    .addColumn('private_school_id', 'integer', (c) => c.references('private_schools.id'))
    // When the use went into the pupil's record: RECORD-LATE's clock.
    .addColumn('record_filed_date', 'date')
    // The reason of the last reopen, shown to the LEA while the incident is a Draft again.
    .addColumn('reopen_reason', 'text')
    .addColumn('created_by', 'integer')
    .execute();
  await db.schema
    .alterTable('incidents')
    .addCheckConstraint('incidents_school_or_private', sql`(school_id is null) <> (private_school_id is null)`)
    .execute();
  await db.schema
    .alterTable('incidents')
    .addCheckConstraint('incidents_record_filed_after', sql`record_filed_date is null or record_filed_date >= incident_date`)
    .execute();
  await db.schema
    .createIndex('incidents_private_local_id')
    .on('incidents')
    .columns(['private_school_id', 'local_incident_id'])
    .unique()
    .where(sql.ref('private_school_id'), 'is not', null)
    .execute();
  // The list sorts a year's incidents by date; the search finds a local incident id across LEAs.
  await db.schema.createIndex('incidents_year_date').on('incidents').columns(['school_year', 'incident_date desc', 'id desc']).execute();
  await db.schema.createIndex('incidents_local_incident_id').on('incidents').column('local_incident_id').execute();

  // The import's staff_trained column: every staff member applying it was current.
  await db.schema.alterTable('interventions').addColumn('staff_trained', 'boolean').execute();

  await db.schema
    .createTable('incident_staff')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('incident_id', 'integer', (c) => c.notNull().references('incidents.id').onDelete('cascade'))
    .addColumn('staff_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('job_title', 'text')
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('APPLIED', 'OBSERVED', 'MONITORED', 'APPROVED_CONTINUATION')`))
    .addColumn('last_training_date', 'date')
    .addUniqueConstraint('incident_staff_once', ['incident_id', 'staff_id', 'role'])
    .execute();
  await db.schema.createIndex('incident_staff_incident').on('incident_staff').column('incident_id').execute();
  // The teacher report counts incidents per staff member.
  await db.schema.createIndex('incident_staff_staff_id').on('incident_staff').column('staff_id').execute();

  await db.schema
    .createTable('incident_injuries')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('incident_id', 'integer', (c) => c.notNull().references('incidents.id').onDelete('cascade'))
    .addColumn('person', 'text', (c) => c.notNull().check(sql`person in ('STUDENT', 'STAFF', 'OTHER')`))
    .addColumn('state_student_id', 'text')
    .addColumn('name', 'text')
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('treatment', 'text')
    .addCheckConstraint('incident_injuries_student', sql`(person = 'STUDENT') = (state_student_id is not null)`)
    .execute();
  await db.schema.createIndex('incident_injuries_incident').on('incident_injuries').column('incident_id').execute();

  await db.schema
    .createTable('incident_notices')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('incident_id', 'integer', (c) => c.notNull().references('incidents.id').onDelete('cascade'))
    .addColumn('recipient', 'text', (c) => c.notNull().check(sql`recipient in ('PARENT', 'ADMINISTRATOR', 'IEP_TEAM', 'BOARD')`))
    .addColumn('state_student_id', 'text')
    .addColumn('method', 'text', (c) => c.check(sql`method in ('IN_PERSON', 'PHONE', 'EMAIL', 'LETTER', 'OTHER')`))
    .addColumn('sent_at', 'timestamptz')
    // Filled by the rule run from the active pack's clock; on_time once both are known.
    .addColumn('due_by', 'timestamptz')
    .addColumn('on_time', 'boolean')
    .execute();
  await db.schema.createIndex('incident_notices_incident').on('incident_notices').column('incident_id').execute();

  // RAI-{YY}-{00000}: the last number handed out in each school year.
  await db.schema
    .createTable('incident_numbers')
    .addColumn('school_year', 'integer', (c) => c.primaryKey())
    .addColumn('last_number', 'integer', (c) => c.notNull().check(sql`last_number between 0 and 99999`))
    .execute();
  await sql`insert into restraint.incident_numbers (school_year, last_number)
    select school_year, max(substring(incident_number from 8)::integer) from restraint.incidents group by school_year`.execute(db);

  // Every change to an incident: who, when, what, and from what to what.
  await db.schema
    .createTable('incident_history')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('incident_id', 'integer', (c) => c.notNull().references('incidents.id').onDelete('cascade'))
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('user_id', 'integer')
    .addColumn('user_name', 'text')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('changes', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .execute();
  await db.schema.createIndex('incident_history_incident').on('incident_history').columns(['incident_id', 'at desc']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['incident_history', 'incident_numbers', 'incident_notices', 'incident_injuries', 'incident_staff']) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.alterTable('interventions').dropColumn('staff_trained').execute();
  await db.schema.dropIndex('incidents_local_incident_id').execute();
  await db.schema.dropIndex('incidents_year_date').execute();
  await db.schema.dropIndex('incidents_private_local_id').execute();
  await db.schema.alterTable('incidents').dropConstraint('incidents_record_filed_after').execute();
  await db.schema.alterTable('incidents').dropConstraint('incidents_school_or_private').execute();
  await db.schema
    .alterTable('incidents')
    .dropColumn('created_by')
    .dropColumn('reopen_reason')
    .dropColumn('record_filed_date')
    .dropColumn('private_school_id')
    .execute();
  await db.schema
    .alterTable('incidents')
    .alterColumn('school_id', (c) => c.setNotNull())
    .execute();
  await db.schema.dropTable('private_school_users').execute();
  await db.schema.dropTable('private_schools').execute();
}
