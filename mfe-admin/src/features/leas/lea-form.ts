import { setIn, type FormikErrors } from 'formik';
import { type FieldErrors, type SchoolYear } from '@portal/shared-contracts';
import { leaFieldErrors, type LeaCreate, type LeaDetail } from '@portal/shared-contracts/admin';

/** A contact as the editor holds it: its id when it is stored already, its texts as typed. */
export interface LeaContactFormValues {
  id: number | null;
  name: string;
  title: string;
  email: string;
  phone: string;
}

/** What the LEA dialog edits: every field of spec 3's LEA, its optional texts as the inputs hold them. */
export interface LeaFormValues {
  name: string;
  leaCode: string;
  externalDistrictId: string;
  contactEmail: string;
  streetAddress: string;
  city: string;
  zip: string;
  county: string;
  isIncludedInCharterGroup: boolean;
  isNdeLevelDistrict: boolean;
  isStateSponsoredCharterAuthority: boolean;
  leaContacts: LeaContactFormValues[];
  schoolYearKeys: number[];
}

export const emptyContact = (): LeaContactFormValues => ({ id: null, name: '', title: '', email: '', phone: '' });

/** The LEA's values, or a new LEA's: a district taking part in every school year there is. */
export function initialLeaValues(lea: LeaDetail | null, years: readonly SchoolYear[]): LeaFormValues {
  if (!lea) {
    return {
      name: '',
      leaCode: '',
      externalDistrictId: '',
      contactEmail: '',
      streetAddress: '',
      city: '',
      zip: '',
      county: '',
      isIncludedInCharterGroup: false,
      isNdeLevelDistrict: false,
      isStateSponsoredCharterAuthority: false,
      leaContacts: [],
      schoolYearKeys: years.map((y) => y.key),
    };
  }
  return {
    name: lea.name,
    leaCode: lea.leaCode,
    externalDistrictId: lea.externalDistrictId ?? '',
    contactEmail: lea.contactEmail ?? '',
    streetAddress: lea.streetAddress ?? '',
    city: lea.city ?? '',
    zip: lea.zip ?? '',
    county: lea.county ?? '',
    isIncludedInCharterGroup: lea.isIncludedInCharterGroup,
    isNdeLevelDistrict: lea.isNdeLevelDistrict,
    isStateSponsoredCharterAuthority: lea.isStateSponsoredCharterAuthority,
    leaContacts: lea.leaContacts.map((c) => ({ id: c.id, name: c.name, title: c.title ?? '', email: c.email ?? '', phone: c.phone ?? '' })),
    schoolYearKeys: lea.leaYears.map((y) => y.schoolYearKey),
  };
}

/** Field errors keyed 'leaContacts.0.email', as the service sends them, nested as formik keeps them. */
export function nestedErrors(errors: FieldErrors): FormikErrors<LeaFormValues> {
  return Object.entries(errors).reduce<FormikErrors<LeaFormValues>>((nested, [path, message]) => setIn(nested, path, message), {});
}

/** The identity service's own rules (directory-rules), so the dialog refuses exactly what the service would. */
export function validateLea(values: LeaFormValues): FormikErrors<LeaFormValues> {
  return nestedErrors(leaFieldErrors(values));
}

const optional = (text: string) => text.trim() || null;

export function toLeaSave(values: LeaFormValues): LeaCreate {
  return {
    name: values.name.trim(),
    leaCode: values.leaCode.trim(),
    externalDistrictId: optional(values.externalDistrictId),
    contactEmail: optional(values.contactEmail),
    streetAddress: optional(values.streetAddress),
    city: optional(values.city),
    zip: optional(values.zip),
    county: optional(values.county),
    isIncludedInCharterGroup: values.isIncludedInCharterGroup,
    isNdeLevelDistrict: values.isNdeLevelDistrict,
    isStateSponsoredCharterAuthority: values.isStateSponsoredCharterAuthority,
    leaContacts: values.leaContacts.map((c) => ({
      ...(c.id === null ? {} : { id: c.id }),
      name: c.name.trim(),
      title: optional(c.title),
      email: optional(c.email),
      phone: optional(c.phone),
    })),
    schoolYearKeys: values.schoolYearKeys,
  };
}
