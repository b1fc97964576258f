import { sql, type RawBuilder } from 'kysely';
import { sendRequest } from '@portal/service-kit/testing';
import { Headers } from '@portal/shared-contracts';
import { type ChildSearchResult } from '@portal/shared-contracts/eco';
import { timeOneAtATime, type RequestTimings } from './request-timing';
import { signInForApi, type ServicesOnPostgres, type SignedInUser } from './services-on-postgres';

export const CHILD_SEARCH_PATH = '/api/eco/children/search';
const SCHOOL_YEAR = 2026;
/** The goal for a child search over 200,000 children. */
export const CHILD_SEARCH_GOAL_MS = 50;
const RUNS = Number(process.env.BENCH_SEARCH_RUNS ?? 60);
const WARM_UP_RUNS = 5;
/** How many names, birth dates and state student ids are drawn from the data; the runs go round them. */
const SAMPLES = 20;

export interface ChildSearchCase extends RequestTimings {
  label: string;
  user: string;
  /** The first query string asked, to show what the search looks like. */
  example: string;
  /** The median number of children an answer held (at most 50): a search finding nothing would time little. */
  medianFound: number;
  /** Timed answers without a child having the name, day or id drawn: a fast search is no use if it misses. */
  missed: number;
}

export interface ChildSearchFigures {
  cases: ChildSearchCase[];
}

/** Two neighbouring letters swapped ('John' to 'Jonh'): the typo a name search must forgive. */
function swapLetters(word: string): string {
  for (let i = 1; i < word.length - 1; i++) {
    if (word[i] !== word[i + 1]) return `${word.slice(0, i)}${word[i + 1]}${word[i]}${word.slice(i + 2)}`;
  }
  return word;
}

/** "First Last" with the typo alternately in the first and the last name. */
function misspell(name: string, index: number): string {
  const space = name.indexOf(' ');
  const [first, last] = [name.slice(0, space), name.slice(space + 1)];
  return index % 2 === 0 ? `${swapLetters(first)} ${last}` : `${first} ${swapLetters(last)}`;
}

type FoundChild = ChildSearchResult['items'][number];

interface Case {
  label: string;
  user: string;
  signedIn: SignedInUser;
  /** Values drawn from the data, asked in turn; each answer should hold a child with the one asked. */
  drawn: string[];
  of(child: FoundChild): string;
  query(drawn: string, index: number): string;
}

/**
 * GET /api/eco/children/search as the demo users search, one request at a time on the eco
 * service's own port: a name with a typo in the district user's LEA and across every LEA
 * (the state user's advanced search), a date of birth and a state student id. The names, days
 * and ids are drawn from the district user's LEA, so each search should find one; run over the
 * large data set (BENCH_DATABASE_URL after `npm run seed:large`) to compare with the 50 ms goal.
 */
export async function measureChildSearch(services: ServicesOnPostgres): Promise<ChildSearchFigures> {
  const identityUrl = services.urlOf('identity');
  const district = await signInForApi(identityUrl, 'districtuser@example.org', SCHOOL_YEAR);
  const state = await signInForApi(identityUrl, 'stateuser@example.org', SCHOOL_YEAR);
  const leaId = Number(district.headers[Headers.CurrentLea]);
  // md5 spreads the draw over the alphabet and the years, the same on every run.
  const draw = async (value: RawBuilder<string>) => {
    const rows: { value: string }[] = await services.db
      .selectFrom('eco.children')
      .where('lea_id', '=', leaId)
      .select(value.as('value'))
      .groupBy(value)
      .orderBy(sql`md5(${value})`)
      .limit(SAMPLES)
      .execute();
    return rows.map((r) => r.value);
  };
  const names = await draw(sql`first_name || ' ' || last_name`);
  const fullName = (c: FoundChild) => `${c.firstName} ${c.lastName}`;
  const byName = (name: string, i: number) => `name=${encodeURIComponent(misspell(name, i))}`;
  const cases: Case[] = [
    { label: 'name with a typo, own LEA', user: 'districtuser@example.org', signedIn: district, drawn: names, of: fullName, query: byName },
    {
      label: 'name with a typo, every LEA',
      user: 'stateuser@example.org',
      signedIn: state,
      drawn: names,
      of: fullName,
      query: (name, i) => `${byName(name, i)}&allLeas=true`,
    },
    {
      label: 'date of birth, own LEA',
      user: 'districtuser@example.org',
      signedIn: district,
      drawn: await draw(sql`birth_date::text`),
      of: (c) => c.birthDate,
      query: (day) => `birthDate=${day}`,
    },
    {
      label: 'state student id, own LEA',
      user: 'districtuser@example.org',
      signedIn: district,
      drawn: await draw(sql`state_student_id`),
      of: (c) => c.stateStudentId,
      query: (id) => `stateStudentId=${encodeURIComponent(id)}`,
    },
  ];

  const ecoUrl = services.urlOf('eco');
  const figures: ChildSearchCase[] = [];
  for (const { label, user, signedIn, drawn, of, query } of cases) {
    const found: number[] = [];
    let missed = 0;
    const ask = async (call: number) => {
      const index = call % drawn.length;
      const url = `${CHILD_SEARCH_PATH}?${query(drawn[index]!, index)}`;
      const res = await sendRequest(ecoUrl, { url, headers: signedIn.headers });
      if (res.statusCode !== 200) throw new Error(`GET ${url} answered ${res.statusCode}: ${res.body}`);
      const answer = res.json<ChildSearchResult>();
      if (call < WARM_UP_RUNS) return;
      found.push(answer.items.length);
      if (!answer.items.some((c) => of(c) === drawn[index])) missed++;
    };
    const timings = await timeOneAtATime(ask, RUNS, WARM_UP_RUNS);
    found.sort((a, b) => a - b);
    figures.push({ label, user, example: query(drawn[0]!, 0), medianFound: found[Math.floor(found.length / 2)]!, missed, ...timings });
  }
  return { cases: figures };
}
