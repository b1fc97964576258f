import { sql } from 'kysely';
import { addDays, daysBetween } from '@portal/day-count';
import { NotificationEventTypes } from '@portal/shared-contracts';
import { BEFORE_EVIDENCE, type FindingSource } from '@portal/shared-contracts/findings';
import { scheduleDailyRun, type ServiceContext } from '@portal/service-kit';
import type { FindingsDb } from '../db';
import type { FindingsSettings } from '../settings';

/** The notification event types of a source's plan deadlines: only the applications that have them raise them. */
const DEADLINE_EVENTS: Partial<Record<FindingSource, { warning: string; missed: string }>> = {
  restraint: { warning: NotificationEventTypes.RestraintCapDeadlineWarning, missed: NotificationEventTypes.RestraintCapDeadlineMissed },
};

export interface DeadlineNotice {
  planId: number;
  kind: 'warning' | 'missed';
  dueDate: string;
  offsetDays: number;
}

/**
 * Which deadline notice a plan before its evidence is owed on `today`: the warning of the nearest
 * threshold (7, then 1 day before the due date) once the due date is that close, or the missed notice
 * once it has passed. A threshold crossed while the run did not run is sent late rather than never,
 * and only the nearest one. The offset of a missed notice counts the times the evidence was sent back,
 * so each return after the due date is noticed again (restraint.md "Notifications").
 */
export function noticeOwed(
  plan: { id: number; dueDate: string; evidenceReturns: number },
  today: string,
  warningDays: readonly number[],
): DeadlineNotice | null {
  const daysLeft = daysBetween(today, plan.dueDate);
  if (daysLeft < 0) return { planId: plan.id, kind: 'missed', dueDate: plan.dueDate, offsetDays: plan.evidenceReturns };
  const threshold = [...warningDays].sort((a, b) => a - b).find((d) => daysLeft <= d && daysLeft > 0);
  return threshold === undefined ? null : { planId: plan.id, kind: 'warning', dueDate: plan.dueDate, offsetDays: threshold };
}

/**
 * The daily run's deadline notices for `today` (state time): each keyed (plan, type, due date,
 * offset) and raised once through the outbox as the source application's event, in one transaction
 * per plan. Returns how many it raised. A new due date is a new key, so it re-arms the warnings.
 */
export async function raiseDeadlineNotices(ctx: ServiceContext<FindingsDb>, settings: FindingsSettings, today: string): Promise<number> {
  const sources = Object.keys(DEADLINE_EVENTS) as FindingSource[];
  const plans = await ctx.db
    .selectFrom('plans as p')
    .select(['p.id', 'p.source', 'p.lea_id as leaId', 'p.merge', 'p.open_url as openUrl', 'p.evidence_returns as evidenceReturns'])
    .select(sql<string>`p.due_date::text`.as('dueDate'))
    .where('p.source', 'in', sources)
    .where('p.status', 'in', [...BEFORE_EVIDENCE])
    .where(sql<boolean>`p.due_date <= ${addDays(today, Math.max(...settings.warningDays))}::date`)
    .orderBy('p.id')
    .execute();
  let raised = 0;
  for (const plan of plans) {
    const notice = noticeOwed(plan, today, settings.warningDays);
    const events = DEADLINE_EVENTS[plan.source];
    if (!notice || !events) continue;
    const sent = await ctx.db.transaction().execute(async (trx) => {
      const claimed = await trx
        .insertInto('plan_notices')
        .values({ plan_id: plan.id, kind: notice.kind, due_date: notice.dueDate, offset_days: notice.offsetDays })
        .onConflict((oc) => oc.doNothing())
        .returning('plan_id')
        .executeTakeFirst();
      if (!claimed) return false;
      const daysLeft = daysBetween(today, plan.dueDate);
      const about = plan.merge.incidentNumber ? ` for incident ${String(plan.merge.incidentNumber)}` : '';
      await ctx.notifications.raise(trx, {
        type: notice.kind === 'warning' ? events.warning : events.missed,
        leaId: plan.leaId,
        message:
          notice.kind === 'warning'
            ? `The corrective action plan${about} is due on ${plan.dueDate}, in ${daysLeft} ${daysLeft === 1 ? 'day' : 'days'}, and its evidence has not been submitted.`
            : `The corrective action plan${about} was due on ${plan.dueDate} and its evidence has not been submitted.`,
        openUrl: plan.openUrl,
        merge: { ...plan.merge, planDueDate: plan.dueDate, ...(notice.kind === 'warning' ? { daysLeft } : {}) },
      });
      return true;
    });
    if (sent) raised += 1;
  }
  if (raised > 0) ctx.notifications.flush();
  return raised;
}

/**
 * Runs the deadline notices once a day at the setting's time (state time). The day's row in
 * `daily_runs` is claimed first, so of several instances one runs it. Returns the stop for the app's close.
 */
export function scheduleDeadlineNotices(
  ctx: ServiceContext<FindingsDb>,
  settings: FindingsSettings,
  log: { error(obj: object, msg: string): void },
): () => Promise<void> {
  return scheduleDailyRun({
    name: 'daily deadline run',
    at: settings.dailyRunTime,
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
    run: (today) => raiseDeadlineNotices(ctx, settings, today),
  });
}
