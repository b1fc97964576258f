import fp from 'fastify-plugin';
import jwt, { type TokenOrHeader } from '@fastify/jwt';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import {
  AppPermissions,
  Headers,
  TOKEN_ALGORITHM,
  TOKEN_AUDIENCE,
  TOKEN_ISSUER,
  claimList,
  hasAnyPermission,
  hasSecondFactor,
  MfaMessages,
  type AccessTokenClaims,
} from '@portal/shared-contracts';
import { badRequest, forbidden, unauthorized } from '../errors';
import type { KeySource, SigningKey } from '../keys';
import { isTokenCurrent, type SessionStates } from '../session-states';

/** Who is calling, from the verified access token only. */
export interface Principal {
  userId: number;
  userName: string;
  roles: string[];
  permissions: Set<string>;
  leaIds: number[];
  /** App.data.allleas: may work in any LEA, the state-level district included. */
  allLeas: boolean;
  can(required: readonly string[]): boolean;
}

/**
 * Per-route access rules; every route declares exactly one of `public` (no sign-in), `signedIn`
 * (any signed-in user: their own account, their messages) or `permissions`. A route without one
 * stops the service from starting (`recordRouteAccess`).
 */
export interface RouteAccess {
  public?: boolean;
  /** Any signed-in user, whatever their permissions: the route scopes what it answers to the caller itself. */
  signedIn?: boolean;
  /** Any one of these lets a caller in. */
  permissions?: readonly string[];
  /** Where given, any one of these as well: the application's own, which the shell's route check asks beside the route's. */
  module?: readonly string[];
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    principal: Principal | null;
    /** The LEA of the CurrentLeaId header, checked against the caller's LEAs. */
    currentLeaId(): number;
  }
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: Omit<AccessTokenClaims, 'iss' | 'aud' | 'exp' | 'iat'> & Partial<Pick<AccessTokenClaims, 'iss' | 'aud' | 'exp' | 'iat'>>;
    user: AccessTokenClaims;
  }
}

export interface AuthOptions {
  keys: KeySource;
  /** Only the identity service signs. */
  signingKey?: SigningKey;
  /** Where a verified token's session and token version are checked, so revocation reaches every service. */
  sessions: SessionStates;
  /** Roles whose permissions a token carries only when its session was signed in with a second factor. */
  mfaRequiredRoles: readonly string[];
}

/** Tokens whose verification is remembered: more than the signed-in users one instance serves at once. */
const VERIFIED_TOKENS_CACHED = 10_000;

/** A token once verified, with the key that signed it. */
interface VerifiedToken {
  claims: AccessTokenClaims;
  kid: string;
}

const bearerTokenOf = (request: FastifyRequest): string | null => {
  const given = request.headers.authorization;
  return given?.startsWith('Bearer ') ? given.slice('Bearer '.length) : null;
};

// A remembered token hands every request the same frozen claims, so its principal is worked out once.
const principals = new WeakMap<AccessTokenClaims, Principal>();

function principalOf(claims: AccessTokenClaims): Principal {
  let principal = principals.get(claims);
  if (!principal) {
    principal = newPrincipal(claims);
    principals.set(claims, principal);
  }
  return principal;
}

function newPrincipal(claims: AccessTokenClaims): Principal {
  const permissions = new Set(claimList(claims.permission));
  return {
    userId: Number(claims.sub),
    userName: claims.name,
    roles: claimList(claims.role),
    permissions,
    leaIds: claims.leas ?? [],
    allLeas: permissions.has(AppPermissions.AllLeas),
    can: (required) => hasAnyPermission(permissions, required),
  };
}

export function parseLeaHeader(request: FastifyRequest): number | null {
  const raw = request.headers[Headers.CurrentLea.toLowerCase()];
  if (raw === undefined || raw === '') return null;
  const value = Number(Array.isArray(raw) ? raw[0] : raw);
  if (!Number.isInteger(value) || value <= 0) throw badRequest(`${Headers.CurrentLea} must be an LEA id`);
  return value;
}

