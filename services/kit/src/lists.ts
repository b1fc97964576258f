import { sql, type Expression, type SelectQueryBuilder } from 'kysely';
import { DEFAULT_PAGE_SIZE, type ListParams, type Page } from '@portal/shared-contracts';

/** A list's sortable fields, each to the expression it orders by. */
export type SortColumns = Record<string, Expression<unknown> | string>;

type Direction = 'asc' | 'desc';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any table set: the helper only adds ORDER BY, LIMIT and COUNT.
export type AnySelect<O> = SelectQueryBuilder<any, any, O>;

/**
 * A sort by a value that a few groups of rows share (incidents by their school's name). Sorting
 * every row of a large list by a joined value reads them all for each page; instead the page
 * walks the groups in the sort's order, counts the rows of the first ones (from an index) until
 * the page is reached, and sorts the rows of the groups that hold it alone. Pages, their order and
 * the total are those of the plain sort, as long as every row's group is among `groups`.
 */
export interface GroupedSort<G = unknown> {
  /** Every group that may hold the list's rows with its sort value, ordered as the sort orders them in `direction`. */
  groups(direction: Direction): Promise<{ group: G; sortValue: unknown }[]>;
  /** How many rows of each of `groups` the filtered query holds, in their order. */
  counts(query: AnySelect<unknown>, groups: G[]): Promise<number[]>;
  /** The filtered query cut to the rows of `groups`. */
  within<O>(query: AnySelect<O>, groups: G[]): AnySelect<O>;
}

export interface ListSpec {
  sortColumns: SortColumns;
  /** Used when the query names none; ties are always broken by `tieBreaker` so pages do not overlap. */
  defaultSort: { field: string; direction: Direction };
  /** A unique column, the last sort key. */
  tieBreaker: string;
  /** Sort fields whose pages are read group by group (see GroupedSort). */
  groupedSorts?: Record<string, GroupedSort>;
}

/** The field and direction the list sorts by: the one asked for when the list has it, else its default. */
function sortOf(params: ListParams, spec: ListSpec): { field: string; direction: Direction } {
  const field = params.sortField && params.sortField in spec.sortColumns ? params.sortField : spec.defaultSort.field;
  const direction = params.sortField ? (params.sortDirection ?? 'asc') : spec.defaultSort.direction;
  return { field, direction };
}

/** The query sorted as the list asks, then by the tie-breaker, as every page and download of it reads. */
export function sortedAsAsked<O>(query: AnySelect<O>, params: ListParams, spec: ListSpec): AnySelect<O> {
  const { field, direction } = sortOf(params, spec);
  const column = spec.sortColumns[field]!;
  const ordered = query.orderBy(typeof column === 'string' ? sql.ref(column) : column, direction);
  return ordered.orderBy(sql.ref(spec.tieBreaker), direction);
}

/** The rows `offset` to `offset + limit` of the list sorted by a grouped sort (see GroupedSort). */
async function pageByGroups<O, G>(
  query: AnySelect<O>,
  params: ListParams,
  spec: ListSpec,
  grouped: GroupedSort<G>,
  { offset, limit }: { offset: number; limit: number },
): Promise<O[]> {
  // Groups sharing a sort value go together, as blocks: the tie-breaker interleaves their rows.
  const blocks: { groups: G[]; sortValue: unknown }[] = [];
  for (const { group, sortValue } of await grouped.groups(sortOf(params, spec).direction)) {
    const last = blocks.at(-1);
    if (last && last.sortValue === sortValue) last.groups.push(group);
    else blocks.push({ groups: [group], sortValue });
  }
  const picked: G[] = [];
  // The rows of the blocks wholly before the page, and of every block counted so far.
  let before = 0;
  let counted = 0;
  // One block counted first, then twice as many each time: a first page counts one school, the last a handful of batches.
  for (let start = 0, size = 1; start < blocks.length && counted < offset + limit; start += size, size *= 2) {
    const batch = blocks.slice(start, start + size);
    const counts = await grouped.counts(
      query as AnySelect<unknown>,
      batch.flatMap((block) => block.groups),
    );
    let at = 0;
    for (const block of batch) {
      const rows = counts.slice(at, at + block.groups.length).reduce((sum, n) => sum + n, 0);
      at += block.groups.length;
      if (counted + rows <= offset) before += rows;
      else if (counted < offset + limit) picked.push(...block.groups);
      counted += rows;
    }
  }
  if (picked.length === 0) return [];
  return sortedAsAsked(grouped.within(query, picked), params, spec)
    .limit(limit)
    .offset(offset - before)
    .execute();
}

/** One page of a filtered query, sorted as asked, with the total the filter matched. */
export async function fetchPage<O>(query: AnySelect<O>, params: ListParams, spec: ListSpec): Promise<Page<O>> {
  const pageNumber = params.pageNumber ?? 1;
  const pageSize = params.pageSize ?? DEFAULT_PAGE_SIZE;
  const offset = (pageNumber - 1) * pageSize;
  const grouped = spec.groupedSorts?.[sortOf(params, spec).field];
  const [items, total] = await Promise.all([
    grouped
      ? pageByGroups(query, params, spec, grouped, { offset, limit: pageSize })
      : sortedAsAsked(query, params, spec).limit(pageSize).offset(offset).execute(),
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
