import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { Gauge, Registry, collectDefaultMetrics } from 'prom-client';
import { type NotificationQueueFigures } from '@portal/shared-contracts/admin';
import { queueFigures, type NotificationDb } from '@portal/service-notifications';
import type { NotificationWorker } from './worker';

export interface HealthServer {
  port: number;
  /** From a stop signal on, /health answers 503 while the jobs in hand finish. */
  markClosing(): void;
  close(): Promise<void>;
}

/**
 * Ops' view of a worker process: GET /live (200 while the process answers), GET /health (200
 * while it runs and reaches PostgreSQL and Redis, else 503), GET /figures (waiting, active, delayed, failed jobs; mails sent and failed) and the
 * same as Prometheus figures at GET /metrics, which the worker's autoscaler reads the queue depth
 * from. No personal data, so no authentication: bind it where only ops and the orchestrator reach it.
 */
/** A check that hangs (Redis reconnecting) counts as down after two seconds. */
function withTimeout<T>(promise: Promise<T>, ms = 2000): Promise<T> {
  return Promise.race([promise, new Promise<T>((_, reject) => setTimeout(() => reject(new Error('timed out')), ms).unref())]);
}

export async function startHealthServer(
  running: NotificationWorker,
  db: NotificationDb,
  port: number,
  host = '127.0.0.1',
): Promise<HealthServer> {
  let closing = false;
  const metrics = workerMetrics();
  const server = http.createServer((request, response) => {
    const send = (status: number, body: object) => {
      response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      response.end(JSON.stringify(body));
    };
    const answer = async () => {
      if (request.method !== 'GET') return send(405, { message: 'Method not allowed' });
      // Alive while the process answers at all; an outage of PostgreSQL or Redis is /health's, not a reason to restart.
      if (request.url === '/live') return send(200, { status: 'alive' });
      if (request.url === '/health') {
        if (closing) return send(503, { status: 'closing' });
        const checks = { worker: running.worker.isRunning() ? 'ok' : 'stopped', database: 'ok', redis: 'ok' };
        await sql`select 1`.execute(db).catch(() => (checks.database = 'down'));
        await withTimeout(running.queue.getJobCounts('waiting')).catch(() => (checks.redis = 'down'));
        const ok = Object.values(checks).every((v) => v === 'ok');
        return send(ok ? 200 : 503, { status: ok ? 'ok' : 'degraded', checks });
      }
      if (request.url === '/figures') return send(200, await queueFigures(running.queue, db));
      if (request.url === '/metrics') {
        const text = await metrics.read(await queueFigures(running.queue, db));
        response.writeHead(200, { 'content-type': metrics.contentType, 'cache-control': 'no-store' });
        return response.end(text);
      }
      return send(404, { message: 'Not found' });
    };
    answer().catch((err: unknown) => send(503, { message: err instanceof Error ? err.message : 'unavailable' }));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  return {
    port: (server.address() as AddressInfo).port,
    markClosing: () => {
      closing = true;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The queue's figures as gauges. They are the queue's and the e-mail log's, the same from every
 * worker, so a dashboard takes their max across pods, not their sum.
 */
function workerMetrics() {
  const registry = new Registry();
  registry.setDefaultLabels({ service: 'notification-worker' });
  collectDefaultMetrics({ register: registry });
  const gauge = (name: string, help: string, labelNames: string[] = []) => new Gauge({ name, help, labelNames, registers: [registry] });
  const jobs = gauge('notification_queue_jobs', 'Jobs in the notification queue, by state.', ['state']);
  const sent = gauge('notification_mails_sent', 'E-mails delivered, as the e-mail log counts them.');
  const failed = gauge('notification_mails_failed', 'E-mails that failed for good, as the e-mail log counts them.');
  const outbox = gauge('notification_outbox_pending', 'Notifications raised and committed but not yet handed to the queue.');
  return {
    contentType: registry.contentType,
    async read(figures: NotificationQueueFigures): Promise<string> {
      for (const state of ['waiting', 'active', 'delayed', 'failed'] as const) jobs.set({ state }, figures[state]);
      sent.set(figures.sent);
      failed.set(figures.mailsFailed);
      outbox.set(figures.outboxPending ?? 0);
      return registry.metrics();
    },
  };
}
