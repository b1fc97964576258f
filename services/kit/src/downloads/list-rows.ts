import { PGliteAdapter } from 'kysely';
import { type ListParams } from '@portal/shared-contracts';
import type { AnyDb } from '../db';
import { sortedAsAsked, type AnySelect, type ListSpec } from '../lists';

const CURSOR_ROWS = 500;
const BATCH_ROWS = 1000;

/** PGlite (the embedded mode) has no cursor: Kysely's stream() refuses it. */
const streams = (db: AnyDb) => !(db.getExecutor().adapter instanceof PGliteAdapter);

async function* inBatches<O>(query: AnySelect<O>): AsyncGenerator<O> {
  for (let offset = 0; ; offset += BATCH_ROWS) {
    const batch = (await query.limit(BATCH_ROWS).offset(offset).execute()) as O[];
    yield* batch;
    if (batch.length < BATCH_ROWS) return;
  }
}

/**
 * Every row of a filtered list, sorted as the list's page sorts it (tie-broken, so nothing repeats
 * or goes missing between pages), for a download. On PostgreSQL the rows come through a cursor,
 * 500 at a time; on PGlite in batches of 1000. Either way only a batch sits in memory, and the next
 * is read only once the file has taken the last.
 */
export function listRows<O>(db: AnyDb, query: AnySelect<O>, params: ListParams, spec: ListSpec): AsyncIterable<O> {
  const sorted = sortedAsAsked(query, params, spec);
  return streams(db) ? sorted.stream(CURSOR_ROWS) : inBatches(sorted);
}

/** Rows of `rows` as `convert` makes them, one at a time. */
export async function* mapRows<I, O>(rows: AsyncIterable<I>, convert: (row: I) => O): AsyncGenerator<O> {
  for await (const row of rows) yield convert(row);
}
