import { sql } from 'kysely';
import type { PsosDb } from '../db';

/** Today's date in the state's time zone (PORTAL_TIME_ZONE), YYYY-MM-DD: interview windows are inclusive days there. */
export async function stateToday(db: PsosDb, timeZone: string): Promise<string> {
  const { rows } = await sql<{ today: string }>`select (now() at time zone ${timeZone})::date::text as today`.execute(db);
  return rows[0]!.today;
}
