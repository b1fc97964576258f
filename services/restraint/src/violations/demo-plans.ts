import { Roles } from '@portal/shared-contracts';
import { PLAN_STATUSES, type PlanItemInput, type PlanRecord, type PlanStatus } from '@portal/shared-contracts/findings';
import type { ViolationRecord } from '@portal/shared-contracts/restraint';
import { callPeer, type DemoSessions, type ServiceContext } from '@portal/service-kit';
import type { RestraintDb } from '../db';
import { textPdf } from '../reports/incident-pdf';
import { resolveVerifiedPlans } from './violation-read';

/** A call to a service of the portal as one demo user. */
type Caller = <T>(service: string, method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) => Promise<T>;

/** The demo district's latest Finalized incidents, each with its first Open violation: one per plan to make. */
async function violationsToDecide(db: RestraintDb, leaId: number, count: number): Promise<{ violationId: number; incidentId: number }[]> {
  const open = await db
    .selectFrom('violations as v')
    .innerJoin('incidents as i', 'i.id', 'v.incident_id')
    .where('i.lea_id', '=', leaId)
    .where('i.status', '=', 'Finalized')
    .where('v.status', '=', 'Open')
    .select(['v.id as violationId', 'v.incident_id as incidentId'])
    .orderBy('i.incident_date', 'desc')
    .orderBy('i.id', 'desc')
    .orderBy('v.id')
    .limit(count * 10)
    .execute();
  const picked = new Map<number, { violationId: number; incidentId: number }>();
  for (const row of open) if (picked.size < count && !picked.has(row.incidentId)) picked.set(row.incidentId, row);
  return [...picked.values()];
}

/** Uploads a demo PDF as the plan's plan document or evidence, as the district does, and attaches it; its document id. */
async function attachDocument(district: Caller, plan: PlanRecord, role: 'plan' | 'evidence'): Promise<number> {
  const [recordType, title, text] =
    role === 'plan'
      ? [
          'plan',
          'Corrective action plan',
          'Crisis prevention training for the staff who restrained, and a review of the emergency procedure.',
        ]
      : [
          'plan-evidence',
          'Training roster',
          'The training roster signed by every staff member trained, and the revised emergency procedure.',
        ];
  const form = new FormData();
  for (const [name, value] of Object.entries({
    owner: 'restraint',
    recordType,
    recordId: String(plan.id),
    leaId: String(plan.leaId),
    title,
  }))
    form.append(name, value);
  form.append('file', new Blob([new Uint8Array(await textPdf(title, [text]))], { type: 'application/pdf' }), `${recordType}.pdf`);
  const document = await district<{ id: number }>('documents', 'POST', '/api/documents', form);
  await district('findings', 'POST', `/api/findings/plans/${plan.id}/documents`, { documentId: document.id, role });
  return document.id;
}

/**
 * Moves a new Draft plan on to `target`, every step through the findings engine's and the documents
 * service's APIs: the district writes the items, attaches its plan document and submits; the state
 * asks for revisions, or approves the document and the plan; the district sends its evidence; the
 * state approves it and verifies the plan.
 */
async function movePlanTo(district: Caller, state: Caller, plan: { id: number; dueDate: string }, target: PlanStatus): Promise<void> {
  const done = PLAN_STATUSES.indexOf(target) >= PLAN_STATUSES.indexOf('Evidence submitted');
  const items: PlanItemInput[] = [
    {
      action: 'Training',
      description: 'Crisis prevention training for the classroom staff',
      owner: 'Principal',
      targetDate: plan.dueDate,
      status: done ? 'Completed' : 'In progress',
    },
    {
      action: 'Policy change',
      description: 'Review the school emergency procedure with the staff',
      owner: 'Special Education Director',
      targetDate: plan.dueDate,
      status: done ? 'Completed' : 'Not started',
    },
  ];
  const written = await district<PlanRecord>('findings', 'PUT', `/api/findings/plans/${plan.id}`, { items });
  if (target === 'Draft') return;
  const move = (by: Caller, to: PlanStatus, reason?: string) =>
    by<PlanRecord>('findings', 'POST', `/api/findings/plans/${plan.id}/moves`, { to, ...(reason ? { reason } : {}) });
  const approve = (documentId: number) =>
    state('documents', 'POST', `/api/documents/${documentId}/versions/1/decision`, { decision: 'Approved' });

  const planDocument = await attachDocument(district, written, 'plan');
  await move(district, 'Submitted');
  if (target === 'Submitted') return;
  if (target === 'Revisions required') {
    await move(state, 'Revisions required', 'Name who carries out each action, and by when.');
    return;
  }
  await approve(planDocument);
  await move(state, 'Approved');
  if (target === 'Approved') return;
  const evidence = await attachDocument(district, written, 'evidence');
  await move(district, 'Evidence submitted');
  if (target === 'Evidence submitted') return;
  await approve(evidence);
  await move(state, 'Verified');
}

/**
 * Demo plans in every status (restraint.md "Corrective plan": Draft to Verified), one on each of the
 * demo district's latest Finalized incidents with an Open violation, made as people make them: the
 * state user substantiates the violation (restraint asks the findings engine for the plan, as every
 * decision does), then the district's local administrator and the state user move the plan on. Runs
 * once the portal listens; nothing happens once the state has decided any violation.
 */
export async function makeDemoPlans(ctx: ServiceContext<RestraintDb>, sessions: DemoSessions): Promise<void> {
  const { db } = ctx;
  if (await db.selectFrom('violations').select('id').where('decided_at', 'is not', null).limit(1).executeTakeFirst()) return;
  const caller =
    (authorization: string): Caller =>
    (service, method, path, body) =>
      callPeer(ctx, { service, method, path, authorization, ...(body !== undefined ? { body } : {}) });
  const state = caller(await sessions.authorizationAs(Roles.StateUser));
  const district = caller(await sessions.authorizationAs(Roles.LocalAdmin));
  const { leaId } = await district<{ leaId: number | null }>('identity', 'GET', '/api/account/users/me');
  if (leaId === null) throw new Error("The demo district's local administrator belongs to no LEA.");

  const chosen = await violationsToDecide(db, leaId, PLAN_STATUSES.length);
  if (chosen.length < PLAN_STATUSES.length)
    throw new Error(
      `The demo district has ${chosen.length} incidents with an Open violation; plans in every status need ${PLAN_STATUSES.length}.`,
    );
  for (const [i, { violationId, incidentId }] of chosen.entries()) {
    const decided = await state<ViolationRecord>('restraint', 'POST', `/api/restraint/violations/${violationId}/decision`, {
      decision: 'Substantiated',
      reason: 'No emergency was described for the restraint.',
    });
    if (!decided.plan) throw new Error(`Violation ${decided.number} was substantiated without a plan.`);
    await movePlanTo(district, state, decided.plan, PLAN_STATUSES[i]!);
    // The verified plan resolves its violation, as the next read of the incident would.
    await resolveVerifiedPlans(db, incidentId);
  }
}
