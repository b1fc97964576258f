import { sql } from 'kysely';
import { FieldMessages } from '@portal/shared-contracts';
import {
  ViolationMessages as M,
  type ViolationCreateRequest,
  type ViolationDecisionRequest,
  type ViolationEscalateRequest,
} from '@portal/shared-contracts/restraint';
import { badRequest, conflict, forbidden, HttpError, notFound, type Actor, type NotificationProducer } from '@portal/service-kit';
import type { RestraintDb } from '../db';
import { findIncident, findWritableIncident } from '../incidents/access';
import { nextViolationNumber, raiseViolationCreated, runIncidentRules } from './run-rules';
import { activeRules } from './settings';
import { recordViolationHistory } from './violation-history';

interface LockedViolation {
  id: number;
  incidentId: number;
  number: string;
  status: string;
  planId: number | null;
}

/** The violation once the actor may see its incident (else 404, as for a missing one); `lock` holds it until the transaction ends. */
export async function findViolation(db: RestraintDb, actor: Actor, id: number, { lock = false } = {}): Promise<LockedViolation> {
  const row = await db
    .selectFrom('violations')
    .where('id', '=', id)
    .select(['id', 'incident_id as incidentId', 'violation_number as number', 'status', 'plan_id as planId'])
    .$if(lock, (q) => q.forUpdate())
    .executeTakeFirst();
  if (!row) throw notFound(M.notFound);
  await findIncident(db, actor, row.incidentId).catch((error: unknown) => {
    throw error instanceof HttpError && error.statusCode === 404 ? notFound(M.notFound) : error;
  });
  return row;
}

/** State users are those working across every LEA; the decision, escalation and reopen are theirs. */
function assertStateUser(actor: Actor): void {
  if (!actor.allLeas) throw forbidden();
}

/**
 * Open -> Substantiated or Not substantiated (with a reason), by a state user. A substantiated
 * violation moves on to Plan required at once; the caller then asks the findings engine for its
 * finding and plan after this transaction commits (`requestPlan`). Sending Substantiated again for a
 * violation still waiting for its plan is that retry: it changes nothing here.
 * Returns whether a plan is to be requested.
 */
export async function decideViolation(trx: RestraintDb, actor: Actor, id: number, body: ViolationDecisionRequest): Promise<boolean> {
  assertStateUser(actor);
  const violation = await findViolation(trx, actor, id, { lock: true });
  const reason = body.reason?.trim() || null;
  if (body.decision === 'Substantiated' && violation.status === 'Plan required' && violation.planId === null) return true;
  if (violation.status !== 'Open') throw conflict(M.notOpen);
  if (body.decision === 'NotSubstantiated' && !reason) throw badRequest(M.reasonRequired, { reason: FieldMessages.required });

  const to = body.decision === 'Substantiated' ? 'Plan required' : 'Not substantiated';
  await trx
    .updateTable('violations')
    .set({ status: to, decision_reason: reason, decided_by: actor.userId, decided_at: sql`now()`, updated_at: sql`now()` })
    .where('id', '=', id)
    .execute();
  await recordViolationHistory(
    trx,
    actor,
    id,
    body.decision === 'Substantiated' ? 'violation substantiated' : 'violation not substantiated',
    { status: { from: violation.status, to } },
    reason,
  );
  return to === 'Plan required';
}

/** Plan required -> Escalated (state user): the plan was not carried out; records the action taken and its date. */
export async function escalateViolation(trx: RestraintDb, actor: Actor, id: number, body: ViolationEscalateRequest): Promise<void> {
  assertStateUser(actor);
  const violation = await findViolation(trx, actor, id, { lock: true });
  if (violation.status !== 'Plan required') throw conflict(M.notPlanRequired);
  const action = body.action.trim();
  await trx
    .updateTable('violations')
    .set({ status: 'Escalated', escalation_action: action, escalation_date: body.actionDate, note: action, updated_at: sql`now()` })
    .where('id', '=', id)
    .execute();
  await recordViolationHistory(trx, actor, id, 'violation escalated', {
    status: { from: violation.status, to: 'Escalated' },
    escalationAction: { from: null, to: action },
    escalationDate: { from: null, to: body.actionDate },
  });
}

/**
 * Not substantiated or Resolved -> Open (state user, violation reopen), with a reason. The decision
 * and the plan link are cleared (kept in the history); a new decision starts a new decision round,
 * so a new finding is asked for under a new key.
 */
export async function reopenViolation(trx: RestraintDb, actor: Actor, id: number, reason: string): Promise<void> {
  assertStateUser(actor);
  const violation = await findViolation(trx, actor, id, { lock: true });
  if (violation.status !== 'Not substantiated' && violation.status !== 'Resolved') throw conflict(M.notReopenable);
  await trx
    .updateTable('violations')
    .set({
      status: 'Open',
      note: reason.trim(),
      decision_reason: null,
      decided_by: null,
      decided_at: null,
      finding_id: null,
      plan_id: null,
      plan_status: null,
      plan_due_date: null,
      decision_round: sql`decision_round + 1`,
      updated_at: sql`now()`,
    })
    .where('id', '=', id)
    .execute();
  await recordViolationHistory(
    trx,
    actor,
    id,
    'violation reopened',
    { status: { from: violation.status, to: 'Open' }, planId: { from: violation.planId, to: null } },
    reason.trim(),
  );
}

/**
 * A violation added by hand to a Finalized incident by the LEA or a state reviewer (violation
 * update): any rule of the active pack, FORCE-EXCESS (a state-only rule) by a state user alone. It
 * is Open and raises "violation created"; the rules then run again, as the board clock now runs.
 */
export async function addViolation(
  trx: RestraintDb,
  producer: NotificationProducer,
  actor: Actor,
  incidentId: number,
  body: ViolationCreateRequest,
): Promise<number> {
  const incident = await findWritableIncident(trx, actor, incidentId);
  if (incident.status !== 'Finalized') throw conflict(M.notFinalized);
  const { pack } = await activeRules(trx);
  const rule = pack.violationRules.find((r) => r.code === body.ruleCode) ?? pack.timelinessRules.find((r) => r.code === body.ruleCode);
  if (!rule) throw badRequest(M.unknownRule, { ruleCode: M.unknownRule });
  if ('when' in rule && rule.when.kind === 'manual' && rule.when.stateOnly && !actor.allLeas) throw forbidden(M.stateOnlyRule);
  if (body.studentStateId !== null) {
    const student = await trx
      .selectFrom('incident_students')
      .where('incident_id', '=', incidentId)
      .where('state_student_id', '=', body.studentStateId)
      .select('id')
      .executeTakeFirst();
    if (!student) throw badRequest(M.unknownStudent, { studentStateId: M.unknownStudent });
  }
  const number = await nextViolationNumber(trx, incident);
  const reason = body.reason.trim();
  const { id } = await trx
    .insertInto('violations')
    .values({
      incident_id: incidentId,
      violation_number: number,
      state_student_id: body.studentStateId,
      rule_code: rule.code,
      found_by: actor.allLeas ? 'state' : 'lea',
      occurred_at: body.occurredAt ?? null,
      note: reason,
      created_by: actor.userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await recordViolationHistory(
    trx,
    actor,
    id,
    'violation added',
    { status: { from: null, to: 'Open' }, ruleCode: { from: null, to: rule.code } },
    reason,
  );
  await raiseViolationCreated(trx, producer, pack, incident, { number, ruleCode: rule.code });
  await runIncidentRules(trx, producer, [incidentId], actor);
  return id;
}
