import type { LeaSchool } from '@portal/shared-contracts/admin';
import { http } from '@portal/shared-contracts/sdk';

/** An LEA's schools from the directory, for the incident form and the list's filter. */
export const fetchSchools = (leaId: number) => http.get(`leas/school-lookups/${leaId}`).json<LeaSchool[]>();
