import { sql } from 'kysely';
import { deadlineStatus } from '@portal/day-count';
import type {
  IncidentDeadline,
  IncidentFollowUp,
  IncidentRecord,
  IncidentViolation,
  ViolationRecord,
} from '@portal/shared-contracts/restraint';
import type { RestraintDb } from '../db';
import { recordViolationHistory } from './violation-history';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * Plan required or Escalated -> Resolved, automatic once the findings engine has Verified the plan
 * (restraint.md): the engine owns plans, so restraint reads their status from its published view
 * whenever it shows the violations, and keeps the move in the incident's history.
 */
export async function resolveVerifiedPlans(db: RestraintDb, incidentId: number): Promise<void> {
  const linked = await db
    .selectFrom('violations')
    .where('incident_id', '=', incidentId)
    .where('plan_id', 'is not', null)
    .select(['id', 'violation_number', 'status', 'plan_id', 'plan_status'])
    .execute();
  if (linked.length === 0) return;
  const current = await db
    .selectFrom('casework.plans')
    .where(
      'id',
      'in',
      linked.map((v) => v.plan_id!),
    )
    .select(['id', 'status'])
    .execute();
  const statusOf = new Map(current.map((p) => [p.id, p.status]));
  for (const v of linked) {
    const planStatus = statusOf.get(v.plan_id!);
    if (!planStatus || planStatus === v.plan_status) continue;
    const resolves = planStatus === 'Verified' && (v.status === 'Plan required' || v.status === 'Escalated');
    await db
      .updateTable('violations')
      .set({ plan_status: planStatus, ...(resolves ? { status: 'Resolved' as const, updated_at: sql`now()` } : {}) })
      .where('id', '=', v.id)
      .execute();
    if (resolves) {
      await recordViolationHistory(db, null, v.id, 'violation resolved', {
        status: { from: v.status, to: 'Resolved' },
      });
    }
  }
}

const violationColumns = [
  'v.id',
  'v.violation_number',
  'v.rule_code',
  'v.status',
  'v.state_student_id',
  'v.found_by',
  'v.occurred_at',
  'v.discovered_at',
  'v.reported_to_board_at',
  'v.decision_reason',
  'v.plan_id',
  'v.plan_status',
  'v.escalation_action',
] as const;

type ViolationRow = Awaited<ReturnType<typeof selectViolations>>[number];

function selectViolations(db: RestraintDb, where: { id: number } | { incidentId: number }) {
  return db
    .selectFrom('violations as v')
    .innerJoin('incidents as i', 'i.id', 'v.incident_id')
    .select(violationColumns)
    .select((eb) => [
      'i.incident_number',
      'i.lea_id',
      'v.incident_id',
      eb.cast<string | null>('v.plan_due_date', 'text').as('plan_due_date'),
      eb.cast<string | null>('v.escalation_date', 'text').as('escalation_date'),
    ])
    .where('id' in where ? 'v.id' : 'v.incident_id', '=', 'id' in where ? where.id : where.incidentId)
    .orderBy('v.id')
    .execute();
}

function toViolation(row: ViolationRow): IncidentViolation {
  return {
    id: row.id,
    number: row.violation_number,
    ruleCode: row.rule_code,
    status: row.status,
    studentStateId: row.state_student_id,
    foundBy: row.found_by,
    occurredAt: iso(row.occurred_at),
    discoveredAt: iso(row.discovered_at),
    reportedToBoardAt: iso(row.reported_to_board_at),
    decisionReason: row.decision_reason,
    plan:
      row.plan_id !== null && row.plan_status !== null && row.plan_due_date !== null
        ? { id: row.plan_id, status: row.plan_status, dueDate: row.plan_due_date }
        : null,
    escalationAction: row.escalation_action,
    escalationDate: row.escalation_date,
  };
}

/** One violation with its incident, once its plan's outcome is brought in; undefined when there is none. */
export async function readViolation(db: RestraintDb, id: number): Promise<ViolationRecord | undefined> {
  const found = await db.selectFrom('violations').where('id', '=', id).select('incident_id').executeTakeFirst();
  if (!found) return undefined;
  await resolveVerifiedPlans(db, found.incident_id);
  const [row] = await selectViolations(db, { id });
  return (
    row && {
      ...toViolation(row),
      incidentId: row.incident_id,
      incidentNumber: row.incident_number,
      leaId: row.lea_id,
      escalationAction: row.escalation_action,
      escalationDate: row.escalation_date,
    }
  );
}

type RuleResults = Pick<IncidentRecord, 'violations' | 'flags' | 'deadlines' | 'followUps'>;

/** The violations, flags, deadlines and follow-ups of GET api/restraint/incidents/{id}. */
export async function readRuleResults(db: RestraintDb, incidentId: number): Promise<RuleResults> {
  await resolveVerifiedPlans(db, incidentId);
  const [violations, flags, deadlines, followUps] = await Promise.all([
    selectViolations(db, { incidentId }),
    db
      .selectFrom('incident_flags')
      .where('incident_id', '=', incidentId)
      .select(['rule_code as ruleCode', 'state_student_id as studentStateId'])
      .orderBy('id')
      .execute(),
    db
      .selectFrom('incident_deadlines')
      .where('incident_id', '=', incidentId)
      .select((eb) => [
        'rule_code',
        'state_student_id',
        'day_type',
        'due_at',
        eb.cast<string>('due_date', 'text').as('due_date'),
        'status',
        'estimated',
        'met',
      ])
      .orderBy('due_at')
      .execute(),
    db
      .selectFrom('incident_follow_ups')
      .where('incident_id', '=', incidentId)
      .select((eb) => [
        'id',
        'kind',
        'trigger',
        'state_student_id',
        'status',
        eb.cast<string | null>('due_date', 'text').as('due_date'),
        eb.cast<string | null>('held_date', 'text').as('held_date'),
      ])
      .orderBy('id')
      .execute(),
  ]);
  const now = new Date();
  return {
    violations: violations.map(toViolation),
    flags,
    deadlines: deadlines.map((d): IncidentDeadline => ({
      ruleCode: d.rule_code,
      // The hour clock is due at an instant, the day clocks on a date.
      dueDate: d.day_type === 'hours' ? d.due_at.toISOString() : d.due_date,
      // A Pending clock whose time ran out since the last rule run reads Missed.
      status: d.status === 'Pending' ? deadlineStatus({ dueDate: d.due_date, dueAt: d.due_at.toISOString(), met: d.met }, now) : d.status,
      estimated: d.estimated,
      studentStateId: d.state_student_id,
      metDate: d.met,
    })),
    followUps: followUps.map((f): IncidentFollowUp => ({
      id: f.id,
      // The rules write only the packs' kinds.
      kind: f.kind as IncidentFollowUp['kind'],
      trigger: f.trigger,
      studentStateId: f.state_student_id,
      status: f.status,
      dueDate: f.due_date,
      heldDate: f.held_date,
    })),
  };
}

/** Whether the state has decided any of the incident's violations (an LEA user may no longer reopen it). */
export async function stateDecidedAny(db: RestraintDb, incidentId: number): Promise<boolean> {
  const row = await db
    .selectFrom('violations')
    .where('incident_id', '=', incidentId)
    .where('decided_at', 'is not', null)
    .select('id')
    .executeTakeFirst();
  return row !== undefined;
}
