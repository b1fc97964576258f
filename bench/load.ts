import autocannon from 'autocannon';

/** The same load for every target, so their figures compare. */
export const LOAD_SETTINGS = { connections: 10, seconds: 10, warmupSeconds: 2 } as const;

export interface LoadFigures {
  requestsPerSecond: number;
  p99Ms: number;
  requests: number;
  /** Answers other than 2xx and connection errors; either makes the figures meaningless. */
  failures: number;
}

/**
 * Keeps LOAD_SETTINGS.connections requests in flight for LOAD_SETTINGS.seconds. The load
 * runs in a worker thread so it does not share the event loop of the servers it measures,
 * after a short warm-up whose figures are dropped (JIT, connection pools, plan caches).
 */
export async function measureLoad(url: string, headers: Record<string, string> = {}): Promise<LoadFigures> {
  const options = { url, headers, connections: LOAD_SETTINGS.connections, workers: 1 };
  await autocannon({ ...options, duration: LOAD_SETTINGS.warmupSeconds });
  const result = await autocannon({ ...options, duration: LOAD_SETTINGS.seconds });
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    failures: result.non2xx + result.errors,
  };
}
