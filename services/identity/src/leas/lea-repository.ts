import { FieldMessages } from '@portal/shared-contracts';
import { LeaMessages, leaGroupOf, type LeaDetail } from '@portal/shared-contracts/admin';
import { HttpError, conflict } from '@portal/service-kit';
import type { DirectoryDb } from './directory-tables';
import { countOf, otherServicesRecords } from './directory-references';
import { isMemberOf, memberCount, schoolCount } from './lea-members';
import type { LeaValues } from './lea-values';
import { brokenUniqueConstraint } from './unique-violation';

const leaColumns = [
  'id',
  'name',
  'lea_code as leaCode',
  'external_district_id as externalDistrictId',
  'contact_email as contactEmail',
  'street_address as streetAddress',
  'city',
  'zip',
  'county',
  'is_included_in_charter_group as isIncludedInCharterGroup',
  'is_nde_level_district as isNdeLevelDistrict',
  'is_state_sponsored_charter_authority as isStateSponsoredCharterAuthority',
] as const;

/** Every field of spec 3's LEA, with its contacts, school years and users; null when there is none. */
export async function readLeaDetail(db: DirectoryDb, id: number): Promise<LeaDetail | null> {
  const lea = await db.selectFrom('leas').select(leaColumns).where('id', '=', id).executeTakeFirst();
  if (!lea) return null;
  const [leaContacts, leaYears, userLeas] = await Promise.all([
    db.selectFrom('lea_contacts').select(['id', 'name', 'title', 'email', 'phone']).where('lea_id', '=', id).orderBy('id').execute(),
    db
      .selectFrom('lea_years as ly')
      .innerJoin('school_years as y', 'y.key', 'ly.school_year_key')
      .select(['y.key as schoolYearKey', 'y.label as name'])
      .where('ly.lea_id', '=', id)
      .orderBy('y.key')
      .execute(),
    db
      .selectFrom('users as u')
      .select(['u.id as userId', 'u.full_name as fullName', 'u.email'])
      .where(isMemberOf(id))
      .orderBy('u.full_name')
      .orderBy('u.id')
      .execute(),
  ]);
  return { ...lea, group: leaGroupOf(lea), leaContacts, leaYears, schoolYearKeys: leaYears.map((year) => year.schoolYearKey), userLeas };
}

const validationError = (errors: Record<string, string>) => new HttpError(400, 'VALIDATION', 'The request is not valid.', errors);

/**
 * Refuses what only the database can tell is wrong: a code or the state-level flag another LEA
 * holds (409), a school year that does not exist, a contact of another LEA (400).
 */
async function checkAgainstOthers(trx: DirectoryDb, values: LeaValues, id: number | null): Promise<void> {
  const others = trx
    .selectFrom('leas')
    .select(['id', 'name'])
    .$if(id !== null, (q) => q.where('id', '<>', id!));
  const [sameCode, stateLevel, years, contacts] = await Promise.all([
    others.where('lea_code', '=', values.leaCode).executeTakeFirst(),
    values.isNdeLevelDistrict ? others.where('is_nde_level_district', '=', true).executeTakeFirst() : undefined,
    values.schoolYearKeys.length ? trx.selectFrom('school_years').select('key').where('key', 'in', values.schoolYearKeys).execute() : [],
    id === null ? [] : trx.selectFrom('lea_contacts').select('id').where('lea_id', '=', id).execute(),
  ]);
  const clashes: Record<string, string> = {};
  if (sameCode) clashes.leaCode = LeaMessages.codeTaken;
  if (stateLevel) clashes.isNdeLevelDistrict = LeaMessages.stateLevelTaken(stateLevel.name);
  if (Object.keys(clashes).length) throw conflict(Object.values(clashes).join(' '), clashes);

  const errors: Record<string, string> = {};
  if (years.length !== values.schoolYearKeys.length) errors.schoolYearKeys = FieldMessages.selectFromList;
  const own = new Set(contacts.map((c) => c.id));
  const seen = new Set<number>();
  values.leaContacts.forEach((contact, i) => {
    if (contact.id === null) return;
    if (!own.has(contact.id) || seen.has(contact.id)) errors[`leaContacts.${i}.id`] = FieldMessages.selectFromList;
    seen.add(contact.id);
  });
  if (Object.keys(errors).length) throw validationError(errors);
}

