import { sql, type Insertable } from 'kysely';
import type { ListRowValues } from '@portal/shared-contracts/psos';
import { changedFields, type Actor, type FieldChanges } from '@portal/service-kit';
import type { LeaversTable, PsosDb } from '../db';
import { recordChanges, type HistoryEntry } from '../history/psos-history';

/** A youth as the list keeps its file values, to compare a row with. */
export type ListedValues = Omit<ListRowValues, 'leaCode' | 'schoolCode'> & { schoolId: number | null };

export interface StoredYouth {
  id: number;
  leaId: number;
  values: ListedValues;
  /** Has an attempt or an interview: missing from a new file, it is kept for the user to exclude. */
  hasWork: boolean;
}

const key = (leaId: number, stateStudentId: string) => `${leaId}/${stateStudentId}`;

/** The youth on the LEAs' lists of the collection, by LEA and state student id, locked until the import's transaction ends. */
export async function loadListed(trx: PsosDb, schoolYear: number, leaIds: readonly number[]): Promise<Map<string, StoredYouth>> {
  if (leaIds.length === 0) return new Map();
  const rows = await trx
    .selectFrom('leavers as y')
    .select([
      'y.id',
      'y.lea_id as leaId',
      'y.school_id as schoolId',
      'y.state_student_id as stateStudentId',
      'y.first_name as firstName',
      'y.last_name as lastName',
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
      sql<boolean>`exists (select 1 from psos.contact_attempts a where a.leaver_id = y.id)
        or exists (select 1 from psos.interviews i where i.leaver_id = y.id)`.as('hasWork'),
    ])
    .where('y.school_year', '=', schoolYear)
    .where('y.lea_id', 'in', [...leaIds])
    .forUpdate()
    .execute();
  return new Map(rows.map(({ id, leaId, hasWork, ...values }) => [key(leaId, values.stateStudentId), { id, leaId, hasWork, values }]));
}

const columnsOf = (values: ListedValues): Omit<Insertable<LeaversTable>, 'school_year' | 'lea_id'> => ({
  school_id: values.schoolId,
  state_student_id: values.stateStudentId,
  first_name: values.firstName,
  last_name: values.lastName,
  birth_date: values.birthDate,
  exit_date: values.exitDate,
  exit_reason: values.exitReason,
  disability_category: values.disabilityCategory,
  sex: values.sex,
  race_ethnicity: values.raceEthnicity,
  english_learner: values.englishLearner,
  phone: values.phone,
  alt_phone: values.altPhone,
  guardian_phone: values.guardianPhone,
  guardian_name: values.guardianName,
  email: values.email,
  street: values.street,
  city: values.city,
  state: values.state,
  zip: values.zip,
});

export interface MergePlan {
  schoolYear: number;
  added: { leaId: number; values: ListedValues }[];
  changed: { youth: StoredYouth; values: ListedValues; changes: FieldChanges }[];
  removed: StoredYouth[];
}

/** Decides a row against the stored youth of its LEA: new, changed (with the fields), or unchanged. */
export function decide(
  stored: Map<string, StoredYouth>,
  leaId: number,
  values: ListedValues,
): 'new' | 'unchanged' | { youth: StoredYouth; changes: FieldChanges } {
  const youth = stored.get(key(leaId, values.stateStudentId));
  if (!youth) return 'new';
  const changes = changedFields(youth.values, values);
  return Object.keys(changes).length === 0 ? 'unchanged' : { youth, changes };
}

/** Rows per statement: 22 parameters each for an insert, well under PostgreSQL's limit. */
const BATCH = 1000;

/** The share of the import done after `done` of `total` of a step that runs from `from` over `width` of it. */
const share = (from: number, width: number, done: number, total: number) => from + (width * Math.min(done, total)) / Math.max(total, 1);

/**
 * Makes the plan's writes in multi-row statements: new youth arrive Pending, known youth take the
 * file's values and keep their verification, removed youth go; each change is in the history. A
 * preview writes the youth (their constraints check the rows) but no history: all of it is rolled
 * back, and a whole list's history is as many rows as the list.
 */
export async function writeMerge(
  trx: PsosDb,
  actor: Actor,
  plan: MergePlan,
  { preview, progress }: { preview: boolean; progress: (share: number) => Promise<void> },
): Promise<void> {
  const history: HistoryEntry[] = [];
  const entry = (id: number, leaId: number, action: string, changes: FieldChanges): HistoryEntry => ({
    entityType: 'youth',
    entityId: id,
    schoolYear: plan.schoolYear,
    leaId,
    action,
    changes,
  });
  for (let start = 0; start < plan.added.length; start += BATCH) {
    const batch = plan.added.slice(start, start + BATCH);
    const inserted = await trx
      .insertInto('leavers')
      .values(batch.map(({ leaId, values }) => ({ ...columnsOf(values), school_year: plan.schoolYear, lea_id: leaId })))
      .returning(['id', 'lea_id', 'state_student_id'])
      .execute();
    const values = new Map(batch.map((b) => [key(b.leaId, b.values.stateStudentId), b.values]));
    for (const row of inserted)
      history.push(entry(row.id, row.lea_id, 'listed', changedFields(null, values.get(key(row.lea_id, row.state_student_id))!)));
    await progress(share(0.5, 0.2, start + batch.length, plan.added.length));
  }
  for (let start = 0; start < plan.changed.length; start += BATCH) {
    const batch = plan.changed.slice(start, start + BATCH);
    const rows = batch.map(({ youth, values }) => ({ id: youth.id, ...columnsOf(values) }));
    await sql`update psos.leavers y set
        school_id = v.school_id, first_name = v.first_name, last_name = v.last_name, birth_date = v.birth_date,
        exit_date = v.exit_date, exit_reason = v.exit_reason, disability_category = v.disability_category, sex = v.sex,
        race_ethnicity = v.race_ethnicity, english_learner = v.english_learner, phone = v.phone, alt_phone = v.alt_phone,
        guardian_phone = v.guardian_phone, guardian_name = v.guardian_name, email = v.email, street = v.street,
        city = v.city, state = v.state, zip = v.zip, version = y.version + 1, updated_at = now()
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(
        id integer, school_id integer, first_name text, last_name text, birth_date date, exit_date date, exit_reason text,
        disability_category text, sex text, race_ethnicity text, english_learner boolean, phone text, alt_phone text,
        guardian_phone text, guardian_name text, email text, street text, city text, state text, zip text)
      where y.id = v.id`.execute(trx);
    for (const { youth, changes } of batch) history.push(entry(youth.id, youth.leaId, 'list-values-changed', changes));
    await progress(share(0.7, 0.1, start + batch.length, plan.changed.length));
  }
  const removedIds = plan.removed.map((y) => y.id);
  for (let start = 0; start < removedIds.length; start += BATCH)
    await trx
      .deleteFrom('leavers')
      .where('id', 'in', removedIds.slice(start, start + BATCH))
      .execute();
  for (const youth of plan.removed) history.push(entry(youth.id, youth.leaId, 'removed-from-list', {}));
  if (preview) return;
  // Written in parts, so the progress moves.
  for (let start = 0; start < history.length; start += BATCH) {
    await recordChanges(trx, actor, history.slice(start, start + BATCH));
    await progress(share(0.8, 0.2, start + BATCH, history.length));
  }
}
