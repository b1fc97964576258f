import { sql } from 'kysely';
import {
  PsosMessages as M,
  type InterviewRecord,
  type YouthListItem,
  type YouthListQuery,
  type YouthRecord,
} from '@portal/shared-contracts/psos';
import { notFound, readResponses, type AnyDb, type AnySelect, type ListSpec } from '@portal/service-kit';
import type { CollectionStatus, PsosDb } from '../db';
import { assignedVendor, youthVisibleTo, type PsosReader } from './reader';

/** A youth as the code that changes one needs it. */
export interface FoundYouth {
  id: number;
  schoolYear: number;
  leaId: number;
  stateStudentId: string;
  verification: 'Pending' | 'Confirmed' | 'Excluded';
  exclusionReason: string | null;
  /** The vendor interviewing the youth; null for the District. */
  vendorId: number | null;
  collectionId: number;
  collectionStatus: CollectionStatus;
}

/**
 * The youth, once the reader may see it: one elsewhere answers 404 as a missing one does, so ids do
 * not tell who is listed. `lock` holds the row until the transaction ends, so two changes to one
 * youth happen one after the other.
 */
export async function findYouth(db: PsosDb, reader: PsosReader, id: number, { lock = false } = {}): Promise<FoundYouth> {
  let query = db
    .selectFrom('leavers as y')
    .select([
      'y.id',
      'y.school_year as schoolYear',
      'y.lea_id as leaId',
      'y.state_student_id as stateStudentId',
      'y.verification_status as verification',
      'y.exclusion_reason as exclusionReason',
      assignedVendor().as('vendorId'),
      (eb) => eb.selectFrom('collections as c').select('c.id').whereRef('c.school_year', '=', 'y.school_year').as('collectionId'),
      (eb) => eb.selectFrom('collections as c').select('c.status').whereRef('c.school_year', '=', 'y.school_year').as('collectionStatus'),
    ])
    .where('y.id', '=', id)
    .where(youthVisibleTo(reader));
  if (lock) query = query.forUpdate();
  const youth = await query.executeTakeFirst();
  if (!youth) throw notFound(M.noSuchYouth);
  return youth as FoundYouth;
}

const attempts = sql<number>`(select count(*)::int from psos.contact_attempts a where a.leaver_id = y.id)`;

/**
 * A youth's interview category, read for the rows of the page only: as a join, PostgreSQL's
 * planner hashed every interview of the state to fill one page of 25.
 */
const interviewCategory = (reader: PsosReader) =>
  reader.vendorId === null
    ? sql<YouthListItem['category']>`(select i.category from psos.interviews i where i.leaver_id = y.id)`
    : sql<
        YouthListItem['category']
      >`(select i.category from psos.interviews i where i.leaver_id = y.id and i.vendor_id = ${reader.vendorId})`;

/** The list's rows: a vendor's user sees the category only of its own vendor's interviews. */
export function youthListQuery(
  db: PsosDb,
  reader: PsosReader,
  scope: { schoolYear: number; leaId: number | null },
  filter: Pick<YouthListQuery, 'verification' | 'surveyStatus' | 'search' | 'vendorId'>,
): AnySelect<YouthListItem> {
  let query = db
    .selectFrom('leavers as y')
    .select([
      'y.id',
      'y.state_student_id as stateStudentId',
      'y.lea_id as leaId',
      'y.first_name as firstName',
      'y.last_name as lastName',
      'y.verification_status as verification',
      'y.exclusion_reason as exclusionReason',
      'y.survey_status as surveyStatus',
      interviewCategory(reader).as('category'),
      sql<YouthListItem['assignment']>`case when ${assignedVendor()} is null then 'District' else 'Vendor' end`.as('assignment'),
      assignedVendor().as('vendorId'),
      attempts.as('attempts'),
      sql<
        YouthListItem['lastOutcome']
      >`(select a.outcome from psos.contact_attempts a where a.leaver_id = y.id order by a.attempted_at desc, a.id desc limit 1)`.as(
        'lastOutcome',
      ),
    ])
    .where('y.school_year', '=', scope.schoolYear)
    .where(youthVisibleTo(reader));
  if (scope.leaId !== null) query = query.where('y.lea_id', '=', scope.leaId);
  if (filter.verification) query = query.where('y.verification_status', '=', filter.verification);
  if (filter.surveyStatus) query = query.where('y.survey_status', '=', filter.surveyStatus);
  if (filter.vendorId !== undefined) query = query.where(sql<boolean>`${assignedVendor()} = ${filter.vendorId}`);
  const search = filter.search?.trim();
  if (search) {
    const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) =>
      eb.or([eb('y.state_student_id', 'ilike', pattern), eb('y.last_name', 'ilike', pattern), eb('y.first_name', 'ilike', pattern)]),
    );
  }
  return query as unknown as AnySelect<YouthListItem>;
}

