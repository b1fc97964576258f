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
