import { Type, type Static } from 'typebox';
import { LeaGroups } from '../constants';
import { listQuery, pageOf } from '../schemas/lists';

/** Spec 9's LEA groups: an LEA in the charter group is a Charter, every other one a District. */
export const LeaGroup = Type.Union([Type.Literal(LeaGroups.Districts), Type.Literal(LeaGroups.Charters)]);
export type LeaGroup = Static<typeof LeaGroup>;

/** The limits the LEA form and the identity service both apply (directory-rules.ts). */
export const LeaLimits = {
  leaCode: 20,
  externalDistrictId: 50,
  /** Letters and digits, with dots, hyphens or underscores inside: '01-1000'. */
  leaCodePattern: /^[A-Za-z0-9](?:[A-Za-z0-9._-]*[A-Za-z0-9])?$/,
} as const;

/** The service's words where the shared field messages have none: a clash with another LEA, a delete refused. */
export const LeaMessages = {
  codeTaken: 'Another LEA already has this code.',
  stateLevelTaken: (name: string) => `${name} is already the state-level district; there can be only one.`,
  notFound: 'There is no LEA with this id.',
  inUse: (name: string) => `${name} cannot be deleted while other records need it.`,
} as const;

const NullableText = Type.Union([Type.String(), Type.Null()]);

/** A person to contact at an LEA. */
export const LeaContact = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  title: NullableText,
  email: NullableText,
  phone: NullableText,
});
export type LeaContact = Static<typeof LeaContact>;

/** A contact as the form sends it: with its id when it exists already, without for a new one. */
export const LeaContactSave = Type.Object(
  {
    id: Type.Optional(Type.Union([Type.Integer({ minimum: 1 }), Type.Null()])),
    name: Type.String(),
    title: NullableText,
    email: NullableText,
    phone: NullableText,
  },
  { additionalProperties: false },
);
export type LeaContactSave = Static<typeof LeaContactSave>;

/** A school year the LEA takes part in, with its name (spec 3: leaYears with name). */
export const LeaYear = Type.Object({ schoolYearKey: Type.Integer(), name: Type.String() });
export type LeaYear = Static<typeof LeaYear>;

/** A user who works in the LEA (spec 3's userLeas). */
export const LeaUserLink = Type.Object({ userId: Type.Integer(), fullName: Type.String(), email: Type.String() });
export type LeaUserLink = Static<typeof LeaUserLink>;

const leaFields = {
  name: Type.String(),
  leaCode: Type.String(),
  externalDistrictId: NullableText,
  contactEmail: NullableText,
  streetAddress: NullableText,
  city: NullableText,
  zip: NullableText,
  county: NullableText,
  isIncludedInCharterGroup: Type.Boolean(),
  isNdeLevelDistrict: Type.Boolean(),
  isStateSponsoredCharterAuthority: Type.Boolean(),
};

/** GET api/leas/{id}: every field of spec 3's LEA. */
export const LeaDetail = Type.Object({
  id: Type.Integer(),
  ...leaFields,
  group: LeaGroup,
  leaContacts: Type.Array(LeaContact),
  leaYears: Type.Array(LeaYear),
  /** The keys of leaYears, as PUT api/leas takes them: the LEA as read can be saved back as it is. */
  schoolYearKeys: Type.Array(Type.Integer()),
  userLeas: Type.Array(LeaUserLink),
});
export type LeaDetail = Static<typeof LeaDetail>;

const leaSaveFields = {
  ...leaFields,
  leaContacts: Type.Array(LeaContactSave),
  /** The school years the LEA takes part in, by key; the list replaces the one stored. */
  schoolYearKeys: Type.Array(Type.Integer()),
};

/** POST api/leas: a new LEA with its contacts and years. */
export const LeaCreate = Type.Object(leaSaveFields, { additionalProperties: false });
export type LeaCreate = Static<typeof LeaCreate>;

/** PUT api/leas: the whole LEA again, named by its id; contacts left out are removed. */
export const LeaUpdate = Type.Object({ id: Type.Integer({ minimum: 1 }), ...leaSaveFields }, { additionalProperties: false });
export type LeaUpdate = Static<typeof LeaUpdate>;

/** A row of the Manage LEAs list. */
export const LeaListItem = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  leaCode: Type.String(),
  group: LeaGroup,
  externalDistrictId: NullableText,
  city: NullableText,
  county: NullableText,
  contactEmail: NullableText,
  isIncludedInCharterGroup: Type.Boolean(),
  isNdeLevelDistrict: Type.Boolean(),
  isStateSponsoredCharterAuthority: Type.Boolean(),
  schoolCount: Type.Integer(),
  userCount: Type.Integer(),
});
export type LeaListItem = Static<typeof LeaListItem>;

export const LEA_SORT_FIELDS = ['name', 'leaCode', 'externalDistrictId', 'city', 'county', 'schoolCount', 'userCount'] as const;

/** GET api/leas: searched by name or code, filtered by group and by the state-level and authority flags. */
export const LeaListQuery = listQuery(LEA_SORT_FIELDS, {
  group: Type.Optional(LeaGroup),
  isNdeLevelDistrict: Type.Optional(Type.Boolean()),
  isStateSponsoredCharterAuthority: Type.Optional(Type.Boolean()),
});
export type LeaListQuery = Static<typeof LeaListQuery>;

export const LeaPage = pageOf(LeaListItem);
export type LeaPage = Static<typeof LeaPage>;

/** A row of an LEA's users (GET api/leas/{id}/users). */
export const LeaUser = Type.Object({
  id: Type.Integer(),
  fullName: Type.String(),
  email: Type.String(),
  jobTitle: NullableText,
  enabled: Type.Boolean(),
  roles: Type.Array(Type.String()),
});
export type LeaUser = Static<typeof LeaUser>;

export const LEA_USER_SORT_FIELDS = ['fullName', 'email', 'jobTitle', 'enabled'] as const;
export const LeaUserQuery = listQuery(LEA_USER_SORT_FIELDS, {});
export type LeaUserQuery = Static<typeof LeaUserQuery>;
export const LeaUserPage = pageOf(LeaUser);
export type LeaUserPage = Static<typeof LeaUserPage>;

/** A school of an LEA (GET api/leas/schools/{id}). */
export const LeaSchool = Type.Object({ id: Type.Integer(), name: Type.String(), externalSchoolId: Type.String() });
export type LeaSchool = Static<typeof LeaSchool>;

/** The group an LEA belongs to (spec 9). */
export function leaGroupOf(lea: { isIncludedInCharterGroup: boolean }): LeaGroup {
  return lea.isIncludedInCharterGroup ? LeaGroups.Charters : LeaGroups.Districts;
}
