import type { Generated, Kysely } from 'kysely';

/**
 * The lists every installation starts with, from the federal definitions the
 * applications report against (IDEA disability categories and exit reasons,
 * the seven race/ethnicity categories) and the domain rules (restraint
 * intervention types of the default Nevada pack, dispute case types).
 * Reference data, not demo data: production needs it, so it is a migration.
 */
interface ListTables {
  lookup_lists: { id: Generated<number>; code: string; name: string };
  lookup_values: { list_id: number; code: string; label: string; sort_order: number };
}

const standardLists: { code: string; name: string; values: [code: string, label: string][] }[] = [
  {
    code: 'disability_categories',
    name: 'Disability categories',
    values: [
      ['AUT', 'Autism'],
      ['DB', 'Deaf-blindness'],
      ['DD', 'Developmental delay'],
      ['ED', 'Emotional disturbance'],
      ['HI', 'Hearing impairment, including deafness'],
      ['ID', 'Intellectual disability'],
      ['MD', 'Multiple disabilities'],
      ['OI', 'Orthopedic impairment'],
      ['OHI', 'Other health impairment'],
      ['LD', 'Specific learning disability'],
      ['SLI', 'Speech or language impairment'],
      ['TBI', 'Traumatic brain injury'],
      ['VI', 'Visual impairment, including blindness'],
    ],
  },
  {
    code: 'exit_reasons',
    name: 'Exit reasons',
    values: [
      ['GRADUATED', 'Graduated with a regular high school diploma'],
      ['ALTERNATE_DIPLOMA', 'Received a state-defined alternate diploma'],
      ['CERTIFICATE', 'Received a certificate or other credential'],
      ['MAX_AGE', 'Reached maximum age'],
      ['DROPPED_OUT', 'Dropped out'],
      ['MOVED_NOT_CONTINUING', 'Moved, not known to be continuing'],
      ['TRANSFERRED_TO_GENERAL_EDUCATION', 'Transferred to general education'],
      ['MOVED_CONTINUING', 'Moved, known to be continuing'],
      ['DECEASED', 'Died'],
    ],
  },
  {
    code: 'incident_types',
    name: 'Restraint and intervention types',
    values: [
      ['PHYSICAL', 'Physical restraint'],
      ['MECHANICAL', 'Mechanical restraint'],
      ['AVERSIVE', 'Aversive intervention'],
    ],
  },
  {
    code: 'race_ethnicity',
    name: 'Race and ethnicity',
    values: [
      ['HISPANIC', 'Hispanic or Latino'],
      ['AMERICAN_INDIAN', 'American Indian or Alaska Native'],
      ['ASIAN', 'Asian'],
      ['BLACK', 'Black or African American'],
      ['PACIFIC_ISLANDER', 'Native Hawaiian or Other Pacific Islander'],
      ['WHITE', 'White'],
      ['TWO_OR_MORE', 'Two or more races'],
    ],
  },
  {
    code: 'sex',
    name: 'Sex',
    values: [
      ['F', 'Female'],
      ['M', 'Male'],
    ],
  },
  {
    code: 'case_types',
    name: 'Dispute resolution case types',
    values: [
      ['SC', 'State complaint'],
      ['DP', 'Due process complaint'],
      ['EDP', 'Expedited due process complaint'],
      ['MED', 'Mediation'],
      ['FAC', 'IEP facilitation'],
    ],
  },
];

export async function up(db: Kysely<ListTables>): Promise<void> {
  for (const list of standardLists) {
    const { id } = await db
      .insertInto('lookup_lists')
      .values({ code: list.code, name: list.name })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('lookup_values')
      // Gaps of 10 leave room to place a state's own values between the standard ones.
      .values(list.values.map(([code, label], i) => ({ list_id: id, code, label, sort_order: (i + 1) * 10 })))
      .execute();
  }
}

export async function down(db: Kysely<ListTables>): Promise<void> {
  const codes = standardLists.map((l) => l.code);
  await db
    .deleteFrom('lookup_values')
    .where('list_id', 'in', db.selectFrom('lookup_lists').select('id').where('code', 'in', codes))
    .execute();
  await db.deleteFrom('lookup_lists').where('code', 'in', codes).execute();
}
