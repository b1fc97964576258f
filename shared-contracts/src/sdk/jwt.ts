import type { AccessTokenClaims } from '../claims';

/** The internal token-decoding errors of spec 8. */
export const TokenErrors = {
  illegalBase64: 'Illegal base64url string',
  threeParts: 'JWT must have 3 parts',
  cannotDecode: 'Cannot decode the token',
  emptyToken: 'Received accessToken was empty',
} as const;

function base64UrlDecode(input: string): string {
  let s = input.replace(/-/g, '+').replace(/_/g, '/');
  switch (s.length % 4) {
    case 0:
      break;
    case 2:
      s += '==';
      break;
    case 3:
      s += '=';
      break;
    default:
      throw new Error(TokenErrors.illegalBase64);
  }
  const binary = atob(s);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** Reads the claims of a token without verifying it: the services verify, the browser only reads. */
export function decodeToken(token: string | null | undefined): AccessTokenClaims {
  if (!token) throw new Error(TokenErrors.emptyToken);
  const parts = token.split('.');
  if (parts.length !== 3) throw new Error(TokenErrors.threeParts);
  const body = base64UrlDecode(parts[1] ?? '');
  try {
    return JSON.parse(body) as AccessTokenClaims;
  } catch {
    throw new Error(TokenErrors.cannotDecode);
  }
}
