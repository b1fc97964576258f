import { sql } from 'kysely';
import { computeDue } from '@portal/day-count';
import { incidentPagePath, ViolationMessages as M } from '@portal/shared-contracts/restraint';
import type { CreatedFinding, NewFinding } from '@portal/shared-contracts/findings';
import { callPeer, HttpError, readDayCalendar, type Actor, type ServiceContext } from '@portal/service-kit';
import type { RestraintDb } from '../db';
import { calendarRange, planAnchor } from '../rules/evaluate';
import { activeRules } from './settings';
import { recordViolationHistory } from './violation-history';

/** The findings engine's idempotency key of a violation's finding: a retried call finds the same finding and plan. */
export const findingKey = (violationId: number, round: number) =>
  round === 0 ? `restraint-violation-${violationId}` : `restraint-violation-${violationId}-${round}`;

/** One plan covers all of an incident's violations. */
export const planGroupKey = (incidentId: number) => `restraint-incident-${incidentId}`;

/**
 * Asks the findings engine for a substantiated violation's finding and plan, after the decision's
 * transaction has committed (a service never calls another holding a transaction open), on the
 * deciding user's own token; then stores the link. The finding is issued as of the later of the
 * incident's occurrence and discovery dates and due the pack's plan clock after it (Nevada: 30
 * calendar days), so a late decision never moves the statute's date. A failed call leaves the
 * violation in Plan required without a plan: the same decision sent again retries under the same key.
 */
export async function requestPlan(
  ctx: Pick<ServiceContext<RestraintDb>, 'db' | 'config'>,
  actor: Actor,
  authorization: string,
  violationId: number,
): Promise<void> {
  const { db } = ctx;
  const v = await db
    .selectFrom('violations as v')
    .innerJoin('incidents as i', 'i.id', 'v.incident_id')
    .where('v.id', '=', violationId)
    .select((eb) => [
      'v.id',
      'v.violation_number',
      'v.rule_code',
      'v.decision_round',
      'v.plan_id',
      'i.id as incident_id',
      'i.incident_number',
      'i.lea_id',
      eb.cast<string>('i.incident_date', 'text').as('incident_date'),
      eb.cast<string | null>('i.discovered_date', 'text').as('discovered_date'),
    ])
    .executeTakeFirstOrThrow();
  if (v.plan_id !== null) return;

  const { pack } = await activeRules(db);
  const rule = pack.violationRules.find((r) => r.code === v.rule_code) ?? pack.timelinessRules.find((r) => r.code === v.rule_code);
  const incident = { incidentDate: v.incident_date, discoveredDate: v.discovered_date };
  const calendar = await readDayCalendar(db, { leaId: v.lea_id, ...calendarRange(pack, incident) });
  const due = computeDue({ ruleCode: 'PLAN', ...pack.plan.clock }, planAnchor(incident), calendar, { timeZone: pack.timeZone });

  const body: NewFinding = {
    source: 'restraint',
    sourceRecordId: String(v.id),
    idempotencyKey: findingKey(v.id, v.decision_round),
    leaId: v.lea_id,
    citation: rule?.citation ?? pack.statute,
    description: `${v.rule_code}${rule ? `: ${rule.title}` : ''}`,
    // The finding runs from the violation, as its plan's 30 days do, whenever the state decides it.
    issueDate: planAnchor(incident),
    dueDate: due.dueDate,
    countsForB18: false,
    plan: { planGroupKey: planGroupKey(v.incident_id) },
    merge: { incidentNumber: v.incident_number, incidentDate: v.incident_date, violationNumber: v.violation_number },
    openUrl: incidentPagePath(v.incident_id),
  };
  let created: CreatedFinding;
  try {
    created = await callPeer<CreatedFinding>(ctx, {
      service: 'findings',
      method: 'POST',
      path: '/api/findings/findings',
      body,
      authorization,
      idempotencyKey: body.idempotencyKey,
    });
  } catch (error) {
    const peer = error instanceof HttpError ? error : new HttpError(502, 'PEER_ERROR', String(error));
    throw new HttpError(peer.statusCode >= 500 ? 502 : peer.statusCode, peer.code, `${M.planPending} ${peer.message}`);
  }

  await db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('violations')
      .set({
        finding_id: created.finding.id,
        plan_id: created.plan?.id ?? null,
        plan_status: created.plan?.status ?? null,
        plan_due_date: created.plan?.dueDate ?? null,
        updated_at: sql`now()`,
      })
      .where('id', '=', v.id)
      .where('plan_id', 'is', null)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return;
    await recordViolationHistory(trx, actor, v.id, 'plan linked', {
      findingId: { from: null, to: created.finding.id },
      planId: { from: null, to: created.plan?.id ?? null },
    });
  });
}
