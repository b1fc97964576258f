import { queryOptions, useQuery } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import type { AppId } from '../routes';
import type { OverviewResponse } from '../schemas/common';
import { useShellContext } from './hooks';
import { http } from './http';

/**
 * The figures of an app's own service. The service answers for the LEA and school
 * year that the shell's client sends as headers, so they are in the key, not the URL.
 */
export function overviewQueryOptions(appId: AppId, client: KyInstance, leaId: number | null, schoolYear: number | null) {
  return queryOptions({
    // The shape of useAppQueryKey: a change of LEA or school year is a new query.
    queryKey: [appId, leaId, schoolYear, 'overview'],
    queryFn: () => client.get(`${appId}/overview`).json<OverviewResponse>(),
    // Without an LEA and a school year the service has nothing to count.
    enabled: leaId !== null && schoolYear !== null,
  });
}

export function useOverview(appId: AppId) {
  const { leaId, schoolYear } = useShellContext();
  return useQuery(overviewQueryOptions(appId, http, leaId, schoolYear));
}
