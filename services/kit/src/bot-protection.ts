import { createHash, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { createChallenge, randomInt, verifySolution, type Challenge, type Payload } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { type BotChallenge, BotProtectionMessages } from '@portal/shared-contracts';
import type { ServiceContext } from './service';
import { HttpError } from './errors';
import type { BotProtectionSettings } from './config';

/** Why a bot-protection token was refused; the caller is told only that it failed. */
export type BotCheckRefusal = 'missing' | 'malformed' | 'invalid' | 'expired' | 'replayed';

/**
 * ALTCHA proof of work, issued and checked here with no third party. A challenge is signed with
 * an HMAC key and carries its expiry; the counter the browser must find is random up to
 * `maxNumber`, and its derived key is signed too, so checking costs one HMAC. A solution is
 * spent in Redis (SET NX until the challenge expires), so it is accepted once across every
 * instance of every service that checks it; without Redis nothing is accepted (503), never everything.
 * Identity issues challenges; any service with a public form (sign-in, registration, PSOS's public
 * survey) checks the solutions.
 */
/** The key of a process without ALTCHA_HMAC_KEY: one for all its services, so a challenge identity issues is checked by the others. */
const processKey = randomBytes(32).toString('base64url');

export class BotProtection {
  private readonly hmacKey: string;

  constructor(
    private readonly redis: Redis | null,
    private readonly settings: BotProtectionSettings,
    private readonly keyPrefix: string,
    log: FastifyBaseLogger,
  ) {
    if (!settings.hmacKey)
      log.warn('ALTCHA_HMAC_KEY is not set: this process signs challenges with its own key, which other processes will not accept');
    this.hmacKey = settings.hmacKey ?? processKey;
  }

  async challenge(now = Date.now()): Promise<BotChallenge> {
    const challenge = await createChallenge({
      algorithm: 'SHA-256',
      cost: 1,
      counter: randomInt(this.settings.maxNumber),
      deriveKey,
      expiresAt: Math.floor(now / 1000) + this.settings.challengeSeconds,
      hmacSignatureSecret: this.hmacKey,
      hmacKeySignatureSecret: this.hmacKey,
    });
    return challenge as BotChallenge;
  }

  /** Null when the token is a fresh, valid solution, now spent; else why it was refused. */
  async check(token: string | undefined): Promise<BotCheckRefusal | null> {
    if (!token) return 'missing';
    const payload = decodePayload(token);
    if (!payload) return 'malformed';
    const result = await verifySolution({
      challenge: payload.challenge as Challenge,
      solution: payload.solution,
      deriveKey,
      hmacSignatureSecret: this.hmacKey,
      hmacKeySignatureSecret: this.hmacKey,
    }).catch(() => null);
    if (!result) return 'malformed';
    if (result.expired) return 'expired';
    if (!result.verified) return 'invalid';
    return (await this.spend(payload)) ? null : 'replayed';
  }

  /** Throws the error the routes answer with when the check fails. */
  async require(token: string | undefined): Promise<void> {
    const refusal = await this.check(token);
    if (refusal)
      throw new HttpError(400, 'BOT_CHECK_FAILED', BotProtectionMessages.failed, { recaptchaToken: BotProtectionMessages.failed });
  }

  private async spend(payload: Payload): Promise<boolean> {
    if (!this.redis) throw new HttpError(503, 'UNAVAILABLE', BotProtectionMessages.unavailable);
    const id = createHash('sha256')
      .update(payload.challenge.signature ?? '')
      .digest('hex');
    const expiresAt = payload.challenge.parameters.expiresAt ?? Math.floor(Date.now() / 1000) + this.settings.challengeSeconds;
    try {
      return (await this.redis.set(`${this.keyPrefix}${id}`, '1', 'EXAT', expiresAt, 'NX')) === 'OK';
    } catch {
      throw new HttpError(503, 'UNAVAILABLE', BotProtectionMessages.unavailable);
    }
  }
}

function decodePayload(token: string): Payload | null {
  if (token.length > 8192) return null;
  try {
    const payload = JSON.parse(Buffer.from(token, 'base64').toString('utf8')) as Partial<Payload>;
    const { challenge, solution } = payload;
    if (
      !challenge?.parameters ||
      typeof challenge.signature !== 'string' ||
      typeof solution?.counter !== 'number' ||
      typeof solution.derivedKey !== 'string'
    )
      return null;
    return payload as Payload;
  } catch {
    return null;
  }
}

const instances = new WeakMap<ServiceContext<unknown>, BotProtection>();

/**
 * The one BotProtection of a running service: its routes are separate plugins and share it. Spent
 * solutions are kept under the sign-in key prefix, the same for every service, so a solution spent
 * on one form is refused on every other.
 */
export function botProtectionFor(ctx: ServiceContext<unknown>, log: FastifyBaseLogger): BotProtection {
  let instance = instances.get(ctx);
  if (!instance) {
    instance = new BotProtection(ctx.redis, ctx.config.botProtection, `${ctx.config.signIn.redisKeyPrefix}bot:`, log);
    instances.set(ctx, instance);
  }
  return instance;
}
