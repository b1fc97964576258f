import { FieldMessages } from '@portal/shared-contracts';
import {
  FindingMessages,
  findPlanMove,
  PLAN_EDITABLE,
  SOURCE_RULES,
  type PlanDocumentBody,
  type PlanExtensionBody,
  type PlanItemInput,
  type PlanMoveBody,
} from '@portal/shared-contracts/findings';
import { badRequest, changedFields, conflict, notFound, type Actor, type ServiceContext } from '@portal/service-kit';
import type { FindingsDb } from '../db';
import type { FindingsSettings } from '../settings';
import { assertMayActOn } from './access';
import { recordPlanChange } from './history';
import { sendPlanLetter } from './letters';
import { findPlan, planDocuments } from './plan-read';

const byActor = (actor: Actor) => ({ userId: actor.userId, userName: actor.userName });

/**
 * Replaces the plan's items with the LEA's list, while the LEA holds the plan (Draft, Revisions
 * required). The list as the plan's GET answered it changes nothing, whatever the plan's status.
 */
export async function savePlanItems(db: FindingsDb, actor: Actor, id: number, items: readonly PlanItemInput[]): Promise<void> {
  const plan = await findPlan(db, actor, id);
  assertMayActOn(actor, plan.source, 'write');
  const before = await db
    .selectFrom('plan_items')
    .select(['action', 'description', 'owner', 'status'])
    .select((eb) => eb.cast<string>('target_date', 'text').as('targetDate'))
    .where('plan_id', '=', id)
    .orderBy('position')
    .execute();
  const beforeItems = before.map(({ action, description, owner, targetDate, status }) => ({
    action,
    description,
    owner,
    targetDate,
    status,
  }));
  const afterItems = items.map(({ action, description, owner, targetDate, status }) => ({
    action,
    description,
    owner,
    targetDate,
    status,
  }));
  const changes = changedFields({ items: beforeItems }, { items: afterItems });
  if (Object.keys(changes).length === 0) return;
  if (!PLAN_EDITABLE.includes(plan.status)) throw conflict(FindingMessages.notEditable(plan.status));
  await db.deleteFrom('plan_items').where('plan_id', '=', id).execute();
  if (items.length > 0)
    await db
      .insertInto('plan_items')
      .values(
        items.map((item, position) => ({
          plan_id: id,
          position,
          action: item.action,
          description: item.description,
          owner: item.owner,
          target_date: item.targetDate,
          status: item.status,
        })),
      )
      .execute();
  await db.updateTable('plans').set({ updated_at: new Date() }).where('id', '=', id).execute();
  await recordPlanChange(db, byActor(actor), id, 'Items saved', changes);
}

/**
 * Moves the plan as restraint.md's "Corrective plan" allows: the LEA submits the plan and then its
 * evidence, the state approves or sends back. Approved only with its plan document Approved, Verified
 * only with every evidence document Approved; verification corrects its findings. Letters go out
 * through the outbox in the same transaction.
 */
export async function movePlan(
  ctx: ServiceContext<FindingsDb>,
  db: FindingsDb,
  actor: Actor,
  id: number,
  body: PlanMoveBody,
  today: string,
) {
  const plan = await findPlan(db, actor, id);
  const move = findPlanMove(plan.status, body.to);
  if (!move) throw conflict(FindingMessages.noSuchMove(plan.status, body.to));
  assertMayActOn(actor, plan.source, move.by === 'lea' ? 'leaMove' : 'stateMove');
  const reason = body.reason?.trim() || null;
  if (move.needsReason && !reason) throw badRequest(FindingMessages.moveNeedsReason, { reason: FieldMessages.required });

  const documents = await planDocuments(db, id);
  const evidence = documents.filter((d) => d.role === 'evidence');
  if (move.to === 'Submitted') {
    const item = await db.selectFrom('plan_items').select('id').where('plan_id', '=', id).limit(1).executeTakeFirst();
    if (!item) throw conflict(FindingMessages.noItems);
  }
  if (move.from === 'Submitted' && move.to === 'Approved' && !documents.some((d) => d.role === 'plan' && d.approved))
    throw conflict(FindingMessages.planDocumentNotApproved);
  if (move.to === 'Evidence submitted' && evidence.length === 0) throw conflict(FindingMessages.noEvidence);
  if (move.to === 'Verified' && !evidence.every((d) => d.approved)) throw conflict(FindingMessages.evidenceNotApproved);

  const sentBack = move.from === 'Evidence submitted' && move.to === 'Approved';
  const dates =
    move.to === 'Submitted'
      ? { submitted_date: today }
      : move.to === 'Evidence submitted'
        ? { evidence_submitted_date: today }
        : move.to === 'Verified'
          ? { verified_date: today }
          : move.to === 'Approved' && !sentBack
            ? { approved_date: today }
            : {};
  await db
    .updateTable('plans')
    .set({ status: move.to, updated_at: new Date(), ...dates, ...(sentBack ? { evidence_returns: plan.evidenceReturns + 1 } : {}) })
    .where('id', '=', id)
    .execute();
  await recordPlanChange(db, byActor(actor), id, `Moved to ${move.to}`, { status: { from: plan.status, to: move.to } }, reason);

  const merge = { planDueDate: plan.dueDate, planStatus: move.to };
  if (move.to === 'Verified') {
    await correctFindings(db, actor, id, plan.dueDate, plan.evidenceSubmittedDate ?? today, today);
    await sendPlanLetter(ctx, db, plan, 'verified', { ...merge, verifiedDate: today });
  } else if (move.to === 'Approved' && !sentBack) await sendPlanLetter(ctx, db, plan, 'approved', merge);
  else if (move.to === 'Revisions required' || sentBack)
    await sendPlanLetter(ctx, db, plan, 'revisionsRequired', { ...merge, revisionReason: reason });
}

