/** Configuration every service reads from its environment. */
export interface ServiceConfig {
  /** PostgreSQL URL; absent means the embedded PGlite database (one process only). */
  databaseUrl: string | undefined;
  /** Folder of the embedded database. */
  dataDir: string;
  redisUrl: string;
  /** The address users reach the portal at; e-mail links are built from it, never from a request. */
  publicUrl: string;
  corsOrigins: string[];
  logLevel: string;
  /** Requests per minute per address before 429. */
  rateLimitMax: number;
  /** Where services fetch the identity service's public keys when not handed them in process. */
  jwksUrl: string;
  host: string;
}

function list(value: string | undefined, fallback: string[]): string[] {
  return value ? value.split(',').map((s) => s.trim()).filter(Boolean) : fallback;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServiceConfig {
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT ?? 8080}`).replace(/\/$/, '');
  return {
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.PORTAL_DATA_DIR ?? '.data/pglite',
    redisUrl: env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    publicUrl,
    corsOrigins: list(env.CORS_ORIGINS, [publicUrl]),
    logLevel: env.LOG_LEVEL ?? 'info',
    rateLimitMax: Number(env.RATE_LIMIT_MAX ?? 1200),
    jwksUrl: env.JWKS_URL ?? `${env.IDENTITY_URL ?? 'http://127.0.0.1:8101'}/api/auth/.well-known/jwks.json`,
    host: env.HOST ?? '127.0.0.1',
  };
}
