import { sql, type Kysely } from 'kysely';

/**
 * Children in the preschool special-education program and their Child Outcomes
 * Summary ratings (eco.md). A child has one program entry and, later, one exit;
 * each is rated once on the three outcomes. A rating summary has its own
 * lifecycle, because entry scores are submitted and finalized years before exit scores.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('children')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('state_student_id', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('birth_date', 'date', (c) => c.notNull())
    .addColumn('lea_id', 'integer', (c) => c.notNull())
    .addColumn('school_id', 'integer')
    .addColumn('entry_date', 'date', (c) => c.notNull())
    .addColumn('exit_date', 'date')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('children_born_before_entry', sql`birth_date < entry_date`)
    .addCheckConstraint('children_exit_after_entry', sql`exit_date is null or exit_date >= entry_date`)
    // A child who leaves and comes back has a second program record.
    .addUniqueConstraint('children_one_entry', ['state_student_id', 'entry_date'])
    .execute();
  // The child list pages an LEA's children in name order; reading them in index order stops at the page.
  await db.schema.createIndex('children_lea_name').on('children').columns(['lea_id', 'last_name', 'first_name', 'id']).execute();
  // Exits in a year are what indicator B7 reports on.
  await db.schema.createIndex('children_lea_exit').on('children').columns(['lea_id', 'exit_date']).execute();
  // Child search by name across the LEAs a state user may see.
  await db.schema.createIndex('children_name').on('children').columns(['last_name', 'first_name']).execute();

  await db.schema
    .createTable('outcome_ratings')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('child_id', 'integer', (c) => c.notNull().references('children.id').onDelete('cascade'))
    .addColumn('phase', 'text', (c) => c.notNull().check(sql`phase in ('entry', 'exit')`))
    .addColumn('rating_date', 'date', (c) => c.notNull())
    // COS scale 1-7: A social-emotional skills, B knowledge and skills, C behaviors to meet needs.
    .addColumn('rating_a', 'smallint', (c) => c.check(sql`rating_a between 1 and 7`))
    .addColumn('rating_b', 'smallint', (c) => c.check(sql`rating_b between 1 and 7`))
    .addColumn('rating_c', 'smallint', (c) => c.check(sql`rating_c between 1 and 7`))
    // "Has the child shown any new skills or behaviors related to this outcome since entry?"
    .addColumn('progress_a', 'boolean')
    .addColumn('progress_b', 'boolean')
    .addColumn('progress_c', 'boolean')
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('Draft')
        .check(sql`status in ('Draft', 'Submitted', 'Finalized')`),
    )
    .addColumn('submitted_at', 'timestamptz')
    .addColumn('finalized_at', 'timestamptz')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint(
      'outcome_ratings_progress_at_exit',
      sql`phase = 'exit' or (progress_a is null and progress_b is null and progress_c is null)`,
    )
    .addCheckConstraint('outcome_ratings_submitted_at', sql`status = 'Draft' or submitted_at is not null`)
    .addCheckConstraint('outcome_ratings_finalized_at', sql`(status = 'Finalized') = (finalized_at is not null)`)
    .addUniqueConstraint('outcome_ratings_one_per_phase', ['child_id', 'phase'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('outcome_ratings').execute();
  await db.schema.dropTable('children').execute();
}
