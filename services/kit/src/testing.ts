import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The PostgreSQL server tests create their databases on (trust auth on loopback here). */
export const TEST_PG_ADMIN_URL = process.env.TEST_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface ScratchDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

/** A fresh, empty PostgreSQL database for one test run; `drop` removes it. */
export async function createScratchDatabase(prefix = 'portal_test'): Promise<ScratchDatabase> {
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(TEST_PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    async drop() {
      const c = new pg.Client({ connectionString: TEST_PG_ADMIN_URL });
      await c.connect();
      await c.query(`drop database if exists "${name}" with (force)`);
      await c.end();
    },
  };
}

export interface TestRequest {
  method?: string;
  url: string;
  headers?: Record<string, string>;
  /** A string is sent as is; anything else as JSON. */
  payload?: unknown;
}

export interface TestResponse {
  statusCode: number;
  headers: Record<string, string>;
  body: string;
  json<T = any>(): T; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/**
 * Sends a request over real HTTP to a listening service. Tests use this rather
 * than fastify.inject: light-my-request needs the ESM-only `cookie` package,
 * which jest cannot require on Node 20.
 */
export async function sendRequest(baseUrl: string, opts: TestRequest): Promise<TestResponse> {
  const headers: Record<string, string> = { ...opts.headers };
  let body: string | undefined;
  if (typeof opts.payload === 'string') body = opts.payload;
  else if (opts.payload !== undefined) {
    body = JSON.stringify(opts.payload);
    headers['content-type'] ??= 'application/json';
  }
  const res = await fetch(`${baseUrl}${opts.url}`, { method: opts.method ?? 'GET', headers, ...(body !== undefined ? { body } : {}) });
  const text = await res.text();
  return { statusCode: res.status, headers: Object.fromEntries(res.headers), body: text, json: () => JSON.parse(text) };
}
