import { http, saveFile, useAppQueryKey, useServerList } from '@portal/shared-contracts/sdk';
import type { IncidentFields, IncidentHistoryEntry, IncidentListItem, IncidentRecord } from './incident-wire';

/** GET api/restraint/incidents's own filters, beside the paging, sorting and search every server list sends. */
export interface IncidentListFilters {
  status?: 'Draft' | 'Finalized' | undefined;
  schoolId?: number | undefined;
  from?: string | undefined;
  to?: string | undefined;
  leaId?: number | undefined;
}

/** The incidents of the chosen LEA (or every LEA's, for all-LEA users) in the chosen school year. */
export function useIncidentList(filters: IncidentListFilters) {
  const queryKey = useAppQueryKey('restraint', 'incidents');
  return useServerList<IncidentListItem>({ queryKey, path: 'restraint/incidents', filters: { ...filters } });
}

/** The restraint service's incidents. Writes are not retried: the first try may have saved. */
export const fetchIncident = (id: number) => http.get(`restraint/incidents/${id}`).json<IncidentRecord>();
export const fetchIncidentHistory = (id: number) => http.get(`restraint/incidents/${id}/history`).json<IncidentHistoryEntry[]>();
export const createIncident = (body: IncidentFields) => http.post('restraint/incidents', { json: body, retry: 0 }).json<IncidentRecord>();
export const updateIncident = (id: number, body: IncidentFields & { version: number }) =>
  http.put(`restraint/incidents/${id}`, { json: body, retry: 0 }).json<IncidentRecord>();
export const finalizeIncident = (id: number, version: number) =>
  http.post(`restraint/incidents/${id}/finalize`, { json: { version }, retry: 0 }).json<IncidentRecord>();
export const reopenIncident = (id: number, reason: string) =>
  http.post(`restraint/incidents/${id}/reopen`, { json: { reason }, retry: 0 }).json<IncidentRecord>();

/** The incident report, the parent's written notice, as the service renders it, saved as `{number}.pdf`. */
export async function downloadIncidentReport(id: number, number: string): Promise<void> {
  saveFile(await http.get(`restraint/incidents/${id}/report.pdf`, { timeout: false }).blob(), `${number}.pdf`);
}
