import { normaliseLogin } from '../sign-in/login-fingerprint';
import { otpauthUri, totpCode } from '../mfa/totp';

/**
 * The authenticator-app secrets of the demo accounts whose roles need a second factor by
 * default. Public on purpose, like the demo password: the README prints them so a tester can
 * add them to an authenticator app, and `npm run demo:otp` and the tests compute their codes.
 */
export const demoTotpSecrets: Readonly<Record<string, string>> = {
  'siteadmin@example.org': 'LDH3DR2BW6JTEAKVYDPPBOPVGRCMRYEP',
  'stateadmin@example.org': 'ZHWBYMXNR4LN2VGJA5XHXS55AHEK7T3A',
};

export function demoTotpSecret(email: string): string | undefined {
  return demoTotpSecrets[normaliseLogin(email)];
}

/** The code an authenticator app holding the demo account's secret shows now. */
export function demoOtp(email: string, time = Date.now()): string {
  const secret = demoTotpSecret(email);
  if (!secret) throw new Error(`${email} is not a demo account with an authenticator app (${Object.keys(demoTotpSecrets).join(', ')})`);
  return totpCode(secret, time);
}

export function demoOtpauthUri(email: string): string {
  const secret = demoTotpSecret(email);
  if (!secret) throw new Error(`${email} is not a demo account with an authenticator app`);
  return otpauthUri(secret, email);
}
