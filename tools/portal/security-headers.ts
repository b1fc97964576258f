import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The one policy for everything the portal's origin serves. Scripts come only from the portal's
 * own files: no inline script, no eval. Styles may be inline: antd writes its CSS-in-JS into
 * <style> elements, and although it can stamp them with a nonce, rc-component's scroll locker
 * (every Modal and Drawer) injects one without, which a nonce policy would block. An injected
 * style cannot send anything away: images, fonts and requests may reach only this origin.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const ONE_YEAR_SECONDS = 31_536_000;

/**
 * Every answer of the gateway, pages, assets, remotes.json and the services' API alike, carries
 * the policy, nosniff, no referrer (the reset page's token is in its URL) and, over https, HSTS.
 * The portal is on https when PUBLIC_URL says so or a trusted proxy's X-Forwarded-Proto does.
 */
export function addSecurityHeaders(app: FastifyInstance, opts: { publicUrl: string }): void {
  const publicHttps = new URL(opts.publicUrl).protocol === 'https:';
  const overHttps = (request: FastifyRequest) => publicHttps || request.protocol === 'https';
  app.addHook('onSend', async (request, reply) => {
    void reply.headers({
      'content-security-policy': CONTENT_SECURITY_POLICY,
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
      'x-frame-options': 'DENY',
    });
    // The services add their own HSTS; over plain http the edge answers without it.
    if (overHttps(request)) void reply.header('strict-transport-security', `max-age=${ONE_YEAR_SECONDS}; includeSubDomains`);
    else void reply.removeHeader('strict-transport-security');
  });
}
