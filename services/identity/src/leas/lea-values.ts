import { leaFieldErrors, type LeaCreate } from '@portal/shared-contracts/admin';
import { HttpError } from '@portal/service-kit';

export interface LeaContactValues {
  id: number | null;
  name: string;
  title: string | null;
  email: string | null;
  phone: string | null;
}

/** An LEA as it is stored: text trimmed, blanks as nulls, each school year once. */
export interface LeaValues {
  name: string;
  leaCode: string;
  externalDistrictId: string | null;
  contactEmail: string | null;
  streetAddress: string | null;
  city: string | null;
  zip: string | null;
  county: string | null;
  isIncludedInCharterGroup: boolean;
  isNdeLevelDistrict: boolean;
  isStateSponsoredCharterAuthority: boolean;
  leaContacts: LeaContactValues[];
  schoolYearKeys: number[];
}

const optional = (text: string | null): string | null => text?.trim() || null;

/** The LEA the form sent, once it passes the form's own rules; a 400 with every broken rule otherwise. */
export function validLea(body: LeaCreate): LeaValues {
  const errors = leaFieldErrors(body);
  if (Object.keys(errors).length > 0) throw new HttpError(400, 'VALIDATION', 'The request is not valid.', errors);
  return {
    name: body.name.trim(),
    leaCode: body.leaCode.trim(),
    externalDistrictId: optional(body.externalDistrictId),
    contactEmail: optional(body.contactEmail),
    streetAddress: optional(body.streetAddress),
    city: optional(body.city),
    zip: optional(body.zip),
    county: optional(body.county),
    isIncludedInCharterGroup: body.isIncludedInCharterGroup,
    isNdeLevelDistrict: body.isNdeLevelDistrict,
    isStateSponsoredCharterAuthority: body.isStateSponsoredCharterAuthority,
    leaContacts: body.leaContacts.map((c) => ({
      id: c.id ?? null,
      name: c.name.trim(),
      title: optional(c.title),
      email: optional(c.email),
      phone: optional(c.phone),
    })),
    schoolYearKeys: [...new Set(body.schoolYearKeys)].sort((a, b) => a - b),
  };
}
