import { sql, type Kysely } from 'kysely';

/**
 * One row per day the daily run ran (the timeliness rules again over incidents whose clocks ran
 * out since their last run): several instances of the service run it once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('daily_runs')
    .addColumn('run_date', 'date', (c) => c.primaryKey())
    .addColumn('ran_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // The daily run looks for Pending clocks whose time has run out.
  await db.schema
    .createIndex('incident_deadlines_pending')
    .on('incident_deadlines')
    .column('due_at')
    .where(sql.ref('status'), '=', 'Pending')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('incident_deadlines_pending').execute();
  await db.schema.dropTable('daily_runs').execute();
}
