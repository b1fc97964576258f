import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { sendRequest } from '@portal/service-kit/testing';
import type { B7Report } from '@portal/shared-contracts';
import { signInForApi, type ServicesOnPostgres } from './services-on-postgres';

export const B7_REPORT_PATH = '/api/eco/reports/b7';
const SCHOOL_YEAR = 2026;
/** The goal for the state-wide report over 200,000 children. */
export const B7_GOAL_MS = 1000;
const RUNS = Number(process.env.BENCH_B7_RUNS ?? 30);
const WARM_UP_RUNS = 3;

export interface B7ReportFigures {
  database: ServicesOnPostgres['database'];
  schoolYear: number;
  /** The children the state-wide report counts, and every child in the database: the figures mean little without the data size. */
  exited: number;
  children: number;
  runs: number;
  p50Ms: number;
  p95Ms: number;
  machineLoadBefore: number;
}

/** The value at or below which `share` of the sorted timings fall (nearest rank). */
function percentile(sorted: readonly number[], share: number): number {
  return sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)]!;
}

/**
 * The state-wide B7 report as the state user asks for it, one request at a time on the eco
 * service's own port: what one person waits for, not throughput. Run over the large data set
 * (BENCH_DATABASE_URL after `npm run seed:large`) to compare with the one-second goal.
 */
export async function measureB7Report(services: ServicesOnPostgres): Promise<B7ReportFigures> {
  const { headers } = await signInForApi(services.urlOf('identity'), 'stateuser@example.org', SCHOOL_YEAR);
  const ecoUrl = services.urlOf('eco');
  const ask = async () => {
    const res = await sendRequest(ecoUrl, { url: B7_REPORT_PATH, headers });
    if (res.statusCode !== 200) throw new Error(`GET ${B7_REPORT_PATH} answered ${res.statusCode}: ${res.body}`);
    return res.json<B7Report>();
  };
  const { exited } = await ask();
  for (let i = 0; i < WARM_UP_RUNS; i++) await ask();
  const machineLoadBefore = os.loadavg()[0]!;
  const timings: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await ask();
    timings.push(performance.now() - started);
  }
  timings.sort((a, b) => a - b);
  return {
    database: services.database,
    schoolYear: SCHOOL_YEAR,
    exited,
    children: Number((await services.db.selectFrom('eco.children').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n),
    runs: RUNS,
    p50Ms: percentile(timings, 0.5),
    p95Ms: percentile(timings, 0.95),
    machineLoadBefore,
  };
}
