import { createSigner } from 'fast-jwt';
import { TOKEN_AUDIENCE, TOKEN_ISSUER, type AccessTokenClaims } from '@portal/shared-contracts';
import type { TestPortal } from '@portal/platform/testing';

export const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as AccessTokenClaims;

/**
 * `token` with `changes` to its claims, signed with the portal's own key as the identity service
 * never would sign it: for what every service must refuse (or serve) whoever signed the token.
 */
export function forgedToken(portal: TestPortal, token: string, changes: Partial<AccessTokenClaims>): string {
  const { iat: _iat, exp: _exp, iss: _iss, aud: _aud, ...claims } = claimsOf(token);
  return createSigner({
    key: portal.signingKey.privatePem,
    algorithm: 'ES256',
    kid: portal.signingKey.kid,
    iss: TOKEN_ISSUER,
    aud: TOKEN_AUDIENCE,
    expiresIn: 60_000,
  })({ ...claims, ...changes });
}
