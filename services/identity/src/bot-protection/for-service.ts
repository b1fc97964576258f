import type { FastifyBaseLogger } from 'fastify';
import type { ServiceContext } from '@portal/service-kit';
import { BotProtection } from './altcha';

const instances = new WeakMap<ServiceContext, BotProtection>();

/**
 * The one BotProtection of a running identity service: the challenge route and the routes that
 * check solutions are separate plugins, and must share its key when ALTCHA_HMAC_KEY is unset.
 */
export function botProtectionFor(ctx: ServiceContext, log: FastifyBaseLogger): BotProtection {
  let instance = instances.get(ctx);
  if (!instance) {
    instance = new BotProtection(ctx.redis, ctx.config.botProtection, `${ctx.config.signIn.redisKeyPrefix}bot:`, log);
    instances.set(ctx, instance);
  }
  return instance;
}
