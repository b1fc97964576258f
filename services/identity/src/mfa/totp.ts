import { HOTP, Secret, TOTP } from 'otpauth';

/** RFC 6238 as every authenticator app reads an otpauth URI without options: SHA-1, six digits, 30 s. */
export const TOTP_PERIOD_SECONDS = 30;
const DIGITS = 6;
const ISSUER = 'Special Education Portal';

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** What an authenticator app scans or is given: the secret, the portal's name and the account's. */
export function otpauthUri(secret: string, accountName: string): string {
  return new TOTP({
    issuer: ISSUER,
    label: accountName,
    secret: Secret.fromBase32(secret),
    digits: DIGITS,
    period: TOTP_PERIOD_SECONDS,
  }).toString();
}

function stepAt(time: number): number {
  return Math.floor(time / 1000 / TOTP_PERIOD_SECONDS);
}

/** The code an authenticator app shows now (demo:otp, the tests). */
export function totpCode(secret: string, time = Date.now()): string {
  return HOTP.generate({ secret: Secret.fromBase32(secret), counter: stepAt(time), digits: DIGITS });
}

/**
 * The time step a code belongs to, one step either side of now allowed for clock drift; null
 * for a wrong code, and for a step not later than `lastUsedStep`, so a code seen once (over a
 * shoulder, in a log) cannot be used again.
 */
export function acceptedTotpStep(secret: string, code: string, lastUsedStep: number | null, time = Date.now()): number | null {
  const token = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const now = stepAt(time);
  const delta = HOTP.validate({ token, secret: Secret.fromBase32(secret), counter: now, digits: DIGITS, window: 1 });
  if (delta === null) return null;
  const step = now + delta;
  return lastUsedStep !== null && step <= lastUsedStep ? null : step;
}
