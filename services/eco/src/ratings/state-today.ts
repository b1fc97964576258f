import { sql } from 'kysely';
import type { EcoDb } from '../db';

/** Today's date in the state's time zone (PORTAL_TIME_ZONE), YYYY-MM-DD: rating dates may not be later. */
export async function stateToday(db: EcoDb, timeZone: string): Promise<string> {
  const { rows } = await sql<{ today: string }>`select (now() at time zone ${timeZone})::date::text as today`.execute(db);
  return rows[0]!.today;
}
