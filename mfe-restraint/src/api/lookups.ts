import type { LeaSchool, LookupValue } from '@portal/shared-contracts/admin';
import type { PrivateSchoolList } from '@portal/shared-contracts/restraint';
import { http } from '@portal/shared-contracts/sdk';

/** The admin lists the incident form's student fields take their codes from. */
export type LookupListCode = 'sex' | 'race_ethnicity' | 'disability_categories';

/** An LEA's schools from the directory, for the incident form and the list's filter. */
export const fetchSchools = (leaId: number) => http.get(`leas/school-lookups/${leaId}`).json<LeaSchool[]>();
/** The values a form offers: retired ones are left out by the admin service. */
export const fetchLookupValues = (list: LookupListCode) => http.get(`admin/lists/${list}/values`).json<LookupValue[]>();
/** The private schools the user may see and enter incidents of (every one for an all-LEAs user): the list's filter, the incident form, State Tracking's setup. */
export const fetchPrivateSchools = () => http.get('restraint/private-schools').json<PrivateSchoolList>();
