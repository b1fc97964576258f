import { sendRequest } from '@portal/service-kit/testing';
import type { AnnualReport } from '@portal/shared-contracts/restraint';
import { timeOneAtATime, type RequestTimings } from './request-timing';
import { signInForApi, type ServicesOnPostgres } from './services-on-postgres';

export const ANNUAL_REPORT_PATH = '/api/restraint/reports/annual';
/** The large data set's school year (tools/portal/generate-large-restraint.ts), which the demo data has too. */
const SCHOOL_YEAR = Number(process.env.BENCH_RESTRAINT_YEAR ?? 2026);
/** The goal for the state's annual report over 50,000 incidents. */
export const ANNUAL_REPORT_GOAL_MS = 1000;
const RUNS = Number(process.env.BENCH_ANNUAL_RUNS ?? 30);
const WARM_UP_RUNS = 3;

export interface AnnualReportFigures extends RequestTimings {
  database: ServicesOnPostgres['database'];
  schoolYear: number;
  /** The schools the report lists and the incidents in the database: the figures mean little without the data size. */
  schools: number;
  incidents: number;
}

/**
 * The state's annual report (every school of every LEA, NRS 388.515) as the state user asks for
 * it, one request at a time on the restraint service's own port. Run over the large data set
 * (BENCH_DATABASE_URL after `npm run seed:large`) to compare with the one-second goal.
 */
export async function measureAnnualReport(services: ServicesOnPostgres): Promise<AnnualReportFigures> {
  const { headers } = await signInForApi(services.urlOf('identity'), 'stateuser@example.org', SCHOOL_YEAR);
  const url = services.urlOf('restraint');
  const ask = async () => {
    const res = await sendRequest(url, { url: ANNUAL_REPORT_PATH, headers });
    if (res.statusCode !== 200) throw new Error(`GET ${ANNUAL_REPORT_PATH} answered ${res.statusCode}: ${res.body}`);
    return res.json<AnnualReport>();
  };
  const { schools } = await ask();
  const timings = await timeOneAtATime(ask, RUNS, WARM_UP_RUNS);
  const { n } = await services.db
    .selectFrom('restraint.incidents')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return { database: services.database, schoolYear: SCHOOL_YEAR, schools: schools.length, incidents: Number(n), ...timings };
}

/** The figures as the bench's summary shows them. */
export function annualReportSummary(figures: AnnualReportFigures): string {
  const ms = (value: number) => `${Math.round(value).toLocaleString('en-US')} ms`;
  const verdict = figures.p95Ms <= ANNUAL_REPORT_GOAL_MS ? 'met' : 'MISSED';
  return [
    `GET ${ANNUAL_REPORT_PATH} (the state) as stateuser@example.org for ${figures.schoolYear}, one request at a time: ${figures.schools.toLocaleString('en-US')} schools, ${figures.incidents.toLocaleString('en-US')} incidents (${figures.database} PostgreSQL database); load average before: ${figures.machineLoadBefore.toFixed(1)}`,
    `p50 of ${figures.runs}: ${ms(figures.p50Ms)}; p95: ${ms(figures.p95Ms)} (goal <= ${ms(ANNUAL_REPORT_GOAL_MS)}: ${verdict})`,
  ].join('\n');
}
