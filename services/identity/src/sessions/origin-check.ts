import type { FastifyRequest } from 'fastify';
import { forbidden, type ServiceConfig } from '@portal/service-kit';

export const FOREIGN_ORIGIN = 'This request came from a page outside the portal and was refused.';

/**
 * An onRequest hook for the calls that use or set the refresh cookie (sign-in and its second step,
 * renewal, sign-out): a browser sends `Origin` with every POST, so one naming a site other than
 * the portal's is a forgery, and is refused 403, as is `Origin: null` (sandboxed frames,
 * redirects). On renewal and sign-out the forgery rides on the cookie; on sign-in it would put
 * the victim's browser in a session of the attacker's account (login CSRF), where what they type
 * goes to the attacker. A request without Origin is not a browser's: a script that holds the
 * cookie or the password holds the session anyway, so it is let through, as curl and the tests are.
 */
function sameSiteOrigin(allowed: readonly string[]) {
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

/** The hook for the portal's own origins: CORS_ORIGINS and PUBLIC_URL. */
export const portalOriginCheck = (config: Pick<ServiceConfig, 'corsOrigins' | 'publicUrl'>) =>
  sameSiteOrigin([...config.corsOrigins, config.publicUrl]);
