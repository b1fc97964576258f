import { useState } from 'react';
import { type TableProps } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListParams, Page } from '../../schemas/lists';
import { http } from '../http';
import type { DownloadSource } from './DownloadButton';
import { usePaginator } from './paginator';

export type ListFilters = Record<string, string | number | boolean | null | undefined>;

export interface ServerListOptions {
  /** The react-query key of the list; the parameters are added to it. */
  queryKey: readonly unknown[];
  /** The list call under /api, e.g. 'account/users'. */
  path: string;
  /** The list's own filters; a change goes back to the first page. */
  filters?: ListFilters;
}

export interface ServerList<Row> {
  /** Spread on antd's Table: rows, loading, server paging (25, 50, 100) and server sorting. */
  tableProps: Pick<TableProps<Row>, 'dataSource' | 'loading' | 'pagination' | 'onChange'>;
  page: Page<Row> | undefined;
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
export function useServerList<Row>({ queryKey, path, filters = {} }: ServerListOptions): ServerList<Row> {
  const paginator = usePaginator(undefined, { all: false });
  const [sort, setSort] = useState<Pick<ListParams, 'sortField' | 'sortDirection'>>({});
  const [search, setSearchText] = useState('');
  const params: ListParams & ListFilters = {
    pageNumber: paginator.page,
    pageSize: paginator.pageSize,
    ...sort,
    search: search.trim() || undefined,
    ...filters,
  };
  const query = useQuery({
    queryKey: [...queryKey, params],
    queryFn: () => http.get(path, { searchParams: searchParamsOf(params) }).json<Page<Row>>(),
    placeholderData: keepPreviousData,
  });
  const firstPage = () => paginator.pagination.onChange?.(1, paginator.pageSize);
  const [lastFilters, setLastFilters] = useState(JSON.stringify(filters));
  if (JSON.stringify(filters) !== lastFilters) {
    setLastFilters(JSON.stringify(filters));
    firstPage();
  }

  return {
    tableProps: {
      dataSource: query.data?.items ?? [],
      loading: query.isFetching,
      pagination: { ...paginator.pagination, total: query.data?.totalCount ?? 0 },
      onChange: (_pagination, _filters, sorter) => {
        const one = Array.isArray(sorter) ? sorter[0] : sorter;
        const field = one?.order ? String(one.field ?? one.columnKey ?? '') : '';
        setSort(field ? { sortField: field, sortDirection: one?.order === 'descend' ? 'desc' : 'asc' } : {});
      },
    },
    page: query.data,
    search,
    setSearch(text) {
      setSearchText(text);
      firstPage();
    },
    refetch: () => query.refetch(),
    download: { path, params: searchParamsOf({ ...params, pageNumber: undefined, pageSize: undefined }) },
  };
}
