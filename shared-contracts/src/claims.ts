// The access token's claims as the browser and the services read them. Kept apart from the
// TypeBox schemas so the browser's shell SDK does not bundle TypeBox for them.

/** Claims of the access token (spec 3), plus the LEAs the user belongs to for scoping. */
export interface AccessTokenClaims {
  sub: string;
  name: string;
  fullname: string;
  email: string;
  jobtitle?: string;
  phone_number?: string;
  role: string | string[];
  permission: string | string[];
  configuration?: string;
  /** LEA ids the user belongs to; users with App.data.allleas may use any LEA. */
  leas: number[];
  /** The session (one sign-in) the token was issued in; revoking the session refuses the token. */
  sid: string;
  /** The user's token version when issued; a change of the user's access bumps it and refuses the token. */
  tv: number;
  /** How the session was signed in (RFC 8176): 'pwd', then 'otp' (authenticator app or recovery code) or 'hwk' (passkey). */
  amr?: string[];
  /**
   * Present when the user holds a role that needs a second factor and has none: the token then
   * carries none of that role's permissions, and the shell sends the user to set one up.
   */
  mfa_enrol?: true;
  iss: string;
  aud: string;
  exp: number;
  iat: number;
}

/** Reads a claim that may be one value or a list (spec 3). */
export function claimList(value: string | string[] | undefined): string[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/** The amr values that prove a second factor (RFC 8176): a one-time code or a passkey. */
export const SECOND_FACTOR_AMR: readonly string[] = ['otp', 'hwk'];

/** True when the token's session was signed in with a second factor. */
export function hasSecondFactor(amr: readonly string[] | undefined): boolean {
  return (amr ?? []).some((method) => SECOND_FACTOR_AMR.includes(method));
}
