import { sql } from 'kysely';
import type { ChildSearchQuery, ChildSearchResult } from '@portal/shared-contracts/eco';
import type { Actor } from '@portal/service-kit';
import type { EcoDb } from '../db';
import { sqlDay } from '../program-year';
import { childVisibleTo } from './access';
import { childrenWithRatings } from './child-list';

/** The most children one search answers; more is a sign to narrow it. */
export const SEARCH_LIMIT = 50;

/**
 * How close a name must come, as pg_trgm's word similarity: 0.4 lets one swapped or mistyped
 * letter in a short name through ('Jonh' finds 'John') without flooding the answer.
 */
const NAME_SIMILARITY = 0.4;

/**
 * The lowercased name, spelled as each trigram index is built on, so that a search names the one
 * built for it (migration 2026_11_26_0006 says why the spellings differ): the LEA beside the name
 * in children_lea_name_trgm_gist, the name alone in children_name_trgm_gist.
 */
const nameWithinLea = sql<string>`(lower(c.first_name) || ' ' || lower(c.last_name))`;
const nameStateWide = sql<string>`lower(c.first_name || ' ' || c.last_name)`;

/**
 * Children the actor may see matching every criterion given, in `leaId` (null: every LEA), nearest name first; one more than answered.
 *
 * A name is ranked by the similarity of the whole name (`<->`), which puts 'Zoe Lopez' first for
 * 'Zeo Lopez'; word similarity, the threshold, scores every Lopez alike. The children are picked
 * in a subquery, so the limit applies before the joins. Within one LEA the index of the LEA and
 * the name finds that LEA's matches, few enough to rank in full. Across every LEA it is ordered
 * by the distance alone: only then does PostgreSQL take the nearest names from the GiST index in
 * order and stop at the limit (it cannot add a tie-breaker to an index's distance order), where
 * ranking the thousands of matches of a common name took longer than the goal; which of equally
 * near names at the limit are answered is left to the index, and the answer says it was cut short.
 */
export function childSearchQuery(db: EcoDb, actor: Actor, query: ChildSearchQuery, leaId: number | null) {
  const name = query.name?.trim().toLowerCase();
  const indexedName = leaId === null ? nameStateWide : nameWithinLea;
  const distance = name ? sql<number>`${indexedName} <-> ${name}` : sql<number>`0`;
  let matching = db
    .selectFrom('children as c')
    .select(['c.id', distance.as('distance')])
    .where(childVisibleTo(actor));
  if (leaId !== null) matching = matching.where('c.lea_id', '=', leaId);
  if (query.birthDate) matching = matching.where('c.birth_date', '=', sqlDay(query.birthDate));
  if (query.stateStudentId) matching = matching.where('c.state_student_id', '=', query.stateStudentId.trim());
  if (name) matching = matching.where(sql<boolean>`${indexedName} %> ${name}`).orderBy(distance);
  if (!name || leaId !== null) matching = matching.orderBy('c.last_name').orderBy('c.first_name').orderBy('c.id');
  return childrenWithRatings(db)
    .innerJoin(matching.limit(SEARCH_LIMIT + 1).as('m'), 'm.id', 'c.id')
    .innerJoin('directory.leas as l', 'l.id', 'c.lea_id')
    .select('l.name as leaName')
    .orderBy('m.distance')
    .orderBy('c.last_name')
    .orderBy('c.first_name')
    .orderBy('c.id');
}

/**
 * Sets how close a name must come, for the rest of the transaction `trx`. A name searched across
 * every LEA is also kept off bitmap scans: PostgreSQL's guess at how many names match is often
 * a few dozen where thousands do, and on that guess it rechecks and sorts every match (up to
 * 100 ms) rather than walking the index nearest first and stopping at the limit (10 to 20 ms).
 */
export async function prepareSearch(trx: EcoDb, query: ChildSearchQuery, leaId: number | null): Promise<void> {
  const stateWideName = leaId === null && Boolean(query.name?.trim());
  const noBitmapScan = stateWideName ? sql`, set_config('enable_bitmapscan', 'off', true)` : sql``;
  await sql`select set_config('pg_trgm.word_similarity_threshold', ${String(NAME_SIMILARITY)}, true)${noBitmapScan}`.execute(trx);
}

/** Run it in a transaction: the search's settings hold for that transaction only. */
export async function searchChildren(trx: EcoDb, actor: Actor, query: ChildSearchQuery, leaId: number | null): Promise<ChildSearchResult> {
  await prepareSearch(trx, query, leaId);
  const rows = await childSearchQuery(trx, actor, query, leaId).execute();
  return { items: rows.slice(0, SEARCH_LIMIT), truncated: rows.length > SEARCH_LIMIT };
}
