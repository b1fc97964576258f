import { sql } from 'kysely';
import { sendRequest } from '@portal/service-kit/testing';
import type { IncidentPage } from '@portal/shared-contracts/restraint';
import { timeOneAtATime, type RequestTimings } from './request-timing';
import { signInForApi, type ServicesOnPostgres, type SignedInUser } from './services-on-postgres';

export const INCIDENT_LIST_PATH = '/api/restraint/incidents';
/** The large data set's school year (tools/portal/generate-large-restraint.ts), which the demo data has too. */
const SCHOOL_YEAR = 2026;
/** The goal for the incidents list over 50,000 incidents. */
export const INCIDENT_LIST_GOAL_MS = 50;
const RUNS = Number(process.env.BENCH_SEARCH_RUNS ?? 60);
const WARM_UP_RUNS = 5;
/** Incident numbers drawn from the data for the search; the runs go round them. */
const SAMPLES = 20;

export interface IncidentListCase extends RequestTimings {
  label: string;
  user: string;
  example: string;
  /** The median number of incidents the filter matched (totalCount). */
  medianMatched: number;
}

export interface IncidentListFigures {
  schoolYear: number;
  /** Every incident in the database: the figures mean little without the data size. */
  incidents: number;
  database: ServicesOnPostgres['database'];
  cases: IncidentListCase[];
}

interface Case {
  label: string;
  user: string;
  signedIn: SignedInUser;
  query(call: number): string;
}

/**
 * GET /api/restraint/incidents as its users open it, one request at a time on the restraint
 * service's own port: the state user's first page of the year over every LEA, the district
 * user's, the state user's second page sorted by school, and a search by incident number. Run
 * over the large data set (BENCH_DATABASE_URL after `npm run seed:large`) to compare with the
 * 50 ms goal.
 */
export async function measureIncidentList(services: ServicesOnPostgres): Promise<IncidentListFigures> {
  const identityUrl = services.urlOf('identity');
  const district = await signInForApi(identityUrl, 'districtuser@example.org', SCHOOL_YEAR);
  const state = await signInForApi(identityUrl, 'stateuser@example.org', SCHOOL_YEAR);
  const numbers = (
    await services.db
      .selectFrom('restraint.incidents')
      .select('incident_number')
      .where('school_year', '=', SCHOOL_YEAR)
      .orderBy(sql`md5(incident_number)`)
      .limit(SAMPLES)
      .execute()
  ).map((row) => row.incident_number as string);
  const { total } = await services.db
    .selectFrom('restraint.incidents')
    .select(sql<number>`count(*)::int`.as('total'))
    .executeTakeFirstOrThrow();
  const cases: Case[] = [
    { label: 'first page, every LEA', user: 'stateuser@example.org', signedIn: state, query: () => 'pageSize=25' },
    { label: 'first page, own LEA', user: 'districtuser@example.org', signedIn: district, query: () => 'pageSize=25' },
    {
      label: 'second page by school, every LEA',
      user: 'stateuser@example.org',
      signedIn: state,
      query: () => 'pageSize=25&pageNumber=2&sortField=schoolName',
    },
    {
      label: 'search by incident number',
      user: 'stateuser@example.org',
      signedIn: state,
      query: (call) => `search=${encodeURIComponent(numbers[call % numbers.length] ?? 'RAI')}`,
    },
  ];

  const restraintUrl = services.urlOf('restraint');
  const figures: IncidentListCase[] = [];
  for (const { label, user, signedIn, query } of cases) {
    const matched: number[] = [];
    const ask = async (call: number) => {
      const url = `${INCIDENT_LIST_PATH}?${query(call)}`;
      const res = await sendRequest(restraintUrl, { url, headers: signedIn.headers });
      if (res.statusCode !== 200) throw new Error(`GET ${url} answered ${res.statusCode}: ${res.body}`);
      if (call >= WARM_UP_RUNS) matched.push(res.json<IncidentPage>().totalCount);
    };
    const timings = await timeOneAtATime(ask, RUNS, WARM_UP_RUNS);
    matched.sort((a, b) => a - b);
    figures.push({ label, user, example: query(0), medianMatched: matched[Math.floor(matched.length / 2)]!, ...timings });
  }
  return { schoolYear: SCHOOL_YEAR, incidents: total, database: services.database, cases: figures };
}
