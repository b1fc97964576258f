import { sendRequest } from '@portal/service-kit/testing';
import type { B7Report } from '@portal/shared-contracts/eco';
import { timeOneAtATime, type RequestTimings } from './request-timing';
import { signInForApi, type ServicesOnPostgres } from './services-on-postgres';

export const B7_REPORT_PATH = '/api/eco/reports/b7';
const SCHOOL_YEAR = 2026;
/** The goal for the state-wide report over 200,000 children. */
export const B7_GOAL_MS = 1000;
const RUNS = Number(process.env.BENCH_B7_RUNS ?? 30);
const WARM_UP_RUNS = 3;

export interface B7ReportFigures extends RequestTimings {
  database: ServicesOnPostgres['database'];
  schoolYear: number;
  /** The children the state-wide report counts, and every child in the database: the figures mean little without the data size. */
  exited: number;
  children: number;
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
  const timings = await timeOneAtATime(ask, RUNS, WARM_UP_RUNS);
  return {
    database: services.database,
    schoolYear: SCHOOL_YEAR,
    exited,
    children: Number(
      (
        await services.db
          .selectFrom('eco.children')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    ),
    ...timings,
  };
}
