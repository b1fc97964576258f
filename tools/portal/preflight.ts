import { Redis } from 'ioredis';

/** Redis must answer before anything starts: sign-in limits and the mail queue live there. */
export async function assertRedisReachable(url: string): Promise<void> {
  const redis = new Redis(url, { lazyConnect: true, connectTimeout: 2000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  // The failed connect is reported below in words; ioredis would also print it raw.
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    await redis.ping();
  } catch {
    console.error(
      [
        `Redis does not answer at ${url}.`,
        'Start one on this machine with:',
        '  redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save "" --appendonly no',
        'or point REDIS_URL at a running Redis.',
      ].join('\n'),
    );
    process.exit(1);
  } finally {
    redis.disconnect();
  }
}
