import { sql, type Kysely } from 'kysely';

/**
 * The dashboards and the B14 report count a collection's youth by LEA from the traits subgroups are
 * made of, its verification and its survey status (psos.md, "Dashboards", "Representativeness").
 * The index by year, LEA, verification and status now carries those columns too, so an LEA's
 * figures are read from the index alone rather than from each youth's whole record (names,
 * contacts): a large LEA's District Dashboard reads under a third of the pages. Its keys are the old
 * index's, so every query that used that one uses this one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index leavers_year_lea_figures on psos.leavers (school_year, lea_id, verification_status, survey_status)
    include (id, exclusion_reason, disability_category, sex, race_ethnicity, english_learner, exit_reason)`.execute(db);
  await sql`drop index psos.leavers_year_lea_status`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`create index leavers_year_lea_status on psos.leavers (school_year, lea_id, verification_status, survey_status)`.execute(db);
  await sql`drop index psos.leavers_year_lea_figures`.execute(db);
}
