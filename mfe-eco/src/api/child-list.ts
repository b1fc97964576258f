import type { ChildListItem, ChildListQuery } from '@portal/shared-contracts/eco';
import { useAppQueryKey, useServerList } from '@portal/shared-contracts/sdk';

/** GET api/eco/children's own filters, beside the paging, sorting and search every server list sends. */
export type ChildListFilters = Pick<
  ChildListQuery,
  'nextStep' | 'schoolId' | 'entryFrom' | 'entryTo' | 'exitFrom' | 'exitTo' | 'missing' | 'flag' | 'leaId'
>;

/** The LEA's children in the program during the chosen school year, paged, sorted and filtered by the eco service. */
export function useChildList(filters: ChildListFilters) {
  // The LEA and year travel as headers; in the key, changing either reads the list again.
  const queryKey = useAppQueryKey('eco', 'children');
  return useServerList<ChildListItem>({ queryKey, path: 'eco/children', filters });
}
