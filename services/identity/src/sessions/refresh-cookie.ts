import type { FastifyReply, FastifyRequest } from 'fastify';
import { Compile } from 'typebox/compile';
import { OpaqueSecret } from '../secrets';

/** The refresh token's cookie; sent back only to the /api/auth calls that use it. */
export const REFRESH_COOKIE = 'portal_rt';

/**
 * Over https the name carries the `__Secure-` prefix, so the browser takes the cookie only when
 * set Secure by a secure page: a plain-http page or a sibling subdomain cannot plant one under
 * this name. A plain-http portal (development on localhost) keeps the bare name.
 */
export function refreshCookieName(publicUrl: string): string {
  return new URL(publicUrl).protocol === 'https:' ? `__Secure-${REFRESH_COOKIE}` : REFRESH_COOKIE;
}

// Script cannot read it, other sites cannot make the browser send it, plain HTTP never carries it.
const attributes = { httpOnly: true, secure: true, sameSite: 'strict', path: '/api/auth' } as const;

const refreshSecret = Compile(OpaqueSecret);

export interface RefreshCookie {
  set(reply: FastifyReply, secret: string, maxAgeSeconds: number): void;
  clear(reply: FastifyReply): void;
  /** The cookie's refresh token, or null when there is none or it is not of the shape we issue. */
  read(request: FastifyRequest): string | null;
}

/** The refresh cookie of a portal reached at `publicUrl`. */
export function refreshCookie(publicUrl: string): RefreshCookie {
  const name = refreshCookieName(publicUrl);
  return {
    set: (reply, secret, maxAgeSeconds) => void reply.setCookie(name, secret, { ...attributes, maxAge: maxAgeSeconds }),
    clear: (reply) => void reply.clearCookie(name, attributes),
    read(request) {
      const value = request.cookies[name];
      return refreshSecret.Check(value) ? value : null;
    },
  };
}
