import { APP_VERSION, parseAppVersion } from '@portal/shared-contracts';
import { trustedProxies } from './trusted-proxies';
import { mailSecretKey, newMailSecretKey } from './notifications/link-secret';

/** How long a sign-in lasts, and how soon a revocation reaches every service. */
export interface SessionSettings {
  /** A session ends this long after sign-in however active it is (`SESSION_ABSOLUTE_SECONDS`, 12 hours). */
  absoluteLifetimeSeconds: number;
  /** A session ends when no refresh rotates its token for this long (`SESSION_IDLE_SECONDS`, 30 minutes). */
  idleTimeoutSeconds: number;
  /**
   * A rotated refresh token presented again within this many seconds of its rotation is taken
   * for a concurrent refresh (two tabs), not for theft (`REFRESH_REUSE_GRACE_SECONDS`, 10).
   */
  reuseGraceSeconds: number;
  /** How long a service trusts what it last read about a session; the issue allows 30 s (`SESSION_STATE_CACHE_MS`, 15 000). */
  stateCacheMs: number;
}

/**
 * How sign-in resists password guessing. The counts live in Redis, so every instance of
 * the identity service sees the same ones.
 */
export interface SignInSettings {
  /** Failures for one login from one address, within the window, after which its every attempt waits first (`SIGN_IN_DELAY_AFTER_FAILURES`, 5). */
  delayAfterFailures: number;
  /** That wait (`SIGN_IN_DELAY_MS`, 2000). */
  delayMs: number;
  /** Failures for one login from one address, within the window, that lock the login from that address (`SIGN_IN_LOCK_AFTER_FAILURES`, 10). */
  lockAfterFailures: number;
  /**
   * Failures for one login from every address together, within the window, that lock it from
   * everywhere (`SIGN_IN_LOGIN_LOCK_AFTER_FAILURES`, 100): guessing spread over many addresses.
   */
  loginLockAfterFailures: number;
  /** Failures are counted for this long from the first one (`SIGN_IN_FAILURE_WINDOW_SECONDS`, 15 minutes). */
  failureWindowSeconds: number;
  /** A locked login refuses even the right password for this long (`SIGN_IN_LOCK_SECONDS`, 15 minutes). */
  lockSeconds: number;
  /** Sign-in attempts per minute from one address before 429 (`SIGN_IN_ATTEMPTS_PER_MINUTE`, 20). */
  attemptsPerMinute: number;
  /** Prefix of the Redis keys, so test portals sharing one Redis do not count each other's attempts. */
  redisKeyPrefix: string;
}

/**
 * The proof-of-work challenge (ALTCHA) sign-in and registration ask the browser to solve:
 * issued and verified by the identity service itself, no third party.
 */
export interface BotProtectionSettings {
  /**
   * The HMAC key challenges are signed with (`ALTCHA_HMAC_KEY`). Every identity instance
   * must share it; when unset, a process makes its own, which only a single instance can use.
   */
  hmacKey: string | undefined;
  /** The largest number the browser may have to try (`ALTCHA_MAX_NUMBER`, 50 000: about a second on a phone). */
  maxNumber: number;
  /** How long a challenge may be solved and used for (`ALTCHA_CHALLENGE_SECONDS`, 10 minutes). */
  challengeSeconds: number;
}

/**
 * Staff multi-factor authentication. The identity service signs each access token with how
 * its session was signed in (`amr`) and withholds these roles from a session without a second
 * factor; every service refuses a token that carries one of them without it, so a token signed
 * under another setting, or before one, cannot slip through.
 */
export interface MfaSettings {
  /** Role keys that must sign in with a second factor (`MFA_REQUIRED_ROLES`, SiteAdmin and StateAdmin). */
  requiredRoles: string[];
  /**
   * The key authenticator-app secrets are encrypted with at rest (`MFA_SECRET_KEY`, 32 bytes as
   * base64 or hex). Unset, the identity service derives one from its signing key.
   */
  secretKey: string | undefined;
}

/** The longest a revoked session or a changed user may keep using an access token. */
const MAX_SESSION_STATE_CACHE_MS = 30_000;

