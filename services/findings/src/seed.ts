import { addDays, addYears } from '@portal/day-count';
import { PLAN_STATUSES, type PlanStatus } from '@portal/shared-contracts/findings';
import type { ServiceContext } from '@portal/service-kit';
import type { FindingsDb } from './db';

const DEMO_GROUP = 'monitoring-demo-visit-';
const AUTHOR = { by_user_id: null, by_name: 'Demo data' };

/** The dates a plan has by the time it reached `status`, from its issue date. */
function datesBy(status: PlanStatus, issued: string) {
  const reached = (s: PlanStatus) => PLAN_STATUSES.indexOf(status) >= PLAN_STATUSES.indexOf(s) && status !== 'Draft';
  return {
    submitted_date: reached('Submitted') ? addDays(issued, 20) : null,
    approved_date: reached('Approved') ? addDays(issued, 35) : null,
    evidence_submitted_date: reached('Evidence submitted') ? addDays(issued, 90) : null,
    verified_date: status === 'Verified' ? addDays(issued, 110) : null,
  };
}

/**
 * Demo findings of the 2025-26 monitoring visits: one per LEA, each with a corrective plan, the plans
 * spread over every status (Draft to Verified), so every list, filter and figure has rows. Leaves
 * them alone when they are there already.
 */
export async function seedFindingsDemo(ctx: ServiceContext<FindingsDb>): Promise<void> {
  const { db } = ctx;
  const present = await db.selectFrom('plans').select('id').where('plan_group_key', 'like', `${DEMO_GROUP}%`).limit(1).executeTakeFirst();
  if (present) return;
  // Every district and charter; the state-level district has no findings of its own.
  const leas = await db.selectFrom('directory.leas').select('id').where('is_nde_level_district', '=', false).orderBy('id').execute();
  await db.transaction().execute(async (trx) => {
    for (const [i, { id: leaId }] of leas.entries()) {
      const status = PLAN_STATUSES[i % PLAN_STATUSES.length]!;
      const issued = addDays('2025-10-01', i * 3);
      const due = addYears(issued, 1);
      const dates = datesBy(status, issued);
      const plan = await trx
        .insertInto('plans')
        .values({
          source: 'monitoring',
          lea_id: leaId,
          plan_group_key: `${DEMO_GROUP}${leaId}`,
          status,
          due_date: due,
          ...dates,
          merge: JSON.stringify({}),
          open_url: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('findings')
        .values({
          source: 'monitoring',
          source_record_id: `demo-requirement-${leaId}-iep-goals`,
          idempotency_key: `monitoring-demo-finding-${leaId}`,
          lea_id: leaId,
          citation: '34 CFR 300.320(a)(2)',
          description: '3 of 10 applicable files did not meet the requirement: measurable annual goals.',
          level: 'systemic',
          issue_date: issued,
          due_date: due,
          counts_for_b18: true,
          plan_id: plan.id,
          created_by: 0,
          ...(status === 'Verified' ? { status: 'Corrected' as const, corrected_date: dates.verified_date!, timely: true } : {}),
        })
        .execute();
      await trx
        .insertInto('plan_items')
        .values([
          {
            plan_id: plan.id,
            position: 0,
            action: 'Training',
            description: 'Train case managers on writing measurable annual goals.',
            owner: 'Special Education Director',
            target_date: addDays(issued, 60),
            status: status === 'Verified' || status === 'Evidence submitted' ? 'Completed' : 'In progress',
          },
          {
            plan_id: plan.id,
            position: 1,
            action: 'IEP review',
            description: 'Convene the IEP teams of the three students and amend the goals.',
            owner: 'Case managers',
            target_date: addDays(issued, 75),
            status: status === 'Draft' ? 'Not started' : 'In progress',
          },
        ])
        .execute();
      await trx
        .insertInto('plan_history')
        .values([
          {
            plan_id: plan.id,
            ...AUTHOR,
            action: 'Plan created',
            changes: JSON.stringify({ status: { from: null, to: 'Draft' } }),
            reason: null,
          },
          ...(status === 'Draft'
            ? []
            : [
                {
                  plan_id: plan.id,
                  ...AUTHOR,
                  action: `Moved to ${status}`,
                  changes: JSON.stringify({ status: { from: 'Draft', to: status } }),
                  reason: null,
                },
              ]),
        ])
        .execute();
    }
  });
}
