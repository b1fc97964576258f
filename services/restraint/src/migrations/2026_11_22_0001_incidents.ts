import { sql, type Kysely } from 'kysely';

/**
 * Incidents of restraint and aversive intervention (restraint.md, Records): the
 * incident, each student involved, and each intervention used on a student.
 * LEA and school ids point into the identity service's directory; nothing here
 * references it, because a service never reaches into another one's schema.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('incidents')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    // RAI-{YY}-{00000}, YY the school year's end.
    .addColumn('incident_number', 'text', (c) =>
      c
        .notNull()
        .unique()
        .check(sql`incident_number ~ '^RAI-[0-9]{2}-[0-9]{5}$'`),
    )
    .addColumn('lea_id', 'integer', (c) => c.notNull())
    .addColumn('school_id', 'integer', (c) => c.notNull())
    .addColumn('school_year', 'integer', (c) => c.notNull())
    .addColumn('local_incident_id', 'text', (c) => c.notNull().check(sql`length(local_incident_id) between 1 and 50`))
    .addColumn('incident_date', 'date', (c) => c.notNull())
    .addColumn('discovered_date', 'date')
    .addColumn('location', 'text')
    .addColumn('setting', 'text')
    .addColumn('antecedent', 'text')
    .addColumn('behavior', 'text')
    .addColumn('deescalation', 'text')
    .addColumn('consequence', 'text')
    .addColumn('police_involved', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('arrest', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('Draft')
        .check(sql`status in ('Draft', 'Finalized')`),
    )
    .addColumn('finalized_at', 'timestamptz')
    // Optimistic concurrency: an update names the version it read.
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // Reports count an incident in the school year (1 July to 30 June) holding its date.
    .addCheckConstraint(
      'incidents_school_year',
      sql`incident_date between make_date(school_year - 1, 7, 1) and make_date(school_year, 6, 30)`,
    )
    .addCheckConstraint('incidents_discovered_after', sql`discovered_date is null or discovered_date >= incident_date`)
    .addCheckConstraint('incidents_arrest_needs_police', sql`not arrest or police_involved`)
    .addCheckConstraint('incidents_finalized_at', sql`(status = 'Finalized') = (finalized_at is not null)`)
    // The bulk import names an incident by these three.
    .addUniqueConstraint('incidents_local_id', ['lea_id', 'school_id', 'local_incident_id'])
    .execute();
  await db.schema.createIndex('incidents_lea_year').on('incidents').columns(['lea_id', 'school_year']).execute();

  await db.schema
    .createTable('incident_students')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('incident_id', 'integer', (c) => c.notNull().references('incidents.id').onDelete('cascade'))
    .addColumn('state_student_id', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('birth_date', 'date', (c) => c.notNull())
    .addColumn('grade', 'text', (c) =>
      c.notNull().check(sql`grade in ('PK', 'KG', '01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12', 'UG')`),
    )
    // Disability status on the incident date.
    .addColumn('disability_status', 'text', (c) => c.notNull().check(sql`disability_status in ('IDEA', '504', 'NONE')`))
    // Codes of the admin lists (disability categories, sex, race/ethnicity).
    .addColumn('disability_category', 'text')
    .addColumn('sex', 'text')
    .addColumn('race_ethnicity', 'text')
    .addColumn('english_learner', 'boolean')
    .addColumn('has_iep', 'boolean')
    .addColumn('has_behavior_plan', 'boolean')
    .addCheckConstraint('incident_students_category', sql`disability_category is null or disability_status = 'IDEA'`)
    .addUniqueConstraint('incident_students_once', ['incident_id', 'state_student_id'])
    .execute();
  // The repeat-use rule and student counts look students up across incidents.
  await db.schema.createIndex('incident_students_state_id').on('incident_students').column('state_student_id').execute();

  await db.schema
    .createTable('interventions')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('incident_student_id', 'integer', (c) => c.notNull().references('incident_students.id').onDelete('cascade'))
    // A code of the active rule pack (Nevada: PHYSICAL, MECHANICAL, AVERSIVE); packs are data, so no check here.
    .addColumn('intervention_type', 'text', (c) => c.notNull())
    .addColumn('aversive_subtype', 'integer', (c) => c.check(sql`aversive_subtype > 0`))
    .addColumn('start_at', 'timestamptz', (c) => c.notNull())
    .addColumn('end_at', 'timestamptz', (c) => c.notNull())
    .addColumn('duration_minutes', 'integer', (c) =>
      c.generatedAlwaysAs(sql`round(extract(epoch from end_at - start_at) / 60)::integer`).stored(),
    )
    .addColumn('emergency', 'boolean')
    .addColumn('emergency_reason', 'text', (c) => c.check(sql`emergency_reason in ('HARM_OTHERS', 'HARM_SELF', 'PROPERTY')`))
    .addColumn('hold_or_device', 'text')
    .addColumn('medical_order', 'boolean')
    .addColumn('release_checks', 'boolean')
    .addCheckConstraint('interventions_end_after_start', sql`end_at >= start_at`)
    .addCheckConstraint('interventions_reason_needs_emergency', sql`emergency_reason is null or emergency`)
    .execute();
  await db.schema.createIndex('interventions_incident_student').on('interventions').column('incident_student_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['interventions', 'incident_students', 'incidents']) {
    await db.schema.dropTable(table).execute();
  }
}
