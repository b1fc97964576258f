import { useQuery } from '@tanstack/react-query';
import type { ChildSearchQuery, ChildSearchResult } from '@portal/shared-contracts/eco';
import { http, searchParamsOf, useAppQueryKey, type DownloadSource } from '@portal/shared-contracts/sdk';

const CHILD_SEARCH_PATH = 'eco/children/search';

const searchChildren = (query: ChildSearchQuery) =>
  http.get(CHILD_SEARCH_PATH, { searchParams: searchParamsOf(query) }).json<ChildSearchResult>();

/** The children matching `criteria` (none asked while null), and the same search as a file for `DownloadButton`. */
export function useChildSearch(criteria: ChildSearchQuery | null) {
  // The current LEA travels as a header; in the key, choosing another searches again.
  const queryKey = useAppQueryKey('eco', 'search', criteria);
  const found = useQuery({ queryKey, queryFn: () => searchChildren(criteria!), enabled: criteria !== null });
  const download: DownloadSource = { path: CHILD_SEARCH_PATH, params: searchParamsOf(criteria ?? {}) };
  return { found, download };
}
