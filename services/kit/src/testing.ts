import { randomBytes } from 'node:crypto';
import net from 'node:net';
import pg from 'pg';

/** The PostgreSQL server tests create their databases on (trust auth on loopback here). */
export const TEST_PG_ADMIN_URL = process.env.TEST_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface ScratchDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

/** `TEST_PG_ADMIN_URL` pointed at another database of the same server. */
export function testDatabaseUrl(name: string): string {
  const url = new URL(TEST_PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A fresh PostgreSQL database for one test run, empty or a copy of `template` (the caller keeps
 * the template free of connections while it is copied); `drop` removes it.
 */
export async function createScratchDatabase(prefix = 'portal_test', { template }: { template?: string } = {}): Promise<ScratchDatabase> {
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_PG_ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"${template ? ` template "${template}"` : ''}`);
  } finally {
    await admin.end();
  }
  return {
    url: testDatabaseUrl(name),
    name,
    async drop() {
      const c = new pg.Client({ connectionString: TEST_PG_ADMIN_URL });
      await c.connect();
      await c.query(`drop database if exists "${name}" with (force)`);
      await c.end();
    },
  };
}

// Tests send their requests with the kit's plain HTTP request, under the names they have always used.
export { sendRequest, type HttpRequest as TestRequest, type HttpAnswer as TestResponse } from './http-request';

export interface TcpProxy {
  port: number;
  /** Refuses new connections and cuts the open ones, as a server that went down. */
  down(): Promise<void>;
  /** Accepts connections again on the same port; a no-op while it is up. */
  up(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A loopback TCP proxy to a real server that a test can take down and bring back, so an outage
 * (Redis, say) is real to the client without stopping the server other tests share.
 */
export async function startTcpProxy(targetPort: number, targetHost = '127.0.0.1'): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      if (server) return resolve();
      const s = net.createServer((client) => {
        const upstream = net.connect(targetPort, targetHost);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => {
            client.destroy();
            upstream.destroy();
          });
        }
        client.pipe(upstream).pipe(client);
      });
      s.once('error', reject);
      s.listen(port, '127.0.0.1', () => {
        port = (s.address() as net.AddressInfo).port;
        server = s;
        resolve();
      });
    });
  const down = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      if (!server) return resolve();
      server.close(() => resolve());
      server = null;
    });
  await listen();
  return { port, down, up: listen, close: down };
}

/** Polls `probe` until it gives something other than undefined; fails naming `what` after `timeoutMs`. */
export async function eventually<T>(probe: () => Promise<T | undefined>, what: string, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export { readDownload, type ReadCell } from './downloads/read-download';
