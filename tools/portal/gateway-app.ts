import Fastify, { type FastifyInstance } from 'fastify';
import { addSecurityHeaders } from './security-headers';

export interface GatewayAppOptions {
  logger?: boolean;
  /** `TRUSTED_PROXIES`: the balancer in front, whose X-Forwarded-For names the caller. */
  trustedProxies: string[];
  /** `PUBLIC_URL`: an https one turns on HSTS. */
  publicUrl: string;
}

/**
 * The gateway's Fastify instance before its routes: what it believes of a request's origin, and
 * the security headers of every answer. Kept apart from the static serving, which jest cannot
 * load, so tests build the gateway's edge.
 */
export function createGatewayApp(opts: GatewayAppOptions): FastifyInstance {
  const app = Fastify({ logger: opts.logger ?? false, trustProxy: opts.trustedProxies });
  addSecurityHeaders(app, { publicUrl: opts.publicUrl });
  return app;
}
