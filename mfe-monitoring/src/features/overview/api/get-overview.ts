import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OverviewResponse } from '@portal/shared-contracts';
import { useShellContext, type ShellApi } from '@portal/shared-contracts/sdk';
import { APP_ID } from '../../../app-definition';
import { useShell } from '../../../shell-context';

type Http = ShellApi['http'];

/** The service answers for the LEA and school year that the shell's client sends as headers. */
export function getOverview(http: Http): Promise<OverviewResponse> {
  return http.get(`${APP_ID}/overview`).json<OverviewResponse>();
}

export function getOverviewQueryOptions(http: Http, leaId: number | null, schoolYear: number | null) {
  return queryOptions({
    // The shape of useAppQueryKey: a change of LEA or school year is a new query.
    queryKey: [APP_ID, leaId, schoolYear, 'overview'],
    queryFn: () => getOverview(http),
    // Without an LEA and a school year the service has nothing to count.
    enabled: leaId !== null && schoolYear !== null,
  });
}

export function useOverview() {
  const { http } = useShell();
  const { leaId, schoolYear } = useShellContext();
  return useQuery(getOverviewQueryOptions(http, leaId, schoolYear));
}
