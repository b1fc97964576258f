import type { PrivateSchool, PrivateSchoolCreate, PrivateSchoolUsers } from '@portal/shared-contracts/restraint';
import { http } from '@portal/shared-contracts/sdk';

/**
 * The state admin's setup of the private schools (NRS 394), which restraint keeps itself under the
 * state-level district, and of the users assigned to each (the list itself: lookups' fetchPrivateSchools).
 */
export const createPrivateSchool = (body: PrivateSchoolCreate) =>
  http.post('restraint/private-schools', { json: body, retry: 0 }).json<PrivateSchool>();

export const fetchPrivateSchoolUsers = (id: number) => http.get(`restraint/private-schools/${id}/users`).json<PrivateSchoolUsers>();

/** Replaces the school's users with these. */
export const savePrivateSchoolUsers = (id: number, userIds: number[]) =>
  http.put(`restraint/private-schools/${id}/users`, { json: { userIds }, retry: 0 }).json<PrivateSchoolUsers>();
