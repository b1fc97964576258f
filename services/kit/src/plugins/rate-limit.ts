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

/** How often an instance adds the requests it counted alone to the shared count in Redis. */
export const RATE_LIMIT_SYNC_MS = 250;

// Adds a batch of requests to a caller's count and starts the window with the first.
const ADD_TO_COUNT = `
  local current = redis.call('INCRBY', KEYS[1], ARGV[1])
  local ttl = redis.call('PTTL', KEYS[1])
  if ttl < 0 then
    redis.call('PEXPIRE', KEYS[1], ARGV[2])
    ttl = tonumber(ARGV[2])
  end
  return {current, ttl}
`;

type RedisWithCount = Redis & {
  addToRateCount(key: string, requests: number, windowMs: number, done: (err: Error | null, result?: [number, number]) => void): void;
};

interface CallerCount {
  /** The shared count when this instance last read it. */
  shared: number;
  /** Requests let through here and not yet added to the shared count. */
  pending: number;
  resetsAt: number;
  windowMs: number;
}

/**
 * The general limit's counts, shared by every instance through Redis without a round trip on
 * most requests (it was one of the costs of every authenticated request). A caller's first
 * request in a window, and every request once the count it knows has reached half the limit,
 * is counted in Redis before it is answered, with whatever this instance counted alone since;
 * below half the limit an instance counts alone and adds its requests to Redis every
 * RATE_LIMIT_SYNC_MS. So a caller near the limit is counted exactly, and the most an
 * instance's own counting can add above the limit is the other instances' uncounted half
 * limits, for one sync interval.
 */
class BatchedRedisStore implements FastifyRateLimitStore {
  private readonly callers = new Map<string, CallerCount>();
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly redis: RedisWithCount,
    private readonly nameSpace: string,
    private readonly onSyncError: (err: Error) => void,
  ) {
    if (!redis.addToRateCount) redis.defineCommand('addToRateCount', { numberOfKeys: 1, lua: ADD_TO_COUNT });
    this.timer = setInterval(() => this.sync(), RATE_LIMIT_SYNC_MS).unref();
  }

  incr(key: string, done: Counted, timeWindow: number, max: number): void {
    const now = Date.now();
    const caller = this.callers.get(key);
    if (caller && now < caller.resetsAt && caller.shared + caller.pending + 1 <= max / 2) {
      caller.pending++;
      done(null, { current: caller.shared + caller.pending, ttl: caller.resetsAt - now });
      return;
    }
    const add = 1 + (caller && now < caller.resetsAt ? caller.pending : 0);
    if (caller) caller.pending = 0;
    this.add(key, add, timeWindow, (err, counted) => (err ? done(err) : done(null, counted)));
  }

  private add(
    key: string,
    requests: number,
    windowMs: number,
    done: (err: Error | null, counted?: { current: number; ttl: number }) => void,
  ) {
    this.redis.addToRateCount(this.nameSpace + key, requests, windowMs, (err, result) => {
      if (err || !result) return done(err ?? new Error('no count from Redis'));
      const [current, ttl] = result;
      const caller = this.callers.get(key);
      const next = { shared: current, pending: caller?.pending ?? 0, resetsAt: Date.now() + ttl, windowMs };
      this.callers.set(key, next);
      done(null, { current: current + next.pending, ttl });
    });
  }

  private sync(): void {
    const now = Date.now();
    for (const [key, caller] of this.callers) {
      if (now >= caller.resetsAt) {
        this.callers.delete(key);
      } else if (caller.pending > 0 && this.redis.status === 'ready') {
        const requests = caller.pending;
        caller.pending = 0;
        this.add(key, requests, caller.windowMs, (err) => err && this.onSyncError(err));
      }
    }
  }

  /** Routes with limits of their own are few and guard against abuse: each request is counted in Redis. */
  child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
    return new RedisStore(false, false, this.redis, this.nameSpace).child(routeOptions);
  }

  close(): void {
    clearInterval(this.timer);
  }
}

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

  const general = new BatchedRedisStore(redis as RedisWithCount, nameSpace, (err) => fault(err));
  const Store = class {
    constructor() {
      return wrap(general, false);
    }
  } as unknown as FastifyRateLimitStoreCtor;
  return {
    Store,
    close: () => general.close(),
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
  const { Store, figures, close } = tolerantRedisStore(opts.redis, opts.nameSpace, app.log);
  app.addHook('onClose', async () => close());
  await app.register(rateLimit, { max: opts.max, timeWindow: '1 minute', store: Store });
  return figures;
}