export const youthListSpec: ListSpec = {
  sortColumns: {
    lastName: 'y.last_name',
    stateStudentId: 'y.state_student_id',
    verification: 'y.verification_status',
    surveyStatus: 'y.survey_status',
    attempts,
  },
  defaultSort: { field: 'lastName', direction: 'asc' },
  tieBreaker: 'y.id',
};

/** The interview of a youth with its answers; null when there is none or the reader (a vendor's user) may not see it. */
export async function readInterview(db: PsosDb, reader: PsosReader, youthId: number): Promise<InterviewRecord | null> {
  const row = await db
    .selectFrom('interviews as i')
    .select([
      'i.leaver_id as youthId',
      'i.response_id as responseId',
      'i.instrument_version as instrumentVersion',
      'i.mode',
      sql<string>`i.interview_date::text`.as('interviewDate'),
      'i.respondent',
      'i.he',
      'i.ce',
      'i.oe',
      'i.emp',
      'i.category',
      'i.user_name as interviewerName',
      'i.vendor_id as vendorId',
      sql<string>`to_char(i.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`.as('updatedAt'),
    ])
    .where('i.leaver_id', '=', youthId)
    .executeTakeFirst();
  if (!row || (reader.vendorId !== null && row.vendorId !== reader.vendorId)) return null;
  const answers = (await readResponses(db as AnyDb, [row.responseId])).get(row.responseId) ?? {};
  const { responseId: _responseId, he, ce, oe, emp, ...interview } = row;
  return {
    ...interview,
    answers: answers as InterviewRecord['answers'],
    inputs: { HE: he, CE: ce, OE: oe, EMP: emp },
    classifiable: row.category !== null,
  };
}

/** One youth's record: names and contacts for everyone who may see it; demographics for all but a vendor's users. */
export async function readYouthRecord(db: PsosDb, reader: PsosReader, id: number): Promise<YouthRecord> {
  const found = await findYouth(db, reader, id);
  const item = await youthListQuery(db, reader, { schoolYear: found.schoolYear, leaId: null }, {})
    .where('y.id', '=', id)
    .executeTakeFirstOrThrow();
  const row = await db
    .selectFrom('leavers as y')
    .select([
      'y.school_id as schoolId',
      sql<string>`y.birth_date::text`.as('birthDate'),
      sql<string>`y.exit_date::text`.as('exitDate'),
      'y.exit_reason as exitReason',
      'y.disability_category as disabilityCategory',
      'y.sex',
      'y.race_ethnicity as raceEthnicity',
      'y.english_learner as englishLearner',
      'y.phone',
      'y.alt_phone as altPhone',
      'y.guardian_phone as guardianPhone',
      'y.guardian_name as guardianName',
      'y.email',
      'y.street',
      'y.city',
      'y.state',
      'y.zip',
    ])
    .where('y.id', '=', id)
    .executeTakeFirstOrThrow();
  const {
    exitReason,
    disabilityCategory,
    sex,
    raceEthnicity,
    englishLearner,
    phone,
    altPhone,
    guardianPhone,
    guardianName,
    email,
    street,
    city,
    state,
    zip,
  } = row;
  return {
    ...item,
    collectionId: found.collectionId,
    schoolId: row.schoolId,
    birthDate: row.birthDate,
    exitDate: row.exitDate,
    demographics: reader.vendorId === null ? { exitReason, disabilityCategory, sex, raceEthnicity, englishLearner } : null,
    contact: { phone, altPhone, guardianPhone, guardianName, email, street, city, state, zip },
    interview: await readInterview(db, reader, id),
  };
}
