import { sql, type Kysely } from 'kysely';

/**
 * Dispute-resolution requests (dispute.md): state complaints, due process and
 * expedited due process complaints, mediations and IEP facilitations, from the
 * filer's first draft to closure. Each type has its own statuses; the check
 * below keeps every row to its type's list. Voided (a stateuser's correction
 * for duplicates and errors) is open to every type.
 */
const statusesByType: Record<string, string[]> = {
  SC: [
    'Draft',
    'Received',
    'IntakeReview',
    'AwaitingInformation',
    'Investigation',
    'EarlyResolution',
    'SetAside',
    'DecisionDrafting',
    'SupervisorReview',
    'ReportIssued',
    'CorrectiveAction',
    'Closed',
    'Withdrawn',
    'Dismissed',
  ],
  DP: [
    'Draft',
    'ResolutionPeriod',
    'SufficiencyReview',
    'AmendmentAllowed',
    'SettlementVoidWindow',
    'HearingTimeline',
    'HearingScheduled',
    'HearingHeld',
    'DecisionIssued',
    'UnderAppeal',
    'Final',
    'Implementation',
    'Closed',
    'Settled',
    'Withdrawn',
    'Dismissed',
  ],
  EDP: [
    'Draft',
    'ResolutionWindow',
    'SufficiencyReview',
    'AmendmentAllowed',
    'SettlementVoidWindow',
    'HearingPending',
    'HearingHeld',
    'DecisionIssued',
    'UnderAppeal',
    'Final',
    'Implementation',
    'Closed',
    'Settled',
    'Withdrawn',
    'Dismissed',
  ],
  MED: ['Draft', 'AwaitingAgreement', 'Assigned', 'Scheduled', 'Held', 'Closed', 'NotHeld', 'Withdrawn'],
  FAC: ['Draft', 'AwaitingAgreement', 'Declined', 'Assigned', 'Scheduled', 'MeetingHeld', 'Closed', 'Cancelled'],
};

const statusOfItsType = sql.join(
  Object.entries(statusesByType).map(
    ([type, statuses]) => sql`(case_type = ${sql.lit(type)} and status in (${sql.join([...statuses, 'Voided'].map((s) => sql.lit(s)))}))`,
  ),
  sql` or `,
);

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('requests')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    // {code}-{YY}-{NNNN}, given at submission; drafts have none.
    .addColumn('case_number', 'text', (c) => c.unique().check(sql`case_number ~ '^(SC|DP|EDP|MED|FAC)-[0-9]{2}-[0-9]{4}$'`))
    .addColumn('case_type', 'text', (c) => c.notNull().check(sql`case_type in ('SC', 'DP', 'EDP', 'MED', 'FAC')`))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('Draft'))
    .addColumn('requester_role', 'text', (c) =>
      c
        .notNull()
        .check(sql`requester_role in ('Parent', 'AdultStudent', 'Guardian', 'Attorney', 'Advocate', 'Organization', 'LeaStaff', 'Other')`),
    )
    // A state complaint may be about a group of children rather than one child.
    .addColumn('is_group_complaint', 'boolean', (c) => c.notNull().defaultTo(false))
    // A draft may not have reached the page that names the LEA yet.
    .addColumn('lea_id', 'integer')
    .addColumn('school_id', 'integer')
    // The reporting year is the year of SEA receipt (1 July to 30 June).
    .addColumn('school_year', 'integer')
    .addColumn('received_date', 'date')
    .addColumn('intake_channel', 'text', (c) => c.check(sql`intake_channel in ('Portal', 'Email', 'Fax', 'Mail', 'HandDelivery')`))
    // The account that owns the draft: a public requester, LEA staff, or the stateuser entering a paper filing.
    .addColumn('filed_by_user_id', 'integer')
    // LEA staff see a case from here on: a state complaint once accepted, other types at receipt.
    .addColumn('lea_notified_at', 'timestamptz')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('requests_status_of_type', statusOfItsType)
    .addCheckConstraint('requests_number_of_type', sql`case_number is null or case_number like case_type || '-%'`)
    .addCheckConstraint(
      'requests_submitted',
      sql`(status = 'Draft') = (case_number is null)
        and (status = 'Draft' or (lea_id is not null and received_date is not null and school_year is not null and intake_channel is not null))`,
    )
    .addCheckConstraint(
      'requests_school_year',
      sql`received_date is null or received_date between make_date(school_year - 1, 7, 1) and make_date(school_year, 6, 30)`,
    )
    .addCheckConstraint('requests_group_is_sc', sql`not is_group_complaint or case_type = 'SC'`)
    .execute();
  await db.schema.createIndex('requests_lea_year').on('requests').columns(['lea_id', 'school_year']).execute();
  await db.schema.createIndex('requests_filed_by').on('requests').column('filed_by_user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('requests').execute();
}
