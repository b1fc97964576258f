/**
 * What must never appear in a log line (ASVS 7.1): credentials, tokens, and the link secrets
 * sent by e-mail. The whole test run's service logs are scanned for these (tools/test/scan-logs.ts).
 */
const secretPatterns: readonly (readonly [kind: string, pattern: RegExp])[] = [
  ['a signed token (JWT)', /eyJ[\w-]{8,}\.eyJ[\w-]{8,}\.[\w-]{8,}/],
  ['a password hash', /\$argon2(?:id|i|d)\$/],
  ['a refresh-token cookie', /portal_rt=[\w-]{20,}/],
  ['a link secret in a URL', /[?&](?:uid|token)=[\w%-]{20,}/],
  ['the demo password', /Portal-Demo-2026!/],
  // A credential-carrying field logged with its value, rather than redacted or left out.
  [
    'an unredacted credential field',
    /"(?:password|currentPassword|newPassword|confirmPassword|recaptchaToken|accessToken|refreshToken|authorization|cookie|set-cookie|uid|token)"\s*:\s*"(?!\[Redacted\])[^"]+"/i,
  ],
];

/** The kinds of secret a log line gives away; empty when it is clean. */
export function secretsIn(line: string): string[] {
  return secretPatterns.filter(([, pattern]) => pattern.test(line)).map(([kind]) => kind);
}

/** Where test runs write service logs for the scan; unset keeps tests quiet. */
export const TEST_LOG_DIR_ENV = 'PORTAL_TEST_LOG_DIR';
