import { type FieldErrors } from '@portal/shared-contracts';
import { userFieldErrors, type ManagedUser, type UserDocument } from '@portal/shared-contracts/admin';

/** What the user dialog edits: the document, with its optional texts as the inputs hold them. */
export interface UserFormValues {
  userName: string;
  email: string;
  fullName: string;
  jobTitle: string;
  phoneNumber: string;
  enabled: boolean;
  roleIds: number[];
  leaIds: number[];
}

export function initialUserValues(user: ManagedUser | null): UserFormValues {
  if (!user) return { userName: '', email: '', fullName: '', jobTitle: '', phoneNumber: '', enabled: true, roleIds: [], leaIds: [] };
  const { userName, email, fullName, jobTitle, phoneNumber, enabled, roleIds, leaIds } = user;
  return {
    userName,
    email,
    fullName,
    jobTitle: jobTitle ?? '',
    phoneNumber: phoneNumber ?? '',
    enabled,
    roleIds: [...roleIds],
    leaIds: [...leaIds],
  };
}

/**
 * The identity service's own rules (user-admin-rules), so the dialog refuses exactly what the
 * service would. Without every LEA an administrator must give one of theirs.
 */
export function validateUser(values: UserFormValues, leaRequired: boolean): FieldErrors {
  return userFieldErrors(values, { leaRequired });
}

export function toUserDocument(values: UserFormValues): UserDocument {
  return {
    userName: values.userName.trim(),
    email: values.email.trim(),
    fullName: values.fullName.trim(),
    jobTitle: values.jobTitle.trim() || null,
    phoneNumber: values.phoneNumber.trim() || null,
    enabled: values.enabled,
    roleIds: values.roleIds,
    leaIds: values.leaIds,
  };
}
