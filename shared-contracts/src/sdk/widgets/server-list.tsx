import { useEffect, useRef } from 'react';
import { type TableColumnsType, type TableProps } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../../constants';
import type { ListParams, Page } from '../../schemas/lists';
import { http } from '../http';
import type { DownloadSource } from './DownloadButton';
import { LIST_PAGE_PARAM, useListUrlState, type ListUrlKey } from './list-url-state';
import { paginationAt } from './paginator';

export type ListFilters = Record<string, string | number | boolean | null | undefined>;

export interface ServerListOptions {
  /** The react-query key of the list; the parameters are added to it. */
  queryKey: readonly unknown[];
  /** The list call under /api, e.g. 'account/users'. */
  path: string;
  /** The list's own filters; a change goes back to the first page. Those a person chooses belong in `useListFilters`, so the URL keeps them too. */
  filters?: ListFilters;
  /** Where page, size, sort and search live: the URL by default, under `<urlKey>.` when a page shows two lists, in memory with null. */
  urlKey?: ListUrlKey;
}

export interface ServerList<Row> {
  /** Spread on antd's Table: rows, loading, server paging (25, 50, 100) and server sorting. */
  tableProps: Pick<TableProps<Row>, 'dataSource' | 'loading' | 'pagination' | 'onChange'>;
  page: Page<Row> | undefined;
  /** The columns with the sort the list is in marked on its column, so a sort read back from the URL shows as chosen. */
  sorted(columns: TableColumnsType<Row>): TableColumnsType<Row>;
  search: string;
  /** A new search goes back to the first page. */
  setSearch(search: string): void;
  refetch(): Promise<unknown>;
  /** The whole filtered, sorted list as a file, for `DownloadButton`: the list call without its page. */
  download: DownloadSource;
}

/** A call's query parameters without the ones left empty, so the service sees only what was chosen. */
export function searchParamsOf(params: object): Record<string, string | number | boolean> {
  return Object.fromEntries(
    Object.entries(params).filter(
      (entry): entry is [string, string | number | boolean] => entry[1] !== undefined && entry[1] !== null && entry[1] !== '',
    ),
  );
}

/**
 * A list paged, sorted and searched on the server, for antd's Table: the one way the admin pages
 * (and every long list) read their rows, so none pulls a whole table into the browser.
 */
export function useServerList<Row>({ queryKey, path, filters = {}, urlKey }: ServerListOptions): ServerList<Row> {
  const state = useListUrlState(urlKey);
  const page = positiveNumber(state.get(LIST_PAGE_PARAM)) ?? 1;
  const chosenSize = positiveNumber(state.get('size'));
  const pageSize = chosenSize && (PAGE_SIZES as readonly number[]).includes(chosenSize) ? chosenSize : DEFAULT_PAGE_SIZE;
  const sortField = state.get('sort') || undefined;
  const search = state.get('search') ?? '';
  const params: ListParams & ListFilters = {
    pageNumber: page,
    pageSize,
    ...(sortField ? { sortField, sortDirection: state.get('order') === 'desc' ? 'desc' : 'asc' } : {}),
    search: search.trim() || undefined,
    ...filters,
  };
  const query = useQuery({
    queryKey: [...queryKey, params],
    queryFn: () => http.get(path, { searchParams: searchParamsOf(params) }).json<Page<Row>>(),
    placeholderData: keepPreviousData,
  });
  // Filters the page keeps itself (not through useListFilters) go back to the first page when they change.
  const filtersKey = JSON.stringify(filters);
  const lastFilters = useRef(filtersKey);
  useEffect(() => {
    if (lastFilters.current === filtersKey) return;
    lastFilters.current = filtersKey;
    if (page !== 1) state.set({});
  });

  return {
    tableProps: {
      dataSource: query.data?.items ?? [],
      loading: query.isFetching,
      pagination: {
        ...paginationAt(page, pageSize, (nextPage, nextSize) => state.set({ page: String(nextPage), size: String(nextSize) }), false),
        total: query.data?.totalCount ?? 0,
      },
      onChange: (_pagination, _filters, sorter, { action }) => {
        if (action !== 'sort') return;
        const one = Array.isArray(sorter) ? sorter[0] : sorter;
        const field = one?.order ? String(one.field ?? one.columnKey ?? '') : '';
        state.set({ sort: field || undefined, order: field && one?.order === 'descend' ? 'desc' : undefined });
      },
    },
    page: query.data,
    sorted: (columns) =>
      columns.map((column) => {
        if (!column.sorter) return column;
        const key = 'dataIndex' in column && column.dataIndex !== undefined ? String(column.dataIndex) : String(column.key ?? '');
        return { ...column, sortOrder: key === sortField ? (params.sortDirection === 'desc' ? 'descend' : 'ascend') : null };
      }),
    search,
    setSearch(text) {
      state.set({ search: text });
    },
    refetch: () => query.refetch(),
    download: { path, params: searchParamsOf({ ...params, pageNumber: undefined, pageSize: undefined }) },
  };
}

function positiveNumber(text: string | null): number | undefined {
  const value = Number(text);
  return text && Number.isInteger(value) && value > 0 ? value : undefined;
}
