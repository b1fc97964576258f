import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { HttpError, type SignInSettings } from '@portal/service-kit';
import { fingerprint } from './login-fingerprint';

export const SIGN_IN_UNAVAILABLE = 'Sign-in is temporarily unavailable. Please try again in a few minutes.';

/** What Redis knows about a login before its password is checked. */
export interface LoginStanding {
  locked: boolean;
  /** Failures within the current window. */
  failures: number;
}

type ExecResult = [Error | null, unknown][] | null;

function resultsOf(replies: ExecResult): unknown[] {
  if (!replies) throw new Error('Redis discarded the transaction');
  return replies.map(([error, value]) => {
    if (error) throw error;
    return value;
  });
}

/**
 * The sign-in limits, counted in Redis so that every instance shares them: a fixed window of
 * attempts per client address, and per login a window of failures that first slows and then
 * locks it. Without Redis there is no limit to enforce, so every method then refuses with 503
 * rather than let sign-in run unprotected.
 */
export class SignInGuard {
  constructor(
    private readonly redis: Redis | null,
    private readonly settings: SignInSettings,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Counts an attempt from the address; the seconds to wait when it is over the limit, else null. */
  async admitAddress(address: string): Promise<number | null> {
    const key = `${this.settings.redisKeyPrefix}address:${fingerprint(address)}`;
    const [attempts, ttlMs] = await this.run(async (redis) =>
      resultsOf(await redis.multi().incr(key).expire(key, 60, 'NX').pttl(key).exec()),
    );
    if (Number(attempts) <= this.settings.attemptsPerMinute) return null;
    return Math.max(1, Math.ceil(Number(ttlMs) / 1000));
  }

  async standing(loginFingerprint: string): Promise<LoginStanding> {
    const [locked, failures] = await this.run(async (redis) =>
      resultsOf(await redis.multi().exists(this.lockKey(loginFingerprint)).get(this.failuresKey(loginFingerprint)).exec()),
    );
    return { locked: Number(locked) > 0, failures: Number(failures ?? 0) };
  }

  /** Counts a failure; true when it is the one that locks the login. */
  async recordFailure(loginFingerprint: string): Promise<boolean> {
    const failuresKey = this.failuresKey(loginFingerprint);
    const { failureWindowSeconds, lockAfterFailures, lockSeconds } = this.settings;
    return this.run(async (redis) => {
      const [failures] = resultsOf(await redis.multi().incr(failuresKey).expire(failuresKey, failureWindowSeconds, 'NX').exec());
      if (Number(failures) < lockAfterFailures) return false;
      // The count starts again once the lock ends, so the login is not locked again at its next failure.
      resultsOf(await redis.multi().set(this.lockKey(loginFingerprint), '1', 'EX', lockSeconds).del(failuresKey).exec());
      return true;
    });
  }

  async clearFailures(loginFingerprint: string): Promise<void> {
    await this.run((redis) => redis.del(this.failuresKey(loginFingerprint)));
  }

  /** Ends a lock before its time, with the failures counted towards the next one. */
  async unlock(loginFingerprint: string): Promise<void> {
    await this.run((redis) => redis.del(this.lockKey(loginFingerprint), this.failuresKey(loginFingerprint)));
  }

  private failuresKey(loginFingerprint: string): string {
    return `${this.settings.redisKeyPrefix}failures:${loginFingerprint}`;
  }

  private lockKey(loginFingerprint: string): string {
    return `${this.settings.redisKeyPrefix}locked:${loginFingerprint}`;
  }

  private async run<T>(command: (redis: Redis) => Promise<T>): Promise<T> {
    if (!this.redis) {
      this.log.error('sign-in refused: there is no Redis to hold the sign-in limits');
      throw new HttpError(503, 'SERVICE_UNAVAILABLE', SIGN_IN_UNAVAILABLE);
    }
    // While (re)connecting, ioredis queues the command and fails it after the client's maxRetriesPerRequest.
    try {
      return await command(this.redis);
    } catch (err) {
      this.log.error({ err, redis: this.redis.status }, 'sign-in refused: the sign-in limits could not be read from Redis');
      throw new HttpError(503, 'SERVICE_UNAVAILABLE', SIGN_IN_UNAVAILABLE);
    }
  }
}
