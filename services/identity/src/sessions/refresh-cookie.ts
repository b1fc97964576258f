import type { FastifyReply, FastifyRequest } from 'fastify';
import { Compile } from 'typebox/compile';
import { OpaqueSecret } from '../secrets';

/** The refresh token's cookie; sent back only to the /api/auth calls that use it. */
export const REFRESH_COOKIE = 'portal_rt';

// Script cannot read it, other sites cannot make the browser send it, plain HTTP never carries it.
const attributes = { httpOnly: true, secure: true, sameSite: 'strict', path: '/api/auth' } as const;

const refreshSecret = Compile(OpaqueSecret);

export function setRefreshCookie(reply: FastifyReply, secret: string, maxAgeSeconds: number): void {
  void reply.setCookie(REFRESH_COOKIE, secret, { ...attributes, maxAge: maxAgeSeconds });
}

export function clearRefreshCookie(reply: FastifyReply): void {
  void reply.clearCookie(REFRESH_COOKIE, attributes);
}

/** The cookie's refresh token, or null when there is none or it is not of the shape we issue. */
export function readRefreshCookie(request: FastifyRequest): string | null {
  const value = request.cookies[REFRESH_COOKIE];
  return refreshSecret.Check(value) ? value : null;
}
