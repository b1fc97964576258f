import type { FastifyInstance } from 'fastify';
import type { AccessTokenClaims } from '@portal/shared-contracts';
import type { Account, AccountAccess } from './account-repository';

/** Access tokens live ten minutes; the refresh token (HttpOnly cookie) renews them. */
export const ACCESS_TOKEN_SECONDS = 600;

type SignedClaims = Omit<AccessTokenClaims, 'iss' | 'aud' | 'exp' | 'iat'>;

export function accessTokenClaims(account: Account, access: AccountAccess): SignedClaims {
  return {
    sub: String(account.id),
    name: account.userName,
    fullname: account.fullName,
    email: account.email,
    ...(account.jobTitle ? { jobtitle: account.jobTitle } : {}),
    ...(account.phoneNumber ? { phone_number: account.phoneNumber } : {}),
    role: access.roles,
    permission: access.permissions,
    configuration: JSON.stringify(account.configuration),
    leas: access.leaIds,
  };
}

export function signAccessToken(app: FastifyInstance, account: Account, access: AccountAccess): string {
  return app.jwt.sign(accessTokenClaims(account, access), { expiresIn: ACCESS_TOKEN_SECONDS });
}
