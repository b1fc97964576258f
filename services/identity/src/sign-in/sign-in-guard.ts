import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { HttpError, type SignInSettings } from '@portal/service-kit';
import { fingerprint } from './login-fingerprint';

export const SIGN_IN_UNAVAILABLE = 'Sign-in is temporarily unavailable. Please try again in a few minutes.';

/** What Redis knows about a login, tried from one address, before its password is checked. */
export interface LoginStanding {
  locked: boolean;
  /** Failures of this login from this address within the current window. */
  failures: number;
}

/** What a failure locked: the login from the address it came from, or (past the ceiling) the login from everywhere. */
export type LockScope = 'address' | 'login';

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
 * attempts per client address, and a window of failures per login and address that first slows
 * and then locks that pair, so someone guessing from one address is stopped without locking the
 * owner out elsewhere. A much higher count per login, from every address together, locks the
 * login everywhere: guessing spread over many addresses is stopped too. Without Redis there is no
 * limit to enforce, so every method then refuses with 503 rather than let sign-in run unprotected.
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

  async standing(loginFingerprint: string, address: string): Promise<LoginStanding> {
    const pair = this.pairOf(loginFingerprint, address);
    const [pairLocked, loginLocked, failures] = await this.run(async (redis) =>
      resultsOf(
        await redis
          .multi()
          .exists(this.key('locked', pair))
          .exists(this.key('locked', loginFingerprint))
          .get(this.key('failures', pair))
          .exec(),
      ),
    );
    return { locked: Number(pairLocked) + Number(loginLocked) > 0, failures: Number(failures ?? 0) };
  }

  /** Counts a failure of the login from the address; what it locked, if it is the failure that locks. */
  async recordFailure(loginFingerprint: string, address: string): Promise<LockScope | null> {
    const pair = this.pairOf(loginFingerprint, address);
    const { failureWindowSeconds, lockAfterFailures, loginLockAfterFailures, lockSeconds } = this.settings;
    return this.run(async (redis) => {
      const pairFailures = this.key('failures', pair);
      const loginFailures = this.key('failures', loginFingerprint);
      const pairs = this.key('pairs', loginFingerprint);
      const [byPair, byLogin] = resultsOf(
        await redis
          .multi()
          .incr(pairFailures)
          .incr(loginFailures)
          .expire(pairFailures, failureWindowSeconds, 'NX')
          .expire(loginFailures, failureWindowSeconds, 'NX')
          // The addresses a login was tried from, so that unlocking the login unlocks every one.
          .sadd(pairs, pair)
          .expire(pairs, Math.max(failureWindowSeconds, lockSeconds))
          .exec(),
      );
      // A count starts again once its lock ends, so the next failure does not lock again at once.
      if (Number(byLogin) >= loginLockAfterFailures) {
        resultsOf(await redis.multi().set(this.key('locked', loginFingerprint), '1', 'EX', lockSeconds).del(loginFailures).exec());
        return 'login';
      }
      if (Number(byPair) >= lockAfterFailures) {
        resultsOf(await redis.multi().set(this.key('locked', pair), '1', 'EX', lockSeconds).del(pairFailures).exec());
        return 'address';
      }
      return null;
    });
  }

  /** After a right password: the address's failures no longer count; the login's total keeps its window. */
  async clearFailures(loginFingerprint: string, address: string): Promise<void> {
    await this.run((redis) => redis.del(this.key('failures', this.pairOf(loginFingerprint, address))));
  }

  /** Ends the login's locks, from every address, before their time, with the failures counted towards the next ones. */
  async unlock(loginFingerprint: string): Promise<void> {
    await this.run(async (redis) => {
      const pairs = await redis.smembers(this.key('pairs', loginFingerprint));
      const keys = pairs.flatMap((pair) => [this.key('locked', pair), this.key('failures', pair)]);
      await redis.del(
        this.key('locked', loginFingerprint),
        this.key('failures', loginFingerprint),
        this.key('pairs', loginFingerprint),
        ...keys,
      );
    });
  }

  /**
   * The owner's turn for a mail that has no link to wait for (a lock notice, a recovery link):
   * true at most once per `seconds` for the account and kind, so nobody can flood a mailbox.
   */
  async takeMailTurn(kind: string, userId: number, seconds: number): Promise<boolean> {
    const taken = await this.run((redis) => redis.set(this.key(`mail-${kind}`, String(userId)), '1', 'EX', seconds, 'NX'));
    return taken === 'OK';
  }

  private pairOf(loginFingerprint: string, address: string): string {
    return `${loginFingerprint}:${fingerprint(address)}`;
  }

  private key(kind: string, subject: string): string {
    return `${this.settings.redisKeyPrefix}${kind}:${subject}`;
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
