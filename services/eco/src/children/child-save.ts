import { sql } from 'kysely';
import { FieldMessages, type FieldErrors } from '@portal/shared-contracts';
import {
  childFieldErrors,
  EcoRecordMessages,
  fieldsLockedByFinalized,
  type ChildFields,
  type ChildUpdate,
} from '@portal/shared-contracts/eco';
import { badRequest, changedFields, conflict, type Actor } from '@portal/service-kit';
import type { EcoDb } from '../db';
import { readChildRatings } from '../ratings/rating-set';
import { stateToday } from '../ratings/state-today';
import { recordChildChange } from '../history/child-history';
import { assertWritableLea, findWritableChild, worksInLea } from './access';
import { readChildFields } from './child-record';
import { heldRecord, hiddenFrom, RecordHeldForReview, type HeldRecord } from './record-conflicts';
import { lookupErrors, type ChildCodes } from './lookups';

const NOT_SAVED = 'The child was not saved.';

const cleaned = (fields: ChildFields): ChildFields => ({ ...fields, firstName: fields.firstName.trim(), lastName: fields.lastName.trim() });

const codesOf = (f: ChildFields): ChildCodes => ({
  exitReason: f.exitReason,
  sex: f.sex,
  raceEthnicity: f.raceEthnicity,
  disabilityCategory: f.disabilityCategory,
});

/**
 * The record's own rules (the child form's), then what only the service sees: the directory's LEAs
 * and schools, and the lookup lists; `before` is the record as it was.
 */
async function fieldErrors(db: EcoDb, fields: ChildFields, before: ChildFields | null, today: string): Promise<FieldErrors> {
  const errors = childFieldErrors(fields, today);
  const lea = await db.selectFrom('directory.leas').select('id').where('id', '=', fields.leaId).executeTakeFirst();
  if (!lea) errors.leaId = FieldMessages.selectFromList;
  else if (fields.schoolId !== null) {
    const school = await db
      .selectFrom('directory.schools')
      .select('id')
      .where('id', '=', fields.schoolId)
      .where('lea_id', '=', fields.leaId)
      .executeTakeFirst();
    if (!school) errors.schoolId = EcoRecordMessages.unknownSchool;
  }
  return { ...errors, ...(await lookupErrors(db, codesOf(fields), before && codesOf(before))) };
}

/**
 * A state student id is one child in the state: a new program record of an id already there must
 * have its date of birth. One program record per id and entry date, and none begun while an
 * earlier one is still open. Saves of one student id take turns (an advisory lock until the
 * transaction ends), so two at once cannot both pass. Records in LEAs the actor may not read are
 * never compared in the answer: any save beside them is held for the state's review.
 */