/** Configuration every service reads from its environment. */
export interface ServiceConfig {
  /** PostgreSQL URL; absent means the embedded PGlite database (one process only). */
  databaseUrl: string | undefined;
  /**
   * The URL migrations run with (`MIGRATION_DATABASE_URL`, else `DATABASE_URL`): the migration role
   * where the database roles are set up (README, Database roles).
   */
  migrationDatabaseUrl: string | undefined;
  /** Folder of the embedded database. */
  dataDir: string;
  redisUrl: string;
  /** The address users reach the portal at; e-mail links are built from it, never from a request. */
  publicUrl: string;
  corsOrigins: string[];
  logLevel: string;
  /** Requests per minute per address before 429. */
  rateLimitMax: number;
  /**
   * Prefix of the general rate limit's Redis counts (`RATE_LIMIT_KEY_PREFIX`): installations or test
   * portals sharing one Redis each count their callers apart; the instances of one installation share it.
   */
  rateLimitKeyPrefix: string;
  /** Where services fetch the identity service's public keys when not handed them in process. */
  jwksUrl: string;
  host: string;
  sessions: SessionSettings;
  signIn: SignInSettings;
  botProtection: BotProtectionSettings;
  mfa: MfaSettings;
  /**
   * Prefix of the notification queue's Redis keys (`NOTIFICATION_QUEUE_PREFIX`); producers and
   * the worker must agree. Unset means BullMQ's own default.
   */
  notificationQueuePrefix: string | undefined;
  /** How often a service's outbox relay looks for events and mails not yet queued (`OUTBOX_POLL_MS`). */
  outboxPollMs: number;
  /**
   * How long a stopping service answers, not ready, before it closes its port (`SHUTDOWN_DRAIN_MS`):
   * long enough for the orchestrator to stop routing to it, well inside the shutdown grace.
   */
  shutdownDrainMs: number;
  /**
   * How many list pages each instance keeps between requests (`LIST_CACHE_ENTRIES`, 1000; 0 keeps
   * none): a kept page is answered while nothing under it changed (the kit's page cache).
   */
  listCacheEntries: number;
  /**
   * The key e-mailed link secrets are sealed with for the worker (`MAIL_SECRET_KEY`); every service
   * and worker must share it. Unset, a process makes its own, which only a single process can use.
   */
  mailSecretKey: Buffer;
  /**
   * The oldest browser build the services still serve (`MIN_APP_VERSION`, this release's
   * APP_VERSION): a page sending an older app-version is answered 426 and asked to refresh.
   */
  minAppVersion: [number, number, number];
  /**
   * The state's time zone, an IANA name (`PORTAL_TIME_ZONE`, America/Los_Angeles): what "today"
   * is for dates that may not lie in the future, and the day of a daily digest.
   */
  timeZone: string;
  /** `NODE_ENV=production`: the installation serves real people, so nothing made for trying the portal may run. */
  production: boolean;
  /**
   * Whether the demo directory, accounts and records are seeded (`PORTAL_DEMO_DATA`, 1 or 0). Unset: only the
   * embedded database outside production gets them; PostgreSQL never does unless asked.
   */
  demoData: boolean;
  /** Whether each service serves its OpenAPI document (`OPENAPI_PUBLIC`, 1 or 0); unset: everywhere but production. */
  openApiPublic: boolean;
  /**
   * The proxies (load balancer, the gateway) whose X-Forwarded-For names the caller
   * (`TRUSTED_PROXIES`, loopback): the gateway and every service trust only these, so
   * `request.ip` is the user's address in rate limits, sign-in counting and the audit trail.
   */
  trustedProxies: string[];
  /**
   * Where each service answers another service's call (`callPeer`), by service name: from
   * `SERVICE_URL_<NAME>` (`SERVICE_URL_DOCUMENTS=http://documents:8110`). `npm start` sets each to
   * `http://127.0.0.1:<port>`; in one process each entry is that service's own listen address.
   */
  peerUrls: Record<string, string>;
}

function list(value: string | undefined, fallback: string[]): string[] {
  return value
    ? value
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : fallback;
}

/** A whole number within bounds, so a typo in the environment stops the start instead of weakening sessions. */
function bounded(name: string, value: string | undefined, fallback: number, min: number, max: number): number {
  const n = value === undefined || value === '' ? fallback : Number(value);
  if (!Number.isInteger(n) || n < min || n > max) throw new Error(`${name} must be a whole number from ${min} to ${max}`);
  return n;
}

