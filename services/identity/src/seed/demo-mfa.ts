import { normaliseLogin } from '../sign-in/login-fingerprint';
import { setTimeout as sleep } from 'node:timers/promises';
import { otpauthUri, TOTP_PERIOD_SECONDS, totpCode } from '../mfa/totp';

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

/**
 * For tests that sign in as a demo account many times a minute: a code for the earliest time step
 * the portal still accepts (one either side of now, each once), after `lastUsedStep`; waits for
 * the next step when all three are used.
 */
export async function unusedDemoOtp(email: string, lastUsedStep: number | null): Promise<{ code: string; step: number }> {
  const periodMs = TOTP_PERIOD_SECONDS * 1000;
  for (;;) {
    const now = Math.floor(Date.now() / periodMs);
    // The step before now only while the request can still arrive within now's period.
    const earliest = periodMs - (Date.now() % periodMs) > 5000 ? now - 1 : now;
    const step = Math.max(earliest, (lastUsedStep ?? -Infinity) + 1);
    if (step <= now + 1) return { code: demoOtp(email, step * periodMs), step };
    await sleep(periodMs - (Date.now() % periodMs) + 50);
  }
}
