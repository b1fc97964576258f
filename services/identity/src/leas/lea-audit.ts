import { type LeaDetail } from '@portal/shared-contracts/admin';
import { fieldChanges } from '../audit/field-changes';

/** An LEA as its audit entries describe it: its own fields, each contact on a line, its years by name. Users are audited with the users. */
function auditedFields(lea: LeaDetail) {
  return {
    name: lea.name,
    leaCode: lea.leaCode,
    externalDistrictId: lea.externalDistrictId,
    contactEmail: lea.contactEmail,
    streetAddress: lea.streetAddress,
    city: lea.city,
    zip: lea.zip,
    county: lea.county,
    isIncludedInCharterGroup: lea.isIncludedInCharterGroup,
    isNdeLevelDistrict: lea.isNdeLevelDistrict,
    isStateSponsoredCharterAuthority: lea.isStateSponsoredCharterAuthority,
    leaContacts: lea.leaContacts.map((c) => [c.name, c.title, c.email, c.phone].filter(Boolean).join(' / ')),
    leaYears: lea.leaYears.map((y) => y.name),
  };
}

/** The details of an LEA's creation: everything it was created with. */
export const createdDetails = auditedFields;

/** The details of an edit: the LEA's code, and each changed field as [before, after]. */
export function updatedDetails(before: LeaDetail, after: LeaDetail) {
  return { leaCode: after.leaCode, ...fieldChanges(auditedFields(before), auditedFields(after)) };
}
