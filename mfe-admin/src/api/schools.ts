import type { LeaSummary } from '@portal/shared-contracts';
import type { School, SchoolCreate, SchoolImportReport, SchoolUpdate } from '@portal/shared-contracts/admin';
import { http, postCsv } from '@portal/shared-contracts/sdk';

/** Manage Schools' list call under /api (useServerList reads it). */
export const SCHOOLS_PATH = 'schools';

// Changes are not retried: a retry after a lost answer would meet its own change (an id already taken, a school already gone).

export function createSchool(body: SchoolCreate): Promise<School> {
  return http.post(SCHOOLS_PATH, { json: body, retry: 0 }).json<School>();
}

export function updateSchool(body: SchoolUpdate): Promise<School> {
  return http.put(SCHOOLS_PATH, { json: body, retry: 0 }).json<School>();
}

export async function deleteSchool(id: number): Promise<void> {
  await http.delete(`${SCHOOLS_PATH}/${id}`, { retry: 0 });
}

/** Sends the schools file as it is; a dry run reports what the import would do and saves nothing. */
export function importSchools(file: string, dryRun: boolean): Promise<SchoolImportReport> {
  return postCsv<SchoolImportReport>(`${SCHOOLS_PATH}/import`, file, { dryRun });
}

/** The LEAs a school may belong to: the caller's, which for a state administrator is every one. Read afresh, so an LEA just added is there. */
export function fetchLeaChoices(): Promise<LeaSummary[]> {
  return http.get('leas/users').json<LeaSummary[]>();
}