/**
 * A verified plan corrects its findings on the day of verification. Timely: a restraint finding
 * when the evidence the state verified was submitted on or before the plan's due date (restraint.md);
 * an IDEA finding when it is corrected on or before its own due date (monitoring.md).
 */
async function correctFindings(db: FindingsDb, actor: Actor, planId: number, planDue: string, evidenceDate: string, today: string) {
  const findings = await db
    .selectFrom('findings')
    .select(['id', 'source'])
    .select((eb) => eb.cast<string>('due_date', 'text').as('dueDate'))
    .where('plan_id', '=', planId)
    .where('status', '<>', 'Corrected')
    .execute();
  for (const finding of findings) {
    const timely = SOURCE_RULES[finding.source].timelyBy === 'evidence' ? evidenceDate <= planDue : today <= finding.dueDate;
    await db.updateTable('findings').set({ status: 'Corrected', corrected_date: today, timely }).where('id', '=', finding.id).execute();
    await recordPlanChange(db, byActor(actor), planId, 'Finding corrected', {
      [`finding ${finding.id}`]: { from: 'open', to: { correctedDate: today, timely } },
    });
  }
}

/**
 * Attaches a document of the documents service to the plan, as its plan document or as evidence. It
 * must be one of the source's documents; the LEA attaches while it holds the plan or its evidence.
 */
export async function attachDocument(db: FindingsDb, actor: Actor, id: number, body: PlanDocumentBody): Promise<void> {
  const plan = await findPlan(db, actor, id);
  assertMayActOn(actor, plan.source, 'write');
  if (plan.status === 'Verified') throw conflict(FindingMessages.planClosed);
  const document = await db
    .selectFrom('casework.document_versions')
    .select('document_id')
    .where('document_id', '=', body.documentId)
    .where('owner', '=', plan.source)
    .limit(1)
    .executeTakeFirst();
  if (!document) throw notFound(FindingMessages.documentNotFound);
  const added = await db
    .insertInto('plan_documents')
    .values({ plan_id: id, document_id: body.documentId, role: body.role, added_by: actor.userId, added_by_name: actor.userName })
    .onConflict((oc) => oc.doNothing())
    .returning('document_id')
    .executeTakeFirst();
  if (!added) throw conflict(FindingMessages.documentAlreadyAttached);
  await recordPlanChange(db, byActor(actor), id, 'Document attached', { [`${body.role} document`]: { from: null, to: body.documentId } });
}

/** A new due date with its reason, by a state user, where the source's setting allows extensions; the old date is kept. */
export async function extendPlan(
  db: FindingsDb,
  settings: FindingsSettings,
  actor: Actor,
  id: number,
  body: PlanExtensionBody,
): Promise<void> {
  const plan = await findPlan(db, actor, id);
  assertMayActOn(actor, plan.source, 'stateMove');
  if (!settings.extensions[plan.source]) throw conflict(FindingMessages.extensionsOff);
  if (plan.status === 'Verified') throw conflict(FindingMessages.planClosed);
  if (body.dueDate <= plan.dueDate) throw badRequest(FindingMessages.extensionNotLater, { dueDate: FindingMessages.extensionNotLater });
  await db
    .insertInto('plan_extensions')
    .values({
      plan_id: id,
      old_due_date: plan.dueDate,
      new_due_date: body.dueDate,
      reason: body.reason,
      by_user_id: actor.userId,
      by_name: actor.userName,
    })
    .execute();
  await db.updateTable('plans').set({ due_date: body.dueDate, updated_at: new Date() }).where('id', '=', id).execute();
  // A finding whose due date is its plan's (restraint) moves with it; an IDEA finding keeps its one year.
  if (!SOURCE_RULES[plan.source].oneYearCorrection)
    await db.updateTable('findings').set({ due_date: body.dueDate }).where('plan_id', '=', id).where('status', '<>', 'Corrected').execute();
  await recordPlanChange(db, byActor(actor), id, 'Due date extended', { dueDate: { from: plan.dueDate, to: body.dueDate } }, body.reason);
}
