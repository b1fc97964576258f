import type { FastifyInstance } from 'fastify';
import { hasSecondFactor, type AccessTokenClaims, type TokenResponse } from '@portal/shared-contracts';
import type { AnyDb, MfaSettings } from '@portal/service-kit';
import { sessionAmr } from '../sessions/session-repository';
import { loadAccess, type Account, type AccountAccess } from './account-repository';

/** Access tokens live ten minutes; the refresh token (HttpOnly cookie) renews them. */
export const ACCESS_TOKEN_SECONDS = 600;

type SignedClaims = Omit<AccessTokenClaims, 'iss' | 'aud' | 'exp' | 'iat'>;

function accessTokenClaims(account: Account, access: AccountAccess, sessionId: string, amr: string[], enrol: boolean): SignedClaims {
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
    amr,
    ...(enrol ? { mfa_enrol: true as const } : {}),
  };
}

/**
 * The sign-in answer (spec 3), for a sign-in and for every renewal: the roles, permissions
 * and LEAs are read afresh, so a renewal after a change of access carries the new ones.
 *
 * A session signed in without a second factor gets none of the roles that need one, nor their
 * permissions: what is left (often nothing but the account pages) lets the user set up a factor,
 * and the token says so. Services refuse such a role without a factor anyway; leaving it out here
 * keeps the shell from offering what every call would refuse.
 */
export async function tokenResponse(
  app: FastifyInstance,
  db: AnyDb,
  account: Account,
  sessionId: string,
  mfa: MfaSettings,
): Promise<TokenResponse> {
  const amr = await sessionAmr(db, sessionId);
  const withheld = hasSecondFactor(amr) ? [] : mfa.requiredRoles;
  const access = await loadAccess(db, account.id, withheld);
  const enrol = withheld.length > 0 && (await loadAccess(db, account.id)).roles.some((role) => withheld.includes(role));
  return {
    accessToken: app.jwt.sign(accessTokenClaims(account, access, sessionId, amr, enrol), { expiresIn: ACCESS_TOKEN_SECONDS }),
    expiresIn: ACCESS_TOKEN_SECONDS,
    leaId: account.leaId,
    id: account.id,
  };
}
