import { createHash } from 'node:crypto';

/** The form a login is counted and looked up in, so "A@x.org " and "a@x.org" are one account. */
export function normaliseLogin(login: string): string {
  return login.trim().toLowerCase();
}

/** Stands in for a login or an address in Redis keys and the audit trail, which must not hold them in clear. */
export function fingerprint(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
