import type { FastifyRequest } from 'fastify';
import { forbidden } from '@portal/service-kit';

export const FOREIGN_ORIGIN = 'This request came from a page outside the portal and was refused.';

/**
 * An onRequest hook for the calls the refresh cookie authorises (renewal, sign-out): a browser
 * sends `Origin` with every POST, so one naming a site other than the portal's (CORS_ORIGINS,
 * PUBLIC_URL) is a forgery riding on the cookie, and is refused 403, as is `Origin: null`
 * (sandboxed frames, redirects). A request without Origin is not a browser's: a script that
 * holds the cookie holds the session anyway, so it is let through, as curl and the tests are.
 */
export function sameSiteOrigin(allowed: readonly string[]) {
  const origins = new Set(allowed.map((url) => new URL(url).origin));
  return async (request: FastifyRequest): Promise<void> => {
    const origin = request.headers.origin;
    if (origin === undefined) return;
    if (!origins.has(origin)) {
      request.log.info({ event: 'foreign-origin-refused', url: request.routeOptions.url }, 'cookie call from a foreign origin refused');
      throw forbidden(FOREIGN_ORIGIN);
    }
  };
}
