import { sql, type Selectable } from 'kysely';
import { containsPattern, notFound } from '@portal/service-kit';
import { ListManagerMessages, type LookupList, type LookupValue, type LookupValueStatus } from '@portal/shared-contracts/admin';
import type { AdminDb, LookupListsTable } from '../db';

export type ListRow = Pick<Selectable<LookupListsTable>, 'id' | 'code' | 'name'>;

/** The gap left between neighbours, so a value can later be put between two without renumbering. */
export const SORT_ORDER_STEP = 10;

interface PositionedRow {
  id: number;
  code: string;
  label: string;
  position: number;
  retired_at: Date | null;
}

export function toLookupValue(row: PositionedRow): LookupValue {
  return {
    id: row.id,
    code: row.code,
    label: row.label,
    position: row.position,
    retired: row.retired_at !== null,
    retiredAt: row.retired_at ? row.retired_at.toISOString() : null,
  };
}

/** Every list with how many of its values forms offer and how many are retired. */
export async function listLookupLists(db: AdminDb): Promise<LookupList[]> {
  const rows = await db
    .selectFrom('lookup_lists as l')
    .select((eb) => [
      'l.id',
      'l.code',
      'l.name',
      eb
        .cast<number>(
          eb
            .selectFrom('lookup_values as v')
            .select(eb.fn.countAll().as('n'))
            .whereRef('v.list_id', '=', 'l.id')
            .where('v.retired_at', 'is', null),
          'integer',
        )
        .as('activeCount'),
      eb
        .cast<number>(
          eb
            .selectFrom('lookup_values as v')
            .select(eb.fn.countAll().as('n'))
            .whereRef('v.list_id', '=', 'l.id')
            .where('v.retired_at', 'is not', null),
          'integer',
        )
        .as('retiredCount'),
    ])
    .orderBy('l.name')
    .execute();
  return rows;
}

export async function findLookupList(db: AdminDb, code: string): Promise<ListRow> {
  const list = await db.selectFrom('lookup_lists').select(['id', 'code', 'name']).where('code', '=', code).executeTakeFirst();
  if (!list) throw notFound(ListManagerMessages.noSuchList);
  return list;
}

/**
 * The list, locked until the transaction ends: changes to one list's values (an addition at its
 * end, a new order, a label checked for duplicates) then happen one after the other.
 */
export async function lockLookupList(trx: AdminDb, code: string): Promise<ListRow> {
  const list = await trx.selectFrom('lookup_lists').select(['id', 'code', 'name']).where('code', '=', code).forUpdate().executeTakeFirst();
  if (!list) throw notFound(ListManagerMessages.noSuchList);
  return list;
}

/** The list's values with their place in the whole list (retired ones keep theirs), for filtering and paging. */
export function positionedValues(db: AdminDb, listId: number) {
  const ranked = db
    .selectFrom('lookup_values')
    .select(['id', 'code', 'label', 'retired_at'])
    .select(sql<number>`(row_number() over (order by sort_order, id))::integer`.as('position'))
    .where('list_id', '=', listId);
  return db.selectFrom(ranked.as('v')).select(['v.id', 'v.code', 'v.label', 'v.retired_at', 'v.position']);
}

/** The manager's filters: status (all by default) and a search in codes and labels. */
export function filteredValues(
  db: AdminDb,
  listId: number,
  { status = 'all', search }: { status?: LookupValueStatus | undefined; search?: string | undefined },
) {
  let query = positionedValues(db, listId);
  if (status === 'active') query = query.where('v.retired_at', 'is', null);
  if (status === 'retired') query = query.where('v.retired_at', 'is not', null);
  if (search?.trim()) {
    const pattern = containsPattern(search);
    query = query.where((eb) => eb.or([eb('v.code', 'ilike', pattern), eb('v.label', 'ilike', pattern)]));
  }
  return query;
}

/** The values in the list's order; retired ones only when asked. */
export async function readLookupValues(db: AdminDb, listId: number, includeRetired: boolean): Promise<LookupValue[]> {
  const rows = await filteredValues(db, listId, { status: includeRetired ? 'all' : 'active' })
    .orderBy('v.position')
    .execute();
  return rows.map(toLookupValue);
}

export async function readLookupValue(db: AdminDb, listId: number, id: number): Promise<LookupValue> {
  const row = await positionedValues(db, listId).where('v.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(ListManagerMessages.noSuchValue);
  return toLookupValue(row);
}
