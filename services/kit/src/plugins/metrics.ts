import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { AnyDb } from '../db';
import { pendingOutboxRows } from '../notifications';
import type { RateLimitFigures } from './rate-limit';

export interface ServiceMetricsOptions {
  service: string;
  /** The service's own schema when it has a notification outbox: its pending rows are a figure. */
  outboxDb?: AnyDb | null;
  rateLimit: RateLimitFigures;
}

/** The latency buckets in seconds: an API answer is expected in tens of milliseconds, a report in about a second. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * Prometheus figures of one service at `GET /metrics`: requests and their latency by route (the
 * route's pattern, never its ids, so the series stay few and carry no record number), the
 * outbox's pending rows, requests let through while the rate limit's Redis was down, and the
 * process's own. Each app has its own registry, because `npm start` runs every service in one
 * process. `/metrics` sits outside `/api`, so the gateway and the Ingress never expose it: only
 * the cluster's scraper reaches a pod's port.
 */
export function registerMetrics(app: FastifyInstance, opts: ServiceMetricsOptions): void {
  const registry = new Registry();
  registry.setDefaultLabels({ service: opts.service });
  collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  new Counter({
    name: 'rate_limit_requests_not_limited_total',
    help: 'Requests let through unchecked because the rate limit counts in Redis could not be reached.',
    registers: [registry],
    collect() {
      this.reset();
      this.inc(opts.rateLimit.requestsNotRateLimited);
    },
  });
  const outboxDb = opts.outboxDb;
  if (outboxDb) {
    new Gauge({
      name: 'notification_outbox_pending',
      help: 'Notifications raised and committed but not yet handed to the queue.',
      registers: [registry],
      async collect() {
        this.set(await pendingOutboxRows(outboxDb));
      },
    });
  }

  app.addHook('onResponse', async (request, reply) => {
    // Unmatched paths (404s of scanners) share one series rather than one each.
    const route = request.routeOptions.url ?? 'unmatched';
    duration.observe({ method: request.method, route, status_code: String(reply.statusCode) }, reply.elapsedTime / 1000);
  });
  app.get('/metrics', { config: { access: { public: true } }, schema: { hide: true } }, async (_request, reply) => {
    void reply.header('content-type', registry.contentType);
    return registry.metrics();
  });
}
