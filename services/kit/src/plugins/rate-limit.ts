import { createRequire } from 'node:module';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import rateLimit, { type FastifyRateLimitStore, type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import { HttpError } from '../errors';

// The plugin's own Redis store (its counting script), which the package neither exports by name nor types.
const RedisStore = createRequire(import.meta.url)('@fastify/rate-limit/store/RedisStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: Redis,
  key: string,
) => FastifyRateLimitStore;

/** What a route with a limit of its own answers while its counts cannot be read. */
const RATE_LIMIT_UNAVAILABLE = 'This is temporarily unavailable. Please try again in a few minutes.';

/** How the rate limiter has fared; shown by the service's readiness answer. */
export interface RateLimitFigures {
  /** Requests let through unchecked because Redis, which holds the counts, could not be reached. */
  readonly requestsNotRateLimited: number;
}

type Counted = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * Counts in Redis, shared by every instance. While Redis cannot be reached the general limit
 * lets requests through, so an outage of a cache does not take the API down, and logs and counts
 * each one. A route with a stricter limit of its own (registration, password recovery) guards
 * against abuse, so it refuses with 503 instead, as sign-in and its bot protection do.
 */
function tolerantRedisStore(redis: Redis, nameSpace: string, log: FastifyBaseLogger) {
  let notLimited = 0;
  let failing = false;

  const fault = (err: Error | null) => {
    notLimited++;
    if (!failing) log.error({ err, redis: redis.status }, 'rate limiting is off: its counts cannot be reached in Redis');
    failing = true;
  };
  const recovered = () => {
    if (failing) log.warn({ requestsNotRateLimited: notLimited }, 'rate limiting is back: Redis answers again');
    failing = false;
  };

  const wrap = (inner: FastifyRateLimitStore, strict: boolean): FastifyRateLimitStore => ({
    incr(key, done: Counted, timeWindow, max) {
      const failed = (err: Error | null) => {
        fault(err);
        if (strict) done(new HttpError(503, 'SERVICE_UNAVAILABLE', RATE_LIMIT_UNAVAILABLE));
        else done(null, { current: 0, ttl: timeWindow });
      };
      // A command for a disconnected client waits for reconnection attempts; an outage should not slow every answer.
      if (redis.status !== 'ready') return failed(null);
      inner.incr(
        key,
        (err, result) => {
          if (err || !result) return failed(err);
          recovered();
          done(null, result);
        },
        timeWindow,
        max,
      );
    },
    child: (routeOptions) => wrap(inner.child(routeOptions), true),
  });

  const Store = class {
    constructor() {
      return wrap(new RedisStore(false, false, redis, nameSpace), false);
    }
  } as unknown as FastifyRateLimitStoreCtor;
  return {
    Store,
    figures: {
      get requestsNotRateLimited() {
        return notLimited;
      },
    } satisfies RateLimitFigures,
  };
}

/** The general limit of `max` requests a minute per caller address; in memory when there is no Redis (one process). */
export async function registerRateLimit(
  app: FastifyInstance,
  opts: { max: number; redis: Redis | null; nameSpace: string },
): Promise<RateLimitFigures> {
  if (!opts.redis) {
    await app.register(rateLimit, { max: opts.max, timeWindow: '1 minute' });
    return { requestsNotRateLimited: 0 };
  }
  const { Store, figures } = tolerantRedisStore(opts.redis, opts.nameSpace, app.log);
  await app.register(rateLimit, { max: opts.max, timeWindow: '1 minute', store: Store });
  return figures;
}
