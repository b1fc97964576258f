import { TEXT_MAX_LENGTH } from '../constants';
import { FieldMessages } from '../field-messages';
import { collect, EMAIL, PHONE, textError, type FieldErrors } from '../field-rules';
import { permissionCatalogue } from '../permissions';
import { Roles } from '../roles';

// Plain functions, like the password policy: Manage Users' and Manage Roles' forms run these, and
// the identity service runs the same ones, so a form never accepts what the service refuses.

/** What an administrator types about a user. */
export interface UserFields {
  userName: string;
  email: string;
  fullName: string;
  jobTitle: string | null;
  phoneNumber: string | null;
  leaIds: readonly number[];
}

export interface RoleFields {
  name: string;
  description: string;
  permissions: readonly string[];
}

export const ROLE_NAME_MAX_LENGTH = TEXT_MAX_LENGTH.small;
export const ROLE_DESCRIPTION_MAX_LENGTH = TEXT_MAX_LENGTH.medium;

/** A user name signs in as typed, so it has no spaces. */
const USER_NAME = /^\S+$/;

/**
 * Spec 5's rules for a user's fields; empty when every field passes. An administrator without
 * every LEA must give a user one of theirs (`leaRequired`), or would lose sight of the user.
 */
export function userFieldErrors(fields: UserFields, { leaRequired = false } = {}): FieldErrors {
  return collect({
    userName: textError(fields.userName, { required: true, format: { test: USER_NAME, message: FieldMessages.incorrectFormat } }),
    email: textError(fields.email, { required: true, format: { test: EMAIL, message: FieldMessages.email } }),
    fullName: textError(fields.fullName, { required: true }),
    jobTitle: textError(fields.jobTitle, {}),
    phoneNumber: textError(fields.phoneNumber, { format: { test: PHONE, message: FieldMessages.incorrectFormat } }),
    leaIds: leaRequired && fields.leaIds.length === 0 ? FieldMessages.required : null,
  });
}

const cataloguePermissions = new Set<string>(permissionCatalogue.map((p) => p.value));

/** Spec 5's rules for a role: a name, a description that fits, and permissions from the catalogue only. */
export function roleFieldErrors(fields: RoleFields): FieldErrors {
  return collect({
    name: textError(fields.name, { required: true, max: ROLE_NAME_MAX_LENGTH }),
    description: textError(fields.description, { max: ROLE_DESCRIPTION_MAX_LENGTH }),
    permissions: fields.permissions.every((p) => cataloguePermissions.has(p)) ? null : FieldMessages.selectFromList,
  });
}

/**
 * No escalation: an administrator gives, takes, creates, changes or deletes only a role whose
 * permissions they hold every one of, and manages only users whose permissions they hold.
 */
export function holdsEvery(held: Iterable<string>, permissions: Iterable<string>): boolean {
  const set = held instanceof Set ? (held as Set<string>) : new Set(held);
  for (const permission of permissions) if (!set.has(permission)) return false;
  return true;
}

const builtInRoleNames = new Set<string>(Object.values(Roles));

/** The roles of spec 6 that the portal's code names (sign-in sends a public requester to the request page): kept, and kept by their names. */
export function isBuiltInRole(name: string): boolean {
  return builtInRoleNames.has(name);
}

/** What Manage Users and Manage Roles are told when the service refuses; shown as the service words them. */
export const UserAdminMessages = {
  emailTaken: 'Another user already has this email.',
  userNameTaken: 'Another user already has this user name.',
  cannotDisableSelf: 'You cannot disable your own account.',
  cannotDeleteSelf: 'You cannot delete your own account.',
  mayNotAssignRoles: 'You may not give or take roles.',
  roleBeyondYours: (name: string) => `The role ${name} carries permissions you do not hold.`,
  userBeyondYours: 'This user holds permissions you do not hold.',
  userBeyondYourLeas: 'This user belongs to LEAs that are not yours.',
  leaBeyondYours: 'You can only give or take your own LEAs.',
} as const;

export const RoleAdminMessages = {
  nameTaken: 'Another role already has this name.',
  builtInKept: "The portal's own roles cannot be deleted or renamed.",
  permissionBeyondYours: 'You can only give or take permissions you hold.',
  inUse: (name: string, users: number) =>
    `The role ${name} is held by ${users} ${users === 1 ? 'user' : 'users'}. Choose a role to give ${users === 1 ? 'that user' : 'them'} instead, or take the role away from ${users === 1 ? 'that user' : 'them'}.`,
  reassignToItself: 'Choose another role to give its users.',
} as const;
