import type { Kysely } from 'kysely';
import { FieldMessages, type FieldErrors } from '@portal/shared-contracts';
import type { AnyDb } from '@portal/service-kit';

/**
 * The admin service's lookup lists, read from the view it publishes, never from its tables. A value
 * is retired, never deleted, so a record keeps a code it was given.
 */
interface LookupTables {
  'reference.lookup_values': { list_code: string; code: string; retired: boolean };
}

/** The child's coded fields and the list each takes its codes from. */
export const CHILD_LOOKUP_LISTS = {
  exitReason: 'exit_reasons',
  sex: 'sex',
  raceEthnicity: 'race_ethnicity',
  disabilityCategory: 'disability_categories',
} as const;

export type ChildLookupField = keyof typeof CHILD_LOOKUP_LISTS;
export type ChildCodes = Record<ChildLookupField, string | null>;

/**
 * The coded fields whose value no list offers: a code the list lacks, or a retired one that the
 * record did not already have (`kept`), since a retired value is refused for new saves only.
 */
export async function lookupErrors(anyDb: AnyDb, codes: ChildCodes, kept: ChildCodes | null): Promise<FieldErrors> {
  const db: Kysely<LookupTables> = anyDb;
  const asked = (Object.keys(CHILD_LOOKUP_LISTS) as ChildLookupField[]).filter(
    (field) => codes[field] !== null && codes[field] !== kept?.[field],
  );
  if (asked.length === 0) return {};
  const offered = await db
    .selectFrom('reference.lookup_values')
    .select(['list_code as list', 'code'])
    .where('retired', '=', false)
    .where((eb) => eb.or(asked.map((field) => eb.and([eb('list_code', '=', CHILD_LOOKUP_LISTS[field]), eb('code', '=', codes[field]!)]))))
    .execute();
  const errors: FieldErrors = {};
  for (const field of asked) {
    if (!offered.some((o) => o.list === CHILD_LOOKUP_LISTS[field] && o.code === codes[field])) errors[field] = FieldMessages.selectFromList;
  }
  return errors;
}
