import type { FastifyInstance } from 'fastify';
import { type AccessTokenClaims, type TokenResponse } from '@portal/shared-contracts';
import type { AnyDb } from '@portal/service-kit';
import { loadAccess, type Account, type AccountAccess } from './account-repository';

/** Access tokens live ten minutes; the refresh token (HttpOnly cookie) renews them. */
export const ACCESS_TOKEN_SECONDS = 600;

type SignedClaims = Omit<AccessTokenClaims, 'iss' | 'aud' | 'exp' | 'iat'>;

function accessTokenClaims(account: Account, access: AccountAccess, sessionId: string): SignedClaims {
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
    sid: sessionId,
    tv: account.tokenVersion,
  };
}

/**
 * The sign-in answer (spec 3), for a sign-in and for every renewal: the roles, permissions
 * and LEAs are read afresh, so a renewal after a change of access carries the new ones.
 */
export async function tokenResponse(app: FastifyInstance, db: AnyDb, account: Account, sessionId: string): Promise<TokenResponse> {
  const access = await loadAccess(db, account.id);
  return {
    accessToken: app.jwt.sign(accessTokenClaims(account, access, sessionId), { expiresIn: ACCESS_TOKEN_SECONDS }),
    expiresIn: ACCESS_TOKEN_SECONDS,
    leaId: account.leaId,
    id: account.id,
  };
}
