import { type SessionUser } from '@portal/shared-contracts';

/** Spec 3: fullName, else userName, prefixed by jobTitle when present. */
export function displayName(user: Pick<SessionUser, 'fullName' | 'userName' | 'jobTitle'>): string {
  const name = user.fullName || user.userName;
  return user.jobTitle ? `${user.jobTitle} ${name}` : name;
}
