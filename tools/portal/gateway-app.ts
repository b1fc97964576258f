import Fastify, { type FastifyInstance } from 'fastify';

export interface GatewayAppOptions {
  logger?: boolean;
  /** `TRUSTED_PROXIES`: the balancer in front, whose X-Forwarded-For names the caller. */
  trustedProxies: string[];
}

/**
 * The gateway's Fastify instance before its routes: what it believes of a request's origin.
 * Kept apart from the static serving, which jest cannot load, so tests build the gateway's edge.
 */
export function createGatewayApp(opts: GatewayAppOptions): FastifyInstance {
  return Fastify({ logger: opts.logger ?? false, trustProxy: opts.trustedProxies });
}
