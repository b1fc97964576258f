import type { Account } from '../accounts/account-repository';
import { fingerprint, normaliseLogin } from '../sign-in/login-fingerprint';

/** Sign-in counts failures per login typed, and an account signs in by user name or by e-mail: both are its logins. */
export function loginFingerprints(account: Pick<Account, 'userName' | 'email'>): string[] {
  return [...new Set([account.userName, account.email].map((login) => fingerprint(normaliseLogin(login))))];
}
