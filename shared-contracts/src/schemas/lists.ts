import { Type, type Static, type TProperties, type TSchema } from 'typebox';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../constants';
import type { DownloadFormat } from '../downloads';

export const SortDirection = Type.Union([Type.Literal('asc'), Type.Literal('desc')]);
export type SortDirection = Static<typeof SortDirection>;

/** `csv` or `xlsx` answers the whole filtered, sorted list as a file (every page) instead of one page. */
export const ListFormat = Type.Union([Type.Literal('json'), Type.Literal('csv'), Type.Literal('xlsx')]);

/**
 * The query of a list paged, sorted and filtered on the server (spec 3's list parameters): the
 * page, the sort field (only those the list names), the direction, a free-text search, the
 * format, and the list's own filters. Closed, so a misspelt filter is refused, not ignored.
 */
export function listQuery<F extends TProperties>(sortFields: readonly [string, ...string[]], filters: F) {
  return Type.Object(
    {
      pageNumber: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
      pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: Math.max(...PAGE_SIZES), default: DEFAULT_PAGE_SIZE })),
      sortField: Type.Optional(Type.Union(sortFields.map((f) => Type.Literal(f)))),
      sortDirection: Type.Optional(SortDirection),
      search: Type.Optional(Type.String({ maxLength: 200 })),
      format: Type.Optional(ListFormat),
      ...filters,
    },
    { additionalProperties: false },
  );
}

/**
 * Spec 7's paths that name the page (api/account/users/{pageNumber}/{pageSize}): both required,
 * within the same limits as the query's.
 */
export const PagePathParams = Type.Object({
  pageNumber: Type.Integer({ minimum: 1 }),
  pageSize: Type.Integer({ minimum: 1, maximum: Math.max(...PAGE_SIZES) }),
});
export type PagePathParams = Static<typeof PagePathParams>;

/** One page of a list and how many rows the filter matched in all. */
export function pageOf<T extends TSchema>(item: T) {
  return Type.Object({ items: Type.Array(item), totalCount: Type.Integer(), pageNumber: Type.Integer(), pageSize: Type.Integer() });
}

export interface Page<T> {
  items: T[];
  totalCount: number;
  pageNumber: number;
  pageSize: number;
}

/** What every list query carries, whatever its filters. */
export interface ListParams {
  pageNumber?: number;
  pageSize?: number;
  sortField?: string;
  sortDirection?: SortDirection;
  search?: string;
  format?: 'json' | DownloadFormat;
}
