import { sql } from 'kysely';
import { badRequest, conflict } from '@portal/service-kit';
import { FieldMessages } from '@portal/shared-contracts';
import { ListManagerMessages, type LookupValue } from '@portal/shared-contracts/admin';
import type { AdminDb } from '../db';
import { readLookupValue, readLookupValues, SORT_ORDER_STEP, type ListRow } from './lookup-list-repository';

const INVALID = 'The request is not valid.';

/** A text the form requires: spaces alone are no value, as the form's rule has it. */
function requiredText(field: string, value: string): string {
  const text = value.trim();
  if (!text) throw badRequest(INVALID, { [field]: FieldMessages.required });
  return text;
}

/** Records find a value by its code and people by its label: neither may repeat in a list, whatever the case. */
async function refuseDuplicates(trx: AdminDb, listId: number, fields: { code?: string; label: string }, exceptId?: number): Promise<void> {
  let others = trx.selectFrom('lookup_values').select(['code', 'label']).where('list_id', '=', listId);
  if (exceptId !== undefined) others = others.where('id', '<>', exceptId);
  const clashes = await others
    .where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['label']), '=', fields.label.toLowerCase()),
        ...(fields.code !== undefined ? [eb(eb.fn('lower', ['code']), '=', fields.code.toLowerCase())] : []),
      ]),
    )
    .execute();
  const errors: Record<string, string> = {};
  if (fields.code !== undefined && clashes.some((c) => c.code.toLowerCase() === fields.code!.toLowerCase()))
    errors.code = ListManagerMessages.duplicateCode;
  if (clashes.some((c) => c.label.toLowerCase() === fields.label.toLowerCase())) errors.label = ListManagerMessages.duplicateLabel;
  if (Object.keys(errors).length > 0) throw conflict(Object.values(errors).join(' '), errors);
}

/** Adds a value at the end of the locked list. */
export async function addLookupValue(trx: AdminDb, list: ListRow, body: { code: string; label: string }): Promise<LookupValue> {
  const code = requiredText('code', body.code);
  const label = requiredText('label', body.label);
  await refuseDuplicates(trx, list.id, { code, label });
  const { last } = await trx
    .selectFrom('lookup_values')
    .select((eb) => eb.fn.coalesce(eb.fn.max('sort_order'), eb.lit(0)).as('last'))
    .where('list_id', '=', list.id)
    .executeTakeFirstOrThrow();
  const { id } = await trx
    .insertInto('lookup_values')
    .values({ list_id: list.id, code, label, sort_order: Number(last) + SORT_ORDER_STEP, retired_at: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return readLookupValue(trx, list.id, id);
}

/**
 * Changes a value's label; its code stays, because records keep the code. The code may come back as
 * it was read (a write takes what a read gave); a different one is refused. Answers the value and
 * its former label.
 */
export async function renameLookupValue(
  trx: AdminDb,
  list: ListRow,
  id: number,
  change: { label: string; code?: string | undefined },
): Promise<{ value: LookupValue; from: string }> {
  const label = requiredText('label', change.label);
  const before = await readLookupValue(trx, list.id, id);
  if (change.code !== undefined && change.code !== before.code)
    throw badRequest(ListManagerMessages.codeUnchangeable, { code: ListManagerMessages.codeUnchangeable });
  await refuseDuplicates(trx, list.id, { label }, id);
  await trx
    .updateTable('lookup_values')
    .set({ label, updated_at: sql`now()` })
    .where('id', '=', id)
    .where('list_id', '=', list.id)
    .execute();
  return { value: await readLookupValue(trx, list.id, id), from: before.label };
}

/**
 * Puts the locked list in the given order. The order must name every value once: one read
 * before another administrator added a value would otherwise leave that value nowhere.
 */
export async function reorderLookupValues(trx: AdminDb, list: ListRow, valueIds: readonly number[]): Promise<LookupValue[]> {
  if (new Set(valueIds).size !== valueIds.length)
    throw badRequest(ListManagerMessages.orderMismatch, { valueIds: ListManagerMessages.orderMismatch });
  const current = await trx.selectFrom('lookup_values').select('id').where('list_id', '=', list.id).execute();
  const known = new Set(current.map((v) => v.id));
  if (current.length !== valueIds.length || valueIds.some((id) => !known.has(id)))
    throw conflict(ListManagerMessages.orderMismatch, { valueIds: ListManagerMessages.orderMismatch });
  const newOrder = sql<number>`case id ${sql.join(
    valueIds.map((id, i) => sql`when ${id} then ${sql.lit((i + 1) * SORT_ORDER_STEP)}`),
    sql` `,
  )} end`;
  await trx
    .updateTable('lookup_values')
    .set({ sort_order: newOrder, updated_at: sql`now()` })
    .where('list_id', '=', list.id)
    .execute();
  return readLookupValues(trx, list.id, true);
}

/**
 * Retires a value (forms stop offering it; records keep it and still show its label) or restores
 * it. Asking again for the state it is in changes nothing: `changed` says whether it did.
 */
export async function setLookupValueRetired(
  trx: AdminDb,
  list: ListRow,
  id: number,
  retired: boolean,
): Promise<{ value: LookupValue; changed: boolean }> {
  const result = await trx
    .updateTable('lookup_values')
    .set({ retired_at: retired ? sql`now()` : null, updated_at: sql`now()` })
    .where('id', '=', id)
    .where('list_id', '=', list.id)
    .where('retired_at', retired ? 'is' : 'is not', null)
    .executeTakeFirst();
  const changed = Number(result.numUpdatedRows) > 0;
  return { value: await readLookupValue(trx, list.id, id), changed };
}
