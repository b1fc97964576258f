import { sql, type Expression, type SelectQueryBuilder } from 'kysely';
import { DEFAULT_PAGE_SIZE, type ListParams, type Page } from '@portal/shared-contracts';

/** A list's sortable fields, each to the expression it orders by. */
export type SortColumns = Record<string, Expression<unknown> | string>;

export interface ListSpec {
  sortColumns: SortColumns;
  /** Used when the query names none; ties are always broken by `tieBreaker` so pages do not overlap. */
  defaultSort: { field: string; direction: 'asc' | 'desc' };
  /** A unique column, the last sort key. */
  tieBreaker: string;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any table set: the helper only adds ORDER BY, LIMIT and COUNT.
export type AnySelect<O> = SelectQueryBuilder<any, any, O>;

/** The query sorted as the list asks, then by the tie-breaker, as every page and download of it reads. */
export function sortedAsAsked<O>(query: AnySelect<O>, params: ListParams, spec: ListSpec): AnySelect<O> {
  const field = params.sortField && params.sortField in spec.sortColumns ? params.sortField : spec.defaultSort.field;
  const direction = params.sortField ? (params.sortDirection ?? 'asc') : spec.defaultSort.direction;
  const column = spec.sortColumns[field]!;
  const ordered = query.orderBy(typeof column === 'string' ? sql.ref(column) : column, direction);
  return ordered.orderBy(sql.ref(spec.tieBreaker), direction);
}

/** One page of a filtered query, sorted as asked, with the total the filter matched. */
export async function fetchPage<O>(query: AnySelect<O>, params: ListParams, spec: ListSpec): Promise<Page<O>> {
  const pageNumber = params.pageNumber ?? 1;
  const pageSize = params.pageSize ?? DEFAULT_PAGE_SIZE;
  const [items, total] = await Promise.all([
    sortedAsAsked(query, params, spec)
      .limit(pageSize)
      .offset((pageNumber - 1) * pageSize)
      .execute(),
    query
      .clearSelect()
      .clearOrderBy()
      .select(sql<string>`count(*)`.as('total'))
      .executeTakeFirst() as Promise<{ total: string } | undefined>,
  ]);
  return { items, totalCount: Number(total?.total ?? 0), pageNumber, pageSize };
}

/** A free-text search as an ILIKE pattern matching the text anywhere, its own % and _ taken literally. */
export function containsPattern(search: string): string {
  return `%${search.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
