import { FieldMessages } from '@portal/shared-contracts';
import { SchoolMessages, type School } from '@portal/shared-contracts/admin';
import { HttpError, conflict } from '@portal/service-kit';
import type { DirectoryDb } from '../leas/directory-tables';
import { brokenUniqueConstraint } from '../leas/unique-violation';
import type { SchoolValues } from './school-values';

/** Schools with their LEA, as the list and a single school show them. */
export function schoolsWithLea(db: DirectoryDb) {
  return db
    .selectFrom('schools as s')
    .innerJoin('leas as l', 'l.id', 's.lea_id')
    .select([
      's.id',
      's.name',
      's.external_school_id as externalSchoolId',
      's.lea_id as leaId',
      'l.name as leaName',
      'l.lea_code as leaCode',
    ]);
}

export async function readSchool(db: DirectoryDb, id: number): Promise<School | null> {
  return (await schoolsWithLea(db).where('s.id', '=', id).executeTakeFirst()) ?? null;
}

/** Locks the school's row for the rest of the transaction, so two edits or an edit and a delete take turns. */
export async function lockSchool(trx: DirectoryDb, id: number): Promise<boolean> {
  return (await trx.selectFrom('schools').select('id').where('id', '=', id).forUpdate().executeTakeFirst()) !== undefined;
}

const idTaken = () => conflict(SchoolMessages.externalIdTaken, { externalSchoolId: SchoolMessages.externalIdTaken });

/** Refuses an LEA that does not exist (400) and an external id another school has (409). */
async function checkAgainstOthers(trx: DirectoryDb, values: SchoolValues, id: number | null): Promise<void> {
  const [lea, sameId] = await Promise.all([
    trx.selectFrom('leas').select('id').where('id', '=', values.leaId).executeTakeFirst(),
    trx
      .selectFrom('schools')
      .select('id')
      .where('external_school_id', '=', values.externalSchoolId)
      .$if(id !== null, (q) => q.where('id', '<>', id!))
      .executeTakeFirst(),
  ]);
  if (!lea) throw new HttpError(400, 'VALIDATION', 'The request is not valid.', { leaId: FieldMessages.selectFromList });
  if (sameId) throw idTaken();
}

/** Two saves at once can both pass the check above; the unique index then refuses the second, which hears the same. */
async function refusingClashes<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (brokenUniqueConstraint(error) === 'schools_external_school_id_key') throw idTaken();
    throw error;
  }
}

const schoolRow = (v: SchoolValues) => ({ name: v.name, external_school_id: v.externalSchoolId, lea_id: v.leaId });

export async function insertSchool(trx: DirectoryDb, values: SchoolValues): Promise<number> {
  await checkAgainstOthers(trx, values, null);
  const { id } = await refusingClashes(() => trx.insertInto('schools').values(schoolRow(values)).returning('id').executeTakeFirstOrThrow());
  return id;
}

/** Call after locking the school, inside the transaction that audits the change. */
export async function updateSchool(trx: DirectoryDb, id: number, values: SchoolValues): Promise<void> {
  await checkAgainstOthers(trx, values, id);
  await refusingClashes(() =>
    trx
      .updateTable('schools')
      .set({ ...schoolRow(values), updated_at: new Date() })
      .where('id', '=', id)
      .execute(),
  );
}

/** A school as its audit entries describe it. */
export const auditedSchool = (school: School) => ({
  name: school.name,
  externalSchoolId: school.externalSchoolId,
  leaCode: school.leaCode,
});
