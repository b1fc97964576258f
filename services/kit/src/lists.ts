import { stringify } from 'csv-stringify/sync';
import type { FastifyReply } from 'fastify';
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

/** The most rows a CSV export carries; a larger list asks the user to filter first. */
export const MAX_EXPORT_ROWS = 100_000;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any table set: the helper only adds ORDER BY, LIMIT and COUNT.
type AnySelect<O> = SelectQueryBuilder<any, any, O>;

function sorted<O>(query: AnySelect<O>, params: ListParams, spec: ListSpec): AnySelect<O> {
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
    sorted(query, params, spec)
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

/** Every row of a filtered query, sorted as asked, for an export; at most MAX_EXPORT_ROWS. */
export async function fetchForExport<O>(query: AnySelect<O>, params: ListParams, spec: ListSpec): Promise<O[]> {
  return sorted(query, params, spec).limit(MAX_EXPORT_ROWS).execute();
}

export interface CsvColumn<R> {
  header: string;
  value(row: R): string | number | boolean | Date | null | undefined;
}

// A cell a spreadsheet would read as a formula ('=HYPERLINK(...)') is prefixed with an apostrophe (OWASP CSV injection).
const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: string | number | boolean | Date | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  const text = String(value);
  return typeof value === 'string' && FORMULA_START.test(text) ? `'${text}` : text;
}

/** Answers with a CSV file download: a header row, then a row per record, UTF-8 with a BOM so spreadsheets read accents. */
export function sendCsv<R>(reply: FastifyReply, filename: string, columns: readonly CsvColumn<R>[], rows: readonly R[]): FastifyReply {
  const body = stringify([columns.map((c) => c.header), ...rows.map((row) => columns.map((c) => cell(c.value(row))))], {
    record_delimiter: 'windows',
  });
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename.replace(/[^\w.-]/g, '_')}"`)
    .header('cache-control', 'private, no-store')
    .send(`\uFEFF${body}`);
}

/** A free-text search as an ILIKE pattern matching the text anywhere, its own % and _ taken literally. */
export function containsPattern(search: string): string {
  return `%${search.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
