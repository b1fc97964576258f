import { FieldMessages } from '../field-messages';
import { LeaLimits } from './lea-schemas';
import { SchoolLimits } from './school-schemas';
import { EMAIL, PHONE, collect, textError, type FieldErrors } from '../field-rules';

// Manage LEAs' and Manage Schools' forms run these, and the identity service runs the same ones
// on what it is sent, so a form never accepts what the service refuses. Clashes with other
// records (a code or an external id already taken) only the service can see.

/** A US zip code, five digits or zip+4, as the SDK's zip rule has it. */
const ZIP = /^\d{5}(-\d{4})?$/;

export interface LeaContactFields {
  name: string;
  title: string | null;
  email: string | null;
  phone: string | null;
}

export interface LeaFields {
  name: string;
  leaCode: string;
  externalDistrictId: string | null;
  contactEmail: string | null;
  streetAddress: string | null;
  city: string | null;
  zip: string | null;
  county: string | null;
  leaContacts: readonly LeaContactFields[];
}

export interface SchoolFields {
  name: string;
  externalSchoolId: string;
  leaId: number | null;
}

const emailFormat = { test: EMAIL, message: FieldMessages.email };

function contactErrors(contact: LeaContactFields, prefix: string): FieldErrors {
  const errors = collect({
    name: textError(contact.name, { required: true }),
    title: textError(contact.title, {}),
    email: textError(contact.email, { format: emailFormat }),
    phone: textError(contact.phone, { format: { test: PHONE, message: FieldMessages.incorrectFormat } }),
  });
  return Object.fromEntries(Object.entries(errors).map(([field, message]) => [`${prefix}.${field}`, message]));
}

/** Spec 5's rules for an LEA and its contacts, keyed by field ('leaContacts.0.email' for a contact's); empty when all pass. */
export function leaFieldErrors(fields: LeaFields): FieldErrors {
  return {
    ...collect({
      name: textError(fields.name, { required: true }),
      leaCode: textError(fields.leaCode, {
        required: true,
        max: LeaLimits.leaCode,
        format: { test: LeaLimits.leaCodePattern, message: FieldMessages.incorrectFormat },
      }),
      externalDistrictId: textError(fields.externalDistrictId, { max: LeaLimits.externalDistrictId }),
      contactEmail: textError(fields.contactEmail, { format: emailFormat }),
      streetAddress: textError(fields.streetAddress, {}),
      city: textError(fields.city, {}),
      zip: textError(fields.zip, { format: { test: ZIP, message: FieldMessages.zip } }),
      county: textError(fields.county, {}),
    }),
    ...Object.assign({}, ...fields.leaContacts.map((contact, i) => contactErrors(contact, `leaContacts.${i}`))),
  };
}

/** Spec 5's rules for a school; empty when all pass. Whether the LEA exists only the service knows. */
export function schoolFieldErrors(fields: SchoolFields): FieldErrors {
  return collect({
    name: textError(fields.name, { required: true, max: SchoolLimits.name }),
    externalSchoolId: textError(fields.externalSchoolId, { required: true, max: SchoolLimits.externalSchoolId }),
    leaId: fields.leaId === null ? FieldMessages.required : null,
  });
}
