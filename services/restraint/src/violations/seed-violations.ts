import type { ServiceContext } from '@portal/service-kit';
import type { RestraintDb } from '../db';
import { runIncidentRules } from './run-rules';

/**
 * The demo incidents' violations, flags, deadlines and follow-ups: the active pack's rules run over
 * every Finalized demo incident, as finalizing each would have, in bulk. No "violation created"
 * event goes out for the past. Does nothing once violations exist.
 */
export async function seedViolations(ctx: ServiceContext<RestraintDb>): Promise<void> {
  const { db } = ctx;
  if (await db.selectFrom('violations').select('id').limit(1).executeTakeFirst()) return;
  const ids = (await db.selectFrom('incidents').where('status', '=', 'Finalized').select('id').orderBy('id').execute()).map((r) => r.id);
  await db.transaction().execute((trx) => runIncidentRules(trx, null, ids, null));
}