function timeZone(name: string, value: string): string {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
  } catch {
    throw new Error(`${name} must be an IANA time zone such as America/Los_Angeles, got "${value}"`);
  }
  return value;
}

function appVersion(name: string, value: string): [number, number, number] {
  const parsed = parseAppVersion(value);
  if (!parsed) throw new Error(`${name} must be a version like ${APP_VERSION}`);
  return parsed;
}

/** A 1 or 0 switch; unset or empty takes the fallback. */
export function flagSetting(name: string, value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  if (value === '1' || value === '0') return value === '1';
  throw new Error(`${name} must be 1 or 0, got "${value}"`);
}

function demoData(env: NodeJS.ProcessEnv, production: boolean): boolean {
  const wanted = flagSetting('PORTAL_DEMO_DATA', env.PORTAL_DEMO_DATA, !env.DATABASE_URL && !env.MIGRATION_DATABASE_URL && !production);
  if (wanted && production)
    throw new Error(
      'PORTAL_DEMO_DATA=1 cannot be used with NODE_ENV=production: the demo accounts sign in with a password published in README.md.',
    );
  return wanted;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServiceConfig {
  const production = env.NODE_ENV === 'production';
  const port = env.PORT ?? 8080;
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
  // Unset, the portal is a development one on this machine, reached as localhost or 127.0.0.1.
  const defaultOrigins = env.PUBLIC_URL ? [publicUrl] : [publicUrl, `http://127.0.0.1:${port}`];
  return {
    databaseUrl: env.DATABASE_URL || undefined,
    migrationDatabaseUrl: env.MIGRATION_DATABASE_URL || env.DATABASE_URL || undefined,
    dataDir: env.PORTAL_DATA_DIR ?? '.data/pglite',
    redisUrl: env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    publicUrl,
    corsOrigins: list(env.CORS_ORIGINS, defaultOrigins),
    logLevel: env.LOG_LEVEL ?? 'info',
    rateLimitMax: Number(env.RATE_LIMIT_MAX ?? 1200),
    rateLimitKeyPrefix: env.RATE_LIMIT_KEY_PREFIX || 'rl:',
    jwksUrl: env.JWKS_URL ?? `${env.IDENTITY_URL ?? 'http://127.0.0.1:8101'}/api/auth/.well-known/jwks.json`,
    host: env.HOST ?? '127.0.0.1',
    sessions: {
      absoluteLifetimeSeconds: bounded('SESSION_ABSOLUTE_SECONDS', env.SESSION_ABSOLUTE_SECONDS, 12 * 3600, 60, 30 * 86_400),
      idleTimeoutSeconds: bounded('SESSION_IDLE_SECONDS', env.SESSION_IDLE_SECONDS, 30 * 60, 60, 30 * 86_400),
      reuseGraceSeconds: bounded('REFRESH_REUSE_GRACE_SECONDS', env.REFRESH_REUSE_GRACE_SECONDS, 10, 0, 60),
      stateCacheMs: bounded('SESSION_STATE_CACHE_MS', env.SESSION_STATE_CACHE_MS, 15_000, 0, MAX_SESSION_STATE_CACHE_MS),
    },
    signIn: {
      delayAfterFailures: bounded('SIGN_IN_DELAY_AFTER_FAILURES', env.SIGN_IN_DELAY_AFTER_FAILURES, 5, 1, 1000),
      delayMs: bounded('SIGN_IN_DELAY_MS', env.SIGN_IN_DELAY_MS, 2000, 0, 10_000),
      lockAfterFailures: bounded('SIGN_IN_LOCK_AFTER_FAILURES', env.SIGN_IN_LOCK_AFTER_FAILURES, 10, 1, 1000),
      loginLockAfterFailures: bounded('SIGN_IN_LOGIN_LOCK_AFTER_FAILURES', env.SIGN_IN_LOGIN_LOCK_AFTER_FAILURES, 100, 1, 100_000),
      failureWindowSeconds: bounded('SIGN_IN_FAILURE_WINDOW_SECONDS', env.SIGN_IN_FAILURE_WINDOW_SECONDS, 15 * 60, 1, 86_400),
      lockSeconds: bounded('SIGN_IN_LOCK_SECONDS', env.SIGN_IN_LOCK_SECONDS, 15 * 60, 1, 86_400),
      attemptsPerMinute: bounded('SIGN_IN_ATTEMPTS_PER_MINUTE', env.SIGN_IN_ATTEMPTS_PER_MINUTE, 20, 1, 1_000_000),
      redisKeyPrefix: env.SIGN_IN_KEY_PREFIX || 'identity:sign-in:',
    },
    botProtection: {
      hmacKey: env.ALTCHA_HMAC_KEY || undefined,
      maxNumber: bounded('ALTCHA_MAX_NUMBER', env.ALTCHA_MAX_NUMBER, 50_000, 100, 10_000_000),
      challengeSeconds: bounded('ALTCHA_CHALLENGE_SECONDS', env.ALTCHA_CHALLENGE_SECONDS, 600, 30, 3600),
    },
    mfa: {
      requiredRoles: list(env.MFA_REQUIRED_ROLES, ['SiteAdmin', 'StateAdmin']),
      secretKey: env.MFA_SECRET_KEY || undefined,
    },
    notificationQueuePrefix: env.NOTIFICATION_QUEUE_PREFIX || undefined,
    outboxPollMs: bounded('OUTBOX_POLL_MS', env.OUTBOX_POLL_MS, 2000, 50, 60_000),
    shutdownDrainMs: bounded('SHUTDOWN_DRAIN_MS', env.SHUTDOWN_DRAIN_MS, 5000, 0, 20_000),
    listCacheEntries: bounded('LIST_CACHE_ENTRIES', env.LIST_CACHE_ENTRIES, 1000, 0, 1_000_000),
    mailSecretKey: mailSecretKey(env.MAIL_SECRET_KEY || newMailSecretKey()),
    minAppVersion: appVersion('MIN_APP_VERSION', env.MIN_APP_VERSION || APP_VERSION),
    timeZone: timeZone('PORTAL_TIME_ZONE', env.PORTAL_TIME_ZONE || 'America/Los_Angeles'),
    production,
    demoData: demoData(env, production),
    openApiPublic: flagSetting('OPENAPI_PUBLIC', env.OPENAPI_PUBLIC, !production),
    trustedProxies: trustedProxies('TRUSTED_PROXIES', env.TRUSTED_PROXIES),
    peerUrls: peerUrls(env),
  };
}

const SERVICE_URL_PREFIX = 'SERVICE_URL_';

/** The variable naming where one service answers its peers: `SERVICE_URL_DOCUMENTS`. */
export const serviceUrlVariable = (service: string): string => `${SERVICE_URL_PREFIX}${service.toUpperCase().replace(/-/g, '_')}`;

function peerUrls(env: NodeJS.ProcessEnv): Record<string, string> {
  const urls: Record<string, string> = {};
  for (const [name, value] of Object.entries(env)) {
    if (!name.startsWith(SERVICE_URL_PREFIX) || !value) continue;
    const service = name.slice(SERVICE_URL_PREFIX.length).toLowerCase().replace(/_/g, '-');
    try {
      new URL(value);
    } catch {
      throw new Error(`${name} must be a URL such as http://127.0.0.1:8110, got "${value}"`);
    }
    urls[service] = value.replace(/\/$/, '');
  }
  return urls;
}

/** The variable naming one service's own URL: `DATABASE_URL_ECO`, `DATABASE_URL_NOTIFICATIONS`. */
export const serviceDatabaseUrlVariable = (service: string): string => `DATABASE_URL_${service.toUpperCase().replace(/-/g, '_')}`;

/**
 * The URL one service connects with: its own (`DATABASE_URL_<SERVICE>`, a role that may use only its
 * schema and the views it reads) or, in development, the one `DATABASE_URL` every service shares.
 * `migrates` is true only for the shared URL: a service with a role of its own cannot migrate, and
 * its migrations are the migration role's (`npm run migrate`, or `npm start`).
 */
export function serviceDatabaseUrl(service: string, env: NodeJS.ProcessEnv = process.env): { url: string | undefined; migrates: boolean } {
  const own = env[serviceDatabaseUrlVariable(service)];
  if (own) return { url: own, migrates: false };
  return { url: env.DATABASE_URL || undefined, migrates: Boolean(env.DATABASE_URL) };
}
