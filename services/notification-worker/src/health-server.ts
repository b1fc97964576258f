import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { queueFigures, type NotificationDb } from '@portal/service-notifications';
import type { NotificationWorker } from './worker';

export interface HealthServer {
  port: number;
  close(): Promise<void>;
}

/**
 * Ops' view of a worker process: GET /health (200 while it runs and reaches PostgreSQL and Redis,
 * else 503) and GET /figures (waiting, active, delayed, failed jobs; mails sent and failed).
 * No personal data, so no authentication: bind it where only ops and the orchestrator reach it.
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
  const server = http.createServer((request, response) => {
    const send = (status: number, body: object) => {
      response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      response.end(JSON.stringify(body));
    };
    const answer = async () => {
      if (request.method !== 'GET') return send(405, { message: 'Method not allowed' });
      if (request.url === '/health') {
        const checks = { worker: running.worker.isRunning() ? 'ok' : 'stopped', database: 'ok', redis: 'ok' };
        await sql`select 1`.execute(db).catch(() => (checks.database = 'down'));
        await withTimeout(running.queue.getJobCounts('waiting')).catch(() => (checks.redis = 'down'));
        const ok = Object.values(checks).every((v) => v === 'ok');
        return send(ok ? 200 : 503, { status: ok ? 'ok' : 'degraded', checks });
      }
      if (request.url === '/figures') return send(200, await queueFigures(running.queue, db));
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
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
