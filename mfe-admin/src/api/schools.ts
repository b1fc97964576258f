import { type LeaSummary } from '@portal/shared-contracts';
import { type School, type SchoolCreate, type SchoolUpdate } from '@portal/shared-contracts/admin';
import { http } from '@portal/shared-contracts/sdk';

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

/** The schools import on identity's import engine (the SDK's useImportSteps uploads and follows it). */
export const SCHOOL_IMPORTS_PATH = `${SCHOOLS_PATH}/import`;

/** The LEAs a school may belong to: the caller's, which for a state administrator is every one. Read afresh, so an LEA just added is there. */
export function fetchLeaChoices(): Promise<LeaSummary[]> {
  return http.get('leas/users').json<LeaSummary[]>();
}
