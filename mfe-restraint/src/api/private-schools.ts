import type { PrivateSchool, PrivateSchoolCreate, PrivateSchoolList, PrivateSchoolUsers } from '@portal/shared-contracts/restraint';
import { http } from '@portal/shared-contracts/sdk';

/**
 * Private schools (NRS 394), which restraint keeps itself under the state-level district: those the
 * user enters incidents for (every one for an all-LEAs user), and the state admin's setup of the
 * schools and of the users assigned to each.
 */
export const fetchPrivateSchools = () => http.get('restraint/private-schools').json<PrivateSchoolList>();

export const createPrivateSchool = (body: PrivateSchoolCreate) =>
  http.post('restraint/private-schools', { json: body, retry: 0 }).json<PrivateSchool>();

export const fetchPrivateSchoolUsers = (id: number) => http.get(`restraint/private-schools/${id}/users`).json<PrivateSchoolUsers>();

/** Replaces the school's users with these. */
export const savePrivateSchoolUsers = (id: number, userIds: number[]) =>
  http.put(`restraint/private-schools/${id}/users`, { json: { userIds }, retry: 0 }).json<PrivateSchoolUsers>();
