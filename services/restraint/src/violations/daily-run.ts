import { DEFAULT_DAILY_RUN_TIME } from '@portal/shared-contracts/findings';
import { scheduleDailyRun, timeOfDaySetting, type ServiceContext } from '@portal/service-kit';
import type { RestraintDb } from '../db';
import { runIncidentRules } from './run-rules';

type DailyRunContext = Pick<ServiceContext<RestraintDb>, 'db' | 'notifications'>;

/**
 * The daily run's rules (restraint.md: 06:00 state time): what becomes true only as time passes
 * (BOARD-LATE when the board is never told, a follow-up past its due date) is stored without
 * waiting for the next change to the incident. The rules run again, as a change would run them,
 * over every Finalized incident with a clock still Pending whose time has run out; a timeliness
 * rule set to "creates violation" makes its violation, and raises "violation created", then. Each
 * incident in its own transaction, locked and looked at again inside it: the run stores each
 * clock's end once, so a second run (another instance, or the same day again) finds nothing to do.
 * Returns how many incidents it ran the rules over.
 */
export async function rerunExpiredClocks(ctx: DailyRunContext, now: Date): Promise<number> {
  // Finalized incidents with a clock still Pending whose time ran out before `now`.
  const expired = (db: RestraintDb) =>
    db
      .selectFrom('incidents as i')
      .where('i.status', '=', 'Finalized')
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('incident_deadlines as d')
            .select('d.id')
            .whereRef('d.incident_id', '=', 'i.id')
            .where('d.status', '=', 'Pending')
            .where('d.due_at', '<', now),
        ),
      )
      .select('i.id');
  const ids = (await expired(ctx.db).orderBy('i.id').execute()).map((row) => row.id);
  let ran = 0;
  for (const id of ids) {
    const done = await ctx.db.transaction().execute(async (trx) => {
      const still = await expired(trx).where('i.id', '=', id).forUpdate().executeTakeFirst();
      if (!still) return false;
      await runIncidentRules(trx, ctx.notifications, [id], null, now);
      return true;
    });
    if (done) ran += 1;
  }
  if (ran > 0) ctx.notifications.flush();
  return ran;
}

/**
 * Runs `rerunExpiredClocks` once a day at `RESTRAINT_DAILY_RUN_TIME` (06:00 state time). The day's
 * row in `daily_runs` is claimed first, so of several instances one runs it. Returns the stop for the app's close.
 */
export function scheduleRestraintDailyRun(
  ctx: DailyRunContext & Pick<ServiceContext<RestraintDb>, 'config'>,
  log: { error(obj: object, msg: string): void },
  env: NodeJS.ProcessEnv = process.env,
): () => Promise<void> {
  return scheduleDailyRun({
    name: 'restraint daily run',
    at: timeOfDaySetting('RESTRAINT_DAILY_RUN_TIME', env.RESTRAINT_DAILY_RUN_TIME, DEFAULT_DAILY_RUN_TIME),
    timeZone: ctx.config.timeZone,
    log,
    async claim(today) {
      const claimed = await ctx.db
        .insertInto('daily_runs')
        .values({ run_date: today })
        .onConflict((oc) => oc.doNothing())
        .returning('run_date')
        .executeTakeFirst();
      return claimed !== undefined;
    },
    run: (_today, now) => rerunExpiredClocks(ctx, now),
  });
}