async function assertNoOverlap(db: EcoDb, actor: Actor, fields: ChildFields, exceptId: number | null): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`eco.children:${fields.stateStudentId}`}))`.execute(db);
  let others = db
    .selectFrom('children')
    .select([
      'lea_id as leaId',
      sql<string>`birth_date::text`.as('birthDate'),
      'exit_date',
      sql<boolean>`entry_date = ${fields.entryDate}::date`.as('sameEntry'),
      sql<boolean>`entry_date <= ${fields.entryDate}::date`.as('enteredBefore'),
      sql<boolean>`birth_date = ${fields.birthDate}::date`.as('sameBirth'),
    ])
    .where('state_student_id', '=', fields.stateStudentId);
  if (exceptId !== null) others = others.where('id', '<>', exceptId);
  const rows = await others.execute();
  const stillOpen = (r: (typeof rows)[number]) => r.exit_date === null && (r.enteredBefore || fields.exitDate === null);

  const hidden = hiddenFrom(rows, (leaId) => worksInLea(actor, leaId));
  const hold = (reason: HeldRecord['reason']) =>
    new RecordHeldForReview(
      heldRecord(
        'form',
        reason,
        {
          leaId: fields.leaId,
          stateStudentId: fields.stateStudentId,
          entryDate: fields.entryDate,
          firstName: fields.firstName,
          lastName: fields.lastName,
          birthDate: fields.birthDate,
        },
        hidden,
      ),
    );
  if (hidden.some((r) => r.sameEntry)) throw hold('recordInOtherLea');
  if (hidden.length && exceptId === null) throw hold('newRecordElsewhere');
  if (hidden.some(stillOpen)) throw hold('overlapsOtherLea');

  const refuse = (message: string) => conflict(message, { stateStudentId: message });
  // An edit may correct the date of birth of one record; only a new record must agree with the others.
  if (exceptId === null && rows.some((r) => !r.sameBirth)) throw refuse(EcoRecordMessages.otherChild);
  if (rows.some((r) => r.sameEntry)) throw refuse(EcoRecordMessages.duplicateEntry);
  if (rows.some(stillOpen)) throw refuse(EcoRecordMessages.stillInProgram);
}

async function checked(
  db: EcoDb,
  actor: Actor,
  fields: ChildFields,
  before: ChildFields | null,
  exceptId: number | null,
  timeZone: string,
): Promise<ChildFields> {
  const clean = cleaned(fields);
  assertWritableLea(actor, clean.leaId);
  const errors = await fieldErrors(db, clean, before, await stateToday(db, timeZone));
  if (Object.keys(errors).length > 0) throw badRequest(NOT_SAVED, errors);
  await assertNoOverlap(db, actor, clean, exceptId);
  return clean;
}

const columnsOf = (f: ChildFields) => ({
  state_student_id: f.stateStudentId,
  first_name: f.firstName,
  last_name: f.lastName,
  birth_date: f.birthDate,
  lea_id: f.leaId,
  school_id: f.schoolId,
  entry_date: f.entryDate,
  exit_date: f.exitDate,
  exit_reason: f.exitReason,
  sex: f.sex,
  race_ethnicity: f.raceEthnicity,
  disability_category: f.disabilityCategory,
});

/** Adds a child; give it a transaction, which the history and audit entries share. */
export async function createChild(trx: EcoDb, actor: Actor, fields: ChildFields, timeZone: string): Promise<number> {
  const clean = await checked(trx, actor, fields, null, null, timeZone);
  const { id } = await trx.insertInto('children').values(columnsOf(clean)).returning('id').executeTakeFirstOrThrow();
  await recordChildChange(trx, actor, {
    childId: id,
    leaId: clean.leaId,
    action: 'created',
    changes: changedFields<ChildFields>(null, clean),
  });
  return id;
}

/** Refuses a change to what the child's finalized ratings keep read-only, under each field changed; the caller holds the child's row lock, which finalizing takes too. */
async function assertNotFinalized(db: EcoDb, childId: number, changed: string[]): Promise<void> {
  const { entry, exit } = await readChildRatings(db, childId);
  const locked = fieldsLockedByFinalized({ entry: entry?.status ?? null, exit: exit?.status ?? null }, changed);
  if (locked.length)
    throw conflict(EcoRecordMessages.finalized, Object.fromEntries(locked.map((field) => [field, EcoRecordMessages.finalized])));
}

/** Changes a child's fields unless someone else changed them since `version` was read, or finalized ratings keep them. */
export async function updateChild(
  trx: EcoDb,
  actor: Actor,
  id: number,
  { version, ...fields }: ChildUpdate,
  timeZone: string,
): Promise<void> {
  const child = await findWritableChild(trx, actor, id);
  if (child.version !== version) throw conflict(EcoRecordMessages.staleVersion);
  const before = await readChildFields(trx, id);
  const clean = await checked(trx, actor, fields, before, id, timeZone);
  const changes = changedFields<ChildFields>(before, clean);
  if (Object.keys(changes).length === 0) return;
  await assertNotFinalized(trx, id, Object.keys(changes));
  await trx
    .updateTable('children')
    .set({ ...columnsOf(clean), version: sql`version + 1`, updated_at: sql`now()` })
    .where('id', '=', id)
    .execute();
  await recordChildChange(trx, actor, { childId: id, leaId: clean.leaId, action: 'updated', changes });
}
