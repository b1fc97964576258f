import { type LeaSchool, type LookupValue } from '@portal/shared-contracts/admin';
import { http } from '@portal/shared-contracts/sdk';

/** The directory and list lookups the child form offers, read from the services that own them. */
export type LookupListCode = 'exit_reasons' | 'sex' | 'race_ethnicity' | 'disability_categories';

export const fetchSchools = (leaId: number) => http.get(`leas/school-lookups/${leaId}`).json<LeaSchool[]>();
/** The values a form offers: retired ones are left out by the admin service. */
export const fetchLookupValues = (list: LookupListCode) => http.get(`admin/lists/${list}/values`).json<LookupValue[]>();