/** Two saves at once can both pass the check above; the unique indexes then refuse the second, which hears the same as it would have. */
async function refusingClashes<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const constraint = brokenUniqueConstraint(error);
    if (constraint === 'leas_lea_code_key') throw conflict(LeaMessages.codeTaken, { leaCode: LeaMessages.codeTaken });
    if (constraint === 'leas_one_state_level')
      throw conflict(LeaMessages.stateLevelTaken('Another LEA'), { isNdeLevelDistrict: LeaMessages.stateLevelTaken('Another LEA') });
    throw error;
  }
}

const leaRow = (v: LeaValues) => ({
  name: v.name,
  lea_code: v.leaCode,
  external_district_id: v.externalDistrictId,
  contact_email: v.contactEmail,
  street_address: v.streetAddress,
  city: v.city,
  zip: v.zip,
  county: v.county,
  is_included_in_charter_group: v.isIncludedInCharterGroup,
  is_nde_level_district: v.isNdeLevelDistrict,
  is_state_sponsored_charter_authority: v.isStateSponsoredCharterAuthority,
});

async function saveYears(trx: DirectoryDb, leaId: number, keys: readonly number[]): Promise<void> {
  await trx.deleteFrom('lea_years').where('lea_id', '=', leaId).execute();
  if (keys.length)
    await trx
      .insertInto('lea_years')
      .values(keys.map((key) => ({ lea_id: leaId, school_year_key: key })))
      .execute();
}

/** Keeps the contacts sent with an id, adds those without, and removes the LEA's others. */
async function saveContacts(trx: DirectoryDb, leaId: number, contacts: LeaValues['leaContacts']): Promise<void> {
  const kept = contacts.flatMap((c) => (c.id === null ? [] : [c.id]));
  await trx
    .deleteFrom('lea_contacts')
    .where('lea_id', '=', leaId)
    .$if(kept.length > 0, (q) => q.where('id', 'not in', kept))
    .execute();
  for (const { id, ...fields } of contacts) {
    if (id === null)
      await trx
        .insertInto('lea_contacts')
        .values({ lea_id: leaId, ...fields })
        .execute();
    else await trx.updateTable('lea_contacts').set(fields).where('id', '=', id).execute();
  }
}

/** Adds the LEA with its contacts and years; call inside the transaction that audits it. */
export async function insertLea(trx: DirectoryDb, values: LeaValues): Promise<number> {
  await checkAgainstOthers(trx, values, null);
  const { id } = await refusingClashes(() => trx.insertInto('leas').values(leaRow(values)).returning('id').executeTakeFirstOrThrow());
  await saveContacts(trx, id, values.leaContacts);
  await saveYears(trx, id, values.schoolYearKeys);
  return id;
}

/** Replaces the LEA's fields, contacts and years; call inside the transaction that audits it, after reading it for update. */
export async function updateLea(trx: DirectoryDb, id: number, values: LeaValues): Promise<void> {
  await checkAgainstOthers(trx, values, id);
  await refusingClashes(() =>
    trx
      .updateTable('leas')
      .set({ ...leaRow(values), updated_at: new Date() })
      .where('id', '=', id)
      .execute(),
  );
  await saveContacts(trx, id, values.leaContacts);
  await saveYears(trx, id, values.schoolYearKeys);
}

/** Locks the LEA's row for the rest of the transaction, so two edits or an edit and a delete take turns. */
export async function lockLea(trx: DirectoryDb, id: number): Promise<boolean> {
  return (await trx.selectFrom('leas').select('id').where('id', '=', id).forUpdate().executeTakeFirst()) !== undefined;
}

/** What still needs the LEA, one line each: its schools, its users, other services' records. */
export async function leaUses(trx: DirectoryDb, id: number): Promise<string[]> {
  const counts = await trx.selectNoFrom([schoolCount(id).as('schools'), memberCount(id).as('users')]).executeTakeFirstOrThrow();
  return [
    ...(counts.schools ? [countOf(counts.schools, 'school')] : []),
    ...(counts.users ? [countOf(counts.users, 'user')] : []),
    ...(await otherServicesRecords(trx, 'lea_id', id)),
  ];
}
