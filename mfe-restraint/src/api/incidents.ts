import type {
  IncidentFields,
  IncidentHistory,
  IncidentListItem,
  IncidentListQuery,
  IncidentRecord,
  IncidentUpdate,
} from '@portal/shared-contracts/restraint';
import { http, saveFile, useAppQueryKey, useServerList } from '@portal/shared-contracts/sdk';

/** GET api/restraint/incidents's own filters, beside the paging, sorting and search every server list sends. */
export type IncidentListFilters = Pick<IncidentListQuery, 'status' | 'leaId' | 'schoolId' | 'privateSchoolId' | 'interventionType'>;

/** The incidents of the chosen LEA (or every LEA's, for all-LEA users) in the chosen school year. */
export function useIncidentList(filters: IncidentListFilters) {
  // The LEA and year travel as headers; in the key, changing either reads the list again.
  const queryKey = useAppQueryKey('restraint', 'incidents');
  return useServerList<IncidentListItem>({ queryKey, path: 'restraint/incidents', filters: { ...filters } });
}

/** The restraint service's incidents. Writes are not retried: the first try may have saved. */
export const fetchIncident = (id: number) => http.get(`restraint/incidents/${id}`).json<IncidentRecord>();
export const fetchIncidentHistory = (id: number) => http.get(`restraint/incidents/${id}/history`).json<IncidentHistory>();
export const createIncident = (body: IncidentFields) => http.post('restraint/incidents', { json: body, retry: 0 }).json<IncidentRecord>();
export const updateIncident = (id: number, body: IncidentUpdate) =>
  http.put(`restraint/incidents/${id}`, { json: body, retry: 0 }).json<IncidentRecord>();
export const finalizeIncident = (id: number, version: number) =>
  http.post(`restraint/incidents/${id}/finalize`, { json: { version }, retry: 0 }).json<IncidentRecord>();
export const reopenIncident = (id: number, reason: string, version: number) =>
  http.post(`restraint/incidents/${id}/reopen`, { json: { reason, version }, retry: 0 }).json<IncidentRecord>();

/** The incident report, the parent's written notice, as the service renders it, saved as `{number}.pdf`. */
export async function downloadIncidentReport(id: number, number: string): Promise<void> {
  saveFile(await http.get(`restraint/incidents/${id}/report.pdf`, { timeout: false }).blob(), `${number}.pdf`);
}