async function authPlugin(app: FastifyInstance, opts: AuthOptions) {
  await app.register(jwt, {
    secret: {
      // Without a private key @fastify/jwt runs in verify-only mode.
      ...(opts.signingKey ? { private: opts.signingKey.privatePem } : {}),
      public: async (_request: FastifyRequest, token: TokenOrHeader) => {
        const header = 'header' in token ? token.header : token;
        const key = header.kid ? await opts.keys.get(header.kid) : null;
        if (!key) throw unauthorized('Unknown signing key');
        return key.pem;
      },
    },
    // The key resolver needs the header's kid, which only a complete decode hands it.
    decode: { complete: true },
    sign: { algorithm: TOKEN_ALGORITHM, iss: TOKEN_ISSUER, aud: TOKEN_AUDIENCE, ...(opts.signingKey ? { kid: opts.signingKey.kid } : {}) },
    verify: {
      algorithms: [TOKEN_ALGORITHM],
      allowedIss: TOKEN_ISSUER,
      allowedAud: TOKEN_AUDIENCE,
      requiredClaims: ['exp', 'sub'],
    },
  });

  // Checking a token's signature, and before it decoding the token to find its key, were the
  // largest costs of an authenticated request. A token verified once is known by its text until
  // it expires (its exp is checked on every request): the same text carries the same claims under
  // the same signature. Its key is still asked for on every request, so a key withdrawn from the
  // key source ends its tokens at once, and the session check below runs on every request.
  const verifiedTokens = new LRUCache<string, VerifiedToken>({ max: VERIFIED_TOKENS_CACHED });
  async function verifiedClaims(request: FastifyRequest): Promise<AccessTokenClaims> {
    const token = bearerTokenOf(request);
    const known = token === null ? undefined : verifiedTokens.get(token);
    if (known && known.claims.exp * 1000 > Date.now() && (await opts.keys.get(known.kid))) return known.claims;
    await request.jwtVerify();
    if (token !== null) {
      const { header } = await request.jwtDecode<{ header: { kid?: string } }>();
      if (header.kid) verifiedTokens.set(token, { claims: Object.freeze(request.user), kid: header.kid });
    }
    return request.user;
  }

  app.decorateRequest('principal', null);
  app.decorateRequest('currentLeaId', function currentLeaId(this: FastifyRequest): number {
    const principal = this.principal;
    if (!principal) throw unauthorized();
    const requested = parseLeaHeader(this);
    if (requested === null) {
      const fallback = principal.leaIds[0];
      if (fallback === undefined) throw badRequest(`${Headers.CurrentLea} is required`);
      return fallback;
    }
    if (!principal.allLeas && !principal.leaIds.includes(requested)) throw forbidden();
    return requested;
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (access?.public) return;
    try {
      request.user = await verifiedClaims(request);
    } catch (error) {
      request.log.info({ reason: (error as { code?: string }).code ?? (error as Error).message }, 'access token refused');
      throw unauthorized('The access token is missing, expired or not valid.');
    }
    if (!(await isTokenCurrent(opts.sessions, request.user))) {
      request.log.info({ reason: 'session-ended-or-access-changed' }, 'access token refused');
      throw unauthorized('The session has ended or the access changed; renew the access token.');
    }
    // The identity service never signs such a token; one signed under another setting, or forged with the key, is refused.
    if (!hasSecondFactor(request.user.amr) && claimList(request.user.role).some((role) => opts.mfaRequiredRoles.includes(role))) {
      request.log.info({ reason: 'second-factor-missing' }, 'access token refused');
      throw forbidden(MfaMessages.secondFactorNeeded);
    }
    request.principal = principalOf(request.user);
    // A CurrentLeaId the caller does not belong to is refused on every route.
    const requested = parseLeaHeader(request);
    if (requested !== null && !request.principal.allLeas && !request.principal.leaIds.includes(requested)) throw forbidden();
    if (access?.permissions && !request.principal.can(access.permissions)) throw forbidden();
    if (access?.module && !request.principal.can(access.module)) throw forbidden();
  });
}

export const auth = fp(authPlugin, { name: 'portal-auth', fastify: '5.x' });
